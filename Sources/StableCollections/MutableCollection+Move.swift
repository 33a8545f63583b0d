// SPDX-License-Identifier: Apache-2.0
#if !canImport(SwiftUI)
extension MutableCollection {
    /// Moves all the elements at the given offsets to the given destination offset,
    /// keeping their order — the same result as SwiftUI's method of this name, so that
    /// Mac model code calling it (for example from `onMove`) compiles unchanged.
    ///
    /// Of the elements not in `source`, those before `destination` move toward the start
    /// and those at or after it move toward the end; the moved elements go in between.
    /// Moving a single element to its own offset, or to the offset after it, changes
    /// nothing.
    ///
    /// Where SwiftUI traps on bad input, this method rounds instead (documented rounding):
    /// offsets outside `0..<count` are ignored, repeated offsets count once, and
    /// `destination` is clamped into `0...count`. ``Swift/Collection/movingElements(fromOffsets:toOffset:)``
    /// returns `nil` for such input instead, and ``IdentifiedList`` offers a throwing
    /// variant that reports it as an error.
    ///
    /// - Parameters:
    ///   - source: the offsets of the elements to move (an `IndexSet` works here).
    ///   - destination: the offset of the element before which the moved elements go.
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
        let elementCount = count
        var isMoving = [Bool](repeating: false, count: elementCount)
        for offset in source where offset >= 0 && offset < elementCount { isMoving[offset] = true }
        let clampedDestination = Swift.min(Swift.max(destination, 0), elementCount)
        guard let order = OffsetMove.order(moving: isMoving, destination: clampedDestination) else { return }
        let snapshot = Array(self)
        var index = startIndex
        for offset in order {
            self[index] = snapshot[offset]
            formIndex(after: &index)
        }
    }
}
#endif
