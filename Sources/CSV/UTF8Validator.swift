// SPDX-License-Identifier: Apache-2.0
/// Checks bytes for well-formed UTF-8 (the Unicode standard's table 3-7: no overlong
/// forms, no surrogates, nothing above U+10FFFF, no truncated sequences).
enum UTF8Validator {
    /// The index of the first byte in `start..<limit` that does not begin a well-formed
    /// UTF-8 sequence, or `nil` when all of them are well formed. `start` must be at the
    /// start of a sequence.
    static func firstInvalidIndex(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Int? {
        var index = start
        while index < limit {
            index = skipASCII(base, from: index, limit: limit)
            guard index < limit else { return nil }
            guard let length = sequenceLength(base, at: index, limit: limit) else { return index }
            index &+= length
        }
        return nil
    }

    /// Validates whole sequences from `start` until at least `target` (or `limit`), notes
    /// the first invalid byte in `firstInvalid` (when it is lower), and returns where it
    /// stopped: `target` or a little past it when a sequence crosses it, never in the middle
    /// of a sequence.
    static func validate(
        _ base: UnsafePointer<UInt8>, from start: Int, through target: Int, limit: Int, firstInvalid: inout Int
    ) -> Int {
        var index = start
        let end = min(target, limit)
        while index < end {
            index = skipASCII(base, from: index, limit: end)
            guard index < end else { break }
            // The common two-byte case (Latin, Greek, Cyrillic…) without the general table.
            let lead = base[index]
            if lead >= 0xC2 && lead <= 0xDF && index &+ 1 < limit && base[index &+ 1] & 0xC0 == 0x80 {
                index &+= 2
                continue
            }
            if let length = sequenceLength(base, at: index, limit: limit) {
                index &+= length
            } else {
                if index < firstInvalid { firstInvalid = index }
                index &+= 1
                // The continuation bytes that follow belong to the same invalid sequence.
                while index < limit && base[index] & 0xC0 == 0x80 { index &+= 1 }
            }
        }
        return index
    }

    /// The first index at or after `start` (and before `limit`) of a byte above 0x7F, or
    /// `limit`.
    @inline(__always)
    static func skipASCII(_ base: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Int {
        var index = start
        while index &+ 8 <= limit {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let high = word & ByteScanner.highBits
            if high != 0 { return index &+ (high.trailingZeroBitCount &>> 3) }
            index &+= 8
        }
        while index < limit && base[index] < 0x80 { index &+= 1 }
        return index
    }

    /// The length of the well-formed sequence at `index` (before `limit`), or `nil` when
    /// the bytes there are not one.
    @inline(__always)
    static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, limit: Int) -> Int? {
        let lead = base[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default: return nil
        }
        guard index &+ length <= limit else { return nil }
        let second = base[index &+ 1]
        guard second >= secondLow && second <= secondHigh else { return nil }
        var offset = 2
        while offset < length {
            guard base[index &+ offset] & 0xC0 == 0x80 else { return nil }
            offset &+= 1
        }
        return length
    }
}
