// SPDX-License-Identifier: Apache-2.0
/// Drafts of editable rows kept outside the rows, keyed by record id, so that a row that
/// is filtered out (and whose widget is destroyed) gets its unsaved state back when it
/// shows again.
///
/// A draft is never looked up by position, so it can never land on whichever row now
/// sits at an old offset. Delete a record's draft when the record is deleted for good.
public struct DraftStore<ID: Hashable & Sendable, Draft> {
    private var drafts: [ID: Draft] = [:]

    /// An empty store.
    public init() {}

    /// The number of stored drafts.
    public var count: Int { drafts.count }

    /// The ids that have a stored draft.
    public var ids: Dictionary<ID, Draft>.Keys { drafts.keys }

    /// The draft stored for `id`, if any, left in the store.
    public func draft(for id: ID) -> Draft? { drafts[id] }

    /// Stores `draft` for `id`, replacing an older one.
    public mutating func stash(_ draft: Draft, for id: ID) { drafts[id] = draft }

    /// Removes and returns the draft for `id` (a row showing again takes its draft back).
    public mutating func take(for id: ID) -> Draft? { drafts.removeValue(forKey: id) }

    /// Deletes the draft for `id` (the record was deleted for good).
    public mutating func discard(for id: ID) { drafts[id] = nil }

    /// Deletes the drafts of every id not in `existingIDs` (records deleted while their
    /// rows were hidden).
    public mutating func discardAll(except existingIDs: some Sequence<ID>) {
        let keep = Set(existingIDs)
        drafts = drafts.filter { keep.contains($0.key) }
    }

    /// Follows a membership change: stashes the draft of each row that leaves (as read by
    /// `currentDraft`, which returns `nil` for rows with nothing unsaved) and takes back
    /// the drafts of the rows that enter.
    ///
    /// - Returns: the drafts to hand to the entering rows, by id.
    public mutating func follow(
        _ update: MembershipUpdate<ID>,
        currentDraft: (ID) -> Draft?
    ) -> [ID: Draft] {
        for removal in update.diff.removals {
            if let draft = currentDraft(removal.id) { drafts[removal.id] = draft }
        }
        var restored: [ID: Draft] = [:]
        for insertion in update.diff.insertions {
            if let draft = drafts.removeValue(forKey: insertion.id) { restored[insertion.id] = draft }
        }
        return restored
    }
}

extension DraftStore: Sendable where Draft: Sendable {}
extension DraftStore: Equatable where Draft: Equatable {}
