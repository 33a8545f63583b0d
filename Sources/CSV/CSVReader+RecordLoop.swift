// SPDX-License-Identifier: Apache-2.0
internal import CCSVSupport

// The record loop: which records come from the record scanner's batches (C, many at a
// time) and which from the byte-level parser (one at a time), and the checks a record
// gets before it is handed out (UTF-8, field count).
extension CSVReader {
    /// Makes the next record current; false at the end of the input.
    ///
    /// Records come from the record scanner's batch while it has some; otherwise the
    /// scanner is asked for a new batch, and what it leaves (see `RecordScanner`) goes to
    /// the byte-level parser, one record at a time.
    @inline(__always)
    func advance() throws(CSVError) -> Bool {
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
        if !startChecked { try prepareInput() }
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
                keepEncodingIssues(beforeLine: nil)
                return false
            case .failed:
                throw failure ?? .readFailed(offset: discardedByteCount + recordStart, errno: 0)
            }
        }
    }

    /// Runs the record scanner from `recordStart` over the buffered input into the batch.
    private func scanBatch(tier: FerryCSVScanTier) -> FerryCSVScanResult {
        scanCount += 1
        return batchSpans.withMemoryRebound(to: FerryCSVFieldSpan.self, capacity: batchSpanCapacity) { spans in
            var request = FerryCSVScanRequest(
                base: UnsafePointer(buffer), from: recordStart, limit: filled, atEndOfInput: atEndOfInput,
                blankLinesAreRecords: options.blankLines == .emptyRecord, delimiter: options.delimiter,
                spans: spans, spanCapacity: batchSpanCapacity,
                records: batchRecords, recordCapacity: batchRecordCapacity)
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
}
