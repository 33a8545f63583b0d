// SPDX-License-Identifier: Apache-2.0
/// Substring search over folded UTF-8 bytes.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack[start..<end]`. An empty needle always does.
    @inline(__always)
    static func contains(
        _ needle: UnsafeBufferPointer<UInt8>,
        in haystack: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int
    ) -> Bool {
        let needleCount = needle.count
        guard needleCount > 0 else { return true }
        let lastStart = end - needleCount
        guard lastStart >= start else { return false }
        let first = needle[0]
        let last = needle[needleCount - 1]
        var position = start
        // Checking the first and last byte before the rest rejects most candidates.
        while position <= lastStart {
            if haystack[position] == first, haystack[position + needleCount - 1] == last {
                var offset = 1
                while offset < needleCount - 1, haystack[position + offset] == needle[offset] { offset += 1 }
                if offset >= needleCount - 1 { return true }
            }
            position += 1
        }
        return false
    }
}
