// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

extension ShapesModel {
    // MARK: Sources

    /// Starts dragging palette entry `kind`: one version-1 payload, copy only.
    public func startPaletteDrag(_ kind: ShapePayload.Kind, at location: CGPoint = .zero) -> DragSession {
        DragSession(items: [ItemProvider(ShapePayload(kind: kind))], allowedOperations: [.copy],
                    preview: preview(for: kind), at: location) { [weak self] outcome in
            self?.lastDragOutcome = outcome
        }
    }

    /// Starts dragging item `id` out of its collection to move it. The item stays where
    /// it is until the session ends; then the store settles the move (see
    /// ``CollectionStore/endMove(_:outcome:)``), whatever the destination did.
    public func startMoveDrag(of id: ItemID, at location: CGPoint = .zero) throws(CollectionStoreError) -> DragSession {
        guard let item = store.item(id) else { throw .unknownItem(id) }
        let ticket = try store.beginMove([id])
        return DragSession(items: [ItemProvider(ShapePayload(kind: item.value))], allowedOperations: [.move],
                           preview: preview(for: item.value), localContext: ticket, at: location) { [weak self] outcome in
            guard let self else { return }
            lastDragOutcome = outcome
            // The ticket was made by this store and is settled only here.
            _ = try? store.endMove(ticket, outcome: outcome)
        }
    }

    // MARK: Destinations

    /// The typed drop destination of `collection` (SwiftUI's `dropDestination`
    /// semantics plus scene 1's contract). One object per collection: set its `frame`
    /// from the layout.
    public func dropDestination(for collection: CollectionName) -> DropDestination<ShapePayload> {
        if let existing = typedDestinations[collection] { return existing }
        let destination = DropDestination(receiving: ShapePayload.self, contract: ShapePayload.acceptanceContract,
                                          performing: { [weak self] payloads, drop in
                                              self?.accept(payloads, drop: drop, into: collection) ?? false
                                          },
                                          isTargeted: { [weak self] in self?.setHighlight(collection, $0) })
        destination.onResult = { [weak self] in self?.report($0) }
        typedDestinations[collection] = destination
        return destination
    }

    /// The item-provider drop destination of `collection`: every item's load starts in
    /// the drop handler, results stay in order, and the batch is applied once on the
    /// main actor or not at all.
    public func providerDropDestination(for collection: CollectionName) -> ProviderDropDestination {
        if let existing = providerDestinations[collection] { return existing }
        let destination = ProviderDropDestination.loading(
            ShapePayload.self, contract: ShapePayload.acceptanceContract,
            apply: { [weak self] payloads, drop in self?.accept(payloads, drop: drop, into: collection) ?? false },
            isTargeted: { [weak self] in self?.setHighlight(collection, $0) })
        destination.onResult = { [weak self] in self?.report($0) }
        providerDestinations[collection] = destination
        return destination
    }

    /// The drop target of `collection` as the scene wires it: Collection takes drops
    /// through the typed destination, Shelf through the item-provider destination, so that
    /// both of the seed's paths run, under the same contract.
    public func dropTarget(for collection: CollectionName) -> any DropTarget {
        collection == Self.collection ? dropDestination(for: collection) : providerDropDestination(for: collection)
    }

    // MARK: Rules

    /// Applies an accepted batch to `collection`, once: a move by the store's
    /// transaction when the strategy says so and the drag came from this store, otherwise
    /// new items appended in order.
    private func accept(_ payloads: [ShapePayload], drop: DropInfo, into collection: CollectionName) -> Bool {
        do {
            if drop.operation == .move, moveStrategy == .storeTransaction, let ticket = drop.localContext as? MoveTicket {
                let moved = try store.completeMove(ticket, into: collection)
                message = Self.movedMessage(moved.count)
            } else {
                try store.insert(payloads.map(\.kind), into: collection)
                message = drop.operation == .move ? Self.movedMessage(payloads.count) : Self.addedMessage(payloads.count)
            }
            return true
        } catch {
            message = tr("Drop failed: %1$s.", ErrorText.describe(error))
            return false
        }
    }

    private func report(_ result: DropResult) {
        lastDropResult = result
        switch result {
        case .succeeded, .declined:
            break // `accept` has said what happened.
        case .rejected(let reason, _):
            message = reason
        case .failed(let error):
            message = Self.failureMessage(error)
        }
    }

    private func setHighlight(_ collection: CollectionName, _ targeted: Bool) {
        if targeted {
            highlightedCollection = collection
        } else if highlightedCollection == collection {
            highlightedCollection = nil
        }
    }
}

extension ShapesModel {
    // MARK: Readiness

    /// Drops one palette payload on a scratch model, through both destinations, so that
    /// the first drop the user makes does not pay for the first use of the transfer path
    /// (type metadata, representation tables, coders, the batch machinery). Touches no
    /// other model; an app calls it once, when idle after its first frame.
    public static func warmUpTransfers() async {
        let scratch = ShapesModel()
        for target in [scratch.dropDestination(for: ShapesModel.collection) as any DropTarget,
                       scratch.providerDropDestination(for: ShapesModel.shelf)] {
            let session = scratch.startPaletteDrag(.circle)
            try? session.move(to: .zero, over: target)
            _ = try? await session.drop()
        }
    }
}
