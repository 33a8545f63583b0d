// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Why a ``CollectionStore`` transaction was refused. A refused transaction changes
/// nothing.
public enum CollectionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No collection has this name.
    case unknownCollection(CollectionName)
    /// A collection with this name exists already.
    case duplicateCollection(CollectionName)
    /// No item has this id.
    case unknownItem(ItemID)
    /// The same id was given twice in one request.
    case duplicateItem(ItemID)
    /// The item is being moved by a drag session; only that session's ticket may move or
    /// remove it.
    case itemInFlight(ItemID, ticket: UUID)
    /// A move request named no items.
    case emptyMove
    /// The items of one session move must come from one collection.
    case mixedSources(ItemID, expected: CollectionName, found: CollectionName)
    /// The ticket is not (or no longer) pending: it was settled already.
    case unknownMoveTicket(UUID)
    /// The store already moved this ticket's items; they cannot be moved by it again.
    case moveAlreadyCompleted(UUID, into: CollectionName)
    /// `index` is not a valid insertion position in a collection of `count` items.
    case indexOutOfRange(index: Int, collection: CollectionName, count: Int)

    public var description: String {
        switch self {
        case .unknownCollection(let name):
            "there is no collection named \"\(name)\""
        case .duplicateCollection(let name):
            "a collection named \"\(name)\" exists already"
        case .unknownItem(let id):
            "there is no item \(id)"
        case .duplicateItem(let id):
            "item \(id) is listed twice"
        case let .itemInFlight(id, ticket):
            "item \(id) is being moved by drag session move \(ticket.uuidString); settle that move instead"
        case .emptyMove:
            "a move needs at least one item"
        case let .mixedSources(id, expected, found):
            "item \(id) is in \"\(found)\", but the move's other items are in \"\(expected)\""
        case .unknownMoveTicket(let id):
            "move \(id.uuidString) is not pending (it was settled already, or never begun in this store)"
        case let .moveAlreadyCompleted(id, into):
            "move \(id.uuidString) was already completed into \"\(into)\""
        case let .indexOutOfRange(index, collection, count):
            "index \(index) is outside 0...\(count) in \"\(collection)\""
        }
    }
}
