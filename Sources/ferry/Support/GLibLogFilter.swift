internal import CGtk

/// Silences one known, harmless GLib warning that GtkKit's keyed list model triggers:
/// removing never-shown rows calls `g_object_unref(NULL)` on their empty item slots
/// (`gtkkit_list_model_splice` frees the `GPtrArray` range with `g_object_unref`, which
/// GLib calls on NULL entries too). A filter keystroke over 100,000 rows printed tens of
/// thousands of these lines, which alone cost seconds. Every other message is passed on.
/// Remove once GtkKit frees only non-NULL items (see the report).
enum GLibLogFilter {
    static func install() {
        g_log_set_handler("GLib-GObject", GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue), { domain, level, message, _ in
            if let message, strstr(message, "g_object_unref: assertion 'G_IS_OBJECT (object)' failed") != nil { return }
            g_log_default_handler(domain, level, message, nil)
        }, nil)
    }
}
