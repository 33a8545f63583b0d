// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A move of items out of one collection that a drag session has started: the items
/// stay in their source, marked as in flight, until the session ends.
///
/// The ticket is the only way to remove moved items, and it settles once:
/// ``CollectionStore/completeMove(_:into:at:)`` (the store moves them in one
/// transaction) or ``CollectionStore/endMove(_:outcome:)`` after a completed move (the
/// source removes them, the destination having inserted its own copies). Whichever
/// happens first, the other cannot remove them again.
public struct MoveTicket: Hashable, Sendable, CustomStringConvertible {
    /// Identifies the move.
    public let id: UUID
    /// The collection the items are moving out of.
    public let source: CollectionName
    /// The moving items, in their source order.
    public let items: [ItemID]

    public var description: String {
        "move \(id.uuidString.prefix(8)) of \(items.count) item\(items.count == 1 ? "" : "s") from \(source)"
    }
}
