// SPDX-License-Identifier: Apache-2.0
/// What one pass over a tag's UTF-8 bytes, eight at a time, finds: its `TagTable` hash and
/// what `TypeIdentifierSyntax.lookupKey(forTag:tagClass:)` needs to know to judge it
/// without a byte loop. The fast lookups start here; anything out of the ordinary
/// (non-ASCII, parameters, spaces) is left to the general path.
struct TagScan {
    /// `TagTable.hash` of the bytes.
    var hash: UInt64 = 0
    /// Some byte is a control character (below 0x20, or DEL): the tag is invalid.
    var hasControl = false
    /// Some byte is 0x80 or above, `;` or a space: the general path decides.
    var needsGeneralPath = false
    /// How many `/` the tag holds.
    var slashes = 0
    /// Some byte is an ASCII capital.
    var hasUppercase = false

    /// Scans `bytes` (not empty).
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let base = bytes.baseAddress!
        let count = bytes.count
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        var high: UInt64 = 0
        var control: UInt64 = 0
        var special: UInt64 = 0
        var slashes = 0
        var capitals: UInt64 = 0
        var index = 0
        while index < count {
            let remaining = count &- index
            let word = remaining >= 8 ? TagTable.word(base, at: index) : TagTable.tail(base, from: index, count: count)
            // The high bit of each byte that holds input (the tail word is zero padded).
            let lanes = remaining >= 8 ? TagTable.highBits : TagTable.highBits & ((1 &<< UInt64(8 &* remaining)) &- 1)
            high |= word
            // Below 0x20: the high bit stays clear after adding 0x60 (ASCII bytes only).
            let low = word & TagTable.lowBits
            control |= ~(low &+ 0x6060_6060_6060_6060) & ~word & lanes
            control |= Self.equalBytes(word, 0x7F)
            special |= Self.equalBytes(word, UInt8(ascii: ";")) | Self.equalBytes(word, UInt8(ascii: " "))
            // Count the marked bytes with one multiply (no POPCNT on baseline x86-64).
            slashes &+= Int(truncatingIfNeeded: ((Self.equalBytes(word, UInt8(ascii: "/")) &>> 7) &* TagTable.ones) &>> 56)
            let folded = TagTable.fold(word)
            capitals |= folded ^ word
            hash = TagTable.mix(hash, folded)
            index &+= 8
        }
        self.hash = TagTable.finish(hash, length: count)
        self.hasControl = control != 0
        self.needsGeneralPath = high & TagTable.highBits != 0 || special != 0
        self.slashes = slashes
        self.hasUppercase = capitals != 0
    }

    /// The high bit of every byte of `word` equal to `byte` (an ASCII byte, not NUL): exact
    /// per byte, since no addition carries into the next byte.
    @inline(__always)
    static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* TagTable.ones)
        return ~(((difference & TagTable.lowBits) &+ TagTable.lowBits) | difference) & TagTable.highBits
    }
}
