internal import CGtk
internal import CAdwaita
import GtkKit

// What the app needs from GTK that GtkKit does not wrap yet, as small extensions over the
// public `widgetPointer`. Each is listed in the report as a proposed GtkKit addition.

extension Widget {
    /// Whether clicking the widget moves keyboard focus to it. Toolbar buttons of the
    /// Labels page say no, so the edited row keeps focus and caret (`gtk_widget_set_focus_on_click`).
    @discardableResult func focusOnClick(_ focuses: Bool) -> Self {
        gtk_widget_set_focus_on_click(widgetPointer.assumingMemoryBound(to: GtkWidget.self), focuses ? 1 : 0)
        return self
    }

    /// Runs `handler` once the next frame has been painted (the frame clock's `after-paint`).
    func onNextFramePainted(_ handler: @escaping @MainActor () -> Void) {
        let widget = widgetPointer.assumingMemoryBound(to: GtkWidget.self)
        guard let clock = gtk_widget_get_frame_clock(widget) else { return handler() }
        let clockPointer = UnsafeMutableRawPointer(clock)
        final class Once { var id: UInt = 0; var done = false }
        let once = Once()
        once.id = RawSignals.connect(clockPointer, "after-paint") { _ in
            guard !once.done else { return }
            once.done = true
            RawSignals.disconnect(clockPointer, once.id)
            handler()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}

extension Entry {
    /// Moves keyboard focus into the field without selecting its text (a plain
    /// `grab_focus` selects everything, which would overwrite the row's selection).
    func grabFocusWithoutSelecting() {
        _ = gtk_entry_grab_focus_without_selecting(widgetPointer.assumingMemoryBound(to: GtkEntry.self))
    }

    /// Selects from `anchor` to `head` (the caret), keeping the direction (Unicode scalars).
    func selectRegion(anchor: Int, head: Int) {
        gtk_editable_select_region(OpaquePointer(widgetPointer), Int32(anchor), Int32(head))
    }

    /// The selection's fixed end and caret, in Unicode scalars.
    var anchorAndHead: (anchor: Int, head: Int) {
        let head = Int(gtk_editable_get_position(OpaquePointer(widgetPointer)))
        var value = GValue()
        g_value_init(&value, cgtk_type_int())
        g_object_get_property(widgetPointer.assumingMemoryBound(to: GObject.self), "selection-bound", &value)
        let anchor = Int(g_value_get_int(&value))
        g_value_unset(&value)
        return (anchor, head)
    }

    /// Runs `handler` when keyboard focus enters the field (a `GtkEventControllerFocus`).
    func onFocusEnter(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        RawSignals.connect(UnsafeMutableRawPointer(controller), "enter") { _ in handler() }
        gtk_widget_add_controller(widgetPointer.assumingMemoryBound(to: GtkWidget.self), controller)
    }

    /// Runs `handler` with the input method's preedit (marked) text whenever it changes;
    /// an empty text means the preedit ended. The signal lives on the entry's `GtkText`.
    func onPreeditChanged(_ handler: @escaping @MainActor (String) -> Void) {
        guard let delegate = gtk_editable_get_delegate(OpaquePointer(widgetPointer)) else { return }
        RawSignals.connect(UnsafeMutableRawPointer(delegate), "preedit-changed") { values in handler(values.string(1)) }
    }
}

extension Box {
    /// Moves `child` right after `sibling` (to the front when `nil`) without unparenting
    /// it, so a focused editor keeps focus and caret.
    func reorder(_ child: Widget, after sibling: Widget?) {
        gtk_box_reorder_child_after(widgetPointer.assumingMemoryBound(to: GtkBox.self), child.widgetPointer.assumingMemoryBound(to: GtkWidget.self),
                                    sibling?.widgetPointer.assumingMemoryBound(to: GtkWidget.self))
    }
}

extension ToastOverlay {
    /// Shows a toast with a button that activates `action` (`"win.undo-delete"`).
    func show(_ title: String, buttonLabel: String, action: String, timeout: Int = 5) {
        let toast = adw_toast_new(title)
        adw_toast_set_button_label(toast, buttonLabel)
        adw_toast_set_action_name(toast, action)
        adw_toast_set_timeout(toast, guint(timeout))
        adw_toast_overlay_add_toast(OpaquePointer(widgetPointer), toast)
    }
}

extension Entry {
    /// Runs `handler` when keyboard focus leaves the field.
    func onFocusLeave(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        RawSignals.connect(UnsafeMutableRawPointer(controller), "leave") { _ in handler() }
        gtk_widget_add_controller(widgetPointer.assumingMemoryBound(to: GtkWidget.self), controller)
    }
}

extension Button {
    /// Replaces the button's content with `child` (a row of icon and labels, say).
    @discardableResult func content(_ child: Widget) -> Self {
        gtk_button_set_child(widgetPointer.assumingMemoryBound(to: GtkButton.self), child.widgetPointer.assumingMemoryBound(to: GtkWidget.self))
        return self
    }
}

extension Widget {
    /// Height of the widget, for deciding whether a drop landed on its upper or lower half.
    var allocatedHeight: Double { Double(gtk_widget_get_height(widgetPointer.assumingMemoryBound(to: GtkWidget.self))) }
}
