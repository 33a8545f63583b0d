// SPDX-License-Identifier: Apache-2.0
/// Which neighbour a position sticks to when text is inserted exactly at it (also called
/// affinity).
///
/// `before` keeps the position with the character before it, so text inserted at the
/// position ends up after it; `after` keeps it with the character after it, so inserted
/// text ends up before it. (CodeMirror's `assoc` -1 and 1; AppKit's upstream and downstream
/// affinity.) Positions at the edge of a replaced (not merely inserted) range stay on their
/// own side whatever the association; positions strictly inside a replaced range go to the
/// start (`before`) or the end (`after`) of the replacement.
public enum Association: Hashable, Sendable, CustomStringConvertible {
    /// Stick to the character before the position.
    case before
    /// Stick to the character after the position.
    case after

    public var description: String { self == .before ? "before" : "after" }
}
