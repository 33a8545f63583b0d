// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// The bar at the top of a window with its title and buttons: `AdwHeaderBar`.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar, optionally with a widget in place of the title.
    public init(titleWidget: Widget? = nil) {
        super.init(adw_header_bar_new())
        if let titleWidget { adw_header_bar_set_title_widget(handle(AdwClass.HeaderBar.self).pointer, titleWidget.gtkWidget) }
    }

    /// Adds a widget at the leading end.
    public func packStart(_ widget: Widget) { adw_header_bar_pack_start(handle(AdwClass.HeaderBar.self).pointer, widget.gtkWidget) }

    /// Adds a widget at the trailing end.
    public func packEnd(_ widget: Widget) { adw_header_bar_pack_end(handle(AdwClass.HeaderBar.self).pointer, widget.gtkWidget) }
}
