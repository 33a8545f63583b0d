// SPDX-License-Identifier: Apache-2.0
internal import CGtk

extension Entry {
    /// Moves keyboard focus into the field without selecting its text (a plain focus grab
    /// selects everything, which would replace the selection being restored).
    public func grabFocusWithoutSelecting() {
        _ = gtk_entry_grab_focus_without_selecting(handle(GtkClass.Entry.self).pointer)
    }

    /// Selects from `anchor` (the fixed end) to `head` (the caret), keeping the direction;
    /// in Unicode scalars. `anchor == head` places the caret.
    public func selectRegion(anchor: Int, head: Int) {
        gtk_editable_select_region(handle(GtkClass.Editable.self).pointer, Int32(anchor), Int32(head))
    }

    /// The selection's fixed end and its caret, in Unicode scalars (equal when nothing is
    /// selected). Unlike ``selection``, this keeps the direction of a backward selection.
    public var anchorAndHead: (anchor: Int, head: Int) {
        let head = Int(gtk_editable_get_position(handle(GtkClass.Editable.self).pointer))
        var value = GValue()
        g_value_init(&value, cgtk_type_int())
        g_object_get_property(GObjectHandle<GioClass.Object>(widgetPointer).pointer, "selection-bound", &value)
        let anchor = Int(g_value_get_int(&value))
        g_value_unset(&value)
        return (anchor, head)
    }

    /// Runs `handler` with the input method's preedit (marked, not yet committed) text
    /// whenever it changes; an empty text means the composition ended.
    @discardableResult
    public func onPreeditChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection? {
        // The signal lives on the entry's inner `GtkText`, its editable delegate.
        guard let delegate = gtk_editable_get_delegate(handle(GtkClass.Editable.self).pointer) else { return nil }
        return connectSignal(raw(delegate), "preedit-changed", owner: widgetPointer) { arguments, _ in
            handler(arguments.string(1))
        }
    }
}
