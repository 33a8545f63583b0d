// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// An on/off switch: `GtkSwitch`.
@MainActor
public final class Switch: Widget {
    /// Creates a switch, on or off.
    public init(isOn: Bool = false) {
        super.init(gtk_switch_new())
        self.isOn = isOn
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { gtk_switch_get_active(handle(GtkClass.Switch.self).pointer) != 0 }
        set { gtk_switch_set_active(handle(GtkClass.Switch.self).pointer, newValue ? 1 : 0) }
    }

    /// Runs `handler` with the new state whenever the switch changes, by the user or by code.
    @discardableResult
    public func onToggle(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let pointer = widgetPointer  // not the wrapper: a handler must not keep it alive
        return connectSignal(widgetPointer, "notify::active") { _, _ in handler(gtk_switch_get_active(GObjectHandle<GtkClass.Switch>(pointer).pointer) != 0) }
    }
}
