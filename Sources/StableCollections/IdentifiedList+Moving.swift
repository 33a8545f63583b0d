// SPDX-License-Identifier: Apache-2.0
extension IdentifiedList {
    /// Moves the elements at `source` to `destination` with exactly the result of
    /// SwiftUI's `move(fromOffsets:toOffset:)`, except for move-disabled elements, which
    /// are never lifted.
    ///
    /// Of the elements that are not moved, those before `destination` move toward the
    /// start and those at or after it toward the end; the moved elements go in between,
    /// in their original order. Moving one element to its own offset or to the next one
    /// changes nothing.
    ///
    /// A move-disabled element in `source` is dropped from it, just as a SwiftUI row with
    /// `moveDisabled(true)` cannot be picked up: it stays among the elements that are not
    /// moved (which may still shift it by the others' move).
    ///
    /// - Parameters:
    ///   - source: offsets of the elements to move (an `IndexSet` works here); a repeated
    ///     offset counts once.
    ///   - destination: the offset of the element before which the moved elements go,
    ///     in `0...count`, counted before the move.
    /// - Returns: the ids that moved, in their new order (empty when nothing moved).
    /// - Throws: ``IdentifiedListError/offsetOutOfRange(offset:count:)`` or
    ///   ``IdentifiedListError/destinationOutOfRange(destination:count:)``; the list is
    ///   unchanged then.
    @discardableResult
    public mutating func move(
        fromOffsets source: some Sequence<Int>,
        toOffset destination: Int
    ) throws(IdentifiedListError<ID>) -> [ID] {
        let count = elements.count
        guard destination >= 0, destination <= count else {
            throw .destinationOutOfRange(destination: destination, count: count)
        }
        var isMoving = [Bool](repeating: false, count: count)
        for offset in source {
            guard offset >= 0, offset < count else {
                throw .offsetOutOfRange(offset: offset, count: count)
            }
            isMoving[offset] = !moveDisabledIDs.contains(identify(elements[offset]))
        }
        guard let order = OffsetMove.order(moving: isMoving, destination: destination) else { return [] }
        let previous = elements
        elements = order.map { previous[$0] }
        reindex(from: 0)
        return order.lazy.filter { isMoving[$0] }.map { self.identify(previous[$0]) }
    }

    /// Marks the element with `id` as one that moves must leave in place (SwiftUI's
    /// `moveDisabled(_:)`), or clears the mark.
    ///
    /// - Throws: ``IdentifiedListError/unknownID(_:)``.
    public mutating func setMoveDisabled(_ isDisabled: Bool, for id: ID) throws(IdentifiedListError<ID>) {
        guard offsetsByID[id] != nil else { throw .unknownID(id) }
        if isDisabled { moveDisabledIDs.insert(id) } else { moveDisabledIDs.remove(id) }
    }

    /// Whether the element with `id` is move-disabled (`false` for unknown ids).
    public func isMoveDisabled(_ id: ID) -> Bool { moveDisabledIDs.contains(id) }
}
