internal import CGtk

/// The direction a box stacks its children in.
public enum Orientation: Sendable {
    case horizontal, vertical
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

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
        gtk_box_append(widgetPointer.ptr(), child.gtkWidget)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        gtk_box_remove(widgetPointer.ptr(), child.gtkWidget)
    }
}
