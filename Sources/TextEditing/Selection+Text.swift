// SPDX-License-Identifier: Apache-2.0
/// Checking a selection against its text: grapheme snapping, unit conversion and
/// `String.Index` ranges.
///
/// Rounding rule for selections: an insertion point inside a grapheme cluster moves to the
/// cluster's end (it was after the base character, so it belongs after the whole
/// character); a selected range grows outward to whole clusters (its start moves down, its
/// end up), so a selection never cuts a character. Every move is reported.
extension Selection {
    /// This selection with every end on a grapheme boundary of `text`.
    ///
    /// - Throws: ``TextEditingError/lengthMismatch(expected:actual:unit:)`` when `text` does
    ///   not have ``textLength``.
    public func snapped(to text: String) throws(TextEditingError) -> Rounded<Selection> {
        try resolved(in: text, as: unit)
    }

    /// The same selection counted in `target` units, snapped to grapheme boundaries of
    /// `text` by the rule above.
    public func converted(to target: TextUnit, in text: String) throws(TextEditingError) -> Rounded<Selection> {
        try resolved(in: text, as: target)
    }

    /// The ranges as `String.Index` ranges of `text` (snapped by the rule above), primary
    /// first is not implied: same order as ``ranges``.
    public func indexRanges(in text: String) throws(TextEditingError) -> Rounded<[Range<String.Index>]> {
        let resolution = try resolveEnds(in: text)
        let result = ranges.indices.map { i in resolution.indexes[2 * i]..<resolution.indexes[2 * i + 1] }
        return Rounded(result, adjustments: resolution.adjustments)
    }

    /// A selection from `String.Index` ranges of `text` (for example from Swift code that
    /// works with indices), counted in `unit`; ranges are rounded outward to whole clusters.
    public static func fromIndexRanges(_ indexRanges: [Range<String.Index>], in text: String, unit: TextUnit,
                                       primaryIndex: Int = 0) throws(TextEditingError) -> Rounded<Selection> {
        var adjustments: [RoundingAdjustment] = []
        var ranges: [SelectionRange] = []
        for range in indexRanges {
            let from = try text.offset(of: range.lowerBound, in: unit, rounding: .down)
            let to = try text.offset(of: range.upperBound, in: unit, rounding: .up)
            adjustments += from.adjustments + to.adjustments
            ranges.append(range.isEmpty ? .caret(to.value) : SelectionRange(anchor: from.value, head: to.value))
        }
        let selection = try Selection(ranges: ranges, primaryIndex: primaryIndex, textLength: text.length(in: unit), unit: unit)
        return Rounded(selection, adjustments: adjustments)
    }

    private func resolved(in text: String, as target: TextUnit) throws(TextEditingError) -> Rounded<Selection> {
        let resolution = try resolveEnds(in: text)
        var result: [SelectionRange] = []
        result.reserveCapacity(ranges.count)
        for (i, range) in ranges.enumerated() {
            let from = resolution.counts[2 * i][target], to = resolution.counts[2 * i + 1][target]
            if range.isEmpty || from == to {
                result.append(.caret(to, affinity: range.affinity))
            } else {
                result.append(range.withBounds(from: from, to: to))
            }
        }
        let normalized = Selection.normalize(result, primaryIndex: primaryIndex)
        let selection = Selection(unchecked: normalized.ranges, primaryIndex: normalized.primaryIndex,
                                  textLength: resolution.length[target], unit: target)
        return Rounded(selection, adjustments: resolution.adjustments)
    }

    /// Walks `text` once, resolving every `from` (rounded down; up for insertion points) and
    /// `to` (rounded up) to a grapheme boundary.
    private func resolveEnds(in text: String) throws(TextEditingError)
        -> (indexes: [String.Index], counts: [UnitCounts], length: UnitCounts, adjustments: [RoundingAdjustment]) {
        // Ends in ascending order: ranges are sorted and disjoint, so from0 ≤ to0 ≤ from1 …
        var indexes: [String.Index] = []
        var counts: [UnitCounts] = []
        var adjustments: [RoundingAdjustment] = []
        var position: String.WalkPosition = (text.startIndex, UnitCounts())
        func resolve(_ end: Int, roundsUp: Bool) throws(TextEditingError) -> String.WalkPosition {
            let walked: (position: String.WalkPosition, adjustment: RoundingAdjustment?)
            do {
                walked = try text.walk(toOffset: end, in: unit, from: position, rounding: .down, boundary: .grapheme)
            } catch {
                throw .lengthMismatch(expected: textLength, actual: text.length(in: unit), unit: unit)
            }
            position = walked.position
            guard let adjustment = walked.adjustment else { return walked.position }
            let resolved = roundsUp ? text.stepPiece(from: walked.position, boundary: .grapheme) : walked.position
            adjustments.append(RoundingAdjustment(requested: end, result: resolved.counts[unit], unit: unit, reason: adjustment.reason))
            return resolved
        }
        for range in ranges {
            // An insertion point has one position: it is resolved (and reported) once.
            let from = try resolve(range.from, roundsUp: range.isEmpty)
            let to = range.isEmpty ? from : try resolve(range.to, roundsUp: true)
            indexes += [from.index, to.index]
            counts += [from.counts, to.counts]
        }
        var end = position
        while end.index < text.endIndex { end = text.stepPiece(from: end, boundary: .grapheme) }
        guard end.counts[unit] == textLength else {
            throw .lengthMismatch(expected: textLength, actual: end.counts[unit], unit: unit)
        }
        return (indexes, counts, end.counts, adjustments)
    }
}
