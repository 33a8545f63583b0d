// SPDX-License-Identifier: Apache-2.0
extension Collection {
    /// The elements after moving those at `source` to before the element at
    /// `destination`, keeping the moved elements' order: the result of SwiftUI's
    /// `move(fromOffsets:toOffset:)` on a copy, for input from outside that must be
    /// checked rather than rounded.
    ///
    /// Where `MutableCollection.move(fromOffsets:toOffset:)` rounds bad input, this
    /// method refuses it: it returns `nil` when an offset in `source` lies outside
    /// `0..<count` or `destination` lies outside `0...count`. A repeated offset counts
    /// once. Moving a single element to its own offset, or to the offset after it, returns
    /// the elements unchanged.
    ///
    /// ```swift
    /// ["a", "b", "c", "d"].movingElements(fromOffsets: [0], toOffset: 3) // ["b", "c", "a", "d"]
    /// ["a", "b"].movingElements(fromOffsets: [2], toOffset: 0)           // nil
    /// ```
    ///
    /// - Parameters:
    ///   - source: the offsets of the elements to move (an `IndexSet` works here).
    ///   - destination: the offset of the element before which the moved elements go,
    ///     counted before the move; `count` for the end.
    /// - Returns: the elements in their new order, or `nil` for offsets out of range.
    public func movingElements(fromOffsets source: some Sequence<Int>, toOffset destination: Int) -> [Element]? {
        let elements = Array(self)
        guard destination >= 0, destination <= elements.count else { return nil }
        var isMoving = [Bool](repeating: false, count: elements.count)
        for offset in source {
            guard offset >= 0, offset < elements.count else { return nil }
            isMoving[offset] = true
        }
        guard let order = OffsetMove.order(moving: isMoving, destination: destination) else { return elements }
        return order.map { elements[$0] }
    }
}
