// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// A message shown whole in a dialog over a window, with one "Close" button:
/// `AdwMessageDialog`. For what does not fit where it first appeared (a toast).
@MainActor
public enum MessageDialog {
    /// Shows `body` under `heading` over `parent` (modal to it); the user closes it.
    public static func present(heading: String, body: String, over parent: ApplicationWindow?) {
        let dialog = raw(adw_message_dialog_new(nil, heading, body)!)
        adw_message_dialog_add_response(GObjectHandle<AdwClass.MessageDialog>(dialog).pointer, "close", gtkWord("_Close"))
        if let parent {
            gtk_window_set_transient_for(GObjectHandle<GtkClass.Window>(dialog).pointer, parent.handle(GtkClass.Window.self).pointer)
            gtk_window_set_modal(GObjectHandle<GtkClass.Window>(dialog).pointer, 1)
        }
        gtk_window_present(GObjectHandle<GtkClass.Window>(dialog).pointer)
    }
}
