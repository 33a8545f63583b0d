// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

/// What the shapes' clipboard holds: a shape copied (from the palette or a row), or an
/// item cut, which a paste moves. Shapes are an own-process type: the clipboard is the
/// window's, never the desktop's, so only Ferry can paste them.
public enum ShapeClipboard: Equatable, Sendable {
    /// A copy of a shape of this kind; pasting adds a new item and keeps the clipboard.
    case copied(ShapePayload.Kind)
    /// The item with this id, cut; pasting moves it (same id, one owner) and empties the
    /// clipboard.
    case cut(ItemID)
}

/// The keyboard path of every drag on the Shapes page (issue #19 item 5): "Copy to…" from
/// the palette, "Move to…" and "Copy to…" from a row, and cut, copy and paste (issue #16
/// item 4). Each goes through the same drag session and drop destination as a drag does,
/// so the acceptance contract, the messages and the move settlement are the drop's own.
extension ShapesModel {
    // MARK: Moving and copying

    /// "Copy to <collection>" from the palette: adds a new `kind` to `collection`, as a
    /// palette drag dropped there does. Returns whether it was added.
    @discardableResult
    public func copy(_ kind: ShapePayload.Kind, into collection: CollectionName) async -> Bool {
        await deliver(startPaletteDrag(kind), to: collection)
    }

    /// "Copy to <collection>" from a row: adds a new item of the same kind (a new id).
    @discardableResult
    public func copy(item id: ItemID, into collection: CollectionName) async -> Bool {
        guard let item = store.item(id) else {
            message = Self.goneMessage
            return false
        }
        return await copy(item.value, into: collection)
    }

    /// "Move to <collection>": moves item `id` there (same id), as dragging it there does.
    /// Moving an item to the collection it is in changes nothing.
    @discardableResult
    public func move(_ id: ItemID, to collection: CollectionName) async -> Bool {
        guard let item = store.item(id), let owner = store.owner(of: id) else {
            message = Self.goneMessage
            return false
        }
        guard owner != collection else {
            message = Self.alreadyThereMessage(item, in: collection)
            return false
        }
        do {
            return await deliver(try startMoveDrag(of: id), to: collection)
        } catch {
            message = tr("Move failed: %1$s.", ErrorText.describe(error))
            return false
        }
    }

    /// The collections a "Move to…" or "Copy to…" from `collection` can go to: the others.
    public func destinations(from collection: CollectionName) -> [CollectionName] {
        collectionNames.filter { $0 != collection }
    }

    /// Drops `session` on `collection`'s destination with no pointer: the keyboard's drop.
    private func deliver(_ session: DragSession, to collection: CollectionName) async -> Bool {
        do {
            try session.move(to: .zero, over: dropTarget(for: collection))
            return try await session.drop().completedOperation != nil
        } catch {
            try? session.cancel()
            message = tr("Drop failed: %1$s.", ErrorText.describe(error))
            return false
        }
    }

    // MARK: Cut, copy and paste

    /// Ctrl+C on a palette entry: copies a shape of `kind`.
    public func copy(_ kind: ShapePayload.Kind) {
        clipboard = .copied(kind)
        message = Self.copiedMessage(kind)
    }

    /// Ctrl+C on a row: copies a shape of the row's kind (a paste makes a new item).
    public func copy(item id: ItemID) {
        guard let item = store.item(id) else {
            message = Self.goneMessage
            return
        }
        copy(item.value)
    }

    /// Ctrl+X on a row: marks the item to be moved by the next paste. It stays where it is
    /// until then, so a cut never pasted loses nothing.
    public func cut(_ id: ItemID) {
        guard let item = store.item(id), let owner = store.owner(of: id) else {
            message = Self.goneMessage
            return
        }
        clipboard = .cut(id)
        message = Self.cutMessage(item, in: owner)
    }

    /// Ctrl+V on a collection: a copied shape is added (the clipboard keeps it); a cut
    /// item is moved there (once: the clipboard empties). Nothing changes when there is
    /// nothing to paste, the cut item is gone, or it is already there.
    @discardableResult
    public func paste(into collection: CollectionName) async -> Bool {
        switch clipboard {
        case nil:
            message = Self.nothingToPasteMessage
            return false
        case .copied(let kind):
            return await copy(kind, into: collection)
        case .cut(let id):
            guard store.item(id) != nil else {
                clipboard = nil
                message = Self.goneMessage
                return false
            }
            let moved = await move(id, to: collection)
            if moved { clipboard = nil }
            return moved
        }
    }

    // MARK: Words

    /// The message when there is nothing to paste.
    nonisolated public static let nothingToPasteMessage = tr("Nothing to paste: copy or cut a shape first.")
    /// The message when the item acted on no longer exists.
    nonisolated public static let goneMessage = tr("That shape is no longer in a collection.")

    /// The message after Ctrl+C.
    nonisolated public static func copiedMessage(_ kind: ShapePayload.Kind) -> String {
        tr("Copied %1$s. Paste it into a collection with Ctrl+V.", kind.displayName)
    }

    /// The message after Ctrl+X.
    nonisolated public static func cutMessage(_ item: StoredItem<ShapePayload.Kind>, in collection: CollectionName) -> String {
        tr("Cut “%1$s” from %2$s. Paste it into the other collection with Ctrl+V to move it.", itemName(item), collection.rawValue)
    }

    /// The message for a move to where the item already is.
    nonisolated public static func alreadyThereMessage(_ item: StoredItem<ShapePayload.Kind>, in collection: CollectionName) -> String {
        tr("“%1$s” is already in %2$s.", itemName(item), collection.rawValue)
    }

    /// An item's name in messages and action labels: kind and short id ("Circle 1A2B3C4D").
    nonisolated public static func itemName(_ item: StoredItem<ShapePayload.Kind>) -> String {
        "\(rowTitle(item)) \(rowDetail(item))"
    }

    /// How a palette entry's keys are described to assistive technologies.
    nonisolated public static let paletteKeysDescription =
        tr("Enter copies it into Collection; Ctrl+C copies it; the menu key offers Copy to each collection.")

    /// How a collection's card is described: its count and how to paste into it.
    nonisolated public static func collectionDescription(_ collection: CollectionName, count: Int) -> String {
        tr("%1$s. Ctrl+V pastes a copied or cut shape here.", countText(collection, count: count))
    }

    /// The accessible name of "Move to…" for a row: "Move “Circle 1A2B3C4D” to Shelf".
    nonisolated public static func moveActionLabel(_ item: StoredItem<ShapePayload.Kind>, to collection: CollectionName) -> String {
        tr("Move “%1$s” to %2$s", itemName(item), collection.rawValue)
    }

    /// The accessible name of "Copy to…" for a row or palette entry.
    nonisolated public static func copyActionLabel(_ name: String, to collection: CollectionName) -> String {
        tr("Copy “%1$s” to %2$s", name, collection.rawValue)
    }
}
