// SPDX-License-Identifier: Apache-2.0
/// One slot per item, each written once by the task loading that item and read only
/// after every task has finished (the task group's end orders the writes before the
/// read), so no lock is needed.
@usableFromInline
final class ResultSlots<Value>: @unchecked Sendable {
    @usableFromInline let storage: UnsafeMutableBufferPointer<Value?>

    @inlinable init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    @inlinable func write(_ value: Value, at index: Int) {
        storage[index] = value
    }

    /// Moves the value at `index` out, leaving the slot empty; `nil` if none was written.
    /// Call once the writer of that slot has finished.
    @inlinable func take(at index: Int) -> Value? {
        storage[index].take()
    }

    /// Every value written, in order of index (the slots never written are skipped);
    /// call once all writers have finished.
    @inlinable func takeWritten() -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(storage.count)
        for index in storage.indices {
            if let value = storage[index].take() { values.append(value) }
        }
        return values
    }
}
