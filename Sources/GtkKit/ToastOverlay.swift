// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// Shows toasts (brief messages) over its child: `AdwToastOverlay`.
@MainActor
public final class ToastOverlay: Widget {
    /// Creates an overlay around `child`.
    public init(_ child: Widget) {
        super.init(adw_toast_overlay_new())
        adw_toast_overlay_set_child(handle(AdwClass.ToastOverlay.self).pointer, child.gtkWidget)
    }

    /// Shows a toast with `title` for `timeout` seconds (0: until dismissed).
    public func show(_ title: String, timeout: Int = 3) {
        let toast = adw_toast_new(title)
        adw_toast_set_timeout(toast, guint(timeout))
        adw_toast_overlay_add_toast(handle(AdwClass.ToastOverlay.self).pointer, toast)  // takes the reference
    }

    /// Shows a toast with a button that activates the action `action` (`"win.undo-delete"`),
    /// for `timeout` seconds.
    public func show(_ title: String, buttonLabel: String, action: String, timeout: Int = 5) {
        let toast = adw_toast_new(title)
        adw_toast_set_button_label(toast, buttonLabel)
        adw_toast_set_action_name(toast, action)
        adw_toast_set_timeout(toast, guint(timeout))
        adw_toast_overlay_add_toast(handle(AdwClass.ToastOverlay.self).pointer, toast)  // takes the reference
    }
}
