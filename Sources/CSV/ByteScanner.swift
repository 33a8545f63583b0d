// SPDX-License-Identifier: Apache-2.0
/// Word-at-a-time ("SWAR") searches for the few bytes that end a CSV field.
///
/// Most CSV bytes are ordinary field content; the parser only cares where the next
/// delimiter, quote or line break is. Testing eight bytes per step with plain 64-bit
/// arithmetic finds it several times faster than a byte loop, and it compiles to the same
/// code on every 64-bit target (Swift's generic `SIMD` comparisons do not reliably
/// become vector instructions).
@usableFromInline
struct ByteScanner: Sendable {
    @usableFromInline static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @usableFromInline static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The delimiter, quote, LF and CR, each repeated in all eight bytes of a word.
    @usableFromInline let delimiterWord: UInt64
    @usableFromInline let quoteWord: UInt64 = 0x2222_2222_2222_2222
    @usableFromInline let lineFeedWord: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    @usableFromInline let carriageReturnWord: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
    @usableFromInline let delimiter: UInt8

    @usableFromInline
    init(delimiter: UInt8) {
        self.delimiter = delimiter
        self.delimiterWord = UInt64(delimiter) &* Self.ones
    }

    /// High bit set in every byte of `word` that equals the byte repeated in `pattern`.
    ///
    /// Exact for the lowest matching byte; bytes above a match may show false positives
    /// (the borrow of the subtraction), which is why callers only ever use the lowest bit.
    @inline(__always) @usableFromInline
    static func lowestMatchMask(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let x = word ^ pattern
        return (x &- ones) & ~x
    }

    /// Index of the first byte in `start..<limit` that is the delimiter, a quote, LF or
    /// CR, or `limit` when there is none (exact: the lowest match has no false positive).
    @inline(__always) @usableFromInline
    func firstSpecial(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Int {
        var index = start
        while index &+ 8 <= limit {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let mask = (Self.lowestMatchMask(word, delimiterWord) | Self.lowestMatchMask(word, quoteWord)
                | Self.lowestMatchMask(word, lineFeedWord) | Self.lowestMatchMask(word, carriageReturnWord))
                & Self.highBits
            if mask != 0 {
                return index &+ (mask.trailingZeroBitCount &>> 3)
            }
            index &+= 8
        }
        while index < limit {
            let byte = base[index]
            if byte == delimiter || byte == 0x22 || byte == 0x0A || byte == 0x0D { return index }
            index &+= 1
        }
        return limit
    }
}
