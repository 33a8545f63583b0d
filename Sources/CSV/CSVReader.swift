// SPDX-License-Identifier: Apache-2.0
internal import CCSVSupport
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A streaming RFC 4180 CSV reader over a file, a file descriptor or bytes in memory.
///
/// Records come out one at a time as they are parsed, from a fixed-size buffer, so memory
/// stays constant however large the input is (a single record larger than the buffer
/// makes the buffer grow to hold it). It reads quoted fields with delimiters, `""` and
/// line breaks inside, CRLF, LF and lone CR line ends, an optional header, an optional
/// final line break, and skips a UTF-8 byte-order mark at the start. Input in UTF-16 (with
/// a byte-order mark) or a legacy encoding (`Options.inputEncoding`) is converted to UTF-8
/// as it is read.
///
/// The fastest way through a file is `forEachRecord`, whose `CSVRecordView` exposes
/// each field's bytes in place and decodes a `String` only when asked. `nextRecord()`
/// returns decoded records instead.
///
/// By default the reader is strict and throws a `CSVError` with the line and column of
/// the first problem. `Options.lenient` reads like Python's `csv` module and lists what
/// it forgave in `forgivenIssues`.
public final class CSVReader {
    // The machinery is split by concern: the record loop (CSVReader+RecordLoop: records
    // from the record scanner's batches, the rest from the byte-level parser), the
    // byte-level parser (CSVReader+ByteParser), the buffer and its refills
    // (CSVReader+Buffering), and problems found in the input, with their line and column
    // (CSVReader+Problems). Stored state lives here, since extensions cannot hold it.

    /// The options the reader was made with; once the first record (or the header) is
    /// read, `delimiter` is the detected one when `detectsDelimiter` is on.
    public internal(set) var options: Options

    /// The encoding the input is read in: the options' (`Options.inputEncoding`), or the
    /// one a byte-order mark named or detection found, once the first record (or the
    /// header) is read.
    public internal(set) var encoding: CSVTextEncoding = .utf8
    /// Converts the input to UTF-8 when it is in another encoding.
    var transcoder: TranscodingSource?

    /// The header's field values, once read (see `readHeader()`); `nil` when the options
    /// have no header or before it has been read.
    public private(set) var header: [String]?

    /// Lenient mode: the problems it read past, in input order, as the errors strict mode
    /// would have thrown (at most `options.maximumForgivenIssuesKept` of them).
    public internal(set) var forgivenIssues: [CSVError] = []

    /// Lenient mode: how many problems it read past, including those not kept.
    public internal(set) var forgivenIssueCount = 0

    /// How many data records (not counting the header or skipped blank lines) have been
    /// read so far.
    public internal(set) var recordsRead = 0

    // The buffer holds bytes `0..<filled`; the unread input starts at `recordStart`.
    var buffer: UnsafeMutablePointer<UInt8>
    var capacity: Int

    /// How many bytes the reader's buffer holds now; it grows only for a record larger
    /// than the buffer. Lets tests check that memory does not grow with the input.
    var bufferCapacity: Int { capacity }
    var recordStart = 0
    var filled = 0
    var atEndOfInput: Bool
    var source: (any ByteSource<CSVError>)?
    /// An error the source gave while more input was being gathered for a record: thrown
    /// by the next refill, after what was read before it has been parsed.
    var deferredSourceError: CSVError?
    private var ownedDescriptor: Int32?
    /// How many input bytes were discarded from the front of the buffer so far.
    var discardedByteCount = 0
    /// The input's length in bytes when known before it is read (a regular file's size
    /// from the descriptor's offset, or the bytes given): lets a columnar read size its
    /// columns once.
    var expectedInputByteCount: Int?
    var startChecked = false

    /// The line the next record starts on.
    var line = 1
    /// The first record's field count (-1 before it is read).
    var expectedFieldCount = -1
    var headerDone: Bool

    // The byte-level parser's fields: `spans[0..<spanCapacity]`, grown for wide records.
    var spans: UnsafeMutablePointer<FieldSpan>
    var spanCapacity = 64
    // The current record: fields in `currentSpans[0..<fieldCount]` (in `spans` or in
    // `batchSpans`), starting at `currentStart`.
    var currentSpans: UnsafeMutablePointer<FieldSpan>
    var fieldCount = 0
    var currentLine = 1
    var currentStart = 0
    /// Lenient issues of the record being parsed; kept only once the record is complete
    /// (a record cut by the end of the buffer is parsed again).
    var pendingIssues: [CSVError] = []
    /// Lenient mode: conversion problems the transcoder met ahead of the parser, in input
    /// order, kept back until the records before them are read (see `keepPendingIssues`).
    var pendingEncodingIssues: [CSVError] = []
    /// The error behind a `.failed` step.
    var failure: CSVError?
    /// How far `location(of:)` has walked into the current record, so that the next
    /// problem in it is located from there: a lenient read of a long record with a
    /// problem in every field walks it once, not once per problem.
    var locationWalk = LocationWalk()

    /// How many parse attempts ended for want of input (the record is then parsed again);
    /// for tests of the refill policy.
    var incompleteParseCount = 0

    /// How many times a columnar read sized its columns for the rest of a known-length
    /// input, and how many times they grew after that sample of records; for tests that a
    /// file's columns are sized once.
    var columnReservationCount = 0
    var columnGrowthsAfterSample = 0

    /// How many records (blank lines read as records included) the record scanner found,
    /// and how many times it ran; for tests that it was at work, and not in vain too often.
    var scannedRecordCount = 0
    var scanCount = 0

    /// Where the parser is in its scan for special bytes and for invalid UTF-8.
    var cursor = SpecialByteCursor(startingAt: 0)

    // The record scanner's batch: `batchRecords[batchIndex..<batchCount]` are still to be
    // handed out; their fields are in `batchSpans`, their lines count from `batchLine`.
    /// The scanner build, or `nil` when the byte-level parser reads everything.
    let scanTier: FerryCSVScanTier?
    let batchSpans: UnsafeMutablePointer<FieldSpan>
    let batchRecords: UnsafeMutablePointer<FerryCSVRecordEntry>
    var batchIndex = 0
    var batchCount = 0
    var batchLine = 0
    /// Where the input after the batch starts, and the line breaks before it since the
    /// batch's start.
    var batchResumeAt = 0
    var batchResumeLineBreaks = 0
    /// Records starting before this buffer index are for the byte-level parser: the
    /// scanner could not vouch for them.
    var byteParserEnd = 0

    /// How many fields one scanner batch holds at most (a record with more is read by the
    /// byte-level parser), and how many records.
    static let largestBatchSpanCapacity = 16 * 1024
    static let largestBatchRecordCapacity = 2 * 1024
    /// This reader's batch capacities: none without a scanner, and for a small input no
    /// more than its first buffer can hold (each field ends with a byte, except a last one;
    /// the scanner wants room for a block's fields and eight more). A reader of a few bytes
    /// then does not allocate (and, where memory is checked, fill) 450 KB.
    let batchSpanCapacity: Int
    let batchRecordCapacity: Int

    var scanner: ByteScanner
    /// Whether the block scan uses its portable code; see `Options.usesPortableBlockScan`.
    let usesPortableBlockScan: Bool
    let isLenient: Bool
    /// The byte kept just past the buffered input: anything but the delimiter.
    var sentinel: UInt8

    private init(options: Options, capacity: Int, source: (any ByteSource<CSVError>)?, atEndOfInput: Bool) throws(CSVError) {
        try options.validate()
        self.options = options
        self.capacity = max(capacity, 16)
        self.buffer = Self.allocateBuffer(capacity: self.capacity)
        self.source = source
        self.atEndOfInput = atEndOfInput
        self.spans = .allocate(capacity: spanCapacity)
        self.currentSpans = spans
        // (A build the processor lacks would crash; tests ask only for those it has.)
        self.scanTier = options.recordScanner.isSupported ? options.recordScanner.tier : RecordScanner.fastest.tier
        self.batchSpanCapacity = scanTier == nil ? 0 : min(Self.largestBatchSpanCapacity, self.capacity + 72)
        self.batchRecordCapacity = scanTier == nil ? 0 : min(Self.largestBatchRecordCapacity, self.capacity + 1)
        self.batchSpans = .allocate(capacity: batchSpanCapacity)
        self.batchRecords = .allocate(capacity: batchRecordCapacity)
        self.scanner = ByteScanner(delimiter: options.delimiter)
        self.usesPortableBlockScan = options.usesPortableBlockScan
        self.isLenient = options.mode == .lenient
        self.sentinel = options.delimiter == 0 ? 1 : 0
        self.headerDone = !options.hasHeader
        markEndOfInput()
    }

    /// A reader over bytes in memory (copied once).
    public convenience init<Bytes: Collection>(bytes: Bytes, options: Options = Options()) throws(CSVError)
    where Bytes.Element == UInt8 {
        try self.init(options: options, capacity: bytes.count, source: nil, atEndOfInput: true)
        let copied = bytes.withContiguousStorageIfAvailable { storage in
            if let address = storage.baseAddress { buffer.update(from: address, count: storage.count) }
            return storage.count
        }
        if let copied {
            filled = copied
        } else {
            for byte in bytes {
                buffer[filled] = byte
                filled += 1
            }
        }
        expectedInputByteCount = filled
        markEndOfInput()
    }

    /// A reader over the UTF-8 of `text`.
    public convenience init(string text: String, options: Options = Options()) throws(CSVError) {
        try self.init(bytes: Array(text.utf8), options: options)
    }

    /// A streaming reader over an open file descriptor, read with `read(2)` into a buffer
    /// of `options.bufferSize` bytes. The descriptor stays open; the caller closes it.
    public convenience init(fileDescriptor: Int32, options: Options = Options()) throws(CSVError) {
        try self.init(
            options: options, capacity: options.bufferSize,
            source: FileDescriptorSource(descriptor: fileDescriptor), atEndOfInput: false)
        expectedInputByteCount = FileDescriptorSource.remainingFileBytes(fileDescriptor)
    }

    /// A streaming reader over the file at `path`, which it opens and closes itself.
    public convenience init(path: String, options: Options = Options()) throws(CSVError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .openFailed(path: path, errno: errno) }
        do {
            try self.init(fileDescriptor: descriptor, options: options)
        } catch {
            close(descriptor)
            throw error
        }
        ownedDescriptor = descriptor
    }

    /// A streaming reader over any byte source (tests use small chunks here).
    convenience init(source: some ByteSource<CSVError>, options: Options) throws(CSVError) {
        try self.init(options: options, capacity: options.bufferSize, source: source, atEndOfInput: false)
    }

    deinit {
        buffer.deallocate()
        spans.deallocate()
        batchSpans.deallocate()
        batchRecords.deallocate()
        if let ownedDescriptor { close(ownedDescriptor) }
    }

    // MARK: Reading

    /// Reads the header if the options say there is one and it has not been read yet, and
    /// returns it (`nil` when there is no header or the input is empty).
    @discardableResult
    public func readHeader() throws(CSVError) -> [String]? {
        if !headerDone {
            headerDone = true
            // Blank lines before the header are skipped even when they would be records.
            while try advance() {
                guard fieldCount == 0 else {
                    header = currentView().strings()
                    break
                }
            }
        }
        return header
    }

    /// The next data record decoded into strings, or `nil` at the end of the input.
    public func nextRecord() throws(CSVError) -> CSVRecord? {
        try withNextRecord { CSVRecord($0.strings(), line: $0.line) }
    }

    /// Calls `body` with the next data record in place and returns its result, or `nil`
    /// at the end of the input. The view is valid only during the call.
    public func withNextRecord<Result>(_ body: (CSVRecordView) -> Result) throws(CSVError) -> Result? {
        if !headerDone { try readHeader() }
        guard try advance() else { return nil }
        recordsRead += 1
        return body(currentView())
    }

    /// Calls `body` with every remaining data record in place, in order. Each view is valid
    /// only during its call. Rethrows what `body` throws; throws `CSVError` for the input.
    public func forEachRecord(_ body: (CSVRecordView) throws -> Void) throws {
        if !headerDone { try readHeader() }
        while try advance() {
            recordsRead += 1
            try body(currentView())
        }
    }

    /// Every remaining data record, decoded. Holds them all in memory; prefer
    /// `forEachRecord` for large inputs.
    public func readAllRecords() throws(CSVError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        while let record = try nextRecord() { records.append(record) }
        return records
    }

    @inline(__always)
    private func currentView() -> CSVRecordView {
        CSVRecordView(
            base: UnsafePointer(buffer), spans: UnsafePointer(currentSpans), count: fieldCount, line: currentLine,
            isValidUTF8: !isLenient)
    }
}
