// SPDX-License-Identifier: Apache-2.0
/// A mapped position with what happened around it (after ProseMirror's `MapResult`).
///
/// Only deletions (replaced ranges of non-zero old length) set flags; pure insertions never
/// do. Flags accumulate over every change the position met.
public struct MapResult: Hashable, Sendable, CustomStringConvertible {
    /// The position in the new text.
    public let position: Int
    /// The character just before the old position was deleted (also true when the
    /// deletion spans the position).
    public let deletedBefore: Bool
    /// The character just after the old position was deleted (also true when the deletion
    /// spans the position).
    public let deletedAfter: Bool
    /// A deletion spans the position: the characters on both sides were removed by one
    /// change.
    public let deletedAcross: Bool
    /// The character on the side the position is associated with was deleted (ProseMirror's
    /// `deleted`).
    public let deletedOnAssociatedSide: Bool

    /// Creates a result.
    public init(position: Int, deletedBefore: Bool = false, deletedAfter: Bool = false,
                deletedAcross: Bool = false, deletedOnAssociatedSide: Bool = false) {
        self.position = position
        self.deletedBefore = deletedBefore || deletedAcross
        self.deletedAfter = deletedAfter || deletedAcross
        self.deletedAcross = deletedAcross
        self.deletedOnAssociatedSide = deletedOnAssociatedSide
    }

    /// Whether the position counts as deleted under `mode`.
    public func isDeleted(under mode: MapMode) -> Bool {
        switch mode {
        case .simple: false
        case .trackDeletion: deletedAcross
        case .trackBefore: deletedBefore
        case .trackAfter: deletedAfter
        }
    }

    public var description: String {
        var flags: [String] = []
        if deletedAcross { flags.append("across") } else {
            if deletedBefore { flags.append("before") }
            if deletedAfter { flags.append("after") }
        }
        if deletedOnAssociatedSide { flags.append("side") }
        return flags.isEmpty ? "\(position)" : "\(position) (deleted \(flags.joined(separator: ", ")))"
    }
}
