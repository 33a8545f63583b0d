// SPDX-License-Identifier: Apache-2.0
/// One selected range, or an insertion point when `anchor == head`.
///
/// The anchor is the end that stays put when the selection is extended; the head is the
/// end that moves (where the caret is drawn). `affinity` says which neighbour an insertion
/// point sticks to when text is inserted exactly at it (see ``Association``); non-empty
/// ranges map with their ends pulled inward instead (see `Selection+Mapping.swift`).
public struct SelectionRange: Hashable, Sendable, CustomStringConvertible {
    /// The fixed end.
    public let anchor: Int
    /// The moving end (the caret).
    public let head: Int
    /// The side an insertion point sticks to.
    public let affinity: Association

    /// A range from `anchor` to `head` (either order). Values are not validated here; a
    /// ``Selection`` validates them against its text length.
    public init(anchor: Int, head: Int, affinity: Association = .before) {
        self.anchor = anchor
        self.head = head
        self.affinity = affinity
    }

    /// An insertion point.
    public static func caret(_ position: Int, affinity: Association = .before) -> SelectionRange {
        SelectionRange(anchor: position, head: position, affinity: affinity)
    }

    /// The lower end.
    public var from: Int { min(anchor, head) }
    /// The upper end.
    public var to: Int { max(anchor, head) }
    /// True for an insertion point.
    public var isEmpty: Bool { anchor == head }
    /// True when the head is before the anchor (selected backwards).
    public var isBackward: Bool { head < anchor }

    /// The same direction with new ends: `from`/`to` are assigned to anchor/head so a
    /// backward range stays backward.
    func withBounds(from: Int, to: Int) -> SelectionRange {
        isBackward ? SelectionRange(anchor: to, head: from, affinity: affinity)
                   : SelectionRange(anchor: from, head: to, affinity: affinity)
    }

    public var description: String {
        isEmpty ? "caret \(head) (\(affinity))" : "\(anchor)→\(head)"
    }
}
