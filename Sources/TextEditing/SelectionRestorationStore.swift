// SPDX-License-Identifier: Apache-2.0
/// Saved selections of items whose editors can disappear (filtered out, scrolled away,
/// removed with undo possible), kept above the rows and keyed by item id and the text
/// version they describe.
///
/// Rules:
/// - An entry is only ever returned for its own id; an item that now sits at the old row
///   index never receives it.
/// - An entry is only returned for the text version it describes. When the text changes,
///   ``textDidChange(for:from:to:changes:)`` maps the entry through the changes to the new
///   version; an entry whose version no longer matches is discarded when met.
/// - ``itemDeleted(_:)`` discards the entry for good.
public struct SelectionRestorationStore<ID: Hashable & Sendable>: Sendable {
    /// One saved selection and the text version it describes.
    public struct Entry: Hashable, Sendable {
        /// The saved selection.
        public let selection: Selection
        /// The version of the text the selection describes.
        public let version: TextVersion
    }

    private var entries: [ID: Entry] = [:]

    /// An empty store.
    public init() {}

    /// The number of saved selections.
    public var count: Int { entries.count }

    /// Whether a selection is saved for `id` (whatever its version).
    public func contains(_ id: ID) -> Bool { entries[id] != nil }

    /// Saves `selection` for `id`, describing text `version`. Replaces an earlier entry.
    public mutating func save(_ selection: Selection, for id: ID, version: TextVersion) {
        entries[id] = Entry(selection: selection, version: version)
    }

    /// The saved selection for `id` if it describes `version`, without removing it.
    public func selection(for id: ID, version: TextVersion) -> Selection? {
        guard let entry = entries[id], entry.version == version else { return nil }
        return entry.selection
    }

    /// Removes and returns the saved selection for `id` if it describes `version`; a stale
    /// entry (other version) is discarded and nil returned.
    public mutating func take(for id: ID, version: TextVersion) -> Selection? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        return entry.version == version ? entry.selection : nil
    }

    /// Brings the entry for `id` from version `old` to `new` by mapping it through
    /// `changes`. An entry for another version, or that the changes do not fit, is discarded.
    public mutating func textDidChange(for id: ID, from old: TextVersion, to new: TextVersion, changes: ChangeSet) {
        guard let entry = entries[id] else { return }
        guard entry.version == old, let mapped = try? entry.selection.mapped(through: changes) else {
            entries[id] = nil
            return
        }
        entries[id] = Entry(selection: mapped, version: new)
    }

    /// Discards the entry of a permanently deleted item.
    public mutating func itemDeleted(_ id: ID) {
        entries[id] = nil
    }

    /// Discards every entry whose id is not in `ids` (for example after a rebuild).
    public mutating func retainOnly(_ ids: Set<ID>) {
        entries = entries.filter { ids.contains($0.key) }
    }
}
