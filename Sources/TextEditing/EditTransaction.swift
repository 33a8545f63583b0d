// SPDX-License-Identifier: Apache-2.0
/// Everything that can happen to an editable list, as one value per transaction. See
/// ``EditableList`` for the decision table that says what each does to identity, focus,
/// selection and editors.
public enum EditTransaction<ID: Hashable & Sendable>: Sendable {
    /// The user edited a row in its editor. `selectionAfter` is the editor's selection after
    /// the edit when known; otherwise the row's selection is mapped through `changes`.
    case edit(id: ID, changes: ChangeSet, selectionAfter: Selection?)
    /// The user moved the caret or changed the selection of a row.
    case select(id: ID, selection: Selection)
    /// Keyboard focus moved to the editor of `id` (nil: no row has focus).
    case focus(ID?)
    /// The app replaces a row's whole text under a caret policy.
    case replaceText(id: ID, text: String, policy: CaretPolicy)
    /// The app transforms a row's text (deferred while an input method composes).
    case transform(id: ID, TextTransformation)
    /// The user submitted a row: the list's submit transformation runs on it.
    case submit(id: ID)
    /// "Add label": appends a row with a new id.
    case append(text: String, focus: AppendFocus)
    /// "Reverse rows".
    case reverse
    /// Moves the row at `from` so that it ends up at index `to`.
    case move(from: Int, to: Int)
    /// Removes a row. Not permanently: its text, version and selection are kept so that
    /// ``restore(id:at:)`` can bring it back. Permanently: everything about it is discarded.
    case remove(id: ID, permanently: Bool)
    /// Brings back a row removed not permanently, at row index `at`.
    case restore(id: ID, at: Int)
    /// Rebuilds the rows from stored records, keeping ids.
    case rebuild([EditableRecord<ID>])
    /// An input method started composing in a row, or moved its marked range.
    case markText(id: ID, from: Int, to: Int)
    /// The input method committed its composition.
    case commitComposition(id: ID)
    /// The input method cancelled its composition.
    case cancelComposition(id: ID)
}
