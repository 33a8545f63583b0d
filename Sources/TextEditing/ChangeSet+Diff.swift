// SPDX-License-Identifier: Apache-2.0
/// Deriving a change set from two versions of a text.
extension ChangeSet {
    /// The minimal edit that turns `old` into `new`, in `unit`, never splitting a grapheme
    /// cluster. See `TextDiff` (internal) for the method and how ambiguous edits are placed: common
    /// prefix and suffix first, then Myers' diff of the middle up to `maximumDifferences`
    /// changed clusters, beyond which the middle is one replacement.
    ///
    /// Example: "Blue tile" → "Soft Blue tile" is one insertion of "Soft " at 0, so a caret
    /// at 4 maps to 9.
    public static func minimalEdit(from old: String, to new: String, unit: TextUnit,
                                   maximumDifferences: Int = 512) throws(TextEditingError) -> ChangeSet {
        guard unit.isAdditive else { throw .nonAdditiveUnit(unit) }
        let oldClusters = TextDiff.clusters(of: old)
        let newClusters = TextDiff.clusters(of: new)
        let hunks = TextDiff.hunks(old: old, oldClusters: oldClusters, new: new, newClusters: newClusters,
                                   maximumDifferences: max(0, maximumDifferences))
        var replacements: [Replacement] = []
        replacements.reserveCapacity(hunks.count)
        // Offsets are accumulated left to right so the whole conversion stays O(n).
        var oldCluster = 0, oldOffset = 0
        func advance(to cluster: Int) {
            while oldCluster < cluster {
                oldOffset += unit.length(of: old[oldClusters[oldCluster]])
                oldCluster += 1
            }
        }
        for hunk in hunks {
            advance(to: hunk.oldRange.lowerBound)
            let from = oldOffset
            advance(to: hunk.oldRange.upperBound)
            let inserted: String
            if hunk.newRange.isEmpty {
                inserted = ""
            } else {
                inserted = String(new[newClusters[hunk.newRange.lowerBound].lowerBound..<newClusters[hunk.newRange.upperBound - 1].upperBound])
            }
            replacements.append(Replacement(from: from, to: oldOffset, with: inserted))
        }
        return try ChangeSet(replacements: replacements, length: old.length(in: unit), unit: unit)
    }
}
