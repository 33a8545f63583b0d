// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Application-wide CSS.
@MainActor
public enum StyleSheet {
    /// Adds `css` for every window of the default display, above the theme. Use it once
    /// the application has started.
    public static func add(_ css: String) {
        guard let display = gdk_display_get_default() else {
            preconditionFailure("GtkKit: StyleSheet.add is used before GTK has a display")
        }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, GObjectHandle<GtkClass.StyleProvider>(provider).pointer, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(raw(provider))
    }
}
