// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// Why CSV could not be read as a ``ProfilesArchive`` or written from one.
///
/// Lines are 1-based and count every line break, including those inside quoted fields
/// (as a text editor shows them); `field` is the 1-based position of the field in its
/// record, so `field: 1` is the first column.
public enum ProfilesArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The CSV itself is malformed (a stray quote, an unterminated field, a record with the
    /// wrong number of fields, invalid UTF-8…); the CSV error says where.
    case csv(CSVError)
    /// The input holds no header record (it is empty or blank).
    case missingHeader
    /// The header has no column with this name; `name` is the only required column.
    case missingColumn(String)
    /// Two header fields name the same column (the second at `field`).
    case duplicateColumn(String, field: Int)
    /// The `id` field is neither empty nor a UUID.
    case invalidID(line: Int, field: Int, value: String)
    /// Two records carry the same id.
    case duplicateID(UUID, line: Int, firstLine: Int)
    /// A `video` or `portrait` field is neither empty nor an absolute URL.
    case invalidURL(line: Int, field: Int, column: String, value: String)
    /// The CSV file could not be opened or examined (`errno`'s code).
    case openFailed(path: String, errno: Int32)
    /// The path names something other than a regular file (a folder, a FIFO, a device),
    /// which is refused rather than read.
    case notARegularFile(path: String)

    public var description: String {
        switch self {
        case .csv(let error):
            "the profiles CSV is malformed: \(error)"
        case .missingHeader:
            "the profiles CSV has no header record (expected \(ProfilesArchive.Column.allCases.map(\.rawValue).joined(separator: ",")))"
        case .missingColumn(let name):
            "the profiles CSV has no \"\(name)\" column"
        case .duplicateColumn(let name, let field):
            "the profiles CSV names the column \"\(name)\" twice (again in field \(field) of the header)"
        case .invalidID(let line, let field, let value):
            "line \(line), field \(field): \"\(value.prefix(80))\" is not a UUID"
        case .duplicateID(let id, let line, let firstLine):
            "line \(line): the id \(id.uuidString) was already used on line \(firstLine)"
        case .invalidURL(let line, let field, let column, let value):
            "line \(line), field \(field) (\(column)): \"\(value.prefix(80))\" is not an absolute URL"
        case .openFailed(let path, let code):
            "\(path): \(String(cString: strerror(code)))"
        case .notARegularFile(let path):
            "\(path): not a regular file (a folder, FIFO or device cannot be imported)"
        }
    }
}
