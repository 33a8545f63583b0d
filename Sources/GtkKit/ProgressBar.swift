// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Progress of a task: `GtkProgressBar`.
@MainActor
public final class ProgressBar: Widget {
    /// Creates a progress bar, optionally showing its text.
    public init(showsText: Bool = false) {
        super.init(gtk_progress_bar_new())
        gtk_progress_bar_set_show_text(handle(GtkClass.ProgressBar.self).pointer, showsText ? 1 : 0)
    }

    /// The fraction done, 0 to 1 (clamped).
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(handle(GtkClass.ProgressBar.self).pointer) }
        set { gtk_progress_bar_set_fraction(handle(GtkClass.ProgressBar.self).pointer, min(max(newValue, 0), 1)) }
    }

    /// The text shown on the bar (by default the percentage, when text is shown).
    public var text: String? {
        get { gtk_progress_bar_get_text(handle(GtkClass.ProgressBar.self).pointer).map { String(cString: $0) } }
        set { gtk_progress_bar_set_text(handle(GtkClass.ProgressBar.self).pointer, newValue) }
    }

    /// Moves the activity indicator, for work of unknown length.
    public func pulse() { gtk_progress_bar_pulse(handle(GtkClass.ProgressBar.self).pointer) }
}
