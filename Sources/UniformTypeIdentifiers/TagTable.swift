// SPDX-License-Identifier: Apache-2.0
/// An immutable hash table from tags (MIME types, filename extensions) to what the
/// registry knows about them, built once when the registry loads and then read by any
/// thread without a lock.
///
/// Keys are byte strings compared without ASCII case: a lookup folds `Text/Plain` to
/// `text/plain` as it hashes, eight bytes at a time, straight from the caller's UTF-8, so
/// it allocates nothing. Stored keys are folded the same way when the table is built.
/// Non-ASCII bytes are compared as they are (callers fold those with
/// `String.lowercased()` first, as the registry's lookup keys do).
///
/// Open addressing with linear probing, at most half full, so a probe usually touches one
/// slot; each slot keeps the key's hash and length, so a byte comparison happens only on
/// a real match.
final class TagTable: @unchecked Sendable {
    /// What the registry stores for one key: where its declared types are, and which
    /// desktop type it names (-1 when it names none).
    struct Entry: Equatable, Sendable {
        /// The declared types carrying the tag: `declaredCount` records of the registry's
        /// flat list from index `declared` (none when the count is 0).
        var declared: Int32 = 0
        var declaredCount: Int32 = 0
        /// Index of the desktop database's canonical MIME type the tag names.
        var desktop: Int32 = -1
    }

    private struct Slot {
        /// The key's length in bytes; 0 marks an empty slot (the empty key is never stored).
        var length: UInt32 = 0
        /// The low 32 bits of the key's hash.
        var hash: UInt32 = 0
        /// Where the key's folded bytes start in `words`, in words.
        var wordOffset: UInt32 = 0
        var entry = Entry()
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let slotMask: Int
    /// Every key's folded bytes, each padded with zeros to whole words.
    private let words: UnsafeMutablePointer<UInt64>
    /// How many keys the table holds.
    let count: Int

    /// Builds a table from keys and their entries. Keys are folded (ASCII case) first; of
    /// keys that fold to the same bytes, the first to set each field of the entry wins.
    /// Empty keys are left out.
    init(_ pairs: [(key: String, entry: Entry)]) {
        var capacity = 16
        while capacity < 2 * pairs.count { capacity *= 2 }
        let slotMask = capacity - 1
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        let maximumWords = max(1, pairs.reduce(0) { $0 + ($1.key.utf8.count + 7) / 8 })
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: maximumWords)
        words.initialize(repeating: 0, count: maximumWords)
        var usedWords = 0
        var stored = 0
        for (key, entry) in pairs {
            var key = key
            key.withUTF8 { bytes in
                guard !bytes.isEmpty, bytes.count <= Int(UInt32.max) else { return }
                let hash = Self.hash(bytes)
                var position = Int(truncatingIfNeeded: hash) & slotMask
                while slots[position].length != 0 {
                    let slot = slots[position]
                    if slot.hash == UInt32(truncatingIfNeeded: hash) && Int(slot.length) == bytes.count
                        && Self.matches(bytes, words + Int(slot.wordOffset)) {
                        if slot.entry.declaredCount == 0 {
                            slots[position].entry.declared = entry.declared
                            slots[position].entry.declaredCount = entry.declaredCount
                        }
                        if slot.entry.desktop < 0 { slots[position].entry.desktop = entry.desktop }
                        return
                    }
                    position = (position + 1) & slotMask
                }
                let base = bytes.baseAddress!
                var index = 0
                var offset = usedWords
                while index + 8 <= bytes.count {
                    words[offset] = Self.fold(Self.word(base, at: index))
                    offset += 1
                    index += 8
                }
                if index < bytes.count {
                    words[offset] = Self.fold(Self.tail(base, from: index, count: bytes.count))
                    offset += 1
                }
                slots[position] = Slot(
                    length: UInt32(bytes.count), hash: UInt32(truncatingIfNeeded: hash), wordOffset: UInt32(usedWords),
                    entry: entry)
                usedWords = offset
                stored += 1
            }
        }
        self.slots = slots
        self.slotMask = slotMask
        self.words = words
        count = stored
    }

    deinit {
        slots.deallocate()
        words.deallocate()
    }

    /// The entry for `key`, compared without ASCII case; `hash` must be `hash(key)`.
    @inline(__always)
    func entry(for key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Entry? {
        let hash32 = UInt32(truncatingIfNeeded: hash)
        var position = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let slot = slots[position]
            if slot.length == 0 { return nil }
            if slot.hash == hash32 && Int(slot.length) == key.count && Self.matches(key, words + Int(slot.wordOffset)) {
                return slot.entry
            }
            position = (position &+ 1) & slotMask
        }
    }

    /// The entry for `key`, compared without ASCII case.
    func entry(for key: String) -> Entry? {
        var key = key
        return key.withUTF8 { bytes in bytes.isEmpty ? nil : entry(for: bytes, hash: Self.hash(bytes)) }
    }

    /// Whether `key`, folded, equals the stored words at `stored`.
    @inline(__always)
    private static func matches(_ key: UnsafeBufferPointer<UInt8>, _ stored: UnsafePointer<UInt64>) -> Bool {
        let base = key.baseAddress!
        var stored = stored
        var index = 0
        while index &+ 8 <= key.count {
            if fold(word(base, at: index)) != stored.pointee { return false }
            stored += 1
            index &+= 8
        }
        if index < key.count {
            return fold(tail(base, from: index, count: key.count)) == stored.pointee
        }
        return true
    }

    // MARK: Words

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The eight bytes at `base + index`, first byte lowest.
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// The bytes `index..<count` (fewer than eight) as a word padded with zero bytes.
    @inline(__always)
    static func tail(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) -> UInt64 {
        if count >= 8 {
            // The last eight bytes, shifted so that the ones already read drop out.
            return word(base, at: count &- 8) &>> UInt64(8 &* (8 &- (count &- index)))
        }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for position in index..<count {
            value |= UInt64(base[position]) &<< shift
            shift &+= 8
        }
        return value
    }

    /// `word` with its ASCII capitals made small; every other byte is left alone.
    @inline(__always)
    static func fold(_ word: UInt64) -> UInt64 {
        let low = word & lowBits
        // A byte's high bit after adding: ≥ "A" (0x41), and > "Z" (0x5A). No carry crosses
        // a byte because `low` has no high bits.
        let atLeastA = low &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = low &+ 0x2525_2525_2525_2525
        let capitals = atLeastA & ~pastZ & ~word & highBits
        return word | (capitals &>> 2)
    }

    /// The hash of `key` folded: the words mixed by multiply and shift, then the length.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let base = key.baseAddress!
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        var index = 0
        while index &+ 8 <= key.count {
            hash = mix(hash, fold(word(base, at: index)))
            index &+= 8
        }
        if index < key.count { hash = mix(hash, fold(tail(base, from: index, count: key.count))) }
        return finish(hash, length: key.count)
    }

    @inline(__always)
    static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed &>> 29)
    }

    @inline(__always)
    static func finish(_ hash: UInt64, length: Int) -> UInt64 {
        let mixed = (hash ^ UInt64(truncatingIfNeeded: length)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed &>> 31)
    }
}
