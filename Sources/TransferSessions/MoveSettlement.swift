// SPDX-License-Identifier: Apache-2.0
/// What ``CollectionStore/endMove(_:outcome:)`` did when the source's session ended.
public enum MoveSettlement: Sendable, Hashable {
    /// The session completed a move and the destination had inserted its own items: the
    /// originals were removed from the source (these ids).
    case removedFromSource([ItemID])
    /// The store had already moved the items (same ids) into this collection during the
    /// drop; nothing more was removed.
    case alreadyMovedByStore(into: CollectionName)
    /// The session did not complete a move (cancelled, dropped outside, copied, rejected
    /// or failed): the items stay in the source, no longer in flight.
    case keptInSource
}
