// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Remembers the line each id was first seen on, for finding repeated ids in a large
/// CSV, several times cheaper than a `Dictionary<UUID, Int>` (which hashes the 16 bytes
/// with SipHash and touches large entries at random).
///
/// The ids and lines are appended to arrays in input order; an open-addressing table of
/// 8-byte slots (a 32-bit tag of the id and its index in those arrays) finds them, so
/// that the randomly accessed memory stays small. Slots come from multiplying the id's
/// bits by odd constants chosen at random per table, so crafted ids cannot force
/// collisions.
struct UUIDLineTable {
    /// A slot: `index + 1` into `ids` (0: empty) and a tag of the id's hash.
    private struct Slot {
        var tag: UInt32 = 0
        var indexPlusOne: UInt32 = 0
    }

    private var slots: SlotStorage
    private var ids: [(high: UInt64, low: UInt64)] = []
    private var lines: [Int] = []
    private var mask: Int
    private let multiplierHigh = UInt64.random(in: 1...UInt64.max) | 1
    private let multiplierLow = UInt64.random(in: 1...UInt64.max) | 1

    /// A table with room for about `capacity` ids before it grows.
    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = SlotStorage(count: size)
        mask = size - 1
        ids.reserveCapacity(capacity)
        lines.reserveCapacity(capacity)
    }

    /// Ids queued by ``insertLater(_:line:)``, in input order.
    private var pending: [(id: UUID, line: Int)] = []

    /// How many ids ``insertLater(_:line:)`` has queued.
    var pendingCount: Int { pending.count }

    /// Queues `id` on `line` for ``insertPending()``.
    ///
    /// A large table is read at random, so each insertion misses the cache; when
    /// insertions are separated by a whole record's decoding, each miss is waited for
    /// alone. Inserted back to back, their misses overlap, several times faster.
    mutating func insertLater(_ id: UUID, line: Int) {
        pending.append((id, line))
    }

    /// Inserts the queued ids in order and returns the first one that was recorded
    /// before (with its line and the earlier line), leaving the ids after it uninserted;
    /// `nil` when none was. The queue is empty afterwards.
    mutating func insertPending() -> (id: UUID, line: Int, firstLine: Int)? {
        defer { pending.removeAll(keepingCapacity: true) }
        for (id, line) in pending {
            if let first = insert(id, line: line) { return (id, line, first) }
        }
        return nil
    }

    /// Records that `id` is on `line` and returns `nil`, or returns the line it was
    /// recorded on before (keeping that one).
    mutating func insert(_ id: UUID, line: Int) -> Int? {
        let (high, low) = Self.halves(id)
        if (ids.count + 1) * 2 > slots.count { grow() }
        if !isKnownUniquelyReferenced(&slots) { slots = slots.copy() }
        let hash = self.hash(high: high, low: low)
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        let mask = mask
        var position = Int(truncatingIfNeeded: hash) & mask
        let slots = self.slots.base
        let found = ids.withUnsafeBufferPointer { ids -> Int? in
            while slots[position].indexPlusOne != 0 {
                let index = Int(slots[position].indexPlusOne) - 1
                if slots[position].tag == tag && ids[index].high == high && ids[index].low == low { return index }
                position = (position &+ 1) & mask
            }
            return nil
        }
        if let found { return lines[found] }
        ids.append((high, low))
        lines.append(line)
        slots[position] = Slot(tag: tag, indexPlusOne: UInt32(truncatingIfNeeded: ids.count))
        return nil
    }

    private func hash(high: UInt64, low: UInt64) -> UInt64 {
        let mixed = (high &* multiplierHigh) ^ (low &* multiplierLow)
        return mixed ^ (mixed >> 31)
    }

    private mutating func grow() {
        slots = SlotStorage(count: slots.count * 2)
        mask = slots.count - 1
        let slots = self.slots.base
        for (index, id) in ids.enumerated() {
            let hash = hash(high: id.high, low: id.low)
            var position = Int(truncatingIfNeeded: hash) & mask
            while slots[position].indexPlusOne != 0 { position = (position + 1) & mask }
            slots[position] = Slot(tag: UInt32(truncatingIfNeeded: hash >> 32), indexPlusOne: UInt32(truncatingIfNeeded: index + 1))
        }
    }

    private static func halves(_ id: UUID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.uuid) { raw in
            (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// The slots: zeroed memory, in huge pages where the system offers them (Linux
    /// `madvise`): the table is read at random, and a large one would otherwise cost a TLB
    /// miss on top of a cache miss per lookup. Copied on write by the table.
    private final class SlotStorage {
        let base: UnsafeMutablePointer<Slot>
        let count: Int

        init(count: Int) {
            self.count = count
            let bytes = count * MemoryLayout<Slot>.stride
            let hugePage = 2 << 20
            var memory: UnsafeMutableRawPointer?
            guard posix_memalign(&memory, bytes >= hugePage ? hugePage : 64, bytes) == 0, let memory else {
                fatalError("out of memory for a table of \(count) ids")
            }
            #if os(Linux)
            if bytes >= hugePage { _ = madvise(memory, bytes, MADV_HUGEPAGE) }
            #endif
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            base = memory.bindMemory(to: Slot.self, capacity: count)
        }

        func copy() -> SlotStorage {
            let copy = SlotStorage(count: count)
            copy.base.update(from: base, count: count)
            return copy
        }

        deinit {
            free(base)
        }
    }
}
