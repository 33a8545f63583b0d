// SPDX-License-Identifier: Apache-2.0
// The reader's buffer: allocated with padding for the 64-byte block scan, its end
// marked with a sentinel, refilled from the byte source (keeping the unfinished record
// and growing for records larger than the buffer). The start of the input (byte-order
// mark, encoding, delimiter) is settled in CSVReader+Encoding.
extension CSVReader {
    /// Bytes past the buffered input that the 64-byte block scan may read.
    private static let padding = 64

    /// Allocates a buffer of `capacity` bytes plus the scan padding. Nothing is zeroed
    /// here: the input is written over it, and `markEndOfInput` initialises the bytes the
    /// scan reads past the input, so an in-memory reader does not write its input size
    /// twice.
    static func allocateBuffer(capacity: Int) -> UnsafeMutablePointer<UInt8> {
        UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + padding)
    }

    /// Writes the sentinel just past the buffered input and zeroes the rest of the scan
    /// padding after it, so the block scan never reads bytes nothing was written to.
    func markEndOfInput() {
        buffer[filled] = sentinel
        (buffer + filled + 1).initialize(repeating: 0, count: Self.padding - 1)
    }

    /// Reads more input for the unfinished record at `recordStart`, enough that parsing it
    /// again is worth it.
    ///
    /// The record is parsed again from its start, so a long record arriving in small reads
    /// (a pipe, a socket) would be parsed over and over. Parsing again only once the
    /// record's bytes have doubled, or, for records under 64 KiB, once a line break (which
    /// may end it) has arrived, keeps the total work linear without holding back short
    /// records.
    func refillUntilWorthReparsing() throws(CSVError) {
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
            do {
                try refill()
            } catch {
                // The bytes gathered so far are parsed first: a problem in them comes
                // before the source's, which the next refill reports.
                deferredSourceError = error
                return
            }
        }
    }

    /// Moves the unfinished record to the front of the buffer (growing the buffer when the
    /// record fills it) and reads more input behind it.
    func refill() throws(CSVError) {
        if let error = deferredSourceError {
            deferredSourceError = nil
            throw error
        }
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
            guard capacity < options.maximumRecordSize else { throw .recordTooLarge(line: line, limit: options.maximumRecordSize) }
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
        // The records before this one are read: their conversion problems are due.
        keepEncodingIssues(beforeLine: line)
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer + filled, count: capacity - filled))
        self.source = source
        if count == 0 { atEndOfInput = true } else { filled += count }
        markEndOfInput()
        if let transcoder, !transcoder.newIssues.isEmpty { takeEncodingIssues(from: transcoder) }
    }
}
