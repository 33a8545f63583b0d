// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A streaming RFC 4180 CSV writer.
///
/// Fields are quoted only when they must be: when they hold the delimiter, a quote, CR or
/// LF (quotes inside are doubled), when a record is a single empty field (written `""` so
/// that it is not read back as a blank line), and when the very first field of the output
/// starts with U+FEFF and no byte-order mark is written (so that a reader does not take
/// it for one). `CSVReader` reads back exactly what was written.
///
/// Output goes through a 64 KiB buffer to a sink closure, a file descriptor, or memory;
/// call `finish()` at the end to write what is left.
public final class CSVWriter {
    /// How a `CSVWriter` formats its output.
    public struct Options: Sendable, Equatable {
        /// The line break written after each record.
        public enum LineBreak: Sendable, Equatable {
            /// CR LF, as RFC 4180 says (the default).
            case crlf
            /// A single LF.
            case lf

            var bytes: [UInt8] { self == .crlf ? [0x0D, 0x0A] : [0x0A] }
        }

        /// The byte between fields: ASCII, not `"`, CR or LF. A comma by default.
        public var delimiter: UInt8
        /// The line break between records.
        public var lineBreak: LineBreak
        /// Whether to start the output with a UTF-8 byte-order mark (Excel needs it to
        /// open UTF-8 files correctly).
        public var writesByteOrderMark: Bool
        /// Whether the last record is followed by a line break too.
        public var writesFinalLineBreak: Bool
        /// Whether every field is quoted, not only those that need it.
        public var quotesAllFields: Bool

        /// Options with RFC 4180 defaults: comma, CRLF, no byte-order mark, a final line
        /// break, minimal quoting.
        public init(
            delimiter: UInt8 = UInt8(ascii: ","),
            lineBreak: LineBreak = .crlf,
            writesByteOrderMark: Bool = false,
            writesFinalLineBreak: Bool = true,
            quotesAllFields: Bool = false
        ) {
            self.delimiter = delimiter
            self.lineBreak = lineBreak
            self.writesByteOrderMark = writesByteOrderMark
            self.writesFinalLineBreak = writesFinalLineBreak
            self.quotesAllFields = quotesAllFields
        }
    }

    /// The options the writer was made with.
    public let options: Options

    /// How many bytes have been handed to the sink so far.
    public private(set) var bytesWritten = 0

    /// How many records have been written so far.
    public private(set) var recordsWritten = 0

    private let sink: (UnsafeRawBufferPointer) throws(CSVError) -> Void
    private var buffer: [UInt8] = []
    private let bufferLimit = 64 * 1024
    private let scanner: ByteScanner
    private let lineBreakBytes: [UInt8]
    private var startWritten = false
    private var finished = false

    /// A writer that hands its output, in chunks, to `sink`.
    public init(options: Options = Options(), sink: @escaping (UnsafeRawBufferPointer) throws(CSVError) -> Void)
        throws(CSVError)
    {
        try CSVReader.Options(delimiter: options.delimiter).validate()
        self.options = options
        self.sink = sink
        self.scanner = ByteScanner(delimiter: options.delimiter)
        self.lineBreakBytes = options.lineBreak.bytes
        buffer.reserveCapacity(bufferLimit + 4096)
    }

    /// A writer to an open file descriptor, written with `write(2)`. The descriptor stays
    /// open; the caller closes it.
    public convenience init(fileDescriptor: Int32, options: Options = Options()) throws(CSVError) {
        var offset = 0
        try self.init(options: options) { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
            var done = 0
            while done < chunk.count {
                let count = systemWrite(fileDescriptor, chunk.baseAddress! + done, chunk.count - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .writeFailed(offset: offset + done, errno: errno)
                }
                done += count
            }
            offset += done
        }
    }

    /// Writes one record. Call `finish()` after the last one. A record with no fields is
    /// written as an empty line, which readers skip unless told otherwise. Throws
    /// `writeAfterFinish` after `finish()`, and `writeFailed` when the sink fails.
    public func writeRecord<Fields: Sequence>(_ fields: Fields) throws(CSVError) where Fields.Element: StringProtocol {
        guard !finished else { throw .writeAfterFinish(recordsWritten: recordsWritten) }
        try beginRecord()
        var isFirst = true
        var fieldCount = 0
        for field in fields {
            if !isFirst { buffer.append(options.delimiter) }
            appendField(field, isFirstOfOutput: isFirst && recordsWritten == 0 && !options.writesByteOrderMark)
            isFirst = false
            fieldCount += 1
        }
        if fieldCount == 1 && lastFieldWasEmpty {
            // A lone empty field would read back as a blank line; write it as "".
            buffer.append(contentsOf: [0x22, 0x22])
        }
        recordsWritten += 1
        if buffer.count >= bufferLimit { try flush() }
    }

    /// Writes the pending final line break (if the options want one) and everything still
    /// buffered. The writer takes no records after this; calling it again only retries a
    /// flush that failed.
    public func finish() throws(CSVError) {
        guard !finished else { return try flush() }
        if !startWritten { try beginOutput() }
        if recordsWritten > 0 && options.writesFinalLineBreak { buffer.append(contentsOf: lineBreakBytes) }
        finished = true
        try flush()
    }

    /// Hands the buffered bytes to the sink.
    public func flush() throws(CSVError) {
        guard !buffer.isEmpty else { return }
        let count = buffer.count
        var failure: CSVError?
        buffer.withUnsafeBytes { bytes in
            do throws(CSVError) {
                try sink(bytes)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        bytesWritten += count
        buffer.removeAll(keepingCapacity: true)
    }

    // MARK: Formatting

    /// Whether the field just appended was empty and unquoted.
    private var lastFieldWasEmpty = false

    private func beginOutput() throws(CSVError) {
        startWritten = true
        if options.writesByteOrderMark { buffer.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
    }

    /// Writes the line break that ends the previous record (line breaks go before records,
    /// so that the last one can be left out).
    private func beginRecord() throws(CSVError) {
        if !startWritten { try beginOutput() }
        if recordsWritten > 0 { buffer.append(contentsOf: lineBreakBytes) }
    }

    private func appendField<Field: StringProtocol>(_ field: Field, isFirstOfOutput: Bool) {
        let appended: Void? = field.utf8.withContiguousStorageIfAvailable { bytes in
            appendField(bytes, isFirstOfOutput: isFirstOfOutput)
        }
        if appended == nil {
            // Bridged or otherwise non-contiguous strings.
            let copy = Array(field.utf8)
            copy.withUnsafeBufferPointer { appendField($0, isFirstOfOutput: isFirstOfOutput) }
        }
    }

    private func appendField(_ bytes: UnsafeBufferPointer<UInt8>, isFirstOfOutput: Bool) {
        lastFieldWasEmpty = bytes.isEmpty && !options.quotesAllFields
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            if options.quotesAllFields { buffer.append(contentsOf: [0x22, 0x22]) }
            return
        }
        let special = scanner.firstSpecial(base, from: 0, limit: bytes.count)
        let startsWithMark = isFirstOfOutput && bytes.count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
        guard special < bytes.count || options.quotesAllFields || startsWithMark else {
            buffer.append(contentsOf: bytes)
            return
        }
        buffer.append(0x22)
        var runStart = 0
        var index = special
        while index < bytes.count {
            if base[index] == 0x22 {
                // Copy up to and including the quote, then the quote again.
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...index]))
                buffer.append(0x22)
                runStart = index + 1
            }
            index += 1
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        buffer.append(0x22)
    }
}

/// `write(2)`, named apart from the writer's methods.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
