// SPDX-License-Identifier: Apache-2.0
// Columnar reading: each field's value bytes are copied once, straight from the reader's
// buffer into its column's single buffer, with no `String` made until one is asked for.
extension CSVReader {
    /// Reads every remaining data record into columns: per field position one contiguous
    /// UTF-8 buffer plus value offsets (see `CSVColumn`).
    ///
    /// A record with fewer fields than there are columns (possible only when
    /// `requiresUniformFieldCount` is off or in lenient mode) gets empty values for the
    /// missing ones; one with more adds columns, empty in the records before it. Holds every
    /// value in memory: use `forEachColumnBatch(rows:_:)` to stream a large input.
    ///
    /// When the input's length is known (a regular file, or bytes in memory, in UTF-8),
    /// each column is sized once, after 1,024 records, for the rest of the input at its
    /// width so far (plus a margin, given back when the read ends) rather than grown as it
    /// fills.
    public func readColumns() throws(CSVError) -> CSVColumns {
        try readColumnBatch(maximumRows: Int.max) ?? CSVColumns(
            header: header, columns: emptyColumns(), rowCount: 0, firstLine: 0)
    }

    /// Reads the remaining data records in batches of at most `rows` records, column by
    /// column, and calls `body` with each batch in order (memory stays bounded by one
    /// batch). Rethrows what `body` throws; throws `CSVError` for the input.
    public func forEachColumnBatch(rows: Int, _ body: (CSVColumns) throws -> Void) throws {
        precondition(rows > 0, "a batch must hold at least one row")
        while let batch = try readColumnBatch(maximumRows: rows) { try body(batch) }
    }

    /// The next at most `maximumRows` records as columns, or `nil` at the end of the input.
    func readColumnBatch(maximumRows: Int) throws(CSVError) -> CSVColumns? {
        if !headerDone { try readHeader() }
        var builders = ColumnBuilders()
        var rows = 0
        var firstLine = 0
        var firstOffset = 0
        do {
            while rows < maximumRows, try advance() {
                recordsRead += 1
                if rows == 0 {
                    firstLine = currentLine
                    firstOffset = inputOffset
                    makeBuilders(&builders, columns: max(header?.count ?? 0, fieldCount), maximumRows: maximumRows)
                } else if rows == Self.sampleRecordCount {
                    reserveForRemainingInput(&builders, rows: rows, maximumRows: maximumRows, firstOffset: firstOffset)
                }
                appendCurrentRecord(to: &builders, rows: rows, maximumRows: maximumRows)
                rows += 1
            }
        } catch {
            builders.discard()
            throw error
        }
        guard rows > 0 else {
            builders.discard()
            return nil
        }
        return CSVColumns(header: header, columns: builders.finish(isValidUTF8: !isLenient), rowCount: rows, firstLine: firstLine)
    }

    /// Builders sized from what is buffered: a file's records tend to look alike.
    private func makeBuilders(_ builders: inout ColumnBuilders, columns: Int, maximumRows: Int) {
        let recordBytes = max(1, currentSpans[max(fieldCount, 1) - 1].end - currentStart)
        let bufferedRows = max(1, (filled - currentStart) / recordBytes)
        let expectedRows = min(maximumRows, max(bufferedRows, 1024))
        let bytesPerField = recordBytes / max(columns, 1) + 1
        for _ in 0..<columns {
            builders.append(ColumnBuilder(expectedBytes: expectedRows * bytesPerField, expectedValues: expectedRows))
        }
    }

    /// How many records a columnar read takes before it sizes its columns for the rest of
    /// the input, from what they took.
    static var sampleRecordCount: Int { 1024 }

    /// Where the current record starts in the (UTF-8) input.
    var inputOffset: Int { discardedByteCount + currentStart }

    /// The input bytes from the current record on, when the input's length is known; `nil`
    /// when it is not, or when the input is transcoded (its length is not its UTF-8's).
    var remainingInputBytes: Int? {
        guard transcoder == nil, let total = expectedInputByteCount, total > inputOffset else { return nil }
        return total - inputOffset
    }

    /// Grows each builder once for the records still to come, when the input's length is
    /// known. Their number is estimated from the bytes the first `rows` records took (from
    /// `firstOffset` to the current record), with an eighth more and never more than the
    /// bytes left; each column's bytes from its average width so far, with a sixteenth
    /// more. A column whose values widen later grows as before. Growing a column as it
    /// fills copies (or remaps) what it holds each time, which cost about a quarter of a
    /// large file's columnar read.
    private func reserveForRemainingInput(_ builders: inout ColumnBuilders, rows: Int, maximumRows: Int, firstOffset: Int) {
        let sampled = inputOffset - firstOffset
        guard let remaining = remainingInputBytes, sampled > 0, rows > 0 else { return }
        let rowsAhead = Int(min(Double(remaining) / Double(sampled) * Double(rows) * 1.125, Double(remaining)))
        let valuesAhead = min(rowsAhead, maximumRows - rows) + 1
        // Each column also keeps room for a few records' bytes: a record is appended only
        // once every column has room for all of its bytes (see `appendCurrentRecord`). No
        // column takes more bytes than the input has left.
        let recordsRoom = 4 * sampled / rows + 64
        builders.reserve(values: valuesAhead) { builder in
            Int(min(Double(builder.byteCount) / Double(rows) * Double(valuesAhead) * 1.0625, Double(remaining))) + recordsRoom
        }
        columnReservationCount += 1
    }

    private func emptyColumns() -> [CSVColumn] {
        (0..<(header?.count ?? 0)).map { _ in ColumnBuilder(expectedBytes: 0, expectedValues: 0).finish(isValidUTF8: true) }
    }

    /// Appends the current record's values to the columns; `rows` records came before it.
    @inline(__always)
    private func appendCurrentRecord(to builders: inout ColumnBuilders, rows: Int, maximumRows: Int) {
        let count = fieldCount
        if count > builders.count {
            for _ in builders.count..<count {
                builders.append(ColumnBuilder(emptyValues: rows, expectedValues: min(maximumRows, 1024)))
            }
        }
        let base = UnsafePointer(buffer)
        let spans = currentSpans
        // No value is longer than the record's bytes: once every column has room for that
        // many bytes and one more value, the fields are appended without a check each.
        let recordBytes = count == 0 ? 0 : spans[count &- 1].end &- spans[0].start
        if !builders.hasRoom(bytes: recordBytes) {
            if builders.makeRoom(bytes: recordBytes), rows > Self.sampleRecordCount { columnGrowthsAfterSample += 1 }
        }
        let columns = builders.base
        for index in 0..<count {
            let span = spans[index]
            if span.isVerbatim {
                columns[index].appendVerbatim(base + span.start, length: span.end &- span.start)
            } else {
                columns[index].appendDecoded(CSVFieldView(base: base, span: span, isValidUTF8: !isLenient))
            }
        }
        if count < builders.count {
            for index in count..<builders.count { columns[index].appendEmpty() }
        }
        builders.used(bytes: recordBytes)
    }
}

/// The builders of one batch, in plain memory: a Swift array would check its uniqueness
/// on every record.
struct ColumnBuilders {
    private(set) var base = UnsafeMutablePointer<ColumnBuilder>.allocate(capacity: 16)
    private(set) var count = 0
    private var capacity = 16
    /// Bytes and values that every builder can take without growing (at least; counted
    /// down per record, so that a record's fields need no check each).
    private var byteRoom = 0
    private var valueRoom = 0

    mutating func append(_ builder: consuming ColumnBuilder) {
        if count == capacity { base = base.movedToDoubleCapacity(count: count, capacity: &capacity) }
        (base + count).initialize(to: builder)
        count += 1
        forgetRoom()
    }

    /// Whether every builder can take a value of up to `bytes` bytes without growing.
    @inline(__always)
    func hasRoom(bytes: Int) -> Bool { bytes <= byteRoom && valueRoom > 0 }

    /// Grows the builders that could not take a value of `bytes` bytes, and measures the
    /// room they all have again. Returns whether any builder grew.
    @discardableResult
    mutating func makeRoom(bytes: Int) -> Bool {
        byteRoom = Int.max
        valueRoom = Int.max
        var grew = false
        for index in 0..<count {
            grew = base[index].reserve(bytes: bytes) || grew
            byteRoom = min(byteRoom, base[index].byteRoom)
            valueRoom = min(valueRoom, base[index].valueRoom)
        }
        return grew
    }

    /// Grows every builder to room for `values` more values and as many more bytes as
    /// `bytes` says for it.
    mutating func reserve(values: Int, bytes: (ColumnBuilder) -> Int) {
        for index in 0..<count {
            base[index].reserve(moreBytes: bytes(base[index]), moreValues: values)
        }
        forgetRoom()
    }

    /// Counts a record of at most `bytes` bytes against the room (each builder took at
    /// most that many bytes, and one value, empty or not).
    @inline(__always)
    mutating func used(bytes: Int) {
        byteRoom &-= bytes
        valueRoom &-= 1
    }

    /// Drops the room measured (a new builder has not been measured).
    mutating func forgetRoom() {
        byteRoom = 0
        valueRoom = 0
    }

    /// The finished columns; the builders' memory goes with them.
    consuming func finish(isValidUTF8: Bool) -> [CSVColumn] {
        let columns = (0..<count).map { (base + $0).move().finish(isValidUTF8: isValidUTF8) }
        base.deallocate()
        return columns
    }

    /// Frees everything, for a batch that failed.
    consuming func discard() {
        for index in 0..<count { (base + index).move().discard() }
        base.deallocate()
    }
}

extension UnsafeMutablePointer {
    /// Moves the first `count` elements into a new allocation of twice `capacity` (which
    /// it updates), frees this one, and returns the new one.
    func movedToDoubleCapacity(count: Int, capacity: inout Int) -> UnsafeMutablePointer<Pointee> {
        let larger = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: self, count: count)
        deallocate()
        capacity *= 2
        return larger
    }
}
