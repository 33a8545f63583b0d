// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Children in a row or a column: `GtkBox`.
@MainActor
public final class Box: Widget {
    /// Creates a box with `spacing` points between children, holding `children`.
    public init(_ orientation: Orientation, spacing: Int = 0, _ children: [Widget] = []) {
        super.init(gtk_box_new(orientation.gtk, Int32(spacing)))
        children.forEach(append)
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) {
        gtk_box_append(handle(GtkClass.Box.self).pointer, child.gtkWidget)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        gtk_box_remove(handle(GtkClass.Box.self).pointer, child.gtkWidget)
    }

    /// Moves `child` right after `sibling` (to the front when `nil`) without unparenting
    /// it, so a focused editor inside it keeps its focus and caret.
    public func reorder(_ child: Widget, after sibling: Widget?) {
        gtk_box_reorder_child_after(handle(GtkClass.Box.self).pointer, child.gtkWidget, sibling?.gtkWidget)
    }
}
