// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// The store behind ``ResolvedRepresentationCache``: each transferable type's resolved
/// entries by the identity of its metatype. Entries are added once and never replaced or
/// removed; the first one stored for a type wins.
///
/// Every transfer looks its type up here, so reads take no lock and hash nothing but a
/// pointer: an open-addressed table of fixed capacity whose slots are published with
/// release ordering (the entry is written first, then the key) and read with acquire
/// ordering. Writers are serialised by a mutex. Beyond ``capacity`` types, further ones
/// go to a locked dictionary (correct, only slower).
final class ResolvedRepresentationTable: @unchecked Sendable {
    /// Slots in the lock-free table; a power of two, filled to at most three quarters.
    static let capacity = 1024

    /// Metatype identities (`0`: empty slot), published after their value.
    private let keys: UnsafeMutablePointer<Atomic<UInt>>
    /// The entries, each retained once and kept for the life of the process.
    private let values: UnsafeMutablePointer<Unmanaged<AnyObject>?>
    /// Serialises writers; holds the types beyond the table's capacity and the slot count.
    private let writer = Mutex<(used: Int, overflow: [ObjectIdentifier: AnyObject & Sendable])>((0, [:]))
    /// Whether anything went to the overflow dictionary (read without the lock).
    private let overflowed = Atomic<Bool>(false)

    init() {
        keys = .allocate(capacity: Self.capacity)
        for index in 0..<Self.capacity { (keys + index).initialize(to: Atomic(0)) }
        values = .allocate(capacity: Self.capacity)
        values.initialize(repeating: nil, count: Self.capacity)
    }

    deinit {
        for index in 0..<Self.capacity { values[index]?.release() }
        values.deallocate()
        keys.deinitialize(count: Self.capacity)
        keys.deallocate()
    }

    /// The entries stored for `key`, if any.
    func value(for key: ObjectIdentifier) -> AnyObject? {
        if let stored = slotValue(for: key) { return stored }
        guard overflowed.load(ordering: .acquiring) else { return nil }
        return writer.withLock { state -> AnyObject? in state.overflow[key] }
    }

    /// Stores `value` for `key` unless something is stored already; returns what is stored.
    func insert(_ value: AnyObject & Sendable, for key: ObjectIdentifier) -> AnyObject {
        writer.withLock { state in
            if let existing = slotValue(for: key) ?? state.overflow[key] { return existing }
            guard state.used < Self.capacity / 4 * 3 else {
                state.overflow[key] = value
                overflowed.store(true, ordering: .releasing)
                return value
            }
            let bits = UInt(bitPattern: key)
            var slot = Self.home(of: bits)
            while keys[slot].load(ordering: .relaxed) != 0 { slot = (slot + 1) & (Self.capacity - 1) }
            values[slot] = Unmanaged.passRetained(value)
            keys[slot].store(bits, ordering: .releasing)
            state.used += 1
            return value
        }
    }

    /// The value in the open-addressed slots for `key`, if any (not the overflow).
    private func slotValue(for key: ObjectIdentifier) -> AnyObject? {
        let bits = UInt(bitPattern: key)
        var slot = Self.home(of: bits)
        for _ in 0..<Self.capacity {
            let stored = keys[slot].load(ordering: .acquiring)
            if stored == bits { return values[slot]!.takeUnretainedValue() }
            if stored == 0 { return nil }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        return nil
    }

    /// Where probing for `bits` starts: metadata addresses are aligned, so their low bits
    /// are dropped and the rest mixed (Fibonacci hashing).
    private static func home(of bits: UInt) -> Int {
        Int(truncatingIfNeeded: ((bits >> 4) &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - capacity.trailingZeroBitCount))
    }
}
