// SPDX-License-Identifier: Apache-2.0
/// Mapping a selection through changes.
///
/// | what the change does | insertion point | selected range |
/// | --- | --- | --- |
/// | inserts exactly at it / at an end | moves past the text for `.after` affinity, stays before it for `.before` | the text stays outside: `from` maps with `.after`, `to` with `.before` (ends pulled inward) |
/// | replaces text before it | shifts by the length difference | shifts |
/// | replaces text strictly around the point | goes to the replacement's end (`.after`) or start (`.before`) | — |
/// | replaces part of the range | — | keeps only its unreplaced part: an end inside the replacement moves to the replacement's far side from the rest of the range |
/// | replaces text covering the whole range | — | collapses to an insertion point at the end of the replacement |
/// | replaces text ending exactly at the range's end, or starting exactly at its start | — | an end on the outer edge of a replacement stays outside it, so the range covers the new text (replacing exactly the range: the range covers the replacement) |
/// | inserts strictly inside the range | — | the inserted text joins the range |
///
/// Ranges that come to overlap are merged; the primary range follows the merge.
extension Selection {
    /// The selection in the text produced by `changes`.
    ///
    /// This is pure arithmetic: it never looks at the text, so its cost depends on the
    /// number of ranges and changes only. Use ``mapped(through:snappingTo:)`` to also move
    /// ends that the edit left inside a grapheme cluster (for example after a combining mark
    /// was inserted next to them).
    ///
    /// - Throws: ``TextEditingError/unitMismatch(expected:actual:)`` or
    ///   ``TextEditingError/lengthMismatch(expected:actual:unit:)`` when the change set was
    ///   not made for this selection's text.
    public func mapped(through changes: ChangeSet) throws(TextEditingError) -> Selection {
        guard changes.unit == unit else { throw .unitMismatch(expected: unit, actual: changes.unit) }
        guard changes.oldLength == textLength else {
            throw .lengthMismatch(expected: textLength, actual: changes.oldLength, unit: unit)
        }
        if changes.isEmpty { return self }
        var mapped: [SelectionRange] = []
        mapped.reserveCapacity(ranges.count)
        for range in ranges {
            if range.isEmpty {
                let position = changes.mapResultUnchecked(range.head, association: range.affinity).position
                mapped.append(.caret(position, affinity: range.affinity))
            } else {
                let from = changes.mapResultUnchecked(range.from, association: .after).position
                let to = changes.mapResultUnchecked(range.to, association: .before).position
                if from >= to {
                    // The whole range was replaced: an insertion point after the replacement.
                    mapped.append(.caret(from, affinity: range.affinity))
                } else {
                    mapped.append(range.withBounds(from: from, to: to))
                }
            }
        }
        let normalized = Selection.normalize(mapped, primaryIndex: primaryIndex)
        return Selection(unchecked: normalized.ranges, primaryIndex: normalized.primaryIndex,
                         textLength: changes.newLength, unit: unit)
    }

    /// The selection mapped through several change sets in turn.
    public func mapped(through sequence: [ChangeSet]) throws(TextEditingError) -> Selection {
        var result = self
        for changes in sequence { result = try result.mapped(through: changes) }
        return result
    }

    /// Maps through `changes`, then moves every end that landed inside a grapheme cluster
    /// of `newText` (see ``snapped(to:)``), reporting the moves.
    public func mapped(through changes: ChangeSet, snappingTo newText: String) throws(TextEditingError) -> Rounded<Selection> {
        try mapped(through: changes).snapped(to: newText)
    }
}
