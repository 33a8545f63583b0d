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
/// final line break, and skips a UTF-8 byte-order mark at the start.
///
/// The fastest way through a file is `forEachRecord`, whose `CSVRecordView` exposes
/// each field's bytes in place and decodes a `String` only when asked. `nextRecord()`
/// returns decoded records instead.
///
/// By default the reader is strict and throws a `CSVError` with the line and column of
/// the first problem. `Options.lenient` reads like Python's `csv` module and lists what
/// it forgave in `forgivenIssues`.
public final class CSVReader {
    /// The options the reader was made with.
    public let options: Options

    /// The header's field values, once read (see `readHeader()`); `nil` when the options
    /// have no header or before it has been read.
    public private(set) var header: [String]?

    /// Lenient mode: the problems it read past, in input order, as the errors strict mode
    /// would have thrown (at most `options.maximumForgivenIssuesKept` of them).
    public private(set) var forgivenIssues: [CSVError] = []

    /// Lenient mode: how many problems it read past, including those not kept.
    public private(set) var forgivenIssueCount = 0

    /// How many data records (not counting the header or skipped blank lines) have been
    /// read so far.
    public private(set) var recordsRead = 0

    // The buffer holds bytes `0..<filled`; the unread input starts at `recordStart`.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    /// How many bytes the reader's buffer holds now; it grows only for a record larger
    /// than the buffer. Lets tests check that memory does not grow with the input.
    var bufferCapacity: Int { capacity }
    private var recordStart = 0
    private var filled = 0
    private var atEndOfInput: Bool
    private var source: (any ByteSource<CSVError>)?
    private var ownedDescriptor: Int32?
    /// How many input bytes were discarded from the front of the buffer so far.
    private var discardedByteCount = 0
    private var startChecked = false

    /// The line the next record starts on.
    private var line = 1
    /// The first record's field count (-1 before it is read).
    private var expectedFieldCount = -1
    private var headerDone: Bool

    // The byte-level parser's fields: `spans[0..<spanCapacity]`, grown for wide records.
    private var spans: UnsafeMutablePointer<FieldSpan>
    private var spanCapacity = 64
    // The current record: fields in `currentSpans[0..<fieldCount]` (in `spans` or in
    // `batchSpans`), starting at `currentStart`.
    private var currentSpans: UnsafeMutablePointer<FieldSpan>
    private var fieldCount = 0
    private var currentLine = 1
    private var currentStart = 0
    /// Lenient issues of the record being parsed; kept only once the record is complete
    /// (a record cut by the end of the buffer is parsed again).
    private var pendingIssues: [CSVError] = []

    /// How many parse attempts ended for want of input (the record is then parsed again);
    /// for tests of the refill policy.
    private(set) var incompleteParseCount = 0

    /// How many records (blank lines read as records included) the record scanner found,
    /// and how many times it ran; for tests that it was at work, and not in vain too often.
    private(set) var scannedRecordCount = 0
    private(set) var scanCount = 0

    /// Where the parser is in its scan for special bytes and for invalid UTF-8.
    private var cursor = SpecialByteCursor(startingAt: 0)

    // The record scanner's batch: `batchRecords[batchIndex..<batchCount]` are still to be
    // handed out; their fields are in `batchSpans`, their lines count from `batchLine`.
    /// The scanner build, or `nil` when the byte-level parser reads everything.
    private let scanTier: FerryCSVScanTier?
    private let batchSpans: UnsafeMutablePointer<FieldSpan>
    private let batchRecords: UnsafeMutablePointer<FerryCSVRecordEntry>
    private var batchIndex = 0
    private var batchCount = 0
    private var batchLine = 0
    /// Where the input after the batch starts, and the line breaks before it since the
    /// batch's start.
    private var batchResumeAt = 0
    private var batchResumeLineBreaks = 0
    /// Records starting before this buffer index are for the byte-level parser: the
    /// scanner could not vouch for them.
    private var byteParserEnd = 0

    /// How many fields one scanner batch holds (a record with more is read by the
    /// byte-level parser), and how many records.
    private static let batchSpanCapacity = 16 * 1024
    private static let batchRecordCapacity = 2 * 1024

    private let scanner: ByteScanner
    /// Whether the block scan uses its portable code; see `Options.usesPortableBlockScan`.
    private let usesPortableBlockScan: Bool
    private let isLenient: Bool
    /// The byte kept just past the buffered input: anything but the delimiter.
    private let sentinel: UInt8

    /// Bytes past the buffered input that the 64-byte block scan may read.
    private static let padding = 64

    /// Allocates a buffer of `capacity` bytes plus the scan padding. Nothing is zeroed
    /// here: the input is written over it, and `markEndOfInput` initialises the bytes the
    /// scan reads past the input, so an in-memory reader does not write its input size
    /// twice.
    private static func allocateBuffer(capacity: Int) -> UnsafeMutablePointer<UInt8> {
        UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + padding)
    }

    /// Writes the sentinel just past the buffered input and zeroes the rest of the scan
    /// padding after it, so the block scan never reads bytes nothing was written to.
    private func markEndOfInput() {
        buffer[filled] = sentinel
        (buffer + filled + 1).initialize(repeating: 0, count: Self.padding - 1)
    }

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
        self.batchSpans = .allocate(capacity: Self.batchSpanCapacity)
        self.batchRecords = .allocate(capacity: Self.batchRecordCapacity)
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
        CSVRecordView(base: UnsafePointer(buffer), spans: UnsafePointer(currentSpans), count: fieldCount, line: currentLine)
    }

    // MARK: The record loop

    /// What one attempt at parsing the record at `recordStart` found. A plain struct of
    /// three words, so that it comes back in registers.
    private struct Step {
        enum Kind: UInt8 {
            /// A record ending just before `next`; `lineBreaks` counts the line breaks it
            /// holds, its terminator included.
            case record
            /// A line with nothing on it, ending just before `next`.
            case blankLine
            /// The buffer ends before the record does.
            case needMoreInput
            /// Nothing is left.
            case endOfInput
            /// Strict mode met a problem, left in `CSVReader.failure`.
            case failed
        }

        var kind: Kind
        var next = 0
        var lineBreaks = 0

        static func record(next: Int, lineBreaks: Int) -> Step { Step(kind: .record, next: next, lineBreaks: lineBreaks) }
        static func blankLine(next: Int) -> Step { Step(kind: .blankLine, next: next) }
        static var needMoreInput: Step { Step(kind: .needMoreInput) }
        static var endOfInput: Step { Step(kind: .endOfInput) }
        static var failed: Step { Step(kind: .failed) }
    }

    /// The error behind a `.failed` step.
    private var failure: CSVError?

    /// Makes the next record current; false at the end of the input.
    ///
    /// Records come from the record scanner's batch while it has some; otherwise the
    /// scanner is asked for a new batch, and what it leaves (see `RecordScanner`) goes to
    /// the byte-level parser, one record at a time.
    @inline(__always)
    private func advance() throws(CSVError) -> Bool {
        if batchIndex < batchCount {
            let entry = batchRecords[batchIndex]
            batchIndex &+= 1
            recordStart = entry.start
            line = batchLine &+ entry.lineBreaksBefore
            currentStart = recordStart
            currentLine = line
            currentSpans = batchSpans + Int(entry.firstSpan)
            fieldCount = Int(entry.fieldCount)
            // (A blank line read as a record has no field and is exempt.)
            if fieldCount != expectedFieldCount && fieldCount != 0 && options.requiresUniformFieldCount {
                do {
                    try checkFieldCount()
                } catch {
                    // As with the byte-level parser, reading on meets the same error again.
                    batchIndex &-= 1
                    throw error
                }
                if isLenient && !pendingIssues.isEmpty { keepPendingIssues() }
            }
            if batchIndex == batchCount {
                recordStart = batchResumeAt
                line = batchLine &+ batchResumeLineBreaks
            }
            return true
        }
        return try advanceWithoutBatch()
    }

    /// `advance` once the batch is used up: scans a new batch, or has the byte-level parser
    /// read the next record.
    private func advanceWithoutBatch() throws(CSVError) -> Bool {
        do {
            return try scanOrParseNextRecord()
        } catch {
            // The block cursor may have passed bytes of the failed record: start it again
            // there, so that reading on parses that record again and meets the same error.
            cursor = SpecialByteCursor(startingAt: recordStart)
            throw error
        }
    }

    /// The body of `advanceWithoutBatch`: the scanner first, when it may read from here;
    /// the byte-level parser for what it leaves.
    private func scanOrParseNextRecord() throws(CSVError) -> Bool {
        if !startChecked { try skipByteOrderMark() }
        while true {
            if let scanTier, recordStart >= byteParserEnd {
                let result = scanBatch(tier: scanTier)
                if result.recordCount > 0 {
                    scannedRecordCount += result.recordCount
                    batchIndex = 0
                    batchCount = result.recordCount
                    batchLine = line
                    batchResumeAt = result.resumeAt
                    batchResumeLineBreaks = result.lineBreaksBeforeResume
                    return try advance()
                }
                if result.resumeAt > recordStart {
                    // Only blank lines, skipped.
                    line += result.lineBreaksBeforeResume
                    recordStart = result.resumeAt
                    continue
                }
                // The byte-level parser takes the records the scanner could not vouch for
                // (at least this one), from a fresh block cursor: those that start before
                // the end of the 64-byte block where the scanner stopped, so that input
                // with a problem in every record costs at most a scan per block.
                byteParserEnd = max(result.checkedEnd + 64, recordStart + 1)
                cursor = SpecialByteCursor(startingAt: recordStart)
            }
            // The vector block scan, or (tests only) the portable one: a branch per record
            // that is always predicted, where one per block in the scan was measurably not
            // free.
            let step = usesPortableBlockScan
                ? parseRecord(PortableBlockClassifier.self) : parseRecord(VectorBlockClassifier.self)
            let next = step.next
            switch step.kind {
            case .record:
                currentStart = recordStart
                currentLine = line
                currentSpans = spans
                if cursor.firstInvalid < next { try validateUTF8(upTo: next) }
                if fieldCount != expectedFieldCount && options.requiresUniformFieldCount { try checkFieldCount() }
                if isLenient && !pendingIssues.isEmpty { keepPendingIssues() }
                line += step.lineBreaks
                recordStart = next
                return true
            case .blankLine:
                line += 1
                recordStart = next
                if options.blankLines == .emptyRecord {
                    currentStart = recordStart
                    currentLine = line - 1
                    currentSpans = spans
                    fieldCount = 0
                    return true
                }
            case .needMoreInput:
                incompleteParseCount += 1
                pendingIssues.removeAll(keepingCapacity: true)
                try refillUntilWorthReparsing()
            case .endOfInput:
                return false
            case .failed:
                throw failure ?? .readFailed(offset: discardedByteCount + recordStart, errno: 0)
            }
        }
    }

    /// Runs the record scanner from `recordStart` over the buffered input into the batch.
    private func scanBatch(tier: FerryCSVScanTier) -> FerryCSVScanResult {
        scanCount += 1
        return batchSpans.withMemoryRebound(to: FerryCSVFieldSpan.self, capacity: Self.batchSpanCapacity) { spans in
            var request = FerryCSVScanRequest(
                base: UnsafePointer(buffer), from: recordStart, limit: filled, atEndOfInput: atEndOfInput,
                blankLinesAreRecords: options.blankLines == .emptyRecord, delimiter: options.delimiter,
                spans: spans, spanCapacity: Self.batchSpanCapacity,
                records: batchRecords, recordCapacity: Self.batchRecordCapacity)
            return ferry_csv_scan_records(&request, tier)
        }
    }

    /// Checks the record at `recordStart` that ends before `end` for invalid UTF-8: strict
    /// mode throws at the first invalid byte, lenient mode notes each one.
    private func validateUTF8(upTo end: Int) throws(CSVError) {
        var from = recordStart
        while let invalid = UTF8Validator.firstInvalidIndex(buffer, from: from, limit: end) {
            try report(.invalidUTF8(at: invalid))
            from = invalid + 1
            // Continuation bytes after an invalid lead belong to the same problem.
            while from < end && buffer[from] & 0xC0 == 0x80 { from += 1 }
        }
        // The cursor may have checked a little past this record; find its next invalid
        // byte there again.
        cursor.firstInvalid = end < cursor.validatedEnd
            ? UTF8Validator.firstInvalidIndex(buffer, from: end, limit: cursor.validatedEnd) ?? Int.max
            : Int.max
    }

    /// Strips a UTF-8 byte-order mark at the very start of the input.
    private func skipByteOrderMark() throws(CSVError) {
        while filled - recordStart < 3 && !atEndOfInput { try refill() }
        startChecked = true
        if filled - recordStart >= 3 && buffer[recordStart] == 0xEF && buffer[recordStart + 1] == 0xBB
            && buffer[recordStart + 2] == 0xBF {
            recordStart += 3
            cursor = SpecialByteCursor(startingAt: recordStart)
        }
    }

    /// Reads more input for the unfinished record at `recordStart`, enough that parsing it
    /// again is worth it.
    ///
    /// The record is parsed again from its start, so a long record arriving in small reads
    /// (a pipe, a socket) would be parsed over and over. Parsing again only once the
    /// record's bytes have doubled, or, for records under 64 KiB, once a line break (which
    /// may end it) has arrived, keeps the total work linear without holding back short
    /// records.
    private func refillUntilWorthReparsing() throws(CSVError) {
        let attempted = filled - recordStart
        try refill()
        // Indices are stable from here on: the record now starts the buffer.
        var scanned = recordStart + attempted
        while !atEndOfInput && filled - recordStart < 2 * attempted {
            if attempted < 64 * 1024 {
                while scanned < filled {
                    if buffer[scanned] == 0x0A || buffer[scanned] == 0x0D { return }
                    scanned += 1
                }
            }
            try refill()
        }
    }

    /// Moves the unfinished record to the front of the buffer (growing the buffer when the
    /// record fills it) and reads more input behind it.
    private func refill() throws(CSVError) {
        guard var source, !atEndOfInput else {
            atEndOfInput = true
            return
        }
        if recordStart > 0 {
            let remaining = filled - recordStart
            if remaining > 0 { buffer.update(from: buffer + recordStart, count: remaining) }
            discardedByteCount += recordStart
            filled = remaining
            recordStart = 0
        }
        if filled == capacity {
            let larger = Self.allocateBuffer(capacity: capacity * 2)
            larger.initialize(from: buffer, count: filled)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
        // Buffer indices have moved: the block cursor starts again at the record, and the
        // record scanner may try it again.
        cursor = SpecialByteCursor(startingAt: recordStart)
        byteParserEnd = 0
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer + filled, count: capacity - filled))
        self.source = source
        if count == 0 { atEndOfInput = true } else { filled += count }
        markEndOfInput()
    }

    // MARK: Problems

    /// The errors whose position is a buffer index; resolved to line and column by
    /// `located(_:)`.
    private enum Problem {
        case quoteInUnquotedField(at: Int)
        case textAfterClosingQuote(at: Int)
        case unterminatedQuotedField(at: Int)
        case invalidUTF8(at: Int)
        case fieldCountMismatch(at: Int, expected: Int, found: Int)
    }

    /// Throws the problem in strict mode; notes it in lenient mode.
    private func report(_ problem: Problem) throws(CSVError) {
        let error = located(problem)
        if !isLenient { throw error }
        pendingIssues.append(error)
    }

    private func keepPendingIssues() {
        forgivenIssueCount += pendingIssues.count
        let room = max(0, options.maximumForgivenIssuesKept - forgivenIssues.count)
        forgivenIssues.append(contentsOf: pendingIssues.prefix(room))
        pendingIssues.removeAll(keepingCapacity: true)
    }

    private func located(_ problem: Problem) -> CSVError {
        switch problem {
        case .quoteInUnquotedField(let index):
            let (line, column) = location(of: index)
            return .quoteInUnquotedField(line: line, column: column)
        case .textAfterClosingQuote(let index):
            let (line, column) = location(of: index)
            return .textAfterClosingQuote(line: line, column: column)
        case .unterminatedQuotedField(let index):
            let (line, column) = location(of: index)
            return .unterminatedQuotedField(line: line, column: column)
        case .invalidUTF8(let index):
            let (line, column) = location(of: index)
            return .invalidUTF8(line: line, column: column)
        case .fieldCountMismatch(let index, let expected, let found):
            let (line, column) = location(of: index)
            return .fieldCountMismatch(line: line, column: column, expected: expected, found: found)
        }
    }

    /// Line and column of buffer index `index` inside the record that starts at
    /// `recordStart` on line `line`. Only errors pay for this walk.
    private func location(of index: Int) -> (line: Int, column: Int) {
        let index = min(index, filled)
        var line = self.line
        var lineStart = recordStart
        var position = recordStart
        while position < index {
            let byte = buffer[position]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D && position + 1 < index && buffer[position + 1] == 0x0A { position += 1 }
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        var column = 1
        for offset in lineStart..<max(lineStart, index) where buffer[offset] & 0xC0 != 0x80 {
            column += 1
        }
        return (line, column)
    }

    /// Checks the current record's field count against the first record's.
    private func checkFieldCount() throws(CSVError) {
        let expected = expectedFieldCount
        guard expected >= 0 else {
            expectedFieldCount = fieldCount
            return
        }
        guard fieldCount != expected else { return }
        let index: Int
        if fieldCount > expected {
            // The start of the first extra field (its opening quote if it had one).
            let span = currentSpans[expected]
            index = span.kind == .quoted || span.kind == .quotedWithEscapes ? span.start - 1 : span.start
        } else {
            // Just after the last field: where the line break (or the end) is.
            let span = currentSpans[fieldCount - 1]
            let quoted = span.kind == .quoted || span.kind == .quotedWithEscapes
            // After the closing quote, if the field has one (an unterminated field has none).
            index = quoted && span.end < filled && buffer[span.end] == UInt8(ascii: "\"") ? span.end + 1 : span.end
        }
        try report(.fieldCountMismatch(at: index, expected: expected, found: fieldCount))
    }

    private func growSpans() {
        let larger = UnsafeMutablePointer<FieldSpan>.allocate(capacity: spanCapacity * 2)
        larger.initialize(from: spans, count: spanCapacity)
        spans.deallocate()
        spans = larger
        spanCapacity *= 2
    }

    // MARK: The parser

    /// Parses one record starting at `recordStart` from the bytes buffered so far.
    ///
    /// The structure is a small DFA (start of record, start of field, unquoted field,
    /// quoted field, quote inside a quoted field), but the parser never looks at ordinary
    /// bytes: it jumps from one possibly special byte (delimiter, quote, CR, LF) to the next
    /// with the 64-byte block bit masks of a `BlockClassifier`, kept across records.
    /// A record that runs past the buffered bytes is parsed again from its start once more
    /// input is in; that is rare (about once per buffer) and keeps the parser free of
    /// resumable state.
     // fast in debug builds (tests) too
    private func parseRecord<Classifier: BlockClassifier>(_: Classifier.Type) -> Step {
        let base = UnsafePointer(buffer)
        let limit = filled
        let eof = atEndOfInput
        let scanner = self.scanner
        let delimiter = scanner.delimiter
        let quote = UInt8(ascii: "\"")
        let lineFeed: UInt8 = 0x0A
        let carriageReturn: UInt8 = 0x0D

        var position = recordStart
        if position == limit { return eof ? .endOfInput : .needMoreInput }
        let first = base[position]
        if first == lineFeed { return .blankLine(next: position + 1) }
        if first == carriageReturn {
            if position + 1 < limit { return .blankLine(next: base[position + 1] == lineFeed ? position + 2 : position + 1) }
            return eof ? .blankLine(next: position + 1) : .needMoreInput
        }

        var cursor = self.cursor
        defer { self.cursor = cursor }

        var spans = self.spans
        var spanCapacity = self.spanCapacity
        var count = 0
        var lineBreaks = 0
        defer { fieldCount = count }
        fields: while true {
            if count == spanCapacity {
                growSpans()
                spans = self.spans
                spanCapacity = self.spanCapacity
            }
            // The field starting at `position` ends at its first special byte, unless that
            // byte is the quote that opens a quoted field. Every field starts here, so a
            // field-opening quote is met as a special byte too and needs no separate test.
            let fieldStart = position
            var end = position
            var forgaveQuote = false
            while true {
                end = cursor.next(from: end, base: base, limit: limit, delimiter: delimiter, classifier: Classifier.self)
                // `base[limit]` is a sentinel that is never the delimiter (see `refill`),
                // which takes the end-of-buffer test off the common path.
                let byte = base[end]
                if byte == delimiter {
                    spans[count] = FieldSpan(start: fieldStart, end: end, kind: .plain)
                    count &+= 1
                    position = end &+ 1
                    continue fields
                }
                if end == limit || byte == lineFeed || byte == carriageReturn { break }
                if byte == quote {
                    if end == fieldStart { break }
                    if !forgaveQuote {
                        if let failure = forgive(.quoteInUnquotedField(at: end)) { return failure }
                        forgaveQuote = true
                    }
                }
                // A quote read literally (lenient), or a false alarm.
                end &+= 1
            }
            if end < limit && end == fieldStart && base[end] == quote {
                // A quoted field: its content runs to a lone quote; `""` is a quote.
                let opening = position
                var scanFrom = position &+ 1
                var kind = FieldKind.quoted
                while true {
                    let stop = cursor.next(from: scanFrom, base: base, limit: limit, delimiter: delimiter, classifier: Classifier.self)
                    if stop == limit {
                        guard eof else { return .needMoreInput }
                        if let failure = forgive(.unterminatedQuotedField(at: opening)) { return failure }
                        spans[count] = FieldSpan(start: opening &+ 1, end: limit, kind: kind)
                        position = limit
                        break
                    }
                    let byte = base[stop]
                    if byte == quote {
                        if stop &+ 1 == limit {
                            guard eof else { return .needMoreInput }
                            spans[count] = FieldSpan(start: opening &+ 1, end: stop, kind: kind)
                            position = limit
                            break
                        }
                        let next = base[stop &+ 1]
                        if next == quote {
                            kind = .quotedWithEscapes
                            scanFrom = stop &+ 2
                            continue
                        }
                        if next == delimiter || next == lineFeed || next == carriageReturn {
                            spans[count] = FieldSpan(start: opening &+ 1, end: stop, kind: kind)
                            position = stop &+ 1
                            break
                        }
                        // Text after the closing quote; lenient mode reads it as part of
                        // the field, up to the next delimiter or line break.
                        if let failure = forgive(.textAfterClosingQuote(at: stop &+ 1)) { return failure }
                        var end = stop &+ 1
                        while true {
                            end = cursor.next(from: end, base: base, limit: limit, delimiter: delimiter, classifier: Classifier.self)
                            if end == limit { break }
                            let byte = base[end]
                            if byte == delimiter || byte == lineFeed || byte == carriageReturn { break }
                            end &+= 1
                        }
                        if end == limit && !eof { return .needMoreInput }
                        spans[count] = FieldSpan(start: opening, end: end, kind: .irregular)
                        position = end
                        break
                    }
                    if byte == lineFeed {
                        lineBreaks &+= 1
                        scanFrom = stop &+ 1
                    } else if byte == carriageReturn {
                        lineBreaks &+= 1
                        if stop &+ 1 < limit {
                            scanFrom = base[stop &+ 1] == lineFeed ? stop &+ 2 : stop &+ 1
                        } else {
                            guard eof else { return .needMoreInput }
                            scanFrom = stop &+ 1
                        }
                    } else {
                        // A delimiter inside the quotes, or a false alarm.
                        scanFrom = stop &+ 1
                    }
                }
            } else {
                // An unquoted field ending at a line break or at the end of the input.
                if end == limit && !eof { return .needMoreInput }
                spans[count] = FieldSpan(start: fieldStart, end: end, kind: .plain)
                position = end
            }
            count &+= 1

            // After a field: a delimiter, a line break, or the end of the input.
            if position == limit { return .record(next: limit, lineBreaks: lineBreaks) }
            let byte = base[position]
            if byte == delimiter {
                position &+= 1
                continue
            }
            if byte == lineFeed { return .record(next: position &+ 1, lineBreaks: lineBreaks &+ 1) }
            if position &+ 1 < limit {
                return .record(
                    next: base[position &+ 1] == lineFeed ? position &+ 2 : position &+ 1, lineBreaks: lineBreaks &+ 1)
            }
            return eof ? .record(next: position &+ 1, lineBreaks: lineBreaks &+ 1) : .needMoreInput
        }
    }

    /// In strict mode, the failure to return for `problem`; in lenient mode, `nil` after
    /// noting the problem.
    private func forgive(_ problem: Problem) -> Step? {
        let error = located(problem)
        if !isLenient {
            failure = error
            return .failed
        }
        pendingIssues.append(error)
        return nil
    }
}
