import Foundation

/// Creates a new file whole or not at all, never replacing one: the bytes go to a
/// temporary file in the destination folder, which is flushed and then linked to the
/// first free name (`link(2)` fails rather than replace) and unlinked. Any failure
/// removes the temporary file.
///
/// The counterpart of `TransferFileIO`'s private writer, for bytes that come from a
/// reader rather than a file.
enum ExclusiveFileCreation {
    /// Fills a temporary file with `body`, then gives it the first of `names` (in
    /// `folder`) that is free. Returns where the file is.
    static func create(in folder: URL, names: [String], _ body: (_ descriptor: Int32) throws -> Void) throws -> URL {
        let temporaryPath = folder.path + "/.ferry-\(UUID().uuidString).partial"
        let output = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw MediaImportError.io(operation: "create", path: temporaryPath, errno: errno) }
        defer { unlink(temporaryPath) }
        do {
            try body(output)
            guard fsync(output) == 0 else { throw MediaImportError.io(operation: "fsync", path: temporaryPath, errno: errno) }
        } catch {
            close(output)
            throw error
        }
        close(output)
        for name in names {
            let path = folder.appendingPathComponent(name).path
            if link(temporaryPath, path) == 0 {
                syncFolder(folder)
                return URL(fileURLWithPath: path)
            }
            guard errno == EEXIST else { throw MediaImportError.io(operation: "link", path: path, errno: errno) }
        }
        throw MediaImportError.io(operation: "link", path: folder.appendingPathComponent(names.last ?? "").path, errno: EEXIST)
    }

    /// Writes all `count` bytes at `base`, retrying after signals and short writes.
    static func writeAll(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int, path: String) throws {
        var offset = 0
        while offset < count {
            let written = write(descriptor, base + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw MediaImportError.io(operation: "write", path: path, errno: errno)
            }
            offset += written
        }
    }

    /// Flushes the folder's entries, so the new name survives a power cut.
    private static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
