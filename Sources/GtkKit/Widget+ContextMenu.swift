// SPDX-License-Identifier: Apache-2.0
internal import CGtk

extension Widget {
    /// Calls `handler` when the widget is clicked with the secondary (usually right) mouse
    /// button, with the click's position on the widget: where a context menu opens. The
    /// keyboard's way to the same menu is ``KeyPress/opensContextMenu``.
    @discardableResult
    public func onSecondaryClick(_ handler: @escaping @MainActor (Point) -> Void) -> SignalConnection {
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(GObjectHandle<GtkClass.GestureSingle>(raw(gesture)).pointer, guint(GDK_BUTTON_SECONDARY))
        // "pressed" (n_press, x, y): argument 0 is the gesture.
        let connection = connectSignal(raw(gesture), "pressed", owner: widgetPointer) { arguments, _ in
            handler(Point(x: arguments.double(2), y: arguments.double(3)))
        }
        gtk_widget_add_controller(gtkWidget, gesture)  // takes the gesture
        return connection
    }
}
