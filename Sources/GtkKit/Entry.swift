// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A one-line text field: `GtkEntry`.
///
/// Offsets (``cursorPosition``, ``selection``) count characters as GTK does: Unicode
/// scalars, not UTF-8 bytes or UTF-16 units.
@MainActor
public final class Entry: Widget {
    /// Creates a field with `text` and a placeholder shown while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        super.init(gtk_entry_new())
        self.text = text
        if let placeholder {
            gtk_entry_set_placeholder_text(handle(GtkClass.Entry.self).pointer, placeholder)
            accessibleLabel(placeholder)
        }
    }

    /// The text; setting it moves no caret unless the text changes.
    public var text: String {
        get { String(cString: gtk_editable_get_text(handle(GtkClass.Editable.self).pointer)) }
        set {
            guard newValue != text else { return }
            // Ctrl+Z in the field undoes typing only: a text set by code is not a step to
            // undo (GTK would undo it with the typing after it), so the history restarts.
            let editable = handle(GtkClass.Editable.self).pointer
            let undoes = gtk_editable_get_enable_undo(editable)
            gtk_editable_set_enable_undo(editable, 0)
            gtk_editable_set_text(editable, newValue)
            gtk_editable_set_enable_undo(editable, undoes)
        }
    }

    /// The caret, in Unicode scalars from the start.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(handle(GtkClass.Editable.self).pointer)) }
        set { gtk_editable_set_position(handle(GtkClass.Editable.self).pointer, Int32(newValue)) }
    }

    /// The selected range in Unicode scalars, or `nil` when nothing is selected.
    public var selection: Range<Int>? {
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(handle(GtkClass.Editable.self).pointer, &start, &end) != 0 else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }

    /// Selects `range` (Unicode scalars).
    public func select(_ range: Range<Int>) {
        gtk_editable_select_region(handle(GtkClass.Editable.self).pointer, Int32(range.lowerBound), Int32(range.upperBound))
    }

    /// Runs `handler` with the new text after every change, by the user or by code.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let pointer = widgetPointer
        return connectSignal(widgetPointer, "changed") { _, _ in handler(String(cString: gtk_editable_get_text(GObjectHandle<GtkClass.Editable>(pointer).pointer))) }
    }

    /// Runs `handler` when the user presses Enter.
    @discardableResult
    public func onSubmit(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let pointer = widgetPointer
        return connectSignal(widgetPointer, "activate") { _, _ in handler(String(cString: gtk_editable_get_text(GObjectHandle<GtkClass.Editable>(pointer).pointer))) }
    }
}
