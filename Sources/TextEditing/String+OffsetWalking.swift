// SPDX-License-Identifier: Apache-2.0
/// The one walker every offset conversion uses: it steps from a known boundary (the text's
/// start, or a checkpoint of a ``TextOffsetIndex``) one piece at a time, where a piece is a
/// grapheme cluster or a Unicode scalar depending on the requested ``TextBoundary``, and
/// counts every unit along the way. A target that falls inside a piece is rounded to one
/// of its ends and reported.
extension String {
    /// A position the walker stands on: an index on a piece boundary and its counts.
    typealias WalkPosition = (index: String.Index, counts: UnitCounts)

    /// Steps over one piece starting at `position`, which must not be the end.
    @inline(__always)
    func stepPiece(from position: WalkPosition, boundary: TextBoundary) -> WalkPosition {
        let start = position.index
        switch boundary {
        case .grapheme:
            let next = index(after: start)
            let nextUTF8 = utf8Offset(of: next)
            let byteCount = nextUTF8 - position.counts.utf8
            var delta = UnitCounts(grapheme: 1, scalar: 1, utf16: 1, utf8: byteCount)
            if byteCount > 1 {
                var scalars = 0, astral = 0
                for byte in utf8[start..<next] {
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                    if byte >= 0xF0 { astral += 1 }
                }
                delta.scalar = scalars
                delta.utf16 = scalars + astral
            }
            return (next, position.counts + delta)
        case .scalar:
            let scalar = unicodeScalars[start]
            let next = unicodeScalars.index(after: start)
            // A scalar alone cannot say whether it starts a cluster; grapheme counts are not
            // maintained by scalar walks (grapheme conversions always walk clusters).
            let delta = UnitCounts(grapheme: 0, scalar: 1, utf16: TextUnit.utf16.width(of: scalar),
                                   utf8: TextUnit.utf8.width(of: scalar))
            return (next, position.counts + delta)
        }
    }

    /// Walks from `start` to the position `target` (in `unit`).
    ///
    /// - Returns: the position reached and, when `target` fell inside a piece, the report of
    ///   where it was moved.
    func walk(toOffset target: Int, in unit: TextUnit, from start: WalkPosition,
              rounding: OffsetRounding, boundary requestedBoundary: TextBoundary)
        throws(TextEditingError) -> (position: WalkPosition, adjustment: RoundingAdjustment?) {
        if target < 0 { throw .offsetOutOfBounds(offset: target, length: length(in: unit), unit: unit) }
        let boundary: TextBoundary = unit == .grapheme ? .grapheme : requestedBoundary
        var position = start
        while position.counts[unit] < target {
            guard position.index < endIndex else {
                throw .offsetOutOfBounds(offset: target, length: position.counts[unit], unit: unit)
            }
            let next = stepPiece(from: position, boundary: boundary)
            if next.counts[unit] > target {
                let reason = reasonInsidePiece(startingAt: position, target: target, unit: unit)
                let chosen = rounding == .down ? position : next
                return (chosen, RoundingAdjustment(requested: target, result: chosen.counts[unit], unit: unit, reason: reason))
            }
            position = next
        }
        return (position, nil)
    }

    /// Walks from `start` to the string index `target`.
    func walk(toIndex target: String.Index, from start: WalkPosition,
              rounding: OffsetRounding, boundary: TextBoundary)
        throws(TextEditingError) -> (position: WalkPosition, adjustment: RoundingAdjustment?) {
        guard target <= endIndex else {
            throw .indexOutOfBounds(utf8Offset: utf8Offset(of: target), utf8Length: utf8.count)
        }
        var position = start
        while position.index < target {
            let next = stepPiece(from: position, boundary: boundary)
            if next.index > target {
                let chosen = rounding == .down ? position : next
                let reason: RoundingAdjustment.Reason
                if target.samePosition(in: unicodeScalars) != nil {
                    reason = .insideGraphemeCluster
                } else if String.Index(target, within: utf16) != nil {
                    reason = .insideSurrogatePair
                } else {
                    reason = .insideUTF8Sequence
                }
                // Indexes are reported by their UTF-8 position, String's native encoding.
                let adjustment = RoundingAdjustment(requested: utf8Offset(of: target),
                                                    result: chosen.counts.utf8, unit: .utf8, reason: reason)
                return (chosen, adjustment)
            }
            position = next
        }
        return (position, nil)
    }

    /// Says why `target` (in `unit`) is not a usable position inside the piece that starts
    /// at `position`: it is either on a scalar boundary within a cluster, or inside one
    /// scalar's encoding.
    private func reasonInsidePiece(startingAt position: WalkPosition, target: Int, unit: TextUnit) -> RoundingAdjustment.Reason {
        var offset = position.counts[unit]
        var index = position.index
        while index < endIndex {
            if offset == target { return .insideGraphemeCluster }
            let scalar = unicodeScalars[index]
            offset += unit.width(of: scalar)
            if offset > target { return unit == .utf16 ? .insideSurrogatePair : .insideUTF8Sequence }
            index = unicodeScalars.index(after: index)
        }
        return .insideGraphemeCluster
    }
}

extension String {
    /// The UTF-8 position of `index` (O(1) for native strings).
    @inline(__always)
    func utf8Offset(of index: String.Index) -> Int {
        utf8.distance(from: utf8.startIndex, to: index)
    }
}
