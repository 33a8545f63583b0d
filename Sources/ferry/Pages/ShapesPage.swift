// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit
import Observation

/// SPEC scene 1, "Shapes": a palette (Circle, Square) and two collections (Collection and
/// Shelf). Dragging from the palette copies into a collection; dragging an item between
/// the collections moves it (Ctrl held: copies).
///
/// The page holds no rules: `ShapesModel` (FerryScenes) owns the collections, the
/// message, the highlight and the contract; ``DesktopDragBridge`` drives its drag sessions
/// from GTK's drag events. Collection takes drops through the model's typed destination,
/// Shelf through its item-provider destination: both paths of the SPEC, same contract.
@MainActor
final class ShapesPage {
    let root: Widget
    private let context: PageContext
    private let model = ShapesModel(moveStrategy: .storeTransaction)
    private let bridge = DesktopDragBridge.shared
    private let messageLabel = Label(ShapesModel.initialMessage)
    private let lastDragLabel = Label(ShapesModel.lastDragText(nil))
    private let developerNotice = Label("")
    private var collections: [CollectionView] = []
    /// What the palette sends (the developer menu changes it).
    private(set) var paletteMode = PaletteDragMode.normal

    init(context: PageContext) {
        self.context = context
        let palette = Box(.vertical, spacing: 8, [Label(tr("Palette")).cssClass("heading").textAlignment(0)])
        let page = Box(.vertical, spacing: 16)
        root = ScrolledWindow(page.margins(24))
        for kind in model.palette {
            // A button, so that Tab stops on it and Enter or Space copies it into Collection.
            let entry = Button("") { [unowned self] in self.copy(kind, into: ShapesModel.collection) }
                .content(Self.shapeTile(kind, title: kind.displayName, iconSize: 32))
                .cssClass("card").cssClass("ferry-palette-entry").minimumSize(width: 180, height: 56)
            entry.accessibleLabel(tr("%1$s (palette)", kind.displayName))
            entry.accessibleDescription(ShapesModel.paletteKeysDescription)
            entry.onKeyPress { [unowned self] key in self.paletteKey(key, kind: kind, entry: entry) }
            entry.tooltip = tr("Drag %1$s into Collection", kind.displayName)
            let drag = DragState()
            entry.draggable(self.beginPaletteDrag(kind, drag: drag, source: entry), operations: [.copy],
                            preview: { [unowned self] _ in self.previewWidget(for: kind) },
                            onEnded: { [unowned self] outcome in self.dragEnded(drag, outcome, source: "palette \(kind)") })
            palette.append(entry)
            context.landmark("palette-\(kind)", entry)
        }
        let collectionsBox = Box(.horizontal, spacing: 16)
        for name in model.collectionNames {
            let view = CollectionView(name: name) { [unowned self] row in self.connectSource(row) }
            // Keys from the collection's rows (GTK's list rows take the focus) and its list.
            view.card.onKeyPress { [unowned self] key in
                if let row = view.list.focusedRow, self.rowKey(key, row: row) { return true }
                return self.collectionKey(key, view: view)
            }
            collections.append(view)
            collectionsBox.append(view.card.expand(horizontally: true, vertically: false))
            context.landmark("collection-\(name.rawValue.lowercased())", view.card)
            connectDestination(view)
        }
        context.landmarks { [weak self] in
            guard let self else { return [] }
            return self.collections.flatMap { view in
                view.visibleRows().map { ("item-\(view.name.rawValue.lowercased())-\($0.index)", $0.widget) }
            }
        }
        messageLabel.cssClass("title-4").textAlignment(0).wraps()
        lastDragLabel.cssClass("dim-label").textAlignment(0).wraps()
        developerNotice.cssClass("warning").textAlignment(0).wraps()
        developerNotice.isVisible = false
        page.append(Label(tr("Drag a shape from the palette into Collection. Drag items between Collection and Shelf to move them; hold Ctrl while dropping to copy instead.")).wraps().textAlignment(0).cssClass("dim-label"))
        page.append(Box(.horizontal, spacing: 24, [palette.align(vertical: .start), collectionsBox.expand(vertically: false)]))
        page.append(messageLabel)
        page.append(lastDragLabel)
        page.append(developerNotice)
        observeModel()
    }

    /// Switches what the palette sends (developer menu).
    func setPaletteMode(_ mode: PaletteDragMode) {
        paletteMode = mode
        developerNotice.text = mode.notice ?? ""
        developerNotice.isVisible = mode.notice != nil
        FerryLog.write(.paletteMode(window: context.windowTitle, mode: mode))
    }

    // MARK: Sources

    /// Per drag source: the handle of its drag in progress.
    private final class DragState { var handle: DragSessionHandle? }

    private func beginPaletteDrag(_ kind: ShapePayload.Kind, drag: DragState, source: Widget) -> DragSessionHandle? {
        let mode = paletteMode
        drag.handle = bridge.begin(owner: model, keepAlive: source) { model.startPaletteDrag(kind, mode: mode) }
        FerryLog.write(.dragBegan(window: context.windowTitle, source: "palette \(kind) mode=\(mode.rawValue)"))
        return drag.handle
    }

    private func beginMoveDrag(of row: ShapeRow, drag: DragState) -> DragSessionHandle? {
        guard let id = row.item?.id else { return nil }
        drag.handle = bridge.begin(owner: model, keepAlive: row.box) { try model.startMoveDrag(of: id) }
        FerryLog.write(.dragBegan(window: context.windowTitle, source: "item \(ShapesModel.shortID(id))"))
        return drag.handle
    }

    private func dragEnded(_ drag: DragState, _ outcome: ToolkitDragEnd, source: String) {
        guard let handle = drag.handle else { return }
        drag.handle = nil
        Task { @MainActor [weak self] in
            guard let self, let result = await self.bridge.end(handle, outcome) else { return }
            self.lastDragLabel.text = ShapesModel.lastDragText(result)
            FerryLog.write(.dragEnded(window: self.context.windowTitle, source: source, toolkit: outcome, session: result))
            self.context.logGeometry()
        }
    }

    // MARK: The keyboard path (every drag has one)

    /// A palette entry's keys (Enter and Space are the button's: copy into Collection, as
    /// the seed's drag does): Ctrl+C copies the shape, the menu key offers "Copy to…" each
    /// collection.
    private func paletteKey(_ key: KeyPress, kind: ShapePayload.Kind, entry: Widget) -> Bool {
        if key.opensContextMenu {
            PopoverMenu.present(from: entry, items: model.collectionNames.map { name in
                PopoverMenu.Item(ShapesModel.copyActionLabel(kind.displayName, to: name)) { [unowned self] in self.copy(kind, into: name) }
            } + [PopoverMenu.Item(tr("Copy")) { [unowned self] in self.model.copy(kind) }])
            return true
        }
        guard key.name == "c", key.control, !key.shift, !key.alt else { return false }
        model.copy(kind)
        return true
    }

    /// A row's keys: Ctrl+C copies the item, Ctrl+X cuts it (Ctrl+V, left to the
    /// collection's card, pastes); the menu key offers "Move to…" and "Copy to…" the other
    /// collections, cut, copy and paste.
    private func rowKey(_ key: KeyPress, row: ShapeRow) -> Bool {
        guard let item = row.item else { return false }
        if key.opensContextMenu {
            var items: [PopoverMenu.Item] = []
            for name in model.destinations(from: row.collection) {
                items.append(PopoverMenu.Item(ShapesModel.moveActionLabel(item, to: name)) { [unowned self] in self.move(item.id, to: name) })
                items.append(PopoverMenu.Item(ShapesModel.copyActionLabel(ShapesModel.itemName(item), to: name)) { [unowned self] in
                    self.keyboardDrop(into: name) { await self.model.copy(item: item.id, into: name) }
                })
            }
            let collection = row.collection
            items += [PopoverMenu.Item(tr("Cut")) { [unowned self] in self.model.cut(item.id) },
                      PopoverMenu.Item(tr("Copy")) { [unowned self] in self.model.copy(item: item.id) },
                      PopoverMenu.Item(tr("Paste")) { [unowned self] in self.paste(into: collection) }]
            PopoverMenu.present(from: row.box, items: items)
            return true
        }
        guard key.control, !key.shift, !key.alt else { return false }
        switch key.name {
        case "c": model.copy(item: item.id)
        case "x": model.cut(item.id)
        default: return false
        }
        return true
    }

    /// A collection's keys (from the card or any row in it): Ctrl+V pastes there.
    private func collectionKey(_ key: KeyPress, view: CollectionView) -> Bool {
        if key.opensContextMenu {
            let name = view.name
            PopoverMenu.present(from: view.card, items: [PopoverMenu.Item(tr("Paste into %1$s", name.rawValue)) { [unowned self] in self.paste(into: name) }])
            return true
        }
        guard key.name == "v", key.control, !key.shift, !key.alt else { return false }
        paste(into: view.name)
        return true
    }

    private func copy(_ kind: ShapePayload.Kind, into collection: CollectionName) {
        keyboardDrop(into: collection) { await self.model.copy(kind, into: collection) }
    }

    private func move(_ id: ItemID, to collection: CollectionName) {
        keyboardDrop(into: collection) { await self.model.move(id, to: collection) }
    }

    private func paste(into collection: CollectionName) {
        keyboardDrop(into: collection) { await self.model.paste(into: collection) }
    }

    /// Runs a keyboard drop; when something arrived, focus goes to the collection it went
    /// to, so the next key acts there (the row that had focus may be gone).
    private func keyboardDrop(into collection: CollectionName, _ drop: @escaping @MainActor () async -> Bool) {
        Task { @MainActor [weak self] in
            guard await drop(), let self else { return }
            self.renderNow()
            self.collections.first { $0.name == collection }?.focusZone.grabFocus()
        }
    }

    // MARK: Destinations

    private func target(_ name: CollectionName) -> any DropTarget { model.dropTarget(for: name) }

    private func connectDestination(_ view: CollectionView) {
        let name = view.name
        view.card.dropDestination(for: DragSessionHandle.self, preferredOperation: .move, action: { [unowned self] handles, point in
            guard let handle = handles.first else { return false }
            let taken = self.bridge.drop(handle, on: self.target(name), owner: self.model, at: CGPoint(x: point.x, y: point.y))
            FerryLog.write(.dropped(window: self.context.windowTitle, target: name.rawValue, taken: taken))
            return taken
        }, isTargeted: { [unowned self] targeted in
            if targeted { self.bridge.enter(self.target(name)) } else { self.bridge.leave(self.target(name)) }
        })
    }

    // MARK: Showing the model

    private func observeModel() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeModel() }
        }
    }

    /// Draws the model now (observation redraws on the next turn of the main loop).
    func renderNow() { render() }

    private func render() {
        if messageLabel.text != model.message {
            messageLabel.text = model.message
            FerryLog.write(.shapesMessage(window: context.windowTitle, text: model.message))
        }
        var changed = false
        for view in collections {
            let highlighted = model.highlightedCollection == view.name
            if view.card.hasCSSClass("ferry-drop-target") != highlighted {
                view.card.setCSSClass("ferry-drop-target", highlighted)
                FerryLog.write(.highlighted(window: context.windowTitle, collection: view.name.rawValue, isOn: highlighted))
            }
            changed = view.show(model.items(in: view.name)) || changed
        }
        if changed { context.logGeometry() }
    }

    /// Makes a collection row the drag source of whichever item it shows when a drag starts.
    private func connectSource(_ row: ShapeRow) {
        let drag = DragState()
        row.box.draggable(self.beginMoveDrag(of: row, drag: drag), operations: [.copy, .move],
                          preview: { [unowned self] _ in self.previewWidget(for: row.item?.value ?? .circle) },
                          onEnded: { [unowned self] outcome in
                              self.dragEnded(drag, outcome, source: "item \(row.item.map { ShapesModel.shortID($0.id) } ?? "?")")
                          })
    }

    /// The drag preview the model describes: a 300×300 rounded rectangle saying "Drop …".
    private func previewWidget(for kind: ShapePayload.Kind) -> Widget {
        let preview = model.preview(for: kind)
        return Box(.vertical, spacing: 12, [
            Image(iconName: Self.iconName(kind), pixelSize: 96),
            Label(preview.title).cssClass("title-1"),
        ]).align(horizontal: .center, vertical: .center)
            .cssClass("ferry-drag-preview")
            .minimumSize(width: Int(preview.size.width), height: Int(preview.size.height))
    }

    static func iconName(_ kind: ShapePayload.Kind) -> String {
        switch kind {
        case .circle: "media-record-symbolic"
        case .square: "media-playback-stop-symbolic"
        }
    }

    static func shapeTile(_ kind: ShapePayload.Kind, title: String, iconSize: Int) -> Box {
        Box(.horizontal, spacing: 10, [
            Image(iconName: iconName(kind), pixelSize: iconSize),
            Label(title).textAlignment(0).expand(vertically: false),
        ]).margins(top: 4, leading: 10, bottom: 4, trailing: 10)
    }
}

/// One collection's card: heading, count, the items in a lazily built list and an
/// empty-state hint. List rows are recycled, so each row's drag source asks the row which
/// item it shows when a drag starts.
@MainActor
private final class CollectionView {
    typealias Item = StoredItem<ShapePayload.Kind>
    let name: CollectionName
    let card: Box
    private let countLabel = Label("")
    private let store = ListStore<Item>()
    private let emptyHint: Label
    private(set) var list: ListView<Item, ShapeRow>!
    /// The list's scrolled window: the collection's stop for Tab.
    private(set) var focusZone: Widget!

    init(name: CollectionName, makeRow: @escaping @MainActor (ShapeRow) -> Void) {
        self.name = name
        emptyHint = Label(ShapesModel.emptyHint(for: name))
        emptyHint.cssClass("dim-label").margins(12)
        countLabel.cssClass("dim-label").textAlignment(0)
        list = ListView(store: store, makeRow: {
            let row = ShapeRow(collection: name)
            makeRow(row)
            return row
        }, bind: { row, item in row.show(item) }, rowLabel: { ShapesModel.rowAccessibleLabel($0, in: name) })
        list.cssClass("ferry-shape-list")
        // On the list, not on each row: GTK shows a row's parent's tooltip, and setting
        // one per row cost a quarter of a millisecond a row (50 ms for the ~200 rows GTK
        // builds when a big drop first fills the list).
        list.tooltip = tr("Drag to move; hold Ctrl to copy")
        // The list's scrolled window is where Tab stops in an empty collection (in a full
        // one, it passes focus on to the rows): named as the collection, for Ctrl+V.
        focusZone = ScrolledWindow(list).minimumSize(height: 180).expand(horizontally: true, vertically: true)
        focusZone.accessibleLabel(name.rawValue)
        card = Box(.vertical, spacing: 6, [Label(name.rawValue).cssClass("heading").textAlignment(0), countLabel, focusZone, emptyHint])
        card.accessibleRole(.group)
        card.cssClass("card").cssClass("ferry-collection").minimumSize(width: 260, height: 260)
        card.accessibleLabel(name.rawValue)
        setCount(0)
    }

    /// The ids shown, in order.
    var shownIDs: [ItemID] { store.elements.map(\.id) }

    /// The row boxes on screen, in item order (for the geometry log).
    func visibleRows() -> [(index: Int, widget: Widget)] {
        let rows = Dictionary(list.heldRows.compactMap { row in row.item.map { ($0.id, row) } }, uniquingKeysWith: { first, _ in first })
        return store.elements.enumerated().compactMap { index, item in rows[item.id].map { (index, $0.box) } }
    }

    /// Shows `items`; returns whether the rows changed.
    func show(_ items: [Item]) -> Bool {
        guard items.map(\.id) != shownIDs else { return false }
        store.replaceAll(with: items)
        setCount(items.count)
        emptyHint.isVisible = items.isEmpty
        return true
    }

    private func setCount(_ count: Int) {
        countLabel.text = ShapesModel.countText(name, count: count)
        card.accessibleDescription(ShapesModel.collectionDescription(name, count: count))
        focusZone.accessibleDescription(ShapesModel.collectionDescription(name, count: count))
    }
}

/// One row of a collection: the item's icon and kind, with its short id as dimmed secondary
/// text; it is the drag source of the item it shows.
@MainActor
final class ShapeRow: ListRow {
    let box: Box
    var widget: Widget { box }
    let collection: CollectionName
    private let circle = Image(iconName: ShapesPage.iconName(.circle), pixelSize: 16)
    private let square = Image(iconName: ShapesPage.iconName(.square), pixelSize: 16)
    private let title = Label("")
    private let detail = Label("")
    private(set) var item: StoredItem<ShapePayload.Kind>?

    init(collection: CollectionName) {
        self.collection = collection
        title.textAlignment(0).expand(vertically: false)
        detail.cssClass("dim-label").cssClass("caption")
        box = Box(.horizontal, spacing: 10, [circle, square, title, detail])
        box.margins(top: 2, leading: 8, bottom: 2, trailing: 8).cssClass("ferry-item-row").minimumSize(height: 32)
    }

    func show(_ item: StoredItem<ShapePayload.Kind>) {
        self.item = item
        circle.isVisible = item.value == .circle
        square.isVisible = item.value == .square
        title.text = ShapesModel.rowTitle(item)
        detail.text = ShapesModel.rowDetail(item)
        box.accessibleLabel(ShapesModel.rowAccessibleLabel(item, in: collection))
    }
}

extension ShapesPage {
    /// Drops `count` palette payloads on Collection through the model's typed destination
    /// (no pointer involved); returns the milliseconds until the model applied the batch
    /// and until the next frame was painted with the list updated, or `nil` on failure.
    func measureDrop(count: Int) async -> (applied: Double, frame: Double)? {
        let items = (0..<count).map { ItemProvider(ShapePayload(kind: $0 % 2 == 0 ? .circle : .square)) }
        let session = DragSession(items: items, allowedOperations: [.copy])
        let started = ContinuousClock.now
        do {
            try session.move(to: .zero, over: model.dropDestination(for: ShapesModel.collection))
            guard try await session.drop() == .completed(.copy) else { return nil }
        } catch {
            return nil
        }
        let applied = seconds(since: started) * 1000
        renderNow()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            root.onNextFramePainted { continuation.resume() }
        }
        return (applied, seconds(since: started) * 1000)
    }

    /// Drops a few shapes through the model (no pointer), so screenshots show content.
    func populateForScreenshots() async {
        for (kind, collection) in [(ShapePayload.Kind.circle, ShapesModel.collection), (.square, ShapesModel.collection), (.circle, ShapesModel.shelf)] {
            let session = model.startPaletteDrag(kind)
            let target: any DropTarget = collection == ShapesModel.collection
                ? model.dropDestination(for: collection) : model.providerDropDestination(for: collection)
            try? session.move(to: .zero, over: target)
            _ = try? await session.drop()
        }
    }
}
