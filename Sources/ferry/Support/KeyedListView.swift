internal import CGtk
internal import CGtkKitSupport
import GtkKit

/// A row of a ``KeyedListView``: a Swift object that owns its widget.
@MainActor
protocol KeyedListRow: AnyObject {
    /// The row's widget, handed to the list.
    var widget: Widget { get }
}

/// A scrollable, lazily built list of rows identified by integer keys: a `GtkListView`
/// over GtkKit's keyed `GListModel`, fed directly with the keys.
///
/// This is a stand-in for GtkKit's `ListView`/`ListStore` on the Filter page, because
/// `ListStore.replaceAll(with:)` copies and hashes every element through unspecialised
/// generic code on each change (about 1 µs per element: 50–200 ms per keystroke at
/// 100,000 rows). Here a change is one splice computed on plain `[Int]` (the common prefix
/// and suffix stay, so GTK keeps their rows). See the report for the proposed GtkKit fix.
@MainActor
final class KeyedListView<Row: KeyedListRow> {
    /// The scrolled window holding the list, to put in a container with ``append(to:)``.
    private let scrolled: UnsafeMutableRawPointer
    private let listView: UnsafeMutableRawPointer
    private let model: UnsafeMutableRawPointer
    /// The keys shown, in order.
    private(set) var keys: [Int] = []
    /// Rows by `GtkListItem`; the factory's closures own this object.
    private final class Rows { var byItem: [UInt: Row] = [:] }
    private let rows = Rows()

    /// Creates an empty list; `makeRow` makes a row (about once per visible row) and
    /// `bind` shows key `key` in a row (whenever a row shows another key).
    init(makeRow: @escaping @MainActor () -> Row, bind: @escaping @MainActor (Row, Int) -> Void) {
        model = UnsafeMutableRawPointer(gtkkit_list_model_new()!)
        let factory = gtk_signal_list_item_factory_new()!
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(model)))  // takes a model reference
        listView = UnsafeMutableRawPointer(gtk_list_view_new(selection, factory)!)  // takes both
        let scrolledWidget = gtk_scrolled_window_new()!
        scrolled = UnsafeMutableRawPointer(scrolledWidget)
        g_object_ref_sink(scrolled)
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView.assumingMemoryBound(to: GtkWidget.self))
        gtk_widget_set_vexpand(scrolled.assumingMemoryBound(to: GtkWidget.self), 1)
        gtk_widget_set_hexpand(scrolled.assumingMemoryBound(to: GtkWidget.self), 1)
        let rows = self.rows
        let factoryPointer = UnsafeMutableRawPointer(factory)
        RawSignals.connect(factoryPointer, "setup") { values in
            guard let item = values.object(1) else { return }
            let row = makeRow()
            rows.byItem[UInt(bitPattern: item)] = row
            gtk_list_item_set_child(OpaquePointer(item), row.widget.widgetPointer.assumingMemoryBound(to: GtkWidget.self))
        }
        RawSignals.connect(factoryPointer, "bind") { values in
            guard let item = values.object(1), let row = rows.byItem[UInt(bitPattern: item)],
                  let modelItem = gtk_list_item_get_item(OpaquePointer(item)) else { return }
            bind(row, Int(truncatingIfNeeded: gtkkit_list_item_key(modelItem)))
        }
        RawSignals.connect(factoryPointer, "teardown") { values in
            guard let item = values.object(1) else { return }
            rows.byItem[UInt(bitPattern: item)] = nil
        }
    }

    isolated deinit {
        g_object_unref(scrolled)
        g_object_unref(model)
    }

    /// Adds the list (in its scrolled window) at the end of `box`.
    func append(to box: Box) {
        gtk_box_append(box.widgetPointer.assumingMemoryBound(to: GtkBox.self), scrolled.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Adds a CSS class to the list.
    func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(listView.assumingMemoryBound(to: GtkWidget.self), name)
    }

    /// How many row widgets exist (a screenful or two, whatever the number of keys).
    var rowWidgetCount: Int { rows.byItem.count }

    /// Shows `newKeys`: one splice replacing only the range between the common prefix and
    /// suffix, so GTK keeps the rows outside it.
    func setKeys(_ newKeys: [Int]) {
        let old = keys
        var prefix = 0
        let limit = min(old.count, newKeys.count)
        while prefix < limit, old[prefix] == newKeys[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, old[old.count - 1 - suffix] == newKeys[newKeys.count - 1 - suffix] { suffix += 1 }
        let removed = old.count - prefix - suffix
        let added = newKeys[prefix..<(newKeys.count - suffix)].map { guint64(truncatingIfNeeded: $0) }
        keys = newKeys
        guard removed > 0 || !added.isEmpty else { return }
        added.withUnsafeBufferPointer { buffer in
            gtkkit_list_model_splice(OpaquePointer(model), guint(prefix), guint(removed), buffer.baseAddress, guint(buffer.count))
        }
    }
}
