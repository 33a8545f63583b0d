// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// Hands out the indexes of a range, in order, each exactly once, to whichever task asks
/// next (the workers of a ``DropBatch``).
@usableFromInline
final class IndexCursor: Sendable {
    @usableFromInline let next: Atomic<Int>
    @usableFromInline let end: Int

    @usableFromInline init(_ range: Range<Int>) {
        next = Atomic(range.lowerBound)
        end = range.upperBound
    }

    /// The next unclaimed index, or `nil` once every index has been claimed.
    @inlinable func claim() -> Int? {
        // Wrapping: one `lock xadd` (the checked add is a compare-and-swap loop); the
        // count cannot come near overflow.
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < end ? index : nil
    }

    /// Whether every index has been claimed (not necessarily finished).
    @inlinable var isExhausted: Bool {
        next.load(ordering: .relaxed) >= end
    }
}
