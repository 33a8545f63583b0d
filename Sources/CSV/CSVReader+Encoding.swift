// SPDX-License-Identifier: Apache-2.0
// The start of the input: a byte-order mark, the encoding (converted to UTF-8 from here
// on when it is another), and the delimiter when the options ask for it to be detected.
extension CSVReader {
    /// How much input detection looks at: enough lines to be sure, little enough to stay
    /// inside the first read of a file.
    static let detectionSampleSize = 64 * 1024

    /// Reads the start of the input and settles what it is: skips a byte-order mark, picks
    /// the encoding (a mark's, the options', or detected) and the delimiter (detected when
    /// asked). Runs once, before the first record.
    func prepareInput() throws(CSVError) {
        startChecked = true
        let detects = options.inputEncoding == .detected || options.detectsDelimiter
        try fill(atLeast: detects ? Self.detectionSampleSize : 3)
        var start = UnsafeBufferPointer(start: buffer + recordStart, count: filled - recordStart)
        let chosen: CSVTextEncoding
        if let mark = CSVTextEncoding.byteOrderMark(in: start) {
            chosen = mark.encoding
            recordStart += mark.length
            start = UnsafeBufferPointer(rebasing: start[mark.length...])
        } else if case .known(let known) = options.inputEncoding {
            chosen = known
        } else {
            chosen = EncodingDetector.detect(start, isWholeInput: atEndOfInput)
        }
        encoding = chosen
        if chosen != .utf8 {
            try startTranscoding(chosen)
            if options.detectsDelimiter { try fill(atLeast: Self.detectionSampleSize) }
        }
        cursor = SpecialByteCursor(startingAt: recordStart)
        if options.detectsDelimiter {
            let sample = UnsafeBufferPointer(start: buffer + recordStart, count: filled - recordStart)
            if let delimiter = DelimiterDetector.detect(sample, isWholeInput: atEndOfInput), delimiter != options.delimiter {
                options.delimiter = delimiter
                scanner = ByteScanner(delimiter: delimiter)
                sentinel = delimiter == 0 ? 1 : 0
                markEndOfInput()
            }
        }
    }

    /// Reads until `count` bytes of unread input are buffered or the input ends (the
    /// buffer grows for that when it is smaller).
    private func fill(atLeast count: Int) throws(CSVError) {
        while filled - recordStart < count && !atEndOfInput { try refill() }
    }

    /// From here on, reads through a converter to UTF-8: the raw bytes buffered so far go
    /// to it first, then the rest of the source.
    private func startTranscoding(_ encoding: CSVTextEncoding) throws(CSVError) {
        let raw = UnsafeBufferPointer(start: buffer + recordStart, count: filled - recordStart)
        let converter = try TranscodingSource(encoding: encoding, prefix: raw, rest: source, isLenient: isLenient)
        source = converter
        transcoder = converter
        discardedByteCount += recordStart
        recordStart = 0
        filled = 0
        atEndOfInput = false
        markEndOfInput()
        try fill(atLeast: 3)
    }

    /// Lenient mode: takes the conversion problems the converter noted. The converter runs
    /// ahead of the parser by as much as it has converted (all of an in-memory input at
    /// once), so they wait in `pendingEncodingIssues` and join the forgiven issues in input
    /// order, whatever the buffering.
    func takeEncodingIssues(from converter: TranscodingSource) {
        pendingEncodingIssues.append(contentsOf: converter.newIssues)
        converter.newIssues.removeAll()
    }
}
