// SPDX-License-Identifier: Apache-2.0
/// The rules between one model row and one native editor widget (GtkText or GtkTextView
/// here, NSTextView on a Mac), as a state machine: the page feeds it the widget's signals
/// and the model's changes, and executes the effects it returns. The page itself decides
/// nothing.
///
/// Rules:
/// 1. User edits flow to the model (``Effect/modelEdit(_:selectionAfter:)``) and selection
///    changes to state keyed by item id (``Effect/modelSelection(_:)``).
/// 2. Compare before assigning: a model change whose text equals what the widget shows
///    assigns no text.
/// 3. After a genuine text assignment the selection computed from the resulting text is
///    applied once (one ``Effect/setWidgetSelection(_:)`` per model change).
/// 4. Notifications caused by the app's own assignment are not echoed back: the page calls
///    ``beginApplying()`` before executing `setWidget…` effects and ``endApplying()`` after,
///    and every widget event in between is dropped (GTK emits delete-text, insert-text,
///    changed and cursor notifications synchronously inside `set_text`).
/// 5. While the widget has preedit (marked) text, model changes are not assigned: the
///    latest one waits and is assigned (compared first) when the preedit ends.
///
/// Wiring a GtkText / GtkEditable (offsets are characters, i.e. Unicode scalars):
/// `insert-text(text, length, position)` → `.replaced(from: position, to: position, with: text)`;
/// `delete-text(start, end)` → `.replaced(from: start, to: end, with: "")`;
/// `changed` → `.textChanged(gtk_editable_get_text)`;
/// `notify::cursor-position` / `notify::selection-bound` → `.selectionChanged(anchor:
/// selection-bound, head: cursor-position)`; `preedit-changed(text)` → `.preeditChanged(text)`
/// for a non-empty text, `.preeditEnded()` for an empty one. `setWidgetText` →
/// `gtk_editable_set_text`, `setWidgetSelection` → `gtk_editable_select_region(anchor, head)`.
/// GtkTextBuffer reports byte indexes within lines: convert them with
/// `String.convertOffset(_:from:to:)` (UTF-8 → scalar) first.
public struct EditorBridge: Sendable {
    /// A signal from the widget.
    public enum WidgetEvent: Hashable, Sendable {
        /// The user replaced `from..<to` with `text` (GTK `delete-text`/`insert-text`).
        case replaced(from: Int, to: Int, with: String)
        /// The widget's whole text after a change (GTK `changed`); ignored when it equals
        /// what the bridge already knows, otherwise turned into a minimal edit.
        case textChanged(String)
        /// The selection moved (GTK `cursor-position`/`selection-bound` notifications).
        case selectionChanged(anchor: Int, head: Int)
        /// Input-method preedit started (GTK `preedit-start`, or the first `preedit-changed`).
        case preeditStarted
        /// Input-method preedit text changed.
        case preeditChanged(String)
        /// Preedit ended: committed text, if any, arrives as a `replaced` event.
        case preeditEnded(cancelled: Bool = false)
    }

    /// What the bridge asks for.
    public enum Effect: Hashable, Sendable {
        /// Give the model this user edit of the row.
        case modelEdit(ChangeSet, selectionAfter: Selection?)
        /// Give the model the row's new selection.
        case modelSelection(Selection)
        /// An input method composes; marked range in model coordinates (empty at the caret
        /// for GTK, whose preedit text is not part of the buffer).
        case compositionMarked(from: Int, to: Int)
        /// The composition ended (commit or cancel).
        case compositionEnded(cancelled: Bool)
        /// Assign this text to the widget.
        case setWidgetText(String)
        /// Apply this selection to the widget.
        case setWidgetSelection(Selection)
    }

    /// The unit of every offset exchanged with the widget (GTK: scalars).
    public let unit: TextUnit
    /// What the widget shows.
    public private(set) var widgetText: String
    /// The widget's selection as last reported or assigned.
    public private(set) var widgetSelection: Selection
    /// True between ``beginApplying()`` and ``endApplying()``.
    public private(set) var isApplying = false
    /// True while the widget has preedit text.
    public private(set) var isPreediting = false
    /// The preedit text, for display.
    public private(set) var preeditText = ""
    /// How many widget events were dropped as echoes of the app's own assignments.
    public private(set) var suppressedEchoes = 0
    private var pendingModelState: (text: String, selection: Selection)?

    /// A bridge for a fresh widget that shows `widgetText` (usually empty) with the caret at
    /// its end.
    public init(widgetText: String = "", unit: TextUnit = .scalar) throws(TextEditingError) {
        guard unit.isAdditive else { throw .nonAdditiveUnit(unit) }
        self.unit = unit
        self.widgetText = widgetText
        let length = widgetText.length(in: unit)
        self.widgetSelection = Selection(unchecked: [.caret(length)], primaryIndex: 0, textLength: length, unit: unit)
    }

    /// True while a model change waits for the preedit to end.
    public var hasPendingModelChange: Bool { pendingModelState != nil }

    /// Marks the start of executing `setWidget…` effects: widget events are echoes until
    /// ``endApplying()``.
    public mutating func beginApplying() { isApplying = true }

    /// Marks the end of executing `setWidget…` effects.
    public mutating func endApplying() { isApplying = false }

    /// Handles a widget signal.
    ///
    /// - Throws: ``TextEditingError`` when the event does not fit the text the widget is
    ///   known to show (offsets past the end, reversed ranges).
    public mutating func handle(_ event: WidgetEvent) throws(TextEditingError) -> [Effect] {
        if isApplying {
            suppressedEchoes += 1
            return []
        }
        switch event {
        case let .replaced(from, to, text):
            let changes = try ChangeSet(replacing: from, to: to, with: text,
                                        length: widgetText.length(in: unit), unit: unit)
            return try userEdit(changes)
        case let .textChanged(text):
            if text.utf8.elementsEqual(widgetText.utf8) { return [] }
            return try userEdit(try ChangeSet.minimalEdit(from: widgetText, to: text, unit: unit))
        case let .selectionChanged(anchor, head):
            let selection = try Selection(ranges: [SelectionRange(anchor: anchor, head: head)],
                                          textLength: widgetText.length(in: unit), unit: unit)
            if selection.ranges == widgetSelection.ranges { return [] }
            widgetSelection = selection
            return [.modelSelection(selection)]
        case .preeditStarted, .preeditChanged:
            if case let .preeditChanged(text) = event { preeditText = text }
            guard !isPreediting else { return [] }
            isPreediting = true
            let caret = widgetSelection.primary.head
            return [.compositionMarked(from: caret, to: caret)]
        case let .preeditEnded(cancelled):
            guard isPreediting else { return [] }
            isPreediting = false
            preeditText = ""
            // The waiting model state is assigned first; whatever the model does when it learns
            // that composition ended (run deferred transformations) then comes as a newer change.
            var effects: [Effect] = []
            if let pending = pendingModelState {
                pendingModelState = nil
                effects += assign(text: pending.text, selection: pending.selection)
            }
            effects.append(.compositionEnded(cancelled: cancelled))
            return effects
        }
    }

    /// The model's text and selection for this row changed (or were bound to a new widget).
    /// Returns the assignments to execute, between ``beginApplying()`` and ``endApplying()``;
    /// none while preediting (the change waits) or when the widget already shows it.
    public mutating func modelDidChange(text: String, selection: Selection) -> [Effect] {
        if isPreediting {
            pendingModelState = (text, selection)
            return []
        }
        return assign(text: text, selection: selection)
    }

    private mutating func assign(text: String, selection: Selection) -> [Effect] {
        var effects: [Effect] = []
        let textChanged = !text.utf8.elementsEqual(widgetText.utf8)
        if textChanged {
            effects.append(.setWidgetText(text))
            widgetText = text
        }
        // After a text assignment the widget's own caret is meaningless: always set ours.
        if textChanged || selection.ranges != widgetSelection.ranges {
            effects.append(.setWidgetSelection(selection))
            widgetSelection = selection
        }
        return effects
    }

    private mutating func userEdit(_ changes: ChangeSet) throws(TextEditingError) -> [Effect] {
        let text = try changes.apply(to: widgetText)
        widgetText = text
        // The widget reports its caret right after; until then the mapped one stands in.
        widgetSelection = try widgetSelection.mapped(through: changes)
        return [.modelEdit(changes, selectionAfter: nil)]
    }
}
