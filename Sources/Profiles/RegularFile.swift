// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Opens a file whose path comes from outside (an opened or dropped file), which may name
/// anything: only a regular file is kept. It is opened with `O_NONBLOCK`, so that a FIFO
/// no writer holds cannot hang the open; a folder, a FIFO or a device (a symbolic link to
/// `/dev/zero`, say) is refused at once. Reads block as usual afterwards.
enum RegularFile {
    /// Why the path was not opened.
    enum Refusal: Error {
        /// `open` or `fstat` failed with this `errno`.
        case openFailed(errno: Int32)
        /// The path names something other than a regular file.
        case notARegularFile
    }

    /// ``open(_:)`` with its refusal in the caller's error type.
    static func open<Failure: Error>(_ path: String, openFailed: (Int32) -> Failure, notARegularFile: () -> Failure)
        throws(Failure) -> (descriptor: Int32, size: Int) {
        do {
            return try open(path)
        } catch {
            switch error {
            case .openFailed(let code): throw openFailed(code)
            case .notARegularFile: throw notARegularFile()
            }
        }
    }

    /// The open descriptor (the caller closes it) and the file's size when opened.
    static func open(_ path: String) throws(Refusal) -> (descriptor: Int32, size: Int) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .openFailed(errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .openFailed(errno: code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile
        }
        // Reads of a regular file never block; plain reads from here on.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, Int(status.st_size))
    }
}
