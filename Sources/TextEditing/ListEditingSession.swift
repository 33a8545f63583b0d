// SPDX-License-Identifier: Apache-2.0
/// Glue between an ``EditableList`` and the ``EditorBridge``s of the editors that exist
/// (a GtkListView creates and recycles row widgets), so that a page only forwards widget
/// signals and executes ``Command``s.
///
/// Executing commands: call ``beginApplying(for:)`` before and ``endApplying(for:)`` after
/// executing the `setText`/`setSelection` commands of one id, so the widget's echo
/// notifications are recognised and dropped.
public struct ListEditingSession<ID: Hashable & Sendable>: Sendable {
    /// Something the page must do to a widget.
    public enum Command: Hashable, Sendable {
        /// Assign the editor's text.
        case setText(id: ID, text: String)
        /// Apply the editor's selection (once, after any `setText`).
        case setSelection(id: ID, selection: Selection)
        /// Move keyboard focus to the editor of this id, or away from all rows.
        case focus(ID?)
        /// The rows changed membership or order; here is the new order of ids.
        case rows([ID])
    }

    /// The model.
    public private(set) var list: EditableList<ID>
    /// The bridges of the editors that currently exist, by item id.
    public private(set) var editors: [ID: EditorBridge] = [:]

    /// A session over `list`, with no editors yet.
    public init(list: EditableList<ID>) {
        self.list = list
    }

    /// A new (or recycled) editor widget now shows row `id`: returns the commands that give
    /// it the row's text and selection (restored by id).
    public mutating func bindEditor(for id: ID) throws(TextEditingError) -> [Command] {
        guard let row = list.row(id), let selection = list.selection(of: id) else { throw .unknownItem(id: "\(id)") }
        var bridge = try EditorBridge(unit: list.unit)
        let effects = bridge.modelDidChange(text: row.text, selection: selection)
        editors[id] = bridge
        return commands(from: effects, for: id)
    }

    /// The editor of `id` went away (scrolled out, recycled). The row's selection stays in
    /// the model, keyed by id.
    public mutating func unbindEditor(for id: ID) {
        editors[id] = nil
    }

    /// Marks the start of executing commands for the editor of `id`.
    public mutating func beginApplying(for id: ID) { editors[id]?.beginApplying() }

    /// Marks the end of executing commands for the editor of `id`.
    public mutating func endApplying(for id: ID) { editors[id]?.endApplying() }

    /// The editor of `id` received focus.
    public mutating func editorFocused(_ id: ID) throws(TextEditingError) -> [Command] {
        try perform(.focus(id))
    }

    /// A signal from the editor of `id`.
    public mutating func widgetEvent(_ event: EditorBridge.WidgetEvent, for id: ID) throws(TextEditingError) -> [Command] {
        guard var bridge = editors[id] else { throw .unknownItem(id: "\(id)") }
        let effects = try bridge.handle(event)
        editors[id] = bridge
        var result: [Command] = []
        for effect in effects {
            switch effect {
            case let .modelEdit(changes, selectionAfter):
                result += route(try list.apply(.edit(id: id, changes: changes, selectionAfter: selectionAfter)))
            case let .modelSelection(selection):
                result += route(try list.apply(.select(id: id, selection: selection)))
            case let .compositionMarked(from, to):
                result += route(try list.apply(.markText(id: id, from: from, to: to)))
            case let .compositionEnded(cancelled):
                if list.isComposing(id) {
                    result += route(try list.apply(cancelled ? .cancelComposition(id: id) : .commitComposition(id: id)))
                }
            case .setWidgetText, .setWidgetSelection:
                result += commands(from: [effect], for: id)
            }
        }
        return result
    }

    /// An app command (add, reverse, replace, transform, remove, restore, rebuild…).
    public mutating func perform(_ transaction: EditTransaction<ID>) throws(TextEditingError) -> [Command] {
        route(try list.apply(transaction))
    }

    /// Turns a model outcome into widget commands: assignments only for programmatic
    /// changes of rows that have an editor, focus only when it moved, rows only when
    /// membership or order changed.
    private mutating func route(_ outcome: EditOutcome<ID>) -> [Command] {
        var result: [Command] = []
        for id in outcome.removedIDs { editors[id] = nil }
        if !outcome.insertedIDs.isEmpty || !outcome.removedIDs.isEmpty || outcome.orderChanged {
            result.append(.rows(list.ids))
        }
        var touched: [ID] = []
        for id in list.ids where outcome.selectionsToApply[id] != nil
            || outcome.textChanges[id].map({ $0.origin == .program }) == true {
            touched.append(id)
        }
        for id in touched {
            guard var bridge = editors[id], let row = list.row(id), let selection = list.selection(of: id) else { continue }
            let effects = bridge.modelDidChange(text: row.text, selection: selection)
            editors[id] = bridge
            result += commands(from: effects, for: id)
        }
        if outcome.focusChanged { result.append(.focus(outcome.focusAfter)) }
        return result
    }

    private func commands(from effects: [EditorBridge.Effect], for id: ID) -> [Command] {
        effects.compactMap { effect in
            switch effect {
            case let .setWidgetText(text): .setText(id: id, text: text)
            case let .setWidgetSelection(selection): .setSelection(id: id, selection: selection)
            default: nil
            }
        }
    }
}
