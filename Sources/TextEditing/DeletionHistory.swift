// SPDX-License-Identifier: Apache-2.0
/// What "Undo" brings back after rows of an ``EditableList`` were deleted: each row with
/// its id, text and version (kept by the list's not-permanent remove), at its old
/// position, with focus and caret when it had them.
///
/// ``EditTransaction/restore(id:at:)`` brings back a row and its selection but leaves
/// focus alone; this history remembers the row's position and whether it was focused, so
/// one undo gives both back.
public struct DeletionHistory<ID: Hashable & Sendable>: Sendable {
    /// One deletion that can be undone.
    public struct Deletion: Hashable, Sendable {
        /// The deleted row's id.
        public let id: ID
        /// Its row index when deleted.
        public let index: Int
        /// Its text, for the toast.
        public let text: String
        /// Whether its editor had focus.
        public let wasFocused: Bool
    }

    /// Deletions, oldest first.
    public private(set) var deletions: [Deletion] = []

    /// Creates an empty history.
    public init() {}

    /// Whether there is something to undo.
    public var canUndo: Bool { !deletions.isEmpty }

    /// Deletes row `id` from `list` (not permanently) and records it. Returns the
    /// transaction to perform and the recorded deletion, or `nil` for an unknown id.
    public mutating func delete(_ id: ID, in list: EditableList<ID>) -> (transaction: EditTransaction<ID>, deletion: Deletion)? {
        guard let index = list.index(of: id), let row = list.row(id) else { return nil }
        let deletion = Deletion(id: id, index: index, text: row.text, wasFocused: list.focusedID == id)
        deletions.append(deletion)
        return (.remove(id: id, permanently: false), deletion)
    }

    /// The transactions that undo the latest deletion, in order: restore at the old index
    /// (clamped to the rows there are now), then focus when the row had it.
    public mutating func undo(rowCount: Int) -> [EditTransaction<ID>] {
        guard let deletion = deletions.popLast() else { return [] }
        var transactions: [EditTransaction<ID>] = [.restore(id: deletion.id, at: min(deletion.index, rowCount))]
        if deletion.wasFocused { transactions.append(.focus(deletion.id)) }
        return transactions
    }
}
