// SPDX-License-Identifier: Apache-2.0
/// Which processes may see a representation while an item is in transit.
///
/// Ferry's rule, for Linux where there are no teams or app groups: visibilities are
/// ordered from widest to narrowest, `.all` ⊃ `.team` ⊃ `.group` ⊃ `.ownProcess`. A
/// representation is offered to an audience when its visibility is at least as wide as
/// the audience: `.ownProcess` sees every representation, `.all` sees only those marked
/// `.all`. Ferry's transfer sessions describe another process as `.all` and the same
/// process as `.ownProcess`; `.team` and `.group` are kept for source compatibility and
/// ordered between them.
public struct TransferRepresentationVisibility: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline let width: Int

    /// Visible to any app or process.
    public static let all = TransferRepresentationVisibility(width: 3)
    /// Visible to apps of the same development team.
    public static let team = TransferRepresentationVisibility(width: 2)
    /// Visible to apps in the same app group.
    public static let group = TransferRepresentationVisibility(width: 1)
    /// Visible only to the process that exported it.
    public static let ownProcess = TransferRepresentationVisibility(width: 0)

    /// Whether a representation with this visibility may be offered to `audience`.
    @inlinable
    public func isVisible(to audience: TransferRepresentationVisibility) -> Bool {
        width >= audience.width
    }

    /// The narrower of two visibilities: nested `.visibility` modifiers never widen.
    func narrowed(to other: TransferRepresentationVisibility) -> TransferRepresentationVisibility {
        width <= other.width ? self : other
    }

    public var description: String {
        switch width {
        case 3: "all"
        case 2: "team"
        case 1: "group"
        default: "ownProcess"
        }
    }
}
