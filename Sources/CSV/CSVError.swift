// SPDX-License-Identifier: Apache-2.0
/// Everything that can go wrong while reading or writing CSV.
///
/// Positions are 1-based. A line is counted at every line break (CRLF, LF or a lone CR),
/// including line breaks inside quoted fields, so `line` is the line a text editor shows.
/// A column counts Unicode scalars from the start of that line (a byte that is not valid
/// UTF-8 counts as one column).
///
/// In lenient mode the reader does not throw the syntax cases; it reads on, the way
/// Python's `csv` module does, and lists them in `CSVReader.forgivenIssues` instead.
public enum CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `"` appeared inside a field that did not start with a quote (`ab"c`).
    case quoteInUnquotedField(line: Int, column: Int)
    /// Something other than a delimiter or a line break followed a closing quote (`"ab"c`).
    /// The position is that of the first unexpected character.
    case textAfterClosingQuote(line: Int, column: Int)
    /// The input ended inside a quoted field. The position is that of the opening quote.
    case unterminatedQuotedField(line: Int, column: Int)
    /// A record had `found` fields where `expected` were required (the number in the
    /// header, or in the first record when there is no header). The position is the start
    /// of the first extra field, or the end of the record when fields are missing.
    case fieldCountMismatch(line: Int, column: Int, expected: Int, found: Int)
    /// The bytes at this position are not valid UTF-8.
    case invalidUTF8(line: Int, column: Int)
    /// The bytes at this position are not a character of `encoding` (the input's
    /// encoding when it is not UTF-8).
    case invalidEncoding(line: Int, column: Int, encoding: CSVTextEncoding)
    /// This system's iconv cannot convert from `encoding`.
    case unsupportedEncoding(CSVTextEncoding)
    /// The delimiter cannot be used: it must be a single ASCII byte other than `"`, CR and LF.
    case invalidDelimiter(UInt8)
    /// Opening the file at `path` failed with the given `errno`.
    case openFailed(path: String, errno: Int32)
    /// Reading the input failed with the given `errno` after `offset` bytes had been read.
    case readFailed(offset: Int, errno: Int32)
    /// Writing the output failed with the given `errno` after `offset` bytes had been written.
    case writeFailed(offset: Int, errno: Int32)
    /// A record was given to a `CSVWriter` after `finish()`, which had written
    /// `recordsWritten` records.
    case writeAfterFinish(recordsWritten: Int)
    /// A record starting on `line` is longer than `limit` bytes
    /// (`CSVReader.Options.maximumRecordSize`); reading stopped there.
    case recordTooLarge(line: Int, limit: Int)

    /// The line the problem is on, for the cases that have one.
    public var line: Int? {
        switch self {
        case .recordTooLarge(let line, _):
            line
        case .quoteInUnquotedField(let line, _), .textAfterClosingQuote(let line, _),
             .unterminatedQuotedField(let line, _), .fieldCountMismatch(let line, _, _, _),
             .invalidUTF8(let line, _), .invalidEncoding(let line, _, _):
            line
        case .invalidDelimiter, .openFailed, .readFailed, .writeFailed, .writeAfterFinish, .unsupportedEncoding:
            nil
        }
    }

    /// The column the problem is at, for the cases that have one.
    public var column: Int? {
        switch self {
        case .recordTooLarge:
            nil
        case .quoteInUnquotedField(_, let column), .textAfterClosingQuote(_, let column),
             .unterminatedQuotedField(_, let column), .fieldCountMismatch(_, let column, _, _),
             .invalidUTF8(_, let column), .invalidEncoding(_, let column, _):
            column
        case .invalidDelimiter, .openFailed, .readFailed, .writeFailed, .writeAfterFinish, .unsupportedEncoding:
            nil
        }
    }

    /// What went wrong and where, in words.
    public var description: String {
        switch self {
        case .quoteInUnquotedField(let line, let column):
            "line \(line), column \(column): a quote inside a field that does not start with a quote"
        case .textAfterClosingQuote(let line, let column):
            "line \(line), column \(column): text after the closing quote of a quoted field"
        case .unterminatedQuotedField(let line, let column):
            "line \(line), column \(column): the quoted field opened here is not closed before the end of the input"
        case .fieldCountMismatch(let line, let column, let expected, let found):
            "line \(line), column \(column): a record with \(found) field(s) where \(expected) are expected"
        case .invalidUTF8(let line, let column):
            "line \(line), column \(column): invalid UTF-8"
        case .invalidEncoding(let line, let column, let encoding):
            "line \(line), column \(column): bytes that are not \(encoding) text"
        case .unsupportedEncoding(let encoding):
            "this system's iconv cannot convert from \(encoding)"
        case .invalidDelimiter(let byte):
            "delimiter byte \(byte) cannot be used: it must be ASCII and not a quote, CR or LF"
        case .openFailed(let path, let code):
            "cannot open \(path): errno \(code)"
        case .readFailed(let offset, let code):
            "reading failed after \(offset) byte(s): errno \(code)"
        case .writeFailed(let offset, let code):
            "writing failed after \(offset) byte(s): errno \(code)"
        case .writeAfterFinish(let count):
            "a record was written after finish(), which ended the output after \(count) record(s)"
        case .recordTooLarge(let line, let limit):
            "line \(line): a record longer than \(limit) bytes; the reader stops there"
        }
    }
}
