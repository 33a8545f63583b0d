// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// SPEC scene 2, "Labels": editable rows whose focus, caret and selection follow each item
/// through typing, adding, reversing, tidying, deleting and undoing.
///
/// The page only forwards widget signals to `ListEditingSession` (TextEditing) and
/// executes the commands it returns; every rule (compare before assigning, no echo, the
/// selection applied once, preedit deferral, caret policies) lives there. Each row is a
/// `GtkEntry` in a box; reordering moves the existing entries, so an editor is never
/// recreated while its item lives.
@MainActor
final class LabelsPage {
    let root: Widget
    private let context: PageContext
    private let model = LabelsModel()
    private var rows: [UUID: LabelRow] = [:]
    private let rowsBox = Box(.vertical, spacing: 6)
    private var policyButtons: [CaretPolicy: ToggleButton] = [:]
    /// Set while ``setTidyPolicy(_:)`` presses a policy button, whose toggles are then not
    /// the user's choice.
    private var showingPolicy = false
    private let policyLabel = Label("")
    private let emptyState: Widget
    private let content = Box(.vertical, spacing: 12)

    init(context: PageContext) {
        self.context = context
        root = ScrolledWindow(content.margins(24))
        emptyState = Box(.vertical, spacing: 8, [
            Image(iconName: "document-edit-symbolic", pixelSize: 64).cssClass("dim-label"),
            Label(tr("No Labels")).cssClass("title-2"),
            Label(tr("Add one with Add label (Ctrl+Shift+N).")).cssClass("dim-label"),
        ]).margins(24)
        let add = Button(tr("Add label")) { [unowned self] in self.addLabel() }.focusOnClick(false)
        add.tooltip = tr("Add label (Ctrl+Shift+N)")
        let reverse = Button(tr("Reverse rows")) { [unowned self] in self.reverseRows() }.focusOnClick(false)
        reverse.tooltip = tr("Reverse rows (Ctrl+Shift+R)")
        let soft = Button(tr("Insert “Soft ”")) { [unowned self] in self.insertSoftPrefix() }.focusOnClick(false)
        soft.tooltip = tr("Insert “Soft ” at the start of the focused label, under the chosen caret policy (Ctrl+Shift+S)")
        let tidy = Button(tr("Tidy")) { [unowned self] in self.tidy() }.focusOnClick(false).cssClass("suggested-action")
        tidy.tooltip = tr("Tidy every label: trim, collapse spaces, capitalise words (Ctrl+Shift+T)")
        let policies = Box(.horizontal, spacing: 0).cssClass("linked")
        // One pressed at a time: a group of toggle buttons, whose pressed state (not its
        // name) tells assistive technologies which policy is chosen.
        var group: ToggleButton?
        for policy in CaretPolicy.allCases {
            let button = ToggleButton(LabelTidying.title(of: policy)).focusOnClick(false)
            if let group { button.group(with: group) } else { group = button }
            button.onToggle { [unowned self] pressed in
                guard pressed, !self.showingPolicy else { return }
                self.setTidyPolicy(policy)
                context.settings.caretPolicyChanged(policy)
            }
            button.tooltip = tr("Tidy and Insert “Soft ” with this caret policy")
            policyButtons[policy] = button
            policies.append(button)
            context.landmark("policy-\(LabelsModel.key(of: policy))", button)
        }
        policyLabel.cssClass("dim-label").textAlignment(0)
        context.landmark("add-label", add)
        context.landmark("reverse-rows", reverse)
        context.landmark("tidy", tidy)
        context.landmark("insert-soft", soft)
        context.landmarks { [weak self] in
            guard let self else { return [] }
            return self.model.ids.enumerated().flatMap { index, id -> [(String, Widget)] in
                guard let row = self.rows[id] else { return [] }
                return [("label-row-\(index)", row.entry), ("label-delete-\(index)", row.deleteButton)]
            }
        }
        let toolbar = Box(.horizontal, spacing: 8, [add, reverse, Separator(.vertical), tidy, soft, policies])
        for child in [Label(tr("Edit the labels. Focus, caret and selection stay with each label when rows are added, reversed, tidied, deleted or restored.")).wraps().textAlignment(0).cssClass("dim-label"),
                      toolbar, policyLabel, rowsBox, emptyState] { content.append(child) }
        setTidyPolicy(context.settings.caretPolicy)
        execute([.rows(model.ids)])
    }

    // MARK: Commands

    /// "Add label" (Ctrl+Shift+N).
    func addLabel() { run("add") { try self.model.addLabel() } }

    /// "Reverse rows" (Ctrl+Shift+R).
    func reverseRows() { run("reverse") { try self.model.reverseRows() } }

    /// "Insert “Soft ”" (Ctrl+Shift+S): the seed's programmatic edit.
    func insertSoftPrefix() { run("soft") { try self.model.insertSoftPrefix() } }

    /// "Tidy" (Ctrl+Shift+T).
    func tidy() { runRowByRow("tidy") { try self.model.tidy(executing: self.execute) } }

    /// Chooses the caret policy "Tidy" uses.
    func setTidyPolicy(_ policy: CaretPolicy) {
        model.setTidyPolicy(policy)
        showingPolicy = true
        policyButtons[policy]?.isActive = true
        showingPolicy = false
        policyLabel.text = LabelsModel.policyLine(policy)
        FerryLog.write(.tidyPolicy(window: context.windowTitle, key: LabelsModel.key(of: policy)))
    }

    /// Deletes row `id`, offering to undo.
    func delete(_ id: UUID) {
        var deleted: String?
        let index = model.session.list.index(of: id)
        let focusWasInRow = rows[id].map { $0.hasFocus || $0.deleteButton.hasFocus } ?? false
        run("delete") {
            guard let (commands, text) = try self.model.delete(id) else { return [] }
            deleted = text
            return commands
        }
        guard let deleted else { return }
        // The focus was in the deleted row: it goes to the next row's delete button. Left to
        // GTK it would land in the first field, where Ctrl+Z would undo that field's typing
        // instead of the deletion.
        if focusWasInRow, let index {
            if let next = model.rowTakingFocus(afterDeletionAt: index), let row = rows[next] { row.deleteButton.grabFocus() } else { root.grabFocus() }
        }
        let message = LabelsModel.deletedMessage(deleted)
        context.overlay.show(message, buttonLabel: tr("Undo"), action: "win.undo-delete")
        FerryLog.write(.toast(window: context.windowTitle, text: message))
    }

    /// Whether a deleted label can be restored.
    var canUndoDelete: Bool { model.history.canUndo }

    /// Undoes the latest delete (Ctrl+Z).
    func undoDelete() { runRowByRow("undo") { try self.model.undoDelete(executing: self.execute) } }

    // MARK: Model plumbing

    /// Runs one of the model's commands, executes what it returns, and logs the rows.
    private func run(_ name: String, _ body: () throws -> [LabelsModel.Command]) {
        attempt(name) { try body() }
        FerryLog.write(.labels(window: context.windowTitle, command: name, rows: model.session.list.rows.map(\.text), focus: model.focusDescription))
    }

    /// Like `run` for tidy and undo, whose model executes commands row by row.
    private func runRowByRow(_ name: String, _ body: () throws -> Void) {
        run(name) { () throws -> [LabelsModel.Command] in try body(); return [] }
    }

    private func attempt(_ what: String, _ body: () throws -> [LabelsModel.Command]) {
        do {
            execute(try body())
        } catch {
            FerryLog.always(.failure(area: "LABELS", message: "\(context.windowTitle) \(what): \(error)"))
        }
    }

    private func execute(_ commands: [ListEditingSession<UUID>.Command]) {
        for command in commands {
            switch command {
            case let .setText(id, text):
                guard let row = rows[id] else { continue }
                model.beginApplying(for: id)
                row.entry.text = text
                model.endApplying(for: id)
                row.deleteButton.accessibleLabel(LabelsModel.deleteButtonLabel(text))
            case let .setSelection(id, selection):
                guard let row = rows[id] else { continue }
                model.beginApplying(for: id)
                row.entry.selectRegion(anchor: selection.primary.anchor, head: selection.primary.head)
                model.endApplying(for: id)
            case let .focus(id):
                guard let id, let row = rows[id] else { continue }
                if !row.hasFocus { row.entry.grabFocusWithoutSelecting() }
            case let .rows(ids):
                showRows(ids)
            }
        }
    }

    /// Makes the box show `ids` in order: new rows get an editor (bound to the session),
    /// rows that left lose theirs, the others are moved without being recreated.
    private func showRows(_ ids: [UUID]) {
        let wanted = Set(ids)
        for (id, row) in rows where !wanted.contains(id) {
            rowsBox.remove(row.container)
            rows[id] = nil
            model.unbindEditor(for: id)
        }
        var previous: Widget?
        var bindings: [UUID] = []
        for id in ids {
            let row: LabelRow
            if let existing = rows[id] {
                row = existing
            } else {
                row = makeRow(id)
                rows[id] = row
                rowsBox.append(row.container)
                bindings.append(id)
            }
            rowsBox.reorder(row.container, after: previous)
            previous = row.container
        }
        for id in bindings { attempt("bind") { try self.model.bindEditor(for: id) } }
        emptyState.isVisible = ids.isEmpty
        context.logGeometry()
    }

    private func makeRow(_ id: UUID) -> LabelRow {
        let row = LabelRow()
        row.entry.onChange { [weak self, weak row] text in
            row?.deleteButton.accessibleLabel(LabelsModel.deleteButtonLabel(text))
            self?.widgetEvent(.textChanged(text), id)
        }
        row.entry.onPropertyChange("cursor-position") { [weak self, weak row] in
            guard let self, let row else { return }
            self.selectionChanged(row, id)
        }
        row.entry.onPropertyChange("selection-bound") { [weak self, weak row] in
            guard let self, let row else { return }
            self.selectionChanged(row, id)
        }
        row.entry.onFocusEnter { [weak self, weak row] in
            guard let self, let row else { return }
            row.hasFocus = true
            self.attempt("focus") { try self.model.editorFocused(id) }
            FerryLog.write(.labelFocused(window: self.context.windowTitle, index: self.model.session.list.index(of: id) ?? -1))
        }
        row.entry.onFocusLeave { [weak row] in row?.hasFocus = false }
        row.entry.onPreeditChanged { [weak self] preedit in
            self?.widgetEvent(preedit.isEmpty ? .preeditEnded() : .preeditChanged(preedit), id)
        }
        row.deleteButton.onClicked { [weak self] in self?.delete(id) }
        return row
    }

    private func selectionChanged(_ row: LabelRow, _ id: UUID) {
        let (anchor, head) = row.entry.anchorAndHead
        widgetEvent(.selectionChanged(anchor: anchor, head: head), id)
    }

    private func widgetEvent(_ event: EditorBridge.WidgetEvent, _ id: UUID) {
        guard let row = rows[id] else { return }
        attempt("\(event)") { try self.model.widgetEvent(event, for: id, editorText: row.entry.text) }
    }
}

/// One row: the label's editor and its delete button.
@MainActor
private final class LabelRow {
    let entry = Entry(text: "", placeholder: tr("Label"))
    let deleteButton = Button(iconName: "user-trash-symbolic", tooltip: tr("Delete Label")).focusOnClick(false)
    let container: Box
    var hasFocus = false

    init() {
        entry.accessibleLabel(tr("Label text"))
        entry.expand(vertically: false)
        deleteButton.cssClass("flat")
        container = Box(.horizontal, spacing: 6, [entry, deleteButton])
    }
}
