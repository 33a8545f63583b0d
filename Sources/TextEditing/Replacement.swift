// SPDX-License-Identifier: Apache-2.0
/// One replacement in a change set: the old text between `from` and `to` becomes `text`.
///
/// Offsets count in the unit of the change set the replacement is given to. A replacement
/// is not validated until it is; an insertion has `from == to`, a deletion an empty `text`.
public struct Replacement: Hashable, Sendable, CustomStringConvertible {
    /// Where the replaced text starts.
    public let from: Int
    /// Where the replaced text ends (exclusive).
    public let to: Int
    /// The text put in its place.
    public let text: String

    /// Replaces `from..<to` with `text`.
    public init(from: Int, to: Int, with text: String) {
        self.from = from
        self.to = to
        self.text = text
    }

    /// Replaces `length` units starting at `from` with `text`.
    public init(from: Int, length: Int, with text: String) {
        self.init(from: from, to: from + length, with: text)
    }

    /// Inserts `text` at `position`.
    public static func insertion(_ text: String, at position: Int) -> Replacement {
        Replacement(from: position, to: position, with: text)
    }

    /// Deletes `from..<to`.
    public static func deletion(from: Int, to: Int) -> Replacement {
        Replacement(from: from, to: to, with: "")
    }

    public var description: String { "\(from)..<\(to) → \(String(reflecting: text))" }
}
