// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions
import Observation

/// The view state and rules of SPEC scene 1 ("Shapes"), headless: a palette of shapes,
/// two collections, the message line and which collection is highlighted. The GTK page
/// only wires widgets to it: drag sources call ``startPaletteDrag(_:at:)`` or
/// ``startMoveDrag(of:at:)``, drop targets are ``dropDestination(for:)`` (typed path) or
/// ``providerDropDestination(for:)`` (item-provider path) with their frames set from
/// the layout.
///
/// Rules: a successful drop appends new items (new ids) in order and says "Added N
/// shape(s)."; the palette never changes; the whole batch is validated first (empty, or
/// any version other than 1: "Drop rejected: unsupported payload.", nothing added);
/// bytes that fail to decode fail the drop before the rule runs; hovering only
/// highlights; cancelling or dropping outside changes nothing; moves keep each item in
/// exactly one collection, by ``moveStrategy``.
@MainActor
@Observable
public final class ShapesModel {
    /// The message shown before anything happened.
    nonisolated public static var initialMessage: String { tr("Drag a shape into Collection.") }
    /// The message for a batch the contract rejects.
    nonisolated public static var rejectionMessage: String { tr("Drop rejected: unsupported payload.") }
    /// The destination collection of the palette.
    nonisolated public static let collection: CollectionName = "Collection"
    /// The second collection, for moves.
    nonisolated public static let shelf: CollectionName = "Shelf"

    /// The message after `count` shapes were copied in.
    nonisolated public static func addedMessage(_ count: Int) -> String {
        trn("Added %1$d shape(s).", "Added %1$d shape(s).", count: count, count)
    }
    /// The message after `count` shapes were moved in.
    nonisolated public static func movedMessage(_ count: Int) -> String {
        trn("Moved %1$d shape(s).", "Moved %1$d shape(s).", count: count, count)
    }
    /// The message for a drop whose loading or decoding failed.
    nonisolated public static func failureMessage(_ error: DropError) -> String {
        switch error {
        case let .itemFailed(index, count, _):
            trn("Drop failed: item %1$d of %2$d could not be loaded.", "Drop failed: item %1$d of %2$d could not be loaded.",
                count: count, index + 1, count)
        }
    }

    /// How moves between the collections are carried out (both keep every item in
    /// exactly one collection; see ``CollectionStore``).
    public enum MoveStrategy: Sendable, Hashable {
        /// The destination asks the store to move the items in one transaction (same ids).
        case storeTransaction
        /// The destination inserts new items; the source removes the originals only when
        /// the session reports a completed move.
        case destinationInsertsSourceRemoves
    }

    /// The palette's entries; dragging one copies it and never removes it.
    public let palette: [ShapePayload.Kind] = ShapePayload.Kind.allCases
    /// The collections, in display order.
    public let collectionNames: [CollectionName] = [ShapesModel.collection, ShapesModel.shelf]
    /// The items of both collections.
    public internal(set) var store: CollectionStore<ShapePayload.Kind>
    /// The message line.
    public internal(set) var message = ShapesModel.initialMessage
    /// The collection a drag it accepts is over (appearance only).
    public internal(set) var highlightedCollection: CollectionName?
    /// How moves are carried out.
    public var moveStrategy: MoveStrategy
    /// The most recent drop's result, for diagnostics (the failing index, the rule).
    public internal(set) var lastDropResult: DropResult?
    /// How the most recent drag this model started ended.
    public internal(set) var lastDragOutcome: DragOutcome?
    /// What Ctrl+C or Ctrl+X last put on the shapes' clipboard (see ``copy(_:)``).
    public internal(set) var clipboard: ShapeClipboard?

    @ObservationIgnored var typedDestinations: [CollectionName: DropDestination<ShapePayload>] = [:]
    @ObservationIgnored var providerDestinations: [CollectionName: ProviderDropDestination] = [:]

    /// A model with an empty Collection and Shelf.
    public init(moveStrategy: MoveStrategy = .storeTransaction) {
        self.moveStrategy = moveStrategy
        store = try! CollectionStore(collections: [Self.collection, Self.shelf]) // distinct constant names
    }

    /// The items of `collection`, in order.
    public func items(in collection: CollectionName) -> [StoredItem<ShapePayload.Kind>] {
        store.items(in: collection).map(Array.init) ?? []
    }

    /// What the pointer shows while dragging a shape.
    public func preview(for kind: ShapePayload.Kind) -> DragPreview {
        DragPreview(title: tr("Drop %1$s", kind.displayName))
    }

    // MARK: Words on screen

    /// The line under a collection's heading: "Collection: 2 shapes".
    nonisolated public static func countText(_ collection: CollectionName, count: Int) -> String {
        trn("%1$s: %2$d shape", "%1$s: %2$d shapes", count: count, collection.rawValue, count)
    }

    /// What an empty collection says.
    nonisolated public static func emptyHint(for collection: CollectionName) -> String {
        collection == Self.collection ? tr("Drop shapes here") : tr("Drag items here to move them")
    }

    /// The line saying how the last drag ended ("Last drag: none" before any).
    nonisolated public static func lastDragText(_ outcome: DragOutcome?) -> String {
        outcome.map { tr("Last drag: %1$s", outcomeText($0)) } ?? tr("Last drag: none")
    }

    /// A row's title: the shape's kind, as the seed's `Label(item.kind.rawValue, …)` shows it.
    nonisolated public static func rowTitle(_ item: StoredItem<ShapePayload.Kind>) -> String {
        item.value.displayName
    }

    /// A row's secondary text: the first eight digits of its id, so two copies of the same
    /// kind can be told apart.
    nonisolated public static func rowDetail(_ item: StoredItem<ShapePayload.Kind>) -> String {
        shortID(item.id)
    }

    /// How a row is read out: kind, id and collection ("Circle 1A2B3C4D in Collection").
    nonisolated public static func rowAccessibleLabel(_ item: StoredItem<ShapePayload.Kind>, in collection: CollectionName) -> String {
        tr("%1$s %2$s in %3$s", rowTitle(item), rowDetail(item), collection.rawValue)
    }

    /// How a drag ended, in words ("completed (copy)", "cancelled").
    nonisolated public static func outcomeText(_ outcome: DragOutcome) -> String {
        ErrorText.describe(outcome)
    }

    /// The first eight hexadecimal digits of an item's id, enough to tell items apart.
    nonisolated public static func shortID(_ id: ItemID) -> String { String(id.rawValue.uuidString.prefix(8)) }
}
