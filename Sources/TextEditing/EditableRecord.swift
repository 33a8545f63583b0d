// SPDX-License-Identifier: Apache-2.0
/// A stored record a list can be rebuilt from: rows whose record carries an id keep it,
/// records without an id become new items with new ids.
public struct EditableRecord<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The item's id, or nil for an item that does not exist yet.
    public var id: ID?
    /// The stored text.
    public var text: String

    /// A record.
    public init(id: ID?, text: String) {
        self.id = id
        self.text = text
    }
}
