// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A button that stays pressed in: `GtkToggleButton`.
///
/// Toggle buttons joined into one group (``group(with:)``) are exclusive, like radio
/// buttons that look like buttons: pressing one releases the one pressed before, and
/// pressing the pressed one does nothing. Assistive technologies read the pressed one's
/// state ("pressed"), so its name need not say that it is chosen.
@MainActor
public final class ToggleButton: Widget {
    /// Creates a toggle button with a text label, pressed or not.
    public init(_ title: String, isActive: Bool = false) {
        super.init(gtk_toggle_button_new_with_label(title))
        self.isActive = isActive
    }

    /// The button's text.
    public var title: String {
        get { gtk_button_get_label(handle(GtkClass.Button.self).pointer).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(handle(GtkClass.Button.self).pointer, newValue) }
    }

    /// Whether the button is pressed in. Setting it in a group releases the group's other
    /// button.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(handle(GtkClass.ToggleButton.self).pointer) != 0 }
        set { gtk_toggle_button_set_active(handle(GtkClass.ToggleButton.self).pointer, newValue ? 1 : 0) }
    }

    /// Makes this button one of `other`'s group, in which one button at a time is pressed.
    @discardableResult public func group(with other: ToggleButton) -> Self {
        gtk_toggle_button_set_group(handle(GtkClass.ToggleButton.self).pointer, other.handle(GtkClass.ToggleButton.self).pointer)
        return self
    }

    /// Runs `handler` with the new state whenever the button is pressed in or released, by
    /// the user or by code (in a group, the released button's handler runs too).
    @discardableResult
    public func onToggle(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let pointer = widgetPointer  // not the wrapper: a handler must not keep it alive
        return connectSignal(widgetPointer, "toggled") { _, _ in
            handler(gtk_toggle_button_get_active(GObjectHandle<GtkClass.ToggleButton>(pointer).pointer) != 0)
        }
    }
}
