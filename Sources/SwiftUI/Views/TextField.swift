// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit
import TextEditing

/// A control that displays an editable text interface: a GTK entry.
///
/// While the person types, the entry writes each change to the bound string; when the
/// view is evaluated again with a string equal to the entry's text, nothing is written
/// back, so the caret, the selection and an input method's composition stay. A string
/// the app changed is written with the caret and selection mapped through the change
/// (TextEditing's minimal edit), not thrown to the end.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let selection: Binding<TextSelection?>?
    let prompt: String
    let label: Label

    public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, selection: nil, prompt: titleKey.resolved, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, selection: nil, prompt: String(title), label: Text(title))
    }

    /// Creates a text field with a binding to the current selection and a text label
    /// generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, selection: selection, prompt: prompt?.string ?? titleKey.resolved, label: Text(titleKey))
    }

    /// Creates a text field with a binding to the current selection and a text label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, selection: selection, prompt: prompt?.string ?? String(title), label: Text(title))
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical
}

/// Represents a selection of text: an insertion point or a range of the text.
public struct TextSelection: Equatable, Hashable, Sendable {
    /// Indicates the selection: one range, or several.
    public enum Indices: Equatable, Hashable, Sendable {
        /// A range of text; empty for an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges (GTK entries select one: the first is used).
        case multiSelection(RangeSet<String.Index>)
    }

    /// The indices of the selection.
    public var indices: Indices

    /// Creates a selection of the given range.
    public init(range: Range<String.Index>) { indices = .selection(range) }

    /// Creates an insertion point at the given index.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is an insertion point.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }

    /// The selection in characters (Unicode scalars, GTK's unit) of `text`.
    func scalarOffsets(in text: String) -> (Int, Int) {
        let range: Range<String.Index>
        switch indices {
        case .selection(let r): range = r
        case .multiSelection(let set): range = set.ranges.first ?? (text.startIndex..<text.startIndex)
        }
        let scalars = text.unicodeScalars
        let lower = min(range.lowerBound, scalars.endIndex), upper = min(range.upperBound, scalars.endIndex)
        return (scalars.distance(from: scalars.startIndex, to: lower), scalars.distance(from: scalars.startIndex, to: upper))
    }

    /// A selection of `text` from scalar offsets (clamped to the text).
    static func from(scalarOffsets start: Int, _ end: Int, in text: String) -> TextSelection {
        let scalars = text.unicodeScalars
        let count = scalars.count
        let a = scalars.index(scalars.startIndex, offsetBy: min(max(start, 0), count))
        let b = scalars.index(scalars.startIndex, offsetBy: min(max(end, 0), count))
        return TextSelection(range: min(a, b)..<max(a, b))
    }
}

@MainActor
final class TextFieldNode: Node {
    let entry: Widget
    private var text: Binding<String>?
    private var selection: Binding<TextSelection?>?
    /// The text last written to or read from the entry: a bound string equal to it is not written back.
    private var shownText = ""
    private var lastSelection: TextSelection?
    private var shownPrompt: String?
    private var isSetting = false
    private var styler = TextStyler()

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        entry = Widget(retaining: UnsafeMutableRawPointer(gtk_entry_new()!))
        super.init(viewType: viewType, parent: parent, environment: environment)
        // A text field takes the width it is offered, as SwiftUI's does.
        gtk_widget_set_hexpand(entry.gtk, 1)
        connectSignal(entry.widgetPointer, "changed") { [weak self] _, _ in self?.entryChanged() }
        for property in ["notify::cursor-position", "notify::selection-bound"] {
            connectSignal(entry.widgetPointer, property) { [weak self] _, _ in self?.selectionChanged() }
        }
    }

    override var widgets: [Widget] { [entry] }

    private var editable: OpaquePointer { OpaquePointer(entry.widgetPointer) }

    private var entryText: String { String(cString: gtk_editable_get_text(editable)) }

    private func entryChanged() {
        guard !isSetting else { return }
        shownText = entryText
        text?.wrappedValue = shownText
    }

    private var entrySelection: (Int, Int) {
        var start: Int32 = 0, end: Int32 = 0
        if gtk_editable_get_selection_bounds(editable, &start, &end) == 0 {
            let caret = Int(gtk_editable_get_position(editable))
            return (caret, caret)
        }
        return (Int(start), Int(end))
    }

    private func selectionChanged() {
        guard !isSetting, let selection else { return }
        let (start, end) = entrySelection
        let value = TextSelection.from(scalarOffsets: start, end, in: shownText)
        guard value != lastSelection else { return }
        lastSelection = value
        selection.wrappedValue = value
    }

    func update(_ field: (text: Binding<String>, selection: Binding<TextSelection?>?, prompt: String),
                environment: EnvironmentValues) {
        text = field.text
        selection = field.selection
        if field.prompt != shownPrompt {
            SwiftUIMetrics.wrote()
            shownPrompt = field.prompt
            gtk_entry_set_placeholder_text(entry.widgetPointer.assumingMemoryBound(to: GtkEntry.self), field.prompt)
            entry.accessibleLabel(field.prompt)
        }
        let bound = field.text.wrappedValue
        if bound != shownText { write(bound) }
        if let wanted = field.selection?.wrappedValue, wanted != lastSelection {
            lastSelection = wanted
            SwiftUIMetrics.wrote()
            let (start, end) = wanted.scalarOffsets(in: shownText)
            isSetting = true
            gtk_editable_select_region(editable, Int32(start), Int32(end))
            isSetting = false
        }
        setSensitive(entry, environment.isEnabled)
        if entry.hasCSSClass("flat") != (environment.textFieldStyle == .plain) {
            SwiftUIMetrics.wrote()
            entry.setCSSClass("flat", environment.textFieldStyle == .plain)
        }
        styler.apply(to: entry, environment: environment)
    }

    /// Writes a string the app changed, keeping the caret and selection where they were
    /// in the text around the change.
    private func write(_ new: String) {
        let old = shownText
        let (start, end) = entrySelection
        var mappedStart = new.unicodeScalars.count, mappedEnd = mappedStart
        if let change = try? ChangeSet.minimalEdit(from: old, to: new, unit: .scalar) {
            mappedStart = (try? change.mapPosition(start, association: .after)) ?? mappedStart
            mappedEnd = (try? change.mapPosition(end, association: .after)) ?? mappedEnd
        }
        SwiftUIMetrics.wrote()
        isSetting = true
        gtk_editable_set_text(editable, new)
        gtk_editable_select_region(editable, Int32(mappedStart), Int32(mappedEnd))
        isSetting = false
        shownText = new
    }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        update((view as! any TextFieldView).fieldParts, environment: environment)
    }
}

@MainActor protocol TextFieldView { var fieldParts: (text: Binding<String>, selection: Binding<TextSelection?>?, prompt: String) { get } }

extension TextField: PrimitiveView, TextFieldView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        TextFieldNode(viewType: Self.self, parent: parent, environment: environment)
    }
    var fieldParts: (text: Binding<String>, selection: Binding<TextSelection?>?, prompt: String) { (text, selection, prompt) }
}

/// The style of a text field.
public protocol TextFieldStyle {}

enum TextFieldStyleKind: Sendable { case automatic, roundedBorder, plain }

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
}
/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
}
/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border: GTK's entry frame.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration: a flat entry.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind: TextFieldStyleKind = style is PlainTextFieldStyle ? .plain : style is RoundedBorderTextFieldStyle ? .roundedBorder : .automatic
        return modifier(EnvironmentModifier { $0.textFieldStyle = kind })
    }
}

