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
    @usableFromInline let delimiterVector: SIMD16<UInt8>

    /// Lane `j` of each 8-lane half holds bit `j`.
    @inline(__always) @usableFromInline
    static var laneBits: SIMD16<UInt8> {
        unsafeBitCast(SIMD2<UInt64>(repeating: UInt64(littleEndian: 0x8040_2010_0804_0201)), to: SIMD16<UInt8>.self)
    }

    @usableFromInline
    init(delimiter: UInt8) {
        self.delimiter = delimiter
        self.delimiterWord = UInt64(delimiter) &* Self.ones
        self.delimiterVector = SIMD16(repeating: delimiter)
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

    /// Bit `i` set when byte `i` of the 64 bytes at `pointer` is the delimiter, a quote,
    /// LF or CR; `nonASCII` non-zero when any of the 64 bytes is 0x80 or above.
    ///
    /// Compares 16 bytes at a time (`.==` on `SIMD16<UInt8>` becomes one vector compare)
    /// and turns the match lanes into bits without leaving the vector registers: lane `j`
    /// of each 8-lane half keeps only bit `j`, three shift-and-OR steps fold each half into
    /// its low byte, and the four vectors' bytes are shifted into place. Working on whole
    /// 64-byte blocks replaces a hard-to-predict "is the field over yet" branch per field
    /// with one per block.
    @inline(__always) @usableFromInline
    func specialBits(_ pointer: UnsafePointer<UInt8>) -> (bits: UInt64, nonASCII: UInt64) {
        #if _endian(big)
        // The lane folding below assumes little-endian lanes; a plain loop elsewhere.
        var bits: UInt64 = 0
        var high: UInt8 = 0
        for index in 0..<64 {
            let byte = pointer[index]
            high |= byte
            if byte == delimiter || byte == 0x22 || byte == 0x0A || byte == 0x0D { bits |= 1 &<< UInt64(index) }
        }
        return (bits, UInt64(high & 0x80))
        #else
        let raw = UnsafeRawPointer(pointer)
        let quote = SIMD16<UInt8>(repeating: 0x22)
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
        let carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        var folded = SIMD2<UInt64>(repeating: 0)
        var accumulated = SIMD16<UInt8>(repeating: 0)
        for vectorIndex in 0..<4 {
            let vector = raw.loadUnaligned(fromByteOffset: vectorIndex &* 16, as: SIMD16<UInt8>.self)
            accumulated |= vector
            let matches = (vector .== delimiterVector) .| (vector .== quote) .| (vector .== lineFeed)
                .| (vector .== carriageReturn)
            folded |= Self.foldLanes(matches) &<< UInt64(vectorIndex &* 16)
        }
        let nonASCII = unsafeBitCast(accumulated & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
        return (Self.interleave(folded), nonASCII[0] | nonASCII[1])
        #endif
    }

    /// The 16 lanes of `mask` as 16 bits: bits 0…7 of the low 64-bit lane for lanes 0…7,
    /// of the high one for lanes 8…15 (little-endian lanes).
    @inline(__always) @usableFromInline
    static func foldLanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD2<UInt64> {
        var halves = unsafeBitCast(unsafeBitCast(mask, to: SIMD16<UInt8>.self) & laneBits, to: SIMD2<UInt64>.self)
        halves |= halves &>> 32
        halves |= halves &>> 16
        halves |= halves &>> 8
        return halves & SIMD2(repeating: 0xFF)
    }

    /// Vector `k`'s low-half byte sits at bits 16k of lane 0 and its high-half byte at bits
    /// 16k of lane 1; this puts them side by side as bits 16k…16k+15.
    @inline(__always) @usableFromInline
    static func interleave(_ folded: SIMD2<UInt64>) -> UInt64 {
        folded[0] | folded[1] &<< 8
    }

    /// Bit `i` set when byte `i` of the 64 bytes at `pointer` is 0x80 or above.
    @inline(__always) @usableFromInline
    static func nonASCIIBits(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        #if _endian(big)
        var bits: UInt64 = 0
        for index in 0..<64 where pointer[index] >= 0x80 { bits |= 1 &<< UInt64(index) }
        return bits
        #else
        let raw = UnsafeRawPointer(pointer)
        let topBit = SIMD16<UInt8>(repeating: 0x80)
        var folded = SIMD2<UInt64>(repeating: 0)
        for vectorIndex in 0..<4 {
            let vector = raw.loadUnaligned(fromByteOffset: vectorIndex &* 16, as: SIMD16<UInt8>.self)
            // (`.<` does not become a vector compare; `.==` does.)
            folded |= foldLanes((vector & topBit) .== topBit) &<< UInt64(vectorIndex &* 16)
        }
        return interleave(folded)
        #endif
    }
}
