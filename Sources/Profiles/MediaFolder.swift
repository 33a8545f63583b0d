// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import Foundation
import Synchronization

/// A folder the app copies received media into: the videos folder or the portraits
/// folder (see ``ProfilesDirectories``).
///
/// Every import is streamed (the kernel's `copy_file_range` for files, a fixed buffer
/// for readers), reports its bytes to a `Progress`, can be cancelled (task cancellation
/// or `Progress.cancel()`, checked between chunks), writes a temporary file in the
/// folder and only then links it to its name. The name comes from outside and is
/// sanitised (``sanitizedName(_:)``); when it is taken the copy is named `name_UUID.ext`.
/// Nothing is ever overwritten, and a failed or cancelled import leaves no file.
///
/// Imports are flushed to disk before they take their names by default
/// (`TransferFileIO.Durability.flushed`): the profile store records
/// the imported file's path, and once that record reaches the disk (WAL commits do at
/// the next checkpoint, whenever the kernel has written the file back or not) it must
/// not name a file that a power cut left empty. A folder whose files nothing durable
/// refers to can choose `TransferFileIO.Durability.atomic`, which
/// copies at the page cache's speed.
public struct MediaFolder: Sendable, Hashable {
    /// The folder; created on the first import.
    public let url: URL
    /// The extension given to names that have none (`mp4` for videos), if any.
    public let defaultExtension: String?
    /// What an imported file survives: see the type's discussion.
    public let durability: TransferFileIO.Durability

    /// A media folder at `url`, flushing its imports unless told otherwise.
    public init(url: URL, defaultExtension: String? = nil, durability: TransferFileIO.Durability = .flushed) {
        self.url = url
        self.defaultExtension = defaultExtension
        self.durability = durability
    }

    /// The user's videos folder for Ferry (``ProfilesDirectories/videosFolder``).
    public static var videos: MediaFolder {
        MediaFolder(url: ProfilesDirectories.standard().videosFolder, defaultExtension: "mp4")
    }

    /// The folder for portraits (``ProfilesDirectories/portraitsFolder``).
    public static var portraits: MediaFolder {
        MediaFolder(url: ProfilesDirectories.standard().portraitsFolder)
    }

    /// Bytes read from a `ByteSource` (see ``importStream(_:preferredName:expectedByteCount:progress:)``) at a time.
    static let streamChunkSize = 1 << 20

    /// A safe file name for a name from outside: only its last path component
    /// (`../../etc/x.mp4` becomes `x.mp4`), then `TransferFileIO.sanitizedFileName`
    /// (NUL, control characters and separators replaced, leading dots removed, at most 200
    /// bytes keeping the extension), ``defaultExtension`` added when there is no
    /// extension, and `video` / `file` when nothing is left.
    public func sanitizedName(_ name: String) -> String {
        let lastComponent = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let fallback = defaultExtension == "mp4" ? "video" : "file"
        var cleaned = TransferFileIO.sanitizedFileName(lastComponent, fallback: fallback)
        if let defaultExtension, (cleaned as NSString).pathExtension.isEmpty {
            cleaned = TransferFileIO.sanitizedFileName(cleaned + "." + defaultExtension)
        }
        return cleaned
    }

    /// Copies the file at `source` into the folder under `preferredName` (sanitised; the
    /// source's own name by default) or `name_UUID.ext` when that is taken. Only a regular
    /// file or a FIFO (or a symbolic link to one) is copied: a folder, socket or device is
    /// ``MediaImportError/notAFile(path:)``, and a FIFO whose writer sends nothing within
    /// 10 seconds fails with `ETIMEDOUT`.
    ///
    /// `progress`, when given, gets the file size as `totalUnitCount` and the bytes
    /// copied as `completedUnitCount`; cancelling it (or the task) stops the copy at the
    /// next chunk and removes the partial copy. Returns the new file's URL.
    public func importFile(at source: URL, preferredName: String? = nil, progress: Progress? = nil) async throws(MediaImportError) -> URL {
        let name = sanitizedName(preferredName ?? source.lastPathComponent)
        try prepare(name: name, progress: progress)
        var status = stat()
        guard stat(source.path, &status) == 0 else {
            throw errno == ENOENT ? .sourceMissing(path: source.path) : .io(operation: "stat", path: source.path, errno: errno)
        }
        // A folder has no bytes and a device such as /dev/zero would fill the disk: only a
        // regular file, or a FIFO streaming one (the copy waits a bounded time for its
        // writer), is copied.
        guard [S_IFREG, S_IFIFO].contains(status.st_mode & S_IFMT) else { throw .notAFile(path: source.path) }
        progress?.totalUnitCount = Int64(status.st_size)
        let folder = url, durability = durability
        let copied = CopiedBytes()
        let work = Task.detached { () throws -> URL in
            try TransferFileIO.copyIntoFolder(source, folder: folder, preferredName: name, durability: durability) { bytes in
                copied.value = bytes
                progress?.completedUnitCount = bytes
                if progress?.isCancelled == true {
                    // Seen by the copy loop's cancellation check before its next chunk.
                    withUnsafeCurrentTask { $0?.cancel() }
                }
            }
        }
        do {
            let result = try await withTaskCancellationHandler { try await work.value } onCancel: { work.cancel() }
            progress?.completedUnitCount = progress?.totalUnitCount ?? 0
            return result
        } catch {
            throw .from(error, name: name, bytesCopied: copied.value)
        }
    }

    /// Copies the bytes of `reader` (CSV's `ByteSource`: bytes that arrive in order, such
    /// as the input stream of a drop that carries a file's contents rather than its path)
    /// into the folder under `preferredName` (sanitised) or `name_UUID.ext` when that is
    /// taken, reading 1 MiB at a time.
    ///
    /// `progress`, when given, gets `expectedByteCount` (or -1, indeterminate) as its
    /// total and the bytes read so far. When the reader throws, or the import is
    /// cancelled, the partial file is removed and nothing else changes.
    @concurrent
    public func importStream<Reader: ByteSource>(_ reader: sending Reader, preferredName: String,
                                                 expectedByteCount: Int64? = nil,
                                                 progress: Progress? = nil) async throws(MediaImportError) -> URL {
        let name = sanitizedName(preferredName)
        try prepare(name: name, progress: progress)
        progress?.totalUnitCount = expectedByteCount ?? -1
        var reader = reader
        var copied: Int64 = 0
        do {
            let result = try TransferFileIO.createFile(in: url, names: TransferFileIO.candidateNames(for: name), durability: durability) { descriptor in
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.streamChunkSize, alignment: 16)
                defer { buffer.deallocate() }
                while true {
                    if Task.isCancelled || progress?.isCancelled == true { throw CancellationError() }
                    let count = try reader.read(into: buffer)
                    guard count > 0 else { return }
                    guard count <= buffer.count else {
                        throw MediaImportError.readFailed(name: name, offset: copied, reason: .error(ReaderOverrun(reportedCount: count, bufferSize: buffer.count)))
                    }
                    try Self.writeAll(descriptor, buffer.baseAddress!, count, path: url.path)
                    copied += Int64(count)
                    progress?.completedUnitCount = copied
                }
            }
            if expectedByteCount == nil { progress?.totalUnitCount = copied }
            return result
        } catch {
            throw .from(error, name: name, bytesCopied: copied)
        }
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

    /// Creates the folder and fails early when the import is already cancelled.
    private func prepare(name: String, progress: Progress?) throws(MediaImportError) {
        if Task.isCancelled || progress?.isCancelled == true { throw .cancelled(name: name, bytesCopied: 0) }
        try Self.makeFolder(url.path)
    }

    /// `mkdir -p`, with the failing folder and `errno` in the error.
    static func makeFolder(_ path: String) throws(MediaImportError) {
        if mkdir(path, 0o755) == 0 { return }
        var status = stat()
        switch errno {
        case EEXIST where stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR:
            return
        case ENOENT where path != "/":
            try makeFolder((path as NSString).deletingLastPathComponent)
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw .io(operation: "mkdir", path: path, errno: errno) }
        case let code:
            throw .io(operation: "mkdir", path: path, errno: code)
        }
    }
}

/// The bytes a copy has reached, written by the copy and read after it ends.
private final class CopiedBytes: Sendable {
    private let stored = Atomic<Int64>(0)
    var value: Int64 {
        get { stored.load(ordering: .relaxed) }
        set { stored.store(newValue, ordering: .relaxed) }
    }
}
