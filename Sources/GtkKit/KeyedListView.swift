// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport

/// A lazily built list of rows identified by integer keys, for lists whose membership
/// changes wholesale (a filter over 10⁵ records): a `GtkListView` over GtkKit's keyed
/// `GListModel`, fed directly with the keys.
///
/// ``setKeys(_:)`` costs one pass over the keys and never rebuilds the rows on screen:
/// a row whose key stays in view keeps its widget, the focused row always does (so an
/// edit in progress stays with its record), and a row whose key left is bound again, in
/// place, to a key now in view. GTK 4.8 reuses a row widget only for the same model item, so without this a
/// change of every visible key would destroy and rebuild the ~200 rows GTK keeps around
/// the visible ones (80–180 ms at 100,000 keys with an entry per row).
///
/// Rows are ``ListRow`` objects, made and bound as in ``ListView``.
///
/// Put it in a ``ScrolledWindow``.
@MainActor
public final class KeyedListView<Row: ListRow>: Widget {
    private let model: UnsafeMutableRawPointer
    private let modelReference: ObjectReference
    /// The keys shown, in order.
    public private(set) var keys: [Int] = []
    /// Rows by `GtkListItem`, and by the model item they are bound to; the factory's
    /// closures own this object, so it lives as long as the rows do.
    private final class Rows {
        var byListItem: [UInt: Row] = [:]
        var byModelItem: [UInt: Row] = [:]
        /// Rows whose list items GTK tore down, kept to serve the next rows GTK asks for:
        /// a list that shrinks to one row and grows back rebuilds nothing.
        var spare: [Row] = []
        /// Model items whose rows still show the key they had before a change (off screen,
        /// bound again over the next frames).
        var stale: Set<UInt> = []
    }
    /// At most this many spare rows are kept (GTK 4.8 keeps about 200 rows alive).
    private static var spareLimit: Int { 256 }
    private let rows = Rows()
    private let bind: @MainActor (Row, Int) -> Void

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - makeRow: Makes an empty row (about once per row GTK keeps, a few hundred at most).
    ///   - bind: Shows key `key` in a row, whenever a row shows another key.
    public init(makeRow: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void) {
        let modelPointer = raw(gtkkit_list_model_new()!)
        model = modelPointer
        modelReference = ObjectReference(taking: modelPointer)
        self.bind = bind
        let factory = gtk_signal_list_item_factory_new()!
        let selection = gtk_no_selection_new(GObjectHandle<GioClass.ListModel>(g_object_ref(modelPointer)!).pointer)  // takes the model reference
        super.init(gtk_list_view_new(selection, factory))  // takes both
        let owner = widgetPointer
        let rows = self.rows
        connectSignal(raw(factory), "setup", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1) else { return }
            let row = rows.spare.popLast() ?? makeRow()
            rows.byListItem[UInt(bitPattern: listItem)] = row
            gtk_list_item_set_child(GObjectHandle<GtkClass.ListItem>(listItem).pointer, row.widget.gtkWidget)
        }
        connectSignal(raw(factory), "bind", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1), let row = rows.byListItem[UInt(bitPattern: listItem)],
                  let modelItem = gtk_list_item_get_item(GObjectHandle<GtkClass.ListItem>(listItem).pointer) else { return }
            rows.byModelItem[UInt(bitPattern: modelItem)] = row
            rows.stale.remove(UInt(bitPattern: modelItem))
            bind(row, Int(truncatingIfNeeded: gtkkit_list_item_key(modelItem)))
        }
        connectSignal(raw(factory), "unbind", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1), let modelItem = gtk_list_item_get_item(GObjectHandle<GtkClass.ListItem>(listItem).pointer) else { return }
            rows.byModelItem[UInt(bitPattern: modelItem)] = nil
            rows.stale.remove(UInt(bitPattern: modelItem))
        }
        connectSignal(raw(factory), "teardown", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1),
                  let row = rows.byListItem.removeValue(forKey: UInt(bitPattern: listItem)) else { return }
            gtk_list_item_set_child(GObjectHandle<GtkClass.ListItem>(listItem).pointer, nil)
            if rows.spare.count < Self.spareLimit { rows.spare.append(row) }
        }
    }

    /// Shows `newKeys` (unique) as one change. The list keeps its scroll position and its
    /// row widgets: a row whose key stays in view keeps its widget, the focused row follows
    /// its key wherever it goes, and the other rows are bound again to the keys now in view.
    ///
    /// Work off screen is spread over the next frames, ``rowsBuiltPerFrame`` rows a frame,
    /// so no frame builds or rebinds hundreds of rows: a list that grows gets the rows in
    /// view (and the focused row) at once and the rest in steps below them, and rows off
    /// screen show their new keys a few frames later. ``keys`` is the whole list at once;
    /// ``shownCount`` says how much of it GTK has so far, and ``onSettled`` when all is done.
    public func setKeys(_ newKeys: [Int]) {
        keys = newKeys
        let pinned = focusedKey
        let inView = visiblePositions
        var needed = inView.upperBound + 2
        if let pinned, let index = newKeys.firstIndex(of: pinned) { needed = max(needed, index + 1) }
        let exposure = gtk_widget_get_mapped(gtkWidget) == 0 ? newKeys.count
            : growth.exposure(of: newKeys.count, shown: shownCount, trackedStart: trackedStart, needed: needed)
        hand(newKeys[..<exposure], pinned: pinned, inView: inView)
        if isSettled { onSettled?() } else { workOnNextFrames() }
    }

    /// Called once a change is in place throughout: every key handed to GTK and every row
    /// bound to its key (at once, or a few frames after a change that was spread out).
    public var onSettled: (@MainActor () -> Void)?

    /// The rows the list holds now (one per row GTK keeps, in no particular order; spare
    /// rows kept for reuse are not among them), each showing the key it was last bound to.
    public var heldRows: [Row] { Array(rows.byListItem.values) }

    /// Whether every key is handed to GTK and every row shows its key.
    public var isSettled: Bool { shownCount == keys.count && rows.stale.isEmpty }

    /// Rows GTK may build, or rows bound again, in one frame after a change (16 by
    /// default: about 4 ms); `Int.max` does all the work at once.
    public var rowsBuiltPerFrame: Int {
        get { growth.rowsPerFrame }
        set { growth.rowsPerFrame = newValue }
    }

    /// How many leading ``keys`` GTK has: all of them, except for a few frames after a
    /// change that grew the list by more than ``rowsBuiltPerFrame``.
    public private(set) var shownCount = 0

    /// The positions of the rows in view, estimated from the scroll position and the
    /// average row height (empty before the list has a size).
    public var visiblePositions: Range<Int> {
        guard shownCount > 0, let adjustment = gtk_scrollable_get_vadjustment(handle(GtkClass.Scrollable.self).pointer) else { return 0..<0 }
        let upper = gtk_adjustment_get_upper(adjustment), page = gtk_adjustment_get_page_size(adjustment)
        guard upper > 0, page > 0 else { return 0..<0 }
        let rowHeight = upper / Double(shownCount)
        let value = gtk_adjustment_get_value(adjustment)
        let first = min(shownCount, max(0, Int((value / rowHeight).rounded(.down))))
        let end = min(shownCount, max(first, Int(((value + page) / rowHeight).rounded(.up))))
        return first..<end
    }

    private var growth = ListGrowth(rowsPerFrame: 16)
    /// Rows above and below ``visiblePositions`` that are bound at once too: the estimate
    /// comes from the average row height, and rows differ.
    private static var rowsBoundBeyondView: Int { 4 }

    /// The position of the first row GTK holds, 0 when it holds none.
    private var trackedStart: Int {
        let position = gtkkit_list_model_first_held_position(GObjectHandle<GioClass.ListModel>(model).pointer)
        return position == guint.max ? 0 : Int(position)
    }

    /// Hands GTK `shown`, the leading keys, retargeting the rows it holds. Retargeted rows
    /// at the positions `inView` (the list keeps its scroll, so they stay on screen) show
    /// their new keys at once; those off screen are bound again over the next frames (GTK
    /// keeps some 200 rows, and binding and measuring them all again would take a whole
    /// frame).
    private func hand(_ shown: ArraySlice<Int>, pinned: Int?, inView: Range<Int>) {
        shownCount = shown.count
        let retargeted = shown.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: guint64.self) { keys in
                gtkkit_list_model_replace_keys(GObjectHandle<GioClass.ListModel>(model).pointer, keys.baseAddress, guint(keys.count),
                                               pinned == nil ? 0 : 1, guint64(truncatingIfNeeded: pinned ?? 0))!
            }
        }
        defer { g_ptr_array_unref(retargeted) }
        let margin = Self.rowsBoundBeyondView
        let keysInView = Set(shown[(shown.startIndex + max(0, inView.lowerBound - margin))..<(shown.startIndex + min(shown.count, inView.upperBound + margin))])
        let bindsAll = gtk_widget_get_mapped(gtkWidget) == 0
        for index in 0..<Int(retargeted.pointee.len) {
            guard let modelItem = retargeted.pointee.pdata[index] else { continue }
            let key = Int(truncatingIfNeeded: gtkkit_list_item_key(modelItem))
            if bindsAll || keysInView.contains(key) {
                if let row = rows.byModelItem[UInt(bitPattern: modelItem)] { bind(row, key) }
                rows.stale.remove(UInt(bitPattern: modelItem))
            } else {
                rows.stale.insert(UInt(bitPattern: modelItem))
            }
        }
    }

    /// Binds stale rows again and appends the keys GTK does not have yet, a frame's budget
    /// at a time (at once when the list is not on screen).
    private func workOnNextFrames() {
        guard !hasFrameWork else { return }
        hasFrameWork = true
        onEveryFrame { [weak self] in
            guard let self else { return false }
            let onScreen = gtk_widget_get_mapped(self.gtkWidget) != 0
            self.bindStaleRows(limit: onScreen ? self.growth.rowsPerFrame : .max)
            if onScreen {
                let exposure = self.growth.exposure(of: self.keys.count, shown: self.shownCount,
                                                    trackedStart: self.trackedStart, needed: self.visiblePositions.upperBound)
                self.appendKeys(upTo: exposure)
            } else {
                self.appendKeys(upTo: self.keys.count)
            }
            self.hasFrameWork = !self.isSettled
            if !self.hasFrameWork { self.onSettled?() }
            return self.hasFrameWork
        }
    }
    private var hasFrameWork = false

    /// Binds up to `limit` stale rows to the keys their items now carry. An item GTK let go
    /// of meanwhile has no row (GTK unbound it) and is skipped.
    private func bindStaleRows(limit: Int) {
        var bound = 0
        while bound < limit, let item = rows.stale.popFirst() {
            guard let row = rows.byModelItem[item], let modelItem = UnsafeMutableRawPointer(bitPattern: item) else { continue }
            bind(row, Int(truncatingIfNeeded: gtkkit_list_item_key(modelItem)))
            bound += 1
        }
    }

    /// Hands GTK the keys from ``shownCount`` up to `end`, appended below the others.
    private func appendKeys(upTo end: Int) {
        guard end > shownCount else { return }
        keys[shownCount..<end].withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: guint64.self) { added in
                gtkkit_list_model_splice(GObjectHandle<GioClass.ListModel>(model).pointer, guint(shownCount), 0, added.baseAddress, guint(added.count))
            }
        }
        shownCount = end
    }

    /// The key of the row holding the keyboard focus, if one does.
    private var focusedKey: Int? {
        guard let root = gtk_widget_get_root(gtkWidget), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, gtkWidget) != 0 else { return nil }
        for (modelItem, row) in rows.byModelItem where gtk_widget_is_ancestor(focus, row.widget.gtkWidget) != 0 || focus == row.widget.gtkWidget {
            return Int(truncatingIfNeeded: gtkkit_list_item_key(UnsafeMutableRawPointer(bitPattern: modelItem)))
        }
        return nil
    }
}
