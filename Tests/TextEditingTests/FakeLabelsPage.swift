// SPDX-License-Identifier: Apache-2.0
import Foundation
@testable import TextEditing

/// A stand-in for a GtkText: it keeps text and selection in Unicode scalars and emits its
/// signals synchronously, in GTK's order, including inside its own setters — exactly the
/// echoes the bridge must not forward.
final class FakeGtkText {
    private(set) var scalars: [Unicode.Scalar] = []
    private(set) var anchor = 0
    private(set) var head = 0
    private(set) var preedit = ""
    /// Number of times the app assigned text / selection.
    private(set) var textAssignments = 0
    private(set) var selectionAssignments = 0
    var emit: (EditorBridge.WidgetEvent) -> Void = { _ in }

    var text: String { String(String.UnicodeScalarView(scalars)) }

    // MARK: app side (gtk_editable_set_text, gtk_editable_select_region)

    func setText(_ newText: String) {
        textAssignments += 1
        deleteRange(0, scalars.count)
        insert(newText, at: 0)
        moveCursor(anchor: 0, head: 0)
    }

    func selectRegion(anchor: Int, head: Int) {
        selectionAssignments += 1
        moveCursor(anchor: anchor, head: head)
    }

    // MARK: user side

    func click(at position: Int) { moveCursor(anchor: position, head: position) }

    func drag(from anchor: Int, to head: Int) { moveCursor(anchor: anchor, head: head) }

    /// Types `text` character by character, replacing the selection first.
    func type(_ text: String) {
        for character in text {
            replaceSelection(with: String(character))
        }
    }

    func startPreedit(_ text: String) {
        emit(.preeditStarted)
        preedit = text
        emit(.preeditChanged(text))
    }

    /// The input method commits: preedit goes, the text is inserted at the caret.
    func commitPreedit(_ text: String) {
        preedit = ""
        replaceSelection(with: text)
        emit(.preeditEnded())
    }

    private func replaceSelection(with text: String) {
        let from = min(anchor, head), to = max(anchor, head)
        if from < to { deleteRange(from, to) }
        insert(text, at: from)
        let caret = from + text.unicodeScalars.count
        moveCursor(anchor: caret, head: caret)
    }

    private func deleteRange(_ from: Int, _ to: Int) {
        guard from < to else { return }
        emit(.replaced(from: from, to: to, with: ""))   // delete-text (before the change)
        scalars.removeSubrange(from..<to)
        anchor = min(anchor, scalars.count)
        head = min(head, scalars.count)
        emit(.textChanged(text))                        // changed
    }

    private func insert(_ text: String, at position: Int) {
        guard !text.isEmpty else { return }
        emit(.replaced(from: position, to: position, with: text))   // insert-text
        scalars.insert(contentsOf: text.unicodeScalars, at: position)
        emit(.textChanged(self.text))
    }

    private func moveCursor(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
        emit(.selectionChanged(anchor: anchor, head: head))
    }
}

/// The Labels page reduced to what a GTK page does: create a widget per row, forward its
/// signals to the session, and execute the session's commands between
/// `beginApplying`/`endApplying`. It holds no rules.
final class FakeLabelsPage {
    private(set) var session: ListEditingSession<UUID>
    private(set) var widgets: [UUID: FakeGtkText] = [:]
    private(set) var focusedWidget: UUID?
    private(set) var commandLog: [ListEditingSession<UUID>.Command] = []
    private(set) var errors: [Error] = []

    init(texts: [String]) throws {
        session = ListEditingSession(list: try EditableList(texts: texts, makeID: { UUID() }))
        for id in session.list.ids { createWidget(for: id) }
    }

    var ids: [UUID] { session.list.ids }

    func widget(_ id: UUID) -> FakeGtkText { widgets[id]! }

    /// The user clicks into a row's editor.
    func focus(_ id: UUID) {
        run { try self.session.editorFocused(id) }
        focusedWidget = id
    }

    /// A keyboard shortcut or menu command.
    func perform(_ transaction: EditTransaction<UUID>) {
        run { try self.session.perform(transaction) }
    }

    func clearLog() { commandLog = [] }

    private func createWidget(for id: UUID) {
        let widget = FakeGtkText()
        widget.emit = { [unowned self] event in self.run { try self.session.widgetEvent(event, for: id) } }
        widgets[id] = widget
        run { try self.session.bindEditor(for: id) }
    }

    private func run(_ body: () throws -> [ListEditingSession<UUID>.Command]) {
        do {
            execute(try body())
        } catch {
            errors.append(error)
        }
    }

    private func execute(_ commands: [ListEditingSession<UUID>.Command]) {
        for command in commands {
            commandLog.append(command)
            switch command {
            case let .setText(id, text):
                session.beginApplying(for: id)
                widgets[id]?.setText(text)
                session.endApplying(for: id)
            case let .setSelection(id, selection):
                session.beginApplying(for: id)
                widgets[id]?.selectRegion(anchor: selection.primary.anchor, head: selection.primary.head)
                session.endApplying(for: id)
            case let .focus(id):
                focusedWidget = id
            case let .rows(ids):
                for id in widgets.keys where !ids.contains(id) { widgets[id] = nil }
                for id in ids where widgets[id] == nil { createWidget(for: id) }
            }
        }
    }
}
