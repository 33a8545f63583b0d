// SPDX-License-Identifier: Apache-2.0
/// Why a shared-mime-info database could not be loaded.
///
/// Every case names the file and the place in it: a byte offset for the binary
/// `mime.cache`, a line and column for the XML packages.
public enum SharedMIMEDatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, I/O error, a directory where a
    /// file was expected).
    case unreadableFile(file: String, reason: String)

    /// The cache's header announces a format this reader does not understand
    /// (only major version 1, minor versions 1 and 2 are defined).
    case unsupportedCacheVersion(file: String, major: Int, minor: Int)

    /// A structure of `length` bytes that starts at byte `offset` runs past the end of a
    /// cache file of `fileSize` bytes: the file is truncated or an offset is wrong.
    case truncatedCache(file: String, offset: Int, length: Int, fileSize: Int)

    /// The cache is structurally wrong at byte `offset` (a misaligned offset, an
    /// unterminated string, an unsorted table, a node reached twice, a bad word size…).
    case corruptCache(file: String, offset: Int, reason: String)

    /// An XML file is not well-formed.
    case malformedXML(file: String, line: Int, column: Int, reason: String)

    /// An XML file is well-formed but breaks the shared-mime-info schema (wrong root
    /// element, missing or invalid attribute, bad magic value…).
    case invalidPackage(file: String, line: Int, column: Int, reason: String)

    /// The problem, prefixed by the file and the place in it.
    public var description: String {
        switch self {
        case let .unreadableFile(file, reason):
            return "\(file): cannot read file: \(reason)"
        case let .unsupportedCacheVersion(file, major, minor):
            return "\(file): unsupported mime.cache version \(major).\(minor) (expected 1.1 or 1.2)"
        case let .truncatedCache(file, offset, length, fileSize):
            return "\(file): truncated mime.cache: \(length) bytes needed at offset \(offset), but the file has \(fileSize) bytes"
        case let .corruptCache(file, offset, reason):
            return "\(file): corrupt mime.cache at offset \(offset): \(reason)"
        case let .malformedXML(file, line, column, reason):
            return "\(file):\(line):\(column): malformed XML: \(reason)"
        case let .invalidPackage(file, line, column, reason):
            return "\(file):\(line):\(column): invalid shared-mime-info XML: \(reason)"
        }
    }
}
