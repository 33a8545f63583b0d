// SPDX-License-Identifier: Apache-2.0
// Problems in the input: located by line and column (only errors pay for that walk),
// thrown in strict mode or kept as forgiven issues in lenient mode, and the field-count
// check that finds one kind of them.
extension CSVReader {
    /// The errors whose position is a buffer index; resolved to line and column by
    /// `located(_:)`.
    enum Problem {
        case quoteInUnquotedField(at: Int)
        case textAfterClosingQuote(at: Int)
        case unterminatedQuotedField(at: Int)
        case invalidUTF8(at: Int)
        case fieldCountMismatch(at: Int, expected: Int, found: Int)
    }

    /// Throws the problem in strict mode; notes it in lenient mode.
    func report(_ problem: Problem) throws(CSVError) {
        let error = located(problem)
        if !isLenient { throw error }
        pendingIssues.append(error)
    }

    /// Keeps the lenient issues of the record just completed (as many as the options
    /// allow) and counts them all, with the conversion problems up to the last of them, in
    /// input order (a conversion problem first where both are at one place: its bytes were
    /// bad before they were parsed).
    func keepPendingIssues() {
        guard let last = pendingIssues.last.flatMap(Self.place(of:)), !pendingEncodingIssues.isEmpty else {
            keep(pendingIssues)
            pendingIssues.removeAll(keepingCapacity: true)
            return
        }
        let released = pendingEncodingIssues.prefix { Self.place(of: $0).map { $0 <= last } ?? true }
        var merged: [CSVError] = []
        merged.reserveCapacity(released.count + pendingIssues.count)
        var encoding = released[...], parsing = pendingIssues[...]
        while let next = parsing.first {
            if let problem = encoding.first, let place = Self.place(of: problem), let nextPlace = Self.place(of: next), place <= nextPlace {
                merged.append(problem)
                encoding = encoding.dropFirst()
            } else {
                merged.append(next)
                parsing = parsing.dropFirst()
            }
        }
        merged.append(contentsOf: encoding)
        pendingEncodingIssues.removeFirst(released.count)
        keep(merged)
        pendingIssues.removeAll(keepingCapacity: true)
    }

    /// Keeps the conversion problems on lines before `line` (all of them when `nil`): the
    /// records that held them are read.
    func keepEncodingIssues(beforeLine line: Int?) {
        guard !pendingEncodingIssues.isEmpty else { return }
        let released = pendingEncodingIssues.prefix { problem in line.map { (problem.line ?? 0) < $0 } ?? true }
        keep(Array(released))
        pendingEncodingIssues.removeFirst(released.count)
    }

    /// Keeps `issues` (as many as the options allow) and counts them all.
    private func keep(_ issues: [CSVError]) {
        forgivenIssueCount += issues.count
        let room = max(0, options.maximumForgivenIssuesKept - forgivenIssues.count)
        forgivenIssues.append(contentsOf: issues.prefix(room))
    }

    /// Where a problem is, as comparable line and column.
    private static func place(of problem: CSVError) -> Place? {
        guard let line = problem.line, let column = problem.column else { return nil }
        return Place(line: line, column: column)
    }

    /// A line and column, ordered as the text runs.
    struct Place: Comparable {
        let line: Int
        let column: Int
        static func < (a: Place, b: Place) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    func located(_ problem: Problem) -> CSVError {
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
    /// `recordStart` on line `line`. Only errors pay for this walk, and a record's walk goes
    /// on from where its previous problem was (problems come in input order, except after a
    /// record cut by the end of the buffer is parsed again: then it starts over).
    private func location(of index: Int) -> (line: Int, column: Int) {
        let index = min(index, filled)
        let recordOffset = discardedByteCount + recordStart
        var walk = locationWalk
        if walk.recordOffset != recordOffset || walk.offset > discardedByteCount + index {
            walk = LocationWalk(recordOffset: recordOffset, line: line)
        }
        var position = walk.offset - discardedByteCount
        while position < index {
            let byte = buffer[position]
            if byte == 0x0A && walk.afterCarriageReturn {
                // The line feed of a CR LF: the carriage return already broke the line.
                walk.afterCarriageReturn = false
            } else if byte == 0x0A || byte == 0x0D {
                walk.line += 1
                walk.column = 1
                walk.afterCarriageReturn = byte == 0x0D
            } else {
                if byte & 0xC0 != 0x80 { walk.column += 1 }
                walk.afterCarriageReturn = false
            }
            position += 1
        }
        walk.offset = discardedByteCount + position
        locationWalk = walk
        return (walk.line, walk.column)
    }

    /// Where `location(of:)` stopped in a record: the input offset (counted from the first
    /// byte read), and the line and column there.
    struct LocationWalk {
        /// The offset of the record walked (-1: none yet).
        var recordOffset = -1
        var offset = 0
        var line = 0
        var column = 1
        /// Whether the byte before `offset` was a carriage return, so that a line feed
        /// there ends the same line break.
        var afterCarriageReturn = false

        init() {}

        /// The start of the record at `recordOffset`, on `line`.
        init(recordOffset: Int, line: Int) {
            self.recordOffset = recordOffset
            offset = recordOffset
            self.line = line
        }
    }

    /// Checks the current record's field count against the first record's.
    func checkFieldCount() throws(CSVError) {
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
}
