// SPDX-License-Identifier: Apache-2.0
import Foundation

extension CollectionStore {
    /// Starts a drag session's move of `ids` (all from one collection): they stay where
    /// they are, marked in flight, until the move is settled by its ticket. Put the
    /// ticket in the session's local context; call ``endMove(_:outcome:)`` when the
    /// session ends, whatever the outcome.
    public mutating func beginMove(_ ids: [ItemID]) throws(CollectionStoreError) -> MoveTicket {
        let source = try checkMovable(ids, requireSameSource: true)
        let order = collections[source]!.ids
        let moving = Set(ids)
        let ticket = MoveTicket(id: UUID(), source: source, items: order.filter(moving.contains))
        pendingMoves[ticket.id] = PendingMove(ticket: ticket, state: .inFlight)
        for id in ids { inFlight[id] = ticket.id }
        commit()
        return ticket
    }

    /// Strategy (a), used by a destination in this process: moves the ticket's items
    /// (keeping their ids) into `destination` at `index` (at the end when `nil`) in one
    /// transaction. The source's later ``endMove(_:outcome:)`` then removes nothing.
    ///
    /// - Returns: The moved ids, in order.
    @discardableResult
    public mutating func completeMove(_ ticket: MoveTicket, into destination: CollectionName, at index: Int? = nil) throws(CollectionStoreError) -> [ItemID] {
        guard let pending = pendingMoves[ticket.id] else { throw .unknownMoveTicket(ticket.id) }
        if case .movedByStore(let into) = pending.state { throw .moveAlreadyCompleted(ticket.id, into: into) }
        try transfer(pending.ticket.items, to: destination, at: index)
        for id in pending.ticket.items { inFlight[id] = nil }
        pendingMoves[ticket.id]!.state = .movedByStore(into: destination)
        commit()
        return pending.ticket.items
    }

    /// The source's side, called once when its drag session ends.
    ///
    /// - After a completed move whose destination inserted its own items (strategy b),
    ///   the originals are removed, in one transaction.
    /// - When the store already moved the items (strategy a), nothing is removed.
    /// - Otherwise (cancelled, dropped outside, copied, rejected, failed) the items stay.
    ///
    /// The ticket is settled either way: a second call throws
    /// ``CollectionStoreError/unknownMoveTicket(_:)`` and removes nothing.
    @discardableResult
    public mutating func endMove(_ ticket: MoveTicket, outcome: DragOutcome) throws(CollectionStoreError) -> MoveSettlement {
        guard let pending = pendingMoves[ticket.id] else { throw .unknownMoveTicket(ticket.id) }
        pendingMoves[ticket.id] = nil
        for id in pending.ticket.items where inFlight[id] == ticket.id { inFlight[id] = nil }
        let settlement: MoveSettlement
        switch (pending.state, outcome) {
        case (.movedByStore(let into), _):
            settlement = .alreadyMovedByStore(into: into)
        case (.inFlight, .completed(.move)):
            let ids = pending.ticket.items
            _ = collections[pending.ticket.source]!.removeAll(in: Set(ids))
            for id in ids { owners[id] = nil }
            settlement = .removedFromSource(ids)
        case (.inFlight, _):
            settlement = .keptInSource
        }
        commit()
        return settlement
    }
}
