// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Multi-line editable text: `GtkTextView` and its buffer.
///
/// Offsets count characters as GTK does (Unicode scalars).
@MainActor
public final class TextView: Widget {
    private let bufferPointer: UnsafeMutableRawPointer
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { GObjectHandle<GtkClass.TextBuffer>(bufferPointer).pointer }

    /// Creates a text view showing `text`.
    public init(text: String = "") {
        let view = gtk_text_view_new()!
        bufferPointer = raw(gtk_text_view_get_buffer(GObjectHandle<GtkClass.TextView>(view).pointer)!)
        super.init(view)
        gtk_text_view_set_wrap_mode(handle(GtkClass.TextView.self).pointer, GTK_WRAP_WORD_CHAR)
        self.text = text
    }

    /// The whole text; setting it replaces the text only when it differs.
    public var text: String {
        get { Self.text(of: bufferPointer) }
        set {
            guard newValue != text else { return }
            gtk_text_buffer_set_text(buffer, newValue, -1)
        }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(handle(GtkClass.TextView.self).pointer) != 0 }
        set { gtk_text_view_set_editable(handle(GtkClass.TextView.self).pointer, newValue ? 1 : 0) }
    }

    /// The caret, in Unicode scalars from the start.
    public var cursorPosition: Int {
        get {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            return Int(gtk_text_iter_get_offset(&iter))
        }
        set { select(newValue..<newValue) }
    }

    /// The selected range (empty at the caret when nothing is selected).
    public var selection: Range<Int> {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        let a = Int(gtk_text_iter_get_offset(&start)), b = Int(gtk_text_iter_get_offset(&end))
        return min(a, b)..<max(a, b)
    }

    /// Selects `range`, or places the caret when it is empty.
    public func select(_ range: Range<Int>) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(range.upperBound))
        gtk_text_buffer_select_range(buffer, &end, &start)
    }

    /// Runs `handler` with the new text after every change.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let buffer = bufferPointer
        return connectSignal(bufferPointer, "changed", owner: widgetPointer) { _, _ in handler(Self.text(of: buffer)) }
    }

    private static func text(of bufferPointer: UnsafeMutableRawPointer) -> String {
        let buffer = GObjectHandle<GtkClass.TextBuffer>(bufferPointer).pointer
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
        defer { g_free(characters) }
        return String(cString: characters)
    }
}
