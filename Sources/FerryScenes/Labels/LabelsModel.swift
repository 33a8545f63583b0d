// SPDX-License-Identifier: Apache-2.0
import Foundation
import TextEditing

/// SPEC scene 2 ("Labels"), headless: the editable rows, the delete/undo history and the
/// caret policy "Tidy" uses.
///
/// Every rule lives in TextEditing's ``ListEditingSession`` (compare before assigning, no
/// echo, the selection applied once, preedit deferral, caret policies) and
/// ``DeletionHistory``; this model says which of their operations each of the scene's
/// commands is. Every method returns the commands the page must carry out on its editors,
/// in order; the page executes them and reports the widgets' events back.
@MainActor
public final class LabelsModel {
    /// What a page does to its editors: set a text or a selection, move focus, show rows.
    public typealias Command = ListEditingSession<UUID>.Command

    /// SPEC scene 2's starting rows.
    nonisolated public static let startingTexts = ["Blue tile", "Round pebble", "Paper square"]
    /// The text of a row made by "Add label".
    nonisolated public static var newLabelText: String { tr("New label") }
    /// What "Insert “Soft ”" puts at the start of a row: the seed's programmatic edit turns
    /// "Blue tile" with the caret after "Blue" (offset 4) into "Soft Blue tile", the caret
    /// at offset 9 when it keeps its logical position.
    nonisolated public static let softPrefix = "Soft "

    /// The rows, their selections and focus.
    public private(set) var session: ListEditingSession<UUID>
    /// The deletions that can be undone, newest last.
    public private(set) var history = DeletionHistory<UUID>()
    /// The caret policy the programmatic edits ("Tidy" and "Insert “Soft ”") apply.
    public private(set) var tidyPolicy = CaretPolicy.keepLogicalPosition

    /// The scene's starting rows, each with a fresh id.
    public init() {
        // Fresh UUIDs can never repeat, so the list's uniqueness check cannot fail.
        session = ListEditingSession(list: try! EditableList(texts: Self.startingTexts, makeID: { UUID() }))
    }

    /// The rows' ids, in order.
    public var ids: [UUID] { session.list.ids }

    // MARK: The scene's commands

    /// "Add label": appends "New label"; focus and caret stay where they are.
    public func addLabel() throws(TextEditingError) -> [Command] {
        try session.perform(.append(text: Self.newLabelText, focus: .keep))
    }

    /// "Reverse rows".
    public func reverseRows() throws(TextEditingError) -> [Command] {
        try session.perform(.reverse)
    }

    /// "Tidy": rewrites every label with ``LabelTidying`` under ``tidyPolicy``, one row at
    /// a time; `execute` carries out each row's commands before the next row is tidied, so
    /// the editors follow the session row by row.
    public func tidy(executing execute: ([Command]) -> Void) throws(TextEditingError) {
        let transformation = LabelTidying.transformation(policy: tidyPolicy)
        for id in session.list.ids { execute(try session.perform(.transform(id: id, transformation))) }
    }

    /// "Insert “Soft ”": the seed's programmatic edit. Inserts ``softPrefix`` at the start
    /// of the focused row (the first row when none has focus) under ``tidyPolicy``: kept,
    /// the caret moves five places on with the text it was in; selecting, the inserted
    /// words are selected; to the end, the caret goes after the last character.
    ///
    /// - Returns: The commands; none when there are no rows.
    public func insertSoftPrefix() throws(TextEditingError) -> [Command] {
        guard let id = session.list.focusedID ?? session.list.ids.first, let row = session.list.row(id) else { return [] }
        return try session.perform(.replaceText(id: id, text: Self.softPrefix + row.text, policy: tidyPolicy))
    }

    /// Chooses the caret policy the programmatic edits apply.
    public func setTidyPolicy(_ policy: CaretPolicy) {
        tidyPolicy = policy
    }

    /// Deletes row `id`, remembering it for ``undoDelete(executing:)``.
    ///
    /// - Returns: The commands and the deleted text (for the "Deleted …" toast), or `nil`
    ///   when there is no such row.
    public func delete(_ id: UUID) throws(TextEditingError) -> (commands: [Command], deletedText: String)? {
        guard let (transaction, deletion) = history.delete(id, in: session.list) else { return nil }
        return (try session.perform(transaction), deletion.text)
    }

    /// The row whose delete button takes the keyboard focus after the row at `index`, which
    /// had it, was deleted: the row now at that place, else the new last row; `nil` when no
    /// row is left. Not a text field, so that Ctrl+Z next restores the deleted row.
    public func rowTakingFocus(afterDeletionAt index: Int) -> UUID? {
        let ids = session.list.ids
        return ids.isEmpty ? nil : ids[min(max(index, 0), ids.count - 1)]
    }

    /// Undoes the latest delete: text, position, focus and caret come back. `execute`
    /// carries out each step's commands before the next step.
    public func undoDelete(executing execute: ([Command]) -> Void) throws(TextEditingError) {
        for transaction in history.undo(rowCount: session.list.rows.count) { execute(try session.perform(transaction)) }
    }

    // MARK: Editors

    /// Binds the editor that shows row `id`; returns what to put in it.
    public func bindEditor(for id: UUID) throws(TextEditingError) -> [Command] { try session.bindEditor(for: id) }
    /// Forgets the editor of row `id` (its row left).
    public func unbindEditor(for id: UUID) { session.unbindEditor(for: id) }
    /// Marks the start of a change the page makes to row `id`'s editor, so its echo is ignored.
    public func beginApplying(for id: UUID) { session.beginApplying(for: id) }
    /// Marks the end of a change the page makes to row `id`'s editor.
    public func endApplying(for id: UUID) { session.endApplying(for: id) }
    /// Row `id`'s editor took the keyboard focus.
    public func editorFocused(_ id: UUID) throws(TextEditingError) -> [Command] { try session.editorFocused(id) }
    /// Something the user did in row `id`'s editor, whose text is `editorText` now.
    ///
    /// GTK can report a caret for text it has not reported yet (the selection signal comes
    /// before the text's): a selection the session cannot place is retried once, after the
    /// session has caught up with the editor's text.
    public func widgetEvent(_ event: EditorBridge.WidgetEvent, for id: UUID,
                            editorText: @autoclosure () -> String) throws(TextEditingError) -> [Command] {
        do {
            return try session.widgetEvent(event, for: id)
        } catch {
            guard case .selectionChanged = event else { throw error }
            let caughtUp = try session.widgetEvent(.textChanged(editorText()), for: id)
            return caughtUp + (try session.widgetEvent(event, for: id))
        }
    }

    // MARK: What the page shows

    /// The index of the focused row and its caret as "anchor-head" ("none" without focus).
    public var focusDescription: String {
        guard let id = session.list.focusedID, let index = session.list.index(of: id) else { return "none" }
        let caret = session.list.selection(of: id).map { "\($0.primary.anchor)-\($0.primary.head)" } ?? "?"
        return "\(index):\(caret)"
    }

    /// The accessible name of a row's delete button, naming the row it deletes.
    nonisolated public static func deleteButtonLabel(_ text: String) -> String {
        text.isEmpty ? tr("Delete the empty label") : tr("Delete “%1$s”", text)
    }

    /// The toast after deleting a row.
    nonisolated public static func deletedMessage(_ text: String) -> String { tr("Deleted “%1$s”", text) }

    /// The line under the toolbar naming the chosen policy.
    nonisolated public static func policyLine(_ policy: CaretPolicy) -> String {
        tr("Caret policy for Tidy and Insert “Soft ”: %1$s", LabelTidying.title(of: policy))
    }

    /// A short key for a policy (log lines and widget names).
    nonisolated public static func key(of policy: CaretPolicy) -> String {
        switch policy {
        case .keepLogicalPosition: "keep"
        case .selectReplacement: "select"
        case .moveToEnd: "end"
        }
    }
}
