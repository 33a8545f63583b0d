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
}
