// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport

/// A scrollable list that makes rows only for the visible elements and reuses them
/// (`GtkListView` with a `GtkSignalListItemFactory`): fit for 10⁵ elements.
///
/// Rows are ``ListRow`` objects, as in ``KeyedListView``: a row can carry its parts (and
/// the element it shows) itself, and a plain widget is a row too.
@MainActor
public final class ListView<Element: Identifiable, Row: ListRow>: Widget {
    /// The elements shown.
    public let store: ListStore<Element>
    /// The row wrappers by list item; the factory's closures own it, so it lives as long
    /// as the rows do, whatever happens to this wrapper.
    private final class Rows { var byItem: [UInt: Row] = [:] }
    private let rows = Rows()

    /// Creates a list of `store`'s elements.
    ///
    /// - Parameters:
    ///   - makeRow: Makes an empty row (called about once per visible row).
    ///   - bind: Shows an element in a row (called whenever a row shows another element).
    ///   - rowLabel: What assistive technologies read for the row showing an element. The
    ///     row itself (GTK's list item) is what takes keyboard focus, so the name goes there.
    public init(store: ListStore<Element>, makeRow: @escaping @MainActor () -> Row,
                bind: @escaping @MainActor (Row, Element) -> Void, rowLabel: (@MainActor (Element) -> String)? = nil) {
        self.store = store
        let factory = gtk_signal_list_item_factory_new()!
        let selection = gtk_no_selection_new(GObjectHandle<GioClass.ListModel>(g_object_ref(store.modelPointer)!).pointer)  // takes the model reference
        super.init(gtk_list_view_new(selection, factory))  // takes both
        let owner = widgetPointer
        let rows = self.rows
        connectSignal(raw(factory), "setup", owner: owner) { arguments, _ in
            guard let item = arguments.object(1) else { return }
            let row = makeRow()
            rows.byItem[UInt(bitPattern: item)] = row
            gtk_list_item_set_child(GObjectHandle<GtkClass.ListItem>(item).pointer, row.widget.gtkWidget)
        }
        connectSignal(raw(factory), "bind", owner: owner) { arguments, _ in
            guard let item = arguments.object(1), let row = rows.byItem[UInt(bitPattern: item)],
                  let element = store.element(at: Int(gtk_list_item_get_position(GObjectHandle<GtkClass.ListItem>(item).pointer))) else { return }
            bind(row, element)
            if let rowLabel, let listRow = gtk_widget_get_parent(row.widget.gtkWidget) {
                setAccessibleLabel(raw(listRow), rowLabel(element))
            }
        }
        connectSignal(raw(factory), "teardown", owner: owner) { arguments, _ in
            guard let item = arguments.object(1) else { return }
            rows.byItem[UInt(bitPattern: item)] = nil
        }
    }

    /// The rows the list holds now (one per row GTK keeps, in no particular order: a
    /// handful for a long list, as rows are made lazily), each showing the element it was
    /// last bound to.
    public var heldRows: [Row] { Array(rows.byItem.values) }

    /// The row that has keyboard focus (it or its list item), if any.
    public var focusedRow: Row? {
        rows.byItem.values.first { row in
            let widget = row.widget.gtkWidget
            return gtk_widget_has_focus(widget) != 0 || gtk_widget_get_parent(widget).map { gtk_widget_has_focus($0) != 0 } == true
        }
    }
}
