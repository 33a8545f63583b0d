// SPDX-License-Identifier: Apache-2.0
/// Picks the delimiter of CSV text among comma, semicolon and tab from its first lines.
enum DelimiterDetector {
    static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]

    /// The candidate that splits the sample's first lines (at most `maximumLines`, quoted
    /// text skipped) most consistently into more than one field: the one whose most
    /// common per-line count is shared by the most lines, then the one with more fields,
    /// then the earlier candidate. `nil` when none of them appears.
    static func detect(_ sample: UnsafeBufferPointer<UInt8>, isWholeInput: Bool, maximumLines: Int = 100) -> UInt8? {
        var countsPerLine: [[Int]] = []
        var current = [0, 0, 0]
        var inQuotes = false
        var lineHasContent = false
        var index = 0
        while index < sample.count && countsPerLine.count < maximumLines {
            let byte = sample[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                inQuotes.toggle()
                lineHasContent = true
                continue
            }
            if inQuotes { continue }
            if byte == 0x0A || byte == 0x0D {
                if lineHasContent { countsPerLine.append(current) }
                current = [0, 0, 0]
                lineHasContent = false
                continue
            }
            lineHasContent = true
            if let candidate = candidates.firstIndex(of: byte) { current[candidate] += 1 }
        }
        // A last line cut by the sample's end may be short; keep it only when it is whole.
        if lineHasContent && isWholeInput && index == sample.count { countsPerLine.append(current) }
        guard !countsPerLine.isEmpty else { return nil }

        var best: (delimiter: UInt8, linesAgreeing: Int, fields: Int)?
        for (candidate, delimiter) in candidates.enumerated() {
            var frequency: [Int: Int] = [:]
            for counts in countsPerLine where counts[candidate] > 0 { frequency[counts[candidate], default: 0] += 1 }
            guard let (count, lines) = frequency.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { continue }
            if let current = best, (lines, count) <= (current.linesAgreeing, current.fields) { continue }
            best = (delimiter, lines, count)
        }
        return best?.delimiter
    }
}
