// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A menu button with a list of actions: `GtkMenuButton` with a `GMenu`.
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button showing `iconName` whose menu lists `items`: each a title and
    /// the detailed action it activates (`"app.about"`). The window's primary menu
    /// (`isPrimary`) also opens with F10.
    public init(iconName: String = "open-menu-symbolic", tooltip: String, isPrimary: Bool = false,
                items: [(title: String, action: String)]) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_primary(handle(GtkClass.MenuButton.self).pointer, isPrimary ? 1 : 0)
        gtk_menu_button_set_icon_name(handle(GtkClass.MenuButton.self).pointer, iconName)
        self.tooltip = tooltip
        accessibleLabel(tooltip)
        let menu = g_menu_new()
        for item in items { g_menu_append(menu, item.title, item.action) }
        gtk_menu_button_set_menu_model(handle(GtkClass.MenuButton.self).pointer, GObjectHandle<GioClass.MenuModel>(menu!).pointer)
        g_object_unref(raw(menu!))
    }
}
