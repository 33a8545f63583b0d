// SPDX-License-Identifier: Apache-2.0
/// Walks a buffer from one possibly special byte (delimiter, quote, CR, LF) to the next,
/// 64 bytes at a time, using the block masks of a `BlockClassifier`.
///
/// Positions asked for never decrease (the parser only moves forward), so the cursor keeps
/// the bits of the current block not yet passed and visits blocks in order, 64 bytes apart. It also
/// checks UTF-8 on the way, only in blocks that hold a byte above 0x7F (an all-ASCII block
/// is valid UTF-8: the block's non-ASCII mask comes from the same vector pass as its special
/// bytes), and notes the first invalid byte it met.
struct SpecialByteCursor {
    /// Buffer index of the current block.
    var blockStart: Int
    /// Bit `i`: byte `blockStart + i` may be special.
    var blockBits: UInt64 = 0
    /// Bytes before this index have been checked for UTF-8 (or lie in all-ASCII blocks).
    var validatedEnd: Int
    /// The lowest index of an invalid UTF-8 byte found so far, `Int.max` if none.
    var firstInvalid = Int.max

    /// A cursor whose first block will start at `position`.
    init(startingAt position: Int) {
        blockStart = position &- 64
        validatedEnd = position
    }

    /// The first possibly special byte at or after `from` and before `limit`, or `limit`.
    ///
    /// A position, once returned, is consumed: its bit is cleared, so that the usual next
    /// call (from just after it) finds the next bit without any masking. Bits the caller
    /// stepped over (the LF of a CRLF, the second quote of `""`) are dropped on the way.
    @inline(__always)
    mutating func next<Classifier: BlockClassifier>(
        from: Int, base: UnsafePointer<UInt8>, limit: Int, delimiter: UInt8, classifier: Classifier.Type
    ) -> Int {
        while true {
            if blockBits != 0 {
                let position = blockStart &+ blockBits.trailingZeroBitCount
                blockBits &= blockBits &- 1
                if position >= from { return position }
                continue
            }
            let nextStart = blockStart &+ 64
            if nextStart >= limit { return limit }
            blockStart = nextStart
            let block = Classifier.blockBits(base + nextStart, delimiter: delimiter)
            blockBits = block.special
            if limit &- nextStart < 64 {
                blockBits &= (1 &<< UInt64(truncatingIfNeeded: limit &- nextStart)) &- 1
            }
            if block.nonASCII != 0 {
                (validatedEnd, firstInvalid) = Self.validateBlock(
                    base: base, blockStart: nextStart, nonASCII: block.nonASCII, validatedEnd: validatedEnd,
                    firstInvalid: firstInvalid, limit: limit)
            }
        }
    }

    /// Checks the UTF-8 of the block at `blockStart` (and of a sequence that runs past its
    /// end) and returns the new `validatedEnd` and `firstInvalid`. It visits only the
    /// non-ASCII bytes, through `nonASCII`, the block's mask of them (a scalar walk over
    /// them measured faster than a vector check of whole blocks on mostly-Latin text). Out
    /// of line and free of `inout` so that `next` stays small and keeps the cursor in
    /// registers.
    @inline(never)
    static func validateBlock(
        base: UnsafePointer<UInt8>, blockStart: Int, nonASCII: UInt64, validatedEnd: Int, firstInvalid: Int, limit: Int
    ) -> (validatedEnd: Int, firstInvalid: Int) {
        var mask = nonASCII
        let blockEnd = min(blockStart &+ 64, limit)
        if blockEnd &- blockStart < 64 { mask &= (1 &<< UInt64(truncatingIfNeeded: blockEnd &- blockStart)) &- 1 }
        // Bytes already checked as part of a sequence that started in the previous block.
        let checked = validatedEnd &- blockStart
        if checked > 0 { mask = checked >= 64 ? 0 : mask & (~0 &<< UInt64(truncatingIfNeeded: checked)) }
        var invalid = firstInvalid
        var end = max(validatedEnd, blockEnd)
        while mask != 0 {
            let offset = mask.trailingZeroBitCount
            let index = blockStart &+ offset
            var length: Int
            let lead = base[index]
            if lead >= 0xC2 && lead <= 0xDF && index &+ 1 < limit && base[index &+ 1] & 0xC0 == 0x80 {
                length = 2
            } else if let sequence = UTF8Validator.sequenceLength(base, at: index, limit: limit) {
                length = sequence
            } else {
                if index < invalid { invalid = index }
                // The continuation bytes that follow belong to the same invalid sequence.
                length = 1
                while index &+ length < limit && base[index &+ length] & 0xC0 == 0x80 { length &+= 1 }
            }
            end = max(end, index &+ length)
            let next = offset &+ length
            mask = next >= 64 ? 0 : mask & (~0 &<< UInt64(truncatingIfNeeded: next))
        }
        return (end, invalid)
    }
}
