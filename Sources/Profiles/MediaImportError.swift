// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// Why a video or portrait could not be copied into its folder. Whatever the reason,
/// nothing was left behind: no partial file, and no existing file touched.
public enum MediaImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The import was cancelled (task cancellation or `Progress.cancel()`) after
    /// `bytesCopied` bytes.
    case cancelled(name: String, bytesCopied: Int64)
    /// The file to import does not exist.
    case sourceMissing(path: String)
    /// The path to import names a folder, a socket or a device (perhaps through a symbolic
    /// link), not a file whose bytes can be copied.
    case notAFile(path: String)
    /// The reader of a streamed import failed after delivering `offset` bytes: `reason`
    /// holds what it threw.
    case readFailed(name: String, offset: Int64, reason: TransferError.Reason)
    /// A file operation failed with `errno`.
    case io(operation: String, path: String, errno: Int32)

    public var description: String {
        switch self {
        case let .cancelled(name, bytes):
            "importing \"\(name)\" was cancelled after \(bytes) byte(s); nothing was kept"
        case let .sourceMissing(path):
            "\(path): no such file"
        case let .notAFile(path):
            "\(path): not a regular file (a folder, socket or device cannot be imported)"
        case let .readFailed(name, offset, reason):
            "reading \"\(name)\" failed after \(offset) byte(s): \(reason)"
        case let .io(operation, path, code):
            "\(path): \(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// The import error for an error of the file layer.
    static func from(_ error: any Error, name: String, bytesCopied: Int64) -> MediaImportError {
        switch error {
        case let error as MediaImportError: error
        case is CancellationError: .cancelled(name: name, bytesCopied: bytesCopied)
        case TransferError.fileMissing(let path): .sourceMissing(path: path)
        case TransferError.io(let operation, let path, let code): .io(operation: operation, path: path, errno: code)
        default: .readFailed(name: name, offset: bytesCopied, reason: .error(error))
        }
    }
}

/// A streamed import's reader said it filled more of the buffer than there is: a bug in
/// the reader, reported rather than trusted (in English: no user causes it).
struct ReaderOverrun: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many bytes the reader said it wrote.
    let reportedCount: Int
    /// How large the buffer was.
    let bufferSize: Int

    var description: String { "the reader returned \(reportedCount) bytes for a \(bufferSize)-byte buffer" }
}
