// SPDX-License-Identifier: Apache-2.0
/// One row of an editable list: a stable identity, its text, and the version of that text.
public struct EditableRow<ID: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The item's identity; it never changes.
    public let id: ID
    /// The current text.
    public internal(set) var text: String
    /// Increases with every change of `text`.
    public internal(set) var version: TextVersion

    /// A row as it is stored.
    public init(id: ID, text: String, version: TextVersion = .initial) {
        self.id = id
        self.text = text
        self.version = version
    }
}
