// SPDX-License-Identifier: Apache-2.0
extension CSVReader {
    /// How a `CSVReader` interprets its input.
    public struct Options: Sendable, Equatable {
        /// What the reader does with input that RFC 4180 does not allow.
        public enum Mode: Sendable, Equatable {
            /// Throw a `CSVError` at the first problem (the default).
            case strict
            /// Read what Python's `csv` module (default dialect) reads, and list each
            /// problem in `CSVReader.forgivenIssues` instead of throwing: a quote inside an
            /// unquoted field is an ordinary character, text after a closing quote is
            /// appended to the field, an unterminated quoted field runs to the end of the
            /// input, a field count that differs from the first record's is accepted, and
            /// invalid UTF-8 is decoded as U+FFFD.
            case lenient
        }

        /// What the reader does with a line that holds nothing at all (not even a
        /// delimiter or a pair of quotes).
        public enum BlankLines: Sendable, Equatable {
            /// Skip it (the default).
            case skip
            /// Report it as a record with no fields, as Python's `csv` module does. Such
            /// records are exempt from the field-count check.
            case emptyRecord
        }

        /// The byte between fields: ASCII, not `"`, CR or LF. A comma by default.
        public var delimiter: UInt8
        /// Whether the first record is a header (`CSVReader.header`) rather than data.
        public var hasHeader: Bool
        /// Strict (throw) or lenient (forgive and report).
        public var mode: Mode
        /// Whether blank lines are skipped or reported as empty records.
        public var blankLines: BlankLines
        /// Whether every record must have as many fields as the first one (the header, when
        /// there is one). In lenient mode a mismatch is forgiven and reported.
        public var requiresUniformFieldCount: Bool
        /// The size of the read buffer for streaming input. Memory stays at this size
        /// unless a single record is larger, in which case the buffer grows to hold it.
        /// (1 MiB by default: a 100 MB file of long quoted fields read into columns 9 %
        /// faster than with 256 KiB, at 0.75 MB more per reader.)
        public var bufferSize: Int
        /// How many forgiven issues lenient mode keeps (all are counted).
        public var maximumForgivenIssuesKept: Int
        /// The input's encoding, or detection (UTF-8 by default). A byte-order mark for
        /// UTF-8 or UTF-16 at the start always wins.
        public var inputEncoding: InputEncoding
        /// Whether the delimiter is picked from the first lines of the input (comma,
        /// semicolon or tab; `delimiter` when none of them appears).
        public var detectsDelimiter: Bool
        /// Tests only: whether the byte-level parser's block scan uses its portable code
        /// instead of the target's vector instructions (SSE2 on x86-64), so that the fallback
        /// other targets use is tested here too.
        var usesPortableBlockScan = false
        /// Tests only: which build of the record scanner (`RecordScanner`) reads regular
        /// records, or none (the byte-level parser reads everything), so that every build
        /// the processor runs can be checked against the byte-level parser.
        var recordScanner: RecordScanner = .fastest
        /// The longest record a streaming reader buffers, in bytes: a longer one throws
        /// `CSVError.recordTooLarge` instead of growing the buffer further (it never grows
        /// past twice this), so hostile input such as a 2 GB field cannot take the memory.
        /// No limit by default.
        public var maximumRecordSize = Int.max

        /// Options with RFC 4180 defaults: comma, no header, strict, blank lines skipped,
        /// uniform field counts, 1 MiB buffer.
        public init(
            delimiter: UInt8 = UInt8(ascii: ","),
            hasHeader: Bool = false,
            mode: Mode = .strict,
            blankLines: BlankLines = .skip,
            requiresUniformFieldCount: Bool = true,
            bufferSize: Int = 1024 * 1024,
            maximumForgivenIssuesKept: Int = 1000,
            inputEncoding: InputEncoding = .known(.utf8),
            detectsDelimiter: Bool = false
        ) {
            self.delimiter = delimiter
            self.hasHeader = hasHeader
            self.mode = mode
            self.blankLines = blankLines
            self.requiresUniformFieldCount = requiresUniformFieldCount
            self.bufferSize = bufferSize
            self.maximumForgivenIssuesKept = maximumForgivenIssuesKept
            self.inputEncoding = inputEncoding
            self.detectsDelimiter = detectsDelimiter
        }

        /// Lenient reading that matches Python's `csv.reader` with the default dialect on
        /// a file opened with `newline=""` and `encoding="utf-8-sig"`: lenient mode, and
        /// blank lines reported as empty records.
        public static var lenient: Options { Options(mode: .lenient, blankLines: .emptyRecord) }

        /// Throws `invalidDelimiter` when the delimiter cannot work.
        func validate() throws(CSVError) {
            guard delimiter < 0x80, delimiter != UInt8(ascii: "\""), delimiter != 0x0A, delimiter != 0x0D else {
                throw .invalidDelimiter(delimiter)
            }
        }
    }
}
