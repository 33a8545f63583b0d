// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with plain POSIX calls: one `open`, one `fstat`, reads straight into
/// the array's storage. Foundation's file APIs cost several times more for the small files
/// of a MIME database, and loading the database cold is on the registry's critical path.
enum MIMEFileReader {
    /// What a path turned out to be.
    enum Kind { case missing, file, directory, other }

    /// Whether `path` exists and what it is (following symbolic links).
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The largest file read: far beyond any real MIME database file or Info.plist, and
    /// small enough that a hostile one in a user's folder cannot take the memory.
    static let maximumFileSize = 64 << 20

    /// The file's bytes, or `nil` when it does not exist.
    /// - Throws: `SharedMIMEDatabaseError.unreadableFile` when it exists but cannot be read,
    ///   is not a regular file, or is larger than ``maximumFileSize``.
    static func readIfPresent(_ path: String) throws(SharedMIMEDatabaseError) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO planted where a file should be must not hang; it has
        // no effect on reading a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .unreadableFile(file: path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(file: path, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadableFile(file: path, reason: "not a regular file")
        }
        let tooLarge = SharedMIMEDatabaseError.unreadableFile(file: path, reason: "larger than \(maximumFileSize) bytes")
        guard info.st_size <= maximumFileSize else { throw tooLarge }
        var capacity = Int(info.st_size)
        var bytes: [UInt8] = []
        var filled = 0
        // A file can grow between fstat and read; keep reading until read reports the end.
        while true {
            if filled == capacity { capacity = max(capacity * 2, 4096) }
            if bytes.count < capacity { bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, capacity - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(file: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
            if filled > maximumFileSize { throw tooLarge }
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// The names of the entries of a directory (without `.` and `..`), or an empty list
    /// when it does not exist or cannot be listed.
    static func entries(of directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
