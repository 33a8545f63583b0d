// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A context menu: `GtkPopoverMenu` pointing at a widget, each item running a closure.
/// It opens with the keyboard focus on its first item (arrows and Enter choose) and is
/// removed when it closes.
@MainActor
public enum PopoverMenu {
    /// One entry of the menu: its title and what choosing it does.
    public struct Item {
        /// What the entry says (also its accessible name).
        public let title: String
        /// Runs when the entry is chosen.
        public let handler: @MainActor () -> Void

        /// An entry titled `title` that runs `handler`.
        public init(_ title: String, _ handler: @escaping @MainActor () -> Void) {
            self.title = title
            self.handler = handler
        }
    }

    /// Opens a menu of `items` pointing at `widget`, or at `point` on it (where a
    /// secondary click was).
    public static func present(from widget: Widget, items: [Item], pointingAt point: Point? = nil) {
        let group = g_simple_action_group_new()!
        let menu = g_menu_new()!
        // The popover owns the closures through its action group, so they live while it is open.
        let popover = gtk_popover_menu_new_from_model(GObjectHandle<GioClass.MenuModel>(menu).pointer)!
        let popoverPointer = raw(popover)
        for (index, item) in items.enumerated() {
            let action = g_simple_action_new("item-\(index)", nil)!
            let handler = item.handler
            connectSignal(raw(action), "activate", owner: popoverPointer) { _, _ in handler() }
            g_action_map_add_action(GObjectHandle<GioClass.ActionMap>(raw(group)).pointer, GObjectHandle<GioClass.Action>(action).pointer)
            g_object_unref(raw(action))
            g_menu_append(menu, item.title, "context.item-\(index)")
        }
        g_object_unref(raw(menu))
        gtk_widget_insert_action_group(popover, "context", GObjectHandle<GioClass.ActionGroup>(raw(group)).pointer)
        g_object_unref(raw(group))
        gtk_widget_set_parent(popover, widget.gtkWidget)
        if let point {
            var spot = GdkRectangle(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()), width: 1, height: 1)
            gtk_popover_set_pointing_to(GObjectHandle<GtkClass.Popover>(popoverPointer).pointer, &spot)
        }
        // Unparented once closed (after the chosen item's action ran), which frees it.
        connectSignal(popoverPointer, "closed") { _, _ in
            let pointer = ObjectPointer(popoverPointer)
            Task { @MainActor in gtk_widget_unparent(GObjectHandle<GtkClass.Widget>(pointer.raw).pointer) }
        }
        gtk_popover_popup(GObjectHandle<GtkClass.Popover>(popoverPointer).pointer)
    }
}
