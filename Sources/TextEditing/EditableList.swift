// SPDX-License-Identifier: Apache-2.0
/// The model of a list of editable rows: identity, focus and
/// selection kept apart, and every change made as an ``EditTransaction``.
///
/// Ownership: the model owns texts and identities; the list owns the focused id; each row
/// owns its selection (kept here keyed by id, never by index); selections of rows that left
/// the list live in a ``SelectionRestorationStore`` keyed by id and text version.
///
/// Decision table (what each transaction does):
///
/// | transaction | identity | focus | selection | editors |
/// | --- | --- | --- | --- | --- |
/// | `edit` (user typed) | kept | kept | the editor's, or mapped through the edit | kept, never recreated |
/// | `select`, `focus` | kept | set by `focus` only | set by `select` only | kept |
/// | `replaceText`, `transform`, `submit` | kept | kept | by the caret policy, applied once | kept; text assigned only if it changed |
/// | … while an input method composes in that row | kept | kept | kept | transformation deferred until commit or cancel |
/// | `append` | new id for the new row only | kept (or the new row, `.newRow`) | kept; new row: caret at end | one new editor |
/// | `reverse`, `move` | kept | follows the id | follows the id | moved, not recreated |
/// | `remove` (not permanently) | id kept for restore | cleared if it was the focused row; never passed to the row now at its index | saved in the store under (id, version) | the row's editor goes |
/// | `remove` (permanently) | retired | as above | discarded | the row's editor goes |
/// | `restore` | the same id returns | kept | restored from the store if the version matches | one new editor |
/// | `rebuild` | existing ids kept; new ids only for records without one | follows the id; cleared if the id is gone | kept, mapped through text changes (keep logical position) | kept for surviving ids |
///
/// Texts are never transformed while typing (no trim or uppercase in `edit`): that happens
/// on `submit` or by an explicit `transform`.
public struct EditableList<ID: Hashable & Sendable>: Sendable {
    /// The rows, in display order.
    public internal(set) var rows: [EditableRow<ID>]
    /// The id whose editor has keyboard focus.
    public internal(set) var focusedID: ID?
    /// Live selections of rows in the list, by id.
    public internal(set) var selections: [ID: Selection] = [:]
    /// Saved selections of rows that left the list.
    public internal(set) var restoration = SelectionRestorationStore<ID>()
    /// Input-method compositions, by id.
    public internal(set) var compositions: [ID: Composition] = [:]
    /// Rows removed not permanently, restorable by id.
    public internal(set) var removedRows: [ID: EditableRow<ID>] = [:]
    /// The unit of every offset in the list's selections and changes (GTK editors count
    /// Unicode scalars, the default).
    public let unit: TextUnit
    /// What `submit` does to a row's text.
    public var submitTransformation: TextTransformation
    let makeID: @Sendable () -> ID

    /// A list of new items with the given texts.
    ///
    /// - Parameters:
    ///   - unit: an additive unit (scalar, UTF-16 or UTF-8).
    ///   - makeID: makes a new, unique id (for example `UUID.init`).
    public init(texts: [String], unit: TextUnit = .scalar,
                submitTransformation: TextTransformation = .trimWhitespace,
                makeID: @escaping @Sendable () -> ID) throws(TextEditingError) {
        guard unit.isAdditive else { throw .nonAdditiveUnit(unit) }
        self.unit = unit
        self.makeID = makeID
        self.submitTransformation = submitTransformation
        self.rows = texts.map { EditableRow(id: makeID(), text: $0) }
        try checkUniqueIDs(rows.map(\.id))
    }

    /// A list built from stored records: records with an id keep it, others get a new one.
    public init(records: [EditableRecord<ID>], unit: TextUnit = .scalar,
                submitTransformation: TextTransformation = .trimWhitespace,
                makeID: @escaping @Sendable () -> ID) throws(TextEditingError) {
        try self.init(texts: [], unit: unit, submitTransformation: submitTransformation, makeID: makeID)
        rows = records.map { EditableRow(id: $0.id ?? makeID(), text: $0.text) }
        try checkUniqueIDs(rows.map(\.id))
    }

    /// The ids in display order.
    public var ids: [ID] { rows.map(\.id) }

    /// The row index of `id`, if it is in the list.
    public func index(of id: ID) -> Int? { rows.firstIndex { $0.id == id } }

    /// The row with `id`, if it is in the list.
    public func row(_ id: ID) -> EditableRow<ID>? { rows.first { $0.id == id } }

    /// The selection of row `id`: its own, or an insertion point at the end of its text when
    /// it never had one. Nil when the row is not in the list.
    public func selection(of id: ID) -> Selection? {
        guard let row = row(id) else { return nil }
        return selections[id] ?? defaultSelection(for: row.text)
    }

    /// True while an input method composes in row `id`.
    public func isComposing(_ id: ID) -> Bool { compositions[id]?.isActive ?? false }

    func defaultSelection(for text: String) -> Selection {
        let length = text.length(in: unit)
        return Selection(unchecked: [.caret(length)], primaryIndex: 0, textLength: length, unit: unit)
    }

    func checkUniqueIDs(_ ids: [ID]) throws(TextEditingError) {
        var seen = Set<ID>()
        for id in ids where !seen.insert(id).inserted { throw .duplicateItem(id: "\(id)") }
    }
}
