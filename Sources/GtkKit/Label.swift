// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Text the user reads: `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        super.init(gtk_label_new(text))
    }

    var gtkLabel: OpaquePointer { handle(GtkClass.Label.self).pointer }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(gtkLabel)) }
        set { gtk_label_set_text(gtkLabel, newValue) }
    }

    /// Whether long text wraps onto more lines: between words, and inside a word (a long
    /// path, say) that is wider than the label by itself, so text never runs past its edge.
    @discardableResult public func wraps(_ wraps: Bool = true) -> Self {
        gtk_label_set_wrap(gtkLabel, wraps ? 1 : 0)
        gtk_label_set_wrap_mode(gtkLabel, PANGO_WRAP_WORD_CHAR)
        return self
    }

    /// Horizontal alignment of the text in the label, 0 (leading) to 1 (trailing).
    @discardableResult public func textAlignment(_ xalign: Double) -> Self {
        gtk_label_set_xalign(gtkLabel, Float(xalign))
        return self
    }

    /// Whether the user can select (and copy) the text.
    @discardableResult public func selectable(_ isSelectable: Bool = true) -> Self {
        gtk_label_set_selectable(gtkLabel, isSelectable ? 1 : 0)
        return self
    }
}
