// SPDX-License-Identifier: Apache-2.0
internal import CGtk

extension Widget {
    /// Whether clicking the widget moves keyboard focus to it. A toolbar button that acts
    /// on the row being edited says no, so the row keeps its focus and caret.
    @discardableResult public func focusOnClick(_ focuses: Bool) -> Self {
        gtk_widget_set_focus_on_click(gtkWidget, focuses ? 1 : 0)
        return self
    }

    /// Runs `handler` when keyboard focus enters the widget or one of its descendants.
    @discardableResult
    public func onFocusEnter(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        focusController("enter", handler)
    }

    /// Runs `handler` when keyboard focus leaves the widget and its descendants.
    @discardableResult
    public func onFocusLeave(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        focusController("leave", handler)
    }

    private func focusController(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let controller = gtk_event_controller_focus_new()!
        let connection = connectSignal(raw(controller), signal, owner: widgetPointer) { _, _ in handler() }
        gtk_widget_add_controller(gtkWidget, controller)  // takes the controller
        return connection
    }
}
