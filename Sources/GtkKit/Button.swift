// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A push button: `GtkButton`.
@MainActor
public class Button: Widget {
    /// Creates a button with a text label, and optionally the closure run when it is clicked.
    public init(_ title: String, action: (@MainActor () -> Void)? = nil) {
        super.init(gtk_button_new_with_label(title))
        if let action { onClicked(action) }
    }

    /// Creates a button showing a named icon.
    public init(iconName: String, tooltip: String? = nil, action: (@MainActor () -> Void)? = nil) {
        super.init(gtk_button_new_from_icon_name(iconName))
        self.tooltip = tooltip
        if let tooltip { accessibleLabel(tooltip) }
        if let action { onClicked(action) }
    }

    /// Replaces the button's content with `child` (a row of an icon and labels, say).
    @discardableResult public func content(_ child: Widget) -> Self {
        gtk_button_set_child(handle(GtkClass.Button.self).pointer, child.gtkWidget)
        return self
    }

    /// The button's text.
    public var title: String {
        get { gtk_button_get_label(handle(GtkClass.Button.self).pointer).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(handle(GtkClass.Button.self).pointer, newValue) }
    }

    /// Runs `action` each time the button is clicked (or activated from the keyboard).
    @discardableResult
    public func onClicked(_ action: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(widgetPointer, "clicked") { _, _ in action() }
    }

    /// Activates the named action (`"app.quit"`, `"win.close"`) when clicked.
    @discardableResult public func action(_ detailedName: String) -> Self {
        gtk_actionable_set_detailed_action_name(handle(GtkClass.Actionable.self).pointer, detailedName)
        return self
    }
}
