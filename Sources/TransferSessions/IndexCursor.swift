import Synchronization

/// Hands out the indexes of a range, in order, each exactly once, to whichever task asks
/// next (the workers of a ``DropBatch``).
final class IndexCursor: Sendable {
    private let next: Atomic<Int>
    private let end: Int

    init(_ range: Range<Int>) {
        next = Atomic(range.lowerBound)
        end = range.upperBound
    }

    /// The next unclaimed index, or `nil` once every index has been claimed.
    func claim() -> Int? {
        // Wrapping: one `lock xadd` (the checked add is a compare-and-swap loop); the
        // count cannot come near overflow.
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < end ? index : nil
    }

    /// Whether every index has been claimed (not necessarily finished).
    var isExhausted: Bool {
        next.load(ordering: .relaxed) >= end
    }
}
