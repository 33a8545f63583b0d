// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A broken rule of a ``CollectionStore``: always a bug in the store, never bad input.
public enum StoreInvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// The list of names and the stored collections differ.
    case collectionListMismatch(names: [String], stored: [String])
    /// An id appears in more than one place.
    case ownedMoreThanOnce(ItemID, collections: [CollectionName])
    /// The owner recorded for an id is not the collection that holds it.
    case ownerMismatch(ItemID, recorded: CollectionName?, holder: CollectionName?)
    /// A move in flight and its items disagree.
    case inconsistentMove(UUID, item: ItemID)

    public var description: String {
        switch self {
        case let .collectionListMismatch(names, stored):
            "collection names \(names) do not match the stored collections \(stored)"
        case let .ownedMoreThanOnce(id, collections):
            "item \(id) is owned more than once (\(collections.map(\.rawValue).joined(separator: ", ")))"
        case let .ownerMismatch(id, recorded, holder):
            "item \(id) is recorded as owned by \(recorded.map { "\"\($0)\"" } ?? "nobody") but held by \(holder.map { "\"\($0)\"" } ?? "nobody")"
        case let .inconsistentMove(ticket, item):
            "move \(ticket.uuidString) and item \(item) disagree about the item being in flight"
        }
    }
}
