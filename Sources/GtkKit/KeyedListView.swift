internal import CGtk
internal import CGtkKitSupport

/// A row of a ``KeyedListView``: a Swift object that owns its widget.
@MainActor
public protocol KeyedListRow: AnyObject {
    /// The row's widget, handed to the list.
    var widget: Widget { get }
}

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
/// Put it in a ``ScrolledWindow``.
@MainActor
public final class KeyedListView<Row: KeyedListRow>: Widget {
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
        let selection = gtk_no_selection_new(g_object_ref(modelPointer)!.ptr())  // takes the model reference
        super.init(gtk_list_view_new(selection, factory))  // takes both
        let owner = widgetPointer
        let rows = self.rows
        connectSignal(raw(factory), "setup", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1) else { return }
            let row = rows.spare.popLast() ?? makeRow()
            rows.byListItem[UInt(bitPattern: listItem)] = row
            gtk_list_item_set_child(listItem.ptr(), row.widget.gtkWidget)
        }
        connectSignal(raw(factory), "bind", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1), let row = rows.byListItem[UInt(bitPattern: listItem)],
                  let modelItem = gtk_list_item_get_item(listItem.ptr()) else { return }
            rows.byModelItem[UInt(bitPattern: modelItem)] = row
            bind(row, Int(truncatingIfNeeded: gtkkit_list_item_key(modelItem)))
        }
        connectSignal(raw(factory), "unbind", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1), let modelItem = gtk_list_item_get_item(listItem.ptr()) else { return }
            rows.byModelItem[UInt(bitPattern: modelItem)] = nil
        }
        connectSignal(raw(factory), "teardown", owner: owner) { arguments, _ in
            guard let listItem = arguments.object(1),
                  let row = rows.byListItem.removeValue(forKey: UInt(bitPattern: listItem)) else { return }
            gtk_list_item_set_child(listItem.ptr(), nil)
            if rows.spare.count < Self.spareLimit { rows.spare.append(row) }
        }
    }

    /// Shows `newKeys` (unique) as one change. The list keeps its scroll position and its
    /// row widgets: a row whose key stays in view keeps its widget, the focused row follows
    /// its key wherever it goes, and the other rows are bound again to the keys now in view.
    public func setKeys(_ newKeys: [Int]) {
        keys = newKeys
        let pinned = focusedKey
        let retargeted = newKeys.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: guint64.self) { keys in
                gtkkit_list_model_replace_keys(model.ptr(), keys.baseAddress, guint(keys.count),
                                               pinned == nil ? 0 : 1, guint64(truncatingIfNeeded: pinned ?? 0))!
            }
        }
        defer { g_ptr_array_unref(retargeted) }
        for index in 0..<Int(retargeted.pointee.len) {
            guard let modelItem = retargeted.pointee.pdata[index],
                  let row = rows.byModelItem[UInt(bitPattern: modelItem)] else { continue }
            bind(row, Int(truncatingIfNeeded: gtkkit_list_item_key(modelItem)))
        }
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
