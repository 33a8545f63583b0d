// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// Why a profile file (`.ferryprofile`, ``ProfileFile``) could not be read; each case names
/// the file.
public enum ProfileFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be opened or read (`errno`'s code).
    case openFailed(path: String, errno: Int32)
    /// The path names something other than a regular file (a folder, a FIFO, a device),
    /// which is refused rather than read.
    case notARegularFile(path: String)
    /// The file is larger than ``ProfileFile/maximumFileSize``; nothing of it was decoded.
    case tooLarge(path: String, limit: Int)
    /// The bytes are not a profile's JSON: the reason is the decoder's error.
    case notAProfile(path: String, reason: TransferError.Reason)

    public var description: String {
        switch self {
        case let .openFailed(path, code): "cannot open \(path): \(String(cString: strerror(code)))"
        case let .notARegularFile(path): "\(path) is not a regular file"
        case let .tooLarge(path, limit): "\(path) is larger than \(limit) bytes, more than a profile holds"
        case let .notAProfile(path, reason): "\(path) is not a profile: \(reason)"
        }
    }
}

extension ProfileFile {
    /// The largest profile file read: a profile is a name, a phone number, a few lines of
    /// text and two file URLs, a few kilobytes; anything far larger is not one, and is
    /// refused before it is read into memory.
    public static let maximumFileSize = 1 << 20

    /// Reads the profile saved in the file at `url` (its JSON, as ``ProfileFile`` writes
    /// it; a file opened in Files or named on the command line). The path comes from
    /// outside and may name anything: only a regular file of at most
    /// ``maximumFileSize`` bytes is read (a folder, a FIFO or a device is refused at once,
    /// without hanging on a FIFO no writer holds).
    public init(contentsOf url: URL) throws(ProfileFileError) {
        let path = url.path
        let opened = try RegularFile.open(path, openFailed: { ProfileFileError.openFailed(path: path, errno: $0) },
                                          notARegularFile: { ProfileFileError.notARegularFile(path: path) })
        defer { close(opened.descriptor) }
        guard opened.size <= Self.maximumFileSize else { throw .tooLarge(path: path, limit: Self.maximumFileSize) }
        // Room for the size fstat gave and one byte more, to see the file grow; a file that
        // grew gets room up to one byte past the limit.
        var bytes = [UInt8](repeating: 0, count: opened.size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= Self.maximumFileSize else { break }
                bytes += [UInt8](repeating: 0, count: Self.maximumFileSize + 1 - bytes.count)
            }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(opened.descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw .openFailed(path: path, errno: errno)
            }
            count += read
        }
        guard count <= Self.maximumFileSize else { throw .tooLarge(path: path, limit: Self.maximumFileSize) }
        do {
            self.init(try JSONDecoder().decode(Profile.self, from: Data(bytes[..<count])))
        } catch {
            throw .notAProfile(path: path, reason: .error(error))
        }
    }
}
