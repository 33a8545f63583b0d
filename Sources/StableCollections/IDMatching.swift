// SPDX-License-Identifier: Apache-2.0
/// Finds, for each id of an old list, its position in a new list, checking that ids are
/// unique in both. The first step of a keyed diff, and its most expensive one.
///
/// Small lists use a `Dictionary`. Large ones use a partitioned hash join: every id is
/// hashed once, entries are bucketed by the hash's top bits (a stable counting sort), and
/// each bucket is matched in a small open-addressing table that stays in cache. A
/// dictionary of a million ids misses the cache on nearly every access; the buckets do
/// not, which keeps the cost per id roughly flat as lists grow.
@usableFromInline
enum IDMatching {
    /// An id's hash and its offset in its own list (16 bytes, whatever the id type:
    /// the id itself is read from the list only when two hashes are equal).
    @usableFromInline
    struct Entry {
        @usableFromInline var hash: Int
        @usableFromInline var offset: Int

        @inlinable
        init(hash: Int, offset: Int) {
            self.hash = hash
            self.offset = offset
        }
    }

    /// Lists with at least this many ids in total use the partitioned join.
    @usableFromInline
    static let partitionThreshold = 16_384

    /// The new position of each old id, or −1 for an id the new list lacks.
    ///
    /// - Parameter partitioned: forces one strategy (tests use this); `nil` picks by size.
    /// - Throws: the duplicate with the smallest second offset, old list first, so both
    ///   strategies report the same error.
    @inlinable
    static func newPositions<ID: Hashable & Sendable>(
        of old: [ID],
        in new: [ID],
        partitioned: Bool? = nil
    ) throws(KeyedDiffError<ID>) -> [Int] {
        // The partitioned join's table holds 32-bit entry indexes.
        let fitsTable = old.count < Int(Int32.max) && new.count < Int(Int32.max)
        if fitsTable, partitioned ?? (old.count + new.count >= partitionThreshold) {
            return try partitionedJoin(old, new)
        }
        return try dictionaryJoin(old, new)
    }

    @inlinable
    static func dictionaryJoin<ID: Hashable & Sendable>(_ old: [ID], _ new: [ID]) throws(KeyedDiffError<ID>) -> [Int] {
        var oldOffsets = [ID: Int](minimumCapacity: old.count)
        for offset in old.indices {
            if let first = oldOffsets.updateValue(offset, forKey: old[offset]) {
                throw .duplicateID(old[offset], list: .old, firstOffset: first, secondOffset: offset)
            }
        }
        var newPositionOfOld = [Int](repeating: -1, count: old.count)
        var insertedPositions: [ID: Int] = [:]
        for position in new.indices {
            let id = new[position]
            if let offset = oldOffsets[id] {
                let earlier = newPositionOfOld[offset]
                if earlier >= 0 {
                    throw .duplicateID(id, list: .new, firstOffset: earlier, secondOffset: position)
                }
                newPositionOfOld[offset] = position
            } else if let earlier = insertedPositions.updateValue(position, forKey: id) {
                throw .duplicateID(id, list: .new, firstOffset: earlier, secondOffset: position)
            }
        }
        return newPositionOfOld
    }

    /// Buckets `ids` by the top `bits` bits of their hashes, keeping list order inside
    /// each bucket. Returns the entries and the start of each bucket (plus the end).
    @inlinable
    static func bucketed<ID: Hashable>(_ ids: [ID], bits: Int) -> (entries: [Entry], starts: [Int]) {
        let bucketCount = 1 << bits
        let shift = UInt(64 - bits)
        let count = ids.count
        var starts = [Int](repeating: 0, count: bucketCount + 1)
        // Hash each id once, counting bucket sizes.
        let hashes = [Int](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            ids.withUnsafeBufferPointer { ids in
                starts.withUnsafeMutableBufferPointer { starts in
                    for offset in 0..<count {
                        let hash = ids[offset].hashValue
                        buffer[offset] = hash
                        starts[Int(truncatingIfNeeded: UInt(bitPattern: hash) >> shift) + 1] += 1
                    }
                }
            }
            initializedCount = count
        }
        for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
        var cursors = Array(starts[0..<bucketCount])
        let entries = [Entry](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            hashes.withUnsafeBufferPointer { hashes in
                cursors.withUnsafeMutableBufferPointer { cursors in
                    for offset in 0..<count {
                        let hash = hashes[offset]
                        let bucket = Int(truncatingIfNeeded: UInt(bitPattern: hash) >> shift)
                        buffer[cursors[bucket]] = Entry(hash: hash, offset: offset)
                        cursors[bucket] += 1
                    }
                }
            }
            initializedCount = count
        }
        return (entries, starts)
    }

    @inlinable
    static func partitionedJoin<ID: Hashable & Sendable>(_ old: [ID], _ new: [ID]) throws(KeyedDiffError<ID>) -> [Int] {
        // Buckets of at most about 32k entries (their 32-bit table fits in cache), at most
        // 1,024 buckets.
        var bits = 0
        while bits < 10, (old.count + new.count) >> bits > 32_768 { bits += 1 }
        let (oldEntries, oldStarts) = bucketed(old, bits: bits)
        let (newEntries, newStarts) = bucketed(new, bits: bits)

        var newPositionOfOld = [Int](repeating: -1, count: old.count)
        // The duplicates with the smallest second offset, per list.
        var oldDuplicate: (id: ID, first: Int, second: Int)?
        var newDuplicate: (id: ID, first: Int, second: Int)?

        // Table slots (32-bit, to keep the table small enough for the cache): an old entry
        // index (≥ 0), a new entry index e stored as −(e + 1), or `empty`.
        let empty = Int32.min
        var largestBucket = 0
        for bucket in 0..<(1 << bits) {
            let size = oldStarts[bucket + 1] - oldStarts[bucket] + newStarts[bucket + 1] - newStarts[bucket]
            largestBucket = max(largestBucket, size)
        }
        var capacity = 8
        while capacity < 2 * largestBucket { capacity <<= 1 }
        var table = [Int32](repeating: empty, count: capacity)

        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                oldEntries.withUnsafeBufferPointer { oldEntries in
                    newEntries.withUnsafeBufferPointer { newEntries in
                        table.withUnsafeMutableBufferPointer { table in
                            newPositionOfOld.withUnsafeMutableBufferPointer { newPositionOfOld in
                                for bucket in 0..<(1 << bits) {
                                    let oldRange = oldStarts[bucket]..<oldStarts[bucket + 1]
                                    let newRange = newStarts[bucket]..<newStarts[bucket + 1]
                                    var size = 8
                                    while size < 2 * (oldRange.count + newRange.count) { size <<= 1 }
                                    let mask = size - 1
                                    for slot in 0..<size { table[slot] = empty }

                                    for index in oldRange {
                                        let entry = oldEntries[index]
                                        var slot = entry.hash & mask
                                        while true {
                                            let occupant = table[slot]
                                            if occupant == empty {
                                                table[slot] = Int32(truncatingIfNeeded: index)
                                                break
                                            }
                                            let other = oldEntries[Int(occupant)]
                                            if other.hash == entry.hash, old[other.offset] == old[entry.offset] {
                                                if oldDuplicate.map({ entry.offset < $0.second }) ?? true {
                                                    oldDuplicate = (old[entry.offset], other.offset, entry.offset)
                                                }
                                                break
                                            }
                                            slot = (slot + 1) & mask
                                        }
                                    }

                                    for index in newRange {
                                        let entry = newEntries[index]
                                        var slot = entry.hash & mask
                                        while true {
                                            let occupant = table[slot]
                                            if occupant == empty {
                                                table[slot] = -Int32(truncatingIfNeeded: index + 1)
                                                break
                                            }
                                            if occupant >= 0 {
                                                let other = oldEntries[Int(occupant)]
                                                if other.hash == entry.hash, old[other.offset] == new[entry.offset] {
                                                    let earlier = newPositionOfOld[other.offset]
                                                    if earlier < 0 {
                                                        newPositionOfOld[other.offset] = entry.offset
                                                    } else if newDuplicate.map({ entry.offset < $0.second }) ?? true {
                                                        newDuplicate = (new[entry.offset], earlier, entry.offset)
                                                    }
                                                    break
                                                }
                                            } else {
                                                let other = newEntries[-(Int(occupant) + 1)]
                                                if other.hash == entry.hash, new[other.offset] == new[entry.offset] {
                                                    if newDuplicate.map({ entry.offset < $0.second }) ?? true {
                                                        newDuplicate = (new[entry.offset], other.offset, entry.offset)
                                                    }
                                                    break
                                                }
                                            }
                                            slot = (slot + 1) & mask
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if let duplicate = oldDuplicate {
            throw .duplicateID(duplicate.id, list: .old, firstOffset: duplicate.first, secondOffset: duplicate.second)
        }
        if let duplicate = newDuplicate {
            throw .duplicateID(duplicate.id, list: .new, firstOffset: duplicate.first, secondOffset: duplicate.second)
        }
        return newPositionOfOld
    }
}
