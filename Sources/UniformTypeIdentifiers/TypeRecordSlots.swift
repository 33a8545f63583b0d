// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// A fixed number of places for records that are made on first use (the desktop
/// database's types), each written at most once and read without a lock.
///
/// Reading is one atomic load. Writing publishes with a compare-and-exchange, so when two
/// threads make the same record at once both end up with the first one published, and a
/// type keeps a single record (and identity) for the life of the registry.
final class TypeRecordSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Atomic<Unmanaged<TypeRecord>?>>
    let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        for index in 0..<count { (slots + index).initialize(to: Atomic(nil)) }
    }

    deinit {
        for index in 0..<count {
            slots[index].load(ordering: .acquiring)?.release()
        }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The record published at `index`, if any.
    @inline(__always)
    subscript(index: Int) -> TypeRecord? {
        slots[index].load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// Publishes `record` at `index` unless another record got there first, and returns
    /// the record that is there now.
    func publish(_ record: TypeRecord, at index: Int) -> TypeRecord {
        let retained = Unmanaged.passRetained(record)
        let (exchanged, original) = slots[index].compareExchange(
            expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if exchanged { return record }
        retained.release()
        return original!.takeUnretainedValue()
    }
}
