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
    /// This list's identity in row moves (a row dragged from another list is not moved here).
    private let identity = UUID()
    /// The rows that can be dragged to another place, by their content widget.
    private var movable: [ObjectIdentifier: DragSourceController] = [:]
    private var editActions = EditActions()
    private var dropTarget: DropTargetController?

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
        _ = listBox.onKeyPress { [weak self] key in
            guard let self, key.name == "Delete", !key.control, !key.alt, let onDelete = self.editActions.onDelete,
                  let focused = self.focusedRowIndex() else { return false }
            onDelete(IndexSet(integer: focused))
            return true
        }
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
        editActions = forEachNodes().reduce(into: EditActions()) { actions, node in
            actions.onMove = actions.onMove ?? node.editActions.onMove
            actions.onDelete = actions.onDelete ?? node.editActions.onDelete
        }
        syncRows()
        syncEditing()
    }

    /// The `ForEach`es directly in the list's content (through tuples, groups and modifiers).
    private func forEachNodes() -> [ForEachNode] {
        var found: [ForEachNode] = []
        func walk(_ node: Node) {
            if let forEach = node as? ForEachNode { found.append(forEach); return }
            if node is CompositeNode { return }
            node.children.forEach(walk)
        }
        content.map(walk)
        return found
    }

    /// With an `onMove`, every row not `moveDisabled` can be dragged to another place in
    /// the list; with an `onDelete`, Delete removes the focused row.
    private func syncEditing() {
        let rowsByWidget = Dictionary(forEachNodes().flatMap(\.rows).filter { !$0.isLeaving }
            .compactMap { row in row.node.widgets.first.map { (ObjectIdentifier($0), row.node) } }, uniquingKeysWith: { a, _ in a })
        for (index, widget) in order.enumerated() {
            let key = ObjectIdentifier(widget)
            let canMove = editActions.onMove != nil && rowsByWidget[key].map { !$0.isMoveDisabled } == true
            if canMove, movable[key] == nil, let row = rows[key]?.row {
                let identity = self.identity
                movable[key] = row.draggable({ [weak self] () -> ListRowMove? in
                    guard let self, let offset = self.order.firstIndex(where: { $0 === widget }) else { return nil }
                    return ListRowMove(list: identity, offset: offset)
                }(), operations: [.move])
            }
            movable[key]?.isEnabled = canMove
            _ = index
        }
        if editActions.onMove != nil, dropTarget == nil {
            dropTarget = listBox.dropDestination(for: ListRowMove.self, preferredOperation: .move, action: { [weak self] moves, point in
                guard let self, let move = moves.first, move.list == self.identity, let onMove = self.editActions.onMove else { return false }
                onMove(IndexSet(integer: move.offset), self.destination(at: point.y))
                return true
            })
        }
        dropTarget?.isEnabled = editActions.onMove != nil
    }

    /// The offset a row dropped at height `y` of the list box goes to: before the row
    /// under the pointer when in its upper half, after it when in its lower half.
    private func destination(at y: Double) -> Int {
        let box = OpaquePointer(listBox.widgetPointer)
        guard let row = gtk_list_box_get_row_at_y(box, Int32(y)) else { return order.count }
        let index = Int(gtk_list_box_row_get_index(row))
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self), &allocation)
        return y - Double(allocation.y) > Double(allocation.height) / 2 ? index + 1 : index
    }

    override func childWidgetsChanged(transaction: Transaction) {
        syncRows()
        syncEditing()
    }

    /// Puts each content widget in a row of its own, in order; rows of widgets that left go.
    private func syncRows() {
        let widgets = content?.widgets ?? []
        guard !sameWidgets(widgets, order) else { return }
        SwiftUIMetrics.wrote()
        order = widgets
        let box = OpaquePointer(listBox.widgetPointer)
        let wanted = Set(widgets.map(ObjectIdentifier.init))
        for (key, entry) in rows where !wanted.contains(key) {
            gtk_list_box_remove(box, entry.row.gtk)
            rows[key] = nil
            movable[key] = nil
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

extension ListViewNode {
    /// The index of the row holding the keyboard focus, if one does.
    func focusedRowIndex() -> Int? {
        guard let window = gtk_widget_get_root(listBox.gtk), let focus = gtk_root_get_focus(window) else { return nil }
        var widget: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = widget {
            if let index = order.firstIndex(where: { rows[ObjectIdentifier($0)]?.row.gtk == current }) { return index }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }
}

@MainActor protocol ListContent { var listContent: any View { get } }
extension List: ListContent { var listContent: any View { content } }
extension List: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ListViewNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
