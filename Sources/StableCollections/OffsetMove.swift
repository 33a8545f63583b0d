// SPDX-License-Identifier: Apache-2.0
/// The reordering behind SwiftUI's `move(fromOffsets:toOffset:)`, shared by
/// ``IdentifiedList``, the `MutableCollection` extension and `movingElements`.
///
/// Of the elements that do not move, those before `destination` end up first and those
/// at or after it end up last; the moving elements go in between in their original
/// order. That is a stable partition of `0..<destination` (moving ones last) followed by
/// a stable partition of `destination..<count` (moving ones first).
enum OffsetMove {
    /// The new order, as old offsets, or `nil` when the order would not change.
    ///
    /// - Parameters:
    ///   - isMoving: one flag per element; `true` for the elements being moved.
    ///   - destination: the insertion point, already known to be in `0...isMoving.count`.
    static func order(moving isMoving: [Bool], destination: Int) -> [Int]? {
        let count = isMoving.count
        var order: [Int] = []
        order.reserveCapacity(count)
        for offset in 0..<destination where !isMoving[offset] { order.append(offset) }
        for offset in 0..<destination where isMoving[offset] { order.append(offset) }
        for offset in destination..<count where isMoving[offset] { order.append(offset) }
        for offset in destination..<count where !isMoving[offset] { order.append(offset) }
        for (position, offset) in order.enumerated() where position != offset { return order }
        return nil
    }
}
