// SPDX-License-Identifier: Apache-2.0
// The byte-level parser: one record at a time, jumping between special bytes with a
// block classifier's masks. It reads what the record scanner cannot vouch for, and
// knows every error and lenient mode's forgiveness.
extension CSVReader {
    /// What one attempt at parsing the record at `recordStart` found. A plain struct of
    /// three words, so that it comes back in registers.
    struct Step {
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

    /// Doubles the byte-level parser's field storage, for a record with more fields.
    private func growSpans() {
        let larger = UnsafeMutablePointer<FieldSpan>.allocate(capacity: spanCapacity * 2)
        larger.initialize(from: spans, count: spanCapacity)
        spans.deallocate()
        spans = larger
        spanCapacity *= 2
    }

    /// Parses one record starting at `recordStart` from the bytes buffered so far.
    ///
    /// The structure is a small DFA (start of record, start of field, unquoted field,
    /// quoted field, quote inside a quoted field), but the parser never looks at ordinary
    /// bytes: it jumps from one possibly special byte (delimiter, quote, CR, LF) to the next
    /// with the 64-byte block bit masks of a `BlockClassifier`, kept across records.
    /// A record that runs past the buffered bytes is parsed again from its start once more
    /// input is in; that is rare (about once per buffer) and keeps the parser free of
    /// resumable state.
    func parseRecord<Classifier: BlockClassifier>(_: Classifier.Type) -> Step {
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
