// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation
import GtkKit

/// A container that presents rows of data arranged in a single column: a GTK list box in
/// a scrolled window.
///
/// Rows keep their GTK row (and so their focus, caret and selection) when the data
/// reorders: the list box is re-sorted, not rebuilt.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

@MainActor
final class ListViewNode: Node {
    let scrolled: Widget
    let listBox: Widget
    private var content: Node?
    /// Each content widget's list-box row.
    private var rows: [ObjectIdentifier: (widget: Widget, row: Widget)] = [:]
    private var order: [Widget] = []

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        scrolled = Widget(retaining: UnsafeMutableRawPointer(gtk_scrolled_window_new()!))
        listBox = Widget(retaining: UnsafeMutableRawPointer(gtk_list_box_new()!))
        super.init(viewType: viewType, parent: parent, environment: environment)
        let box = OpaquePointer(listBox.widgetPointer)
        gtk_list_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_list_box_set_sort_func(box, { a, b, _ in
            let first = Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(a)), "swiftui-order"))
            let second = Int(bitPattern: g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(b)), "swiftui-order"))
            return Int32(first < second ? -1 : first > second ? 1 : 0)
        }, nil, nil)
        listBox.cssClass("rich-list")
        gtk_scrolled_window_set_child(OpaquePointer(scrolled.widgetPointer), listBox.gtk)
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled.widgetPointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_hexpand(scrolled.gtk, 1)
        gtk_widget_set_vexpand(scrolled.gtk, 1)
    }

    override var widgets: [Widget] { [scrolled] }
    override var children: [Node] { content.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        content = reconcile(content, with: (view as! any ListContent).listContent, parent: self, environment: environment,
                            transaction: transaction)
        syncRows()
    }

    override func childWidgetsChanged(transaction: Transaction) { syncRows() }

    /// Puts each content widget in a row of its own, in order; rows of widgets that left go.
    private func syncRows() {
        let widgets = content?.widgets ?? []
        guard !sameWidgets(widgets, order) else { return }
        order = widgets
        let box = OpaquePointer(listBox.widgetPointer)
        let wanted = Set(widgets.map(ObjectIdentifier.init))
        for (key, entry) in rows where !wanted.contains(key) {
            gtk_list_box_remove(box, entry.row.gtk)
            rows[key] = nil
        }
        for (index, widget) in widgets.enumerated() {
            let key = ObjectIdentifier(widget)
            let row: Widget
            if let entry = rows[key] {
                row = entry.row
            } else {
                row = Widget(retaining: UnsafeMutableRawPointer(gtk_list_box_row_new()!))
                gtk_list_box_row_set_child(row.widgetPointer.assumingMemoryBound(to: GtkListBoxRow.self), widget.gtk)
                gtk_list_box_row_set_activatable(row.widgetPointer.assumingMemoryBound(to: GtkListBoxRow.self), 0)
                rows[key] = (widget, row)
                gtk_list_box_append(box, row.gtk)
            }
            g_object_set_data(UnsafeMutablePointer<GObject>(OpaquePointer(row.widgetPointer)), "swiftui-order", UnsafeMutableRawPointer(bitPattern: index + 1))
        }
        gtk_list_box_invalidate_sort(box)
    }
}

@MainActor protocol ListContent { var listContent: any View { get } }
extension List: ListContent { var listContent: any View { content } }
extension List: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ListViewNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
