// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import GtkKit

/// A GTK container laying children out as a SwiftUI stack (`gtkkit_stack`).
@MainActor
final class StackWidget: Widget {
    enum Axis: Int32 { case vertical = 0, horizontal = 1, depth = 2 }

    private(set) var items: [Widget] = []
    private var configuration: (Axis, Int, Double, Double)?

    init(_ axis: Axis) {
        super.init(retaining: UnsafeMutableRawPointer(gtkkit_stack_new(axis.rawValue)!))
    }

    /// Sets the axis, the spacing between children and their alignment across the axis
    /// (fractions: 0 leading or top, 0.5 centre, 1 trailing or bottom).
    func configure(axis: Axis, spacing: Int, horizontal: Double, vertical: Double) {
        if let c = configuration, c.0 == axis, c.1 == spacing, c.2 == horizontal, c.3 == vertical { return }
        configuration = (axis, spacing, horizontal, vertical)
        gtkkit_stack_configure(gtk, axis.rawValue, Int32(spacing), horizontal, vertical)
        for widget in items { Spacer.fit(widget, along: axis) }
    }

    /// Makes `widgets` the stack's children, in order, moving only what moved.
    func setItems(_ widgets: [Widget]) {
        guard !sameWidgets(widgets, items) else { return }
        SwiftUIMetrics.wrote()
        items = widgets
        if let axis = configuration?.0 { for widget in widgets { Spacer.fit(widget, along: axis) } }
        let pointers: [UnsafeMutablePointer<GtkWidget>?] = widgets.map { $0.gtk }
        gtkkit_container_set_children(gtk, pointers, guint(pointers.count))
    }
}

/// One widget for content that may be several (or none): the widget itself when there is
/// one, else a vertical stack of them kept from update to update.
@MainActor
final class ContentWrapper {
    private var stack: StackWidget?

    func widget(for widgets: [Widget]) -> Widget? {
        if widgets.count == 1 { return widgets[0] }
        if widgets.isEmpty { return nil }
        let stack = self.stack ?? StackWidget(.vertical)
        if self.stack == nil {
            stack.configure(axis: .vertical, spacing: 8, horizontal: 0.5, vertical: 0.5)
            self.stack = stack
        }
        stack.setItems(widgets)
        return stack
    }
}
