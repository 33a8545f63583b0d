// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A scrollable view of one child: `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates a scrolled window around `child`; it never scrolls horizontally unless asked.
    public init(_ child: Widget, horizontalScrolling: Bool = false) {
        super.init(gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(handle(GtkClass.ScrolledWindow.self).pointer, child.gtkWidget)
        gtk_scrolled_window_set_policy(handle(GtkClass.ScrolledWindow.self).pointer, horizontalScrolling ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                       GTK_POLICY_AUTOMATIC)
    }

    /// Calls `handler` whenever the view is scrolled (or its content resized) to within
    /// `margin` points of its bottom: for content built as it is scrolled to.
    public func onScrolledNearEnd(margin: Double, _ handler: @escaping @MainActor () -> Void) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(handle(GtkClass.ScrolledWindow.self).pointer) else { return }
        let check: @MainActor () -> Void = {
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            if gtk_adjustment_get_value(adjustment) >= end - margin { handler() }
        }
        for signal in ["value-changed", "changed"] {
            connectSignal(raw(adjustment), signal, owner: widgetPointer) { _, _ in check() }
        }
    }
}
