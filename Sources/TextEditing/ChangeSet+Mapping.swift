// SPDX-License-Identifier: Apache-2.0
/// Mapping positions from the old text to the new one.
///
/// The rules (CodeMirror 6 `mapPos` / ProseMirror `StepMap.mapResult`):
/// - A position before every change keeps its value; after a change it shifts by the
///   change's length difference.
/// - At a pure insertion, `.before` stays before the inserted text, `.after` moves past it.
/// - At the start of a replaced (deleted) range the position stays before the replacement,
///   at its end it stays after it — whatever the association.
/// - Strictly inside a replaced range it goes to the replacement's start (`.before`) or end
///   (`.after`), and the deletion is reported.
///
/// Cost: a binary search plus the changes at that position — independent of text length.
extension ChangeSet {
    /// Maps `position` and reports what was deleted around it.
    ///
    /// - Throws: ``TextEditingError/offsetOutOfBounds(offset:length:unit:)`` when `position`
    ///   is negative or past ``oldLength``.
    public func mapResult(_ position: Int, association: Association) throws(TextEditingError) -> MapResult {
        guard position >= 0, position <= oldLength else {
            throw .offsetOutOfBounds(offset: position, length: oldLength, unit: unit)
        }
        return mapResultUnchecked(position, association: association)
    }

    /// Maps `position`, returning `nil` when `mode` says it was deleted.
    public func mapPosition(_ position: Int, association: Association, mode: MapMode) throws(TextEditingError) -> Int? {
        let result = try mapResult(position, association: association)
        return result.isDeleted(under: mode) ? nil : result.position
    }

    /// Maps `position` to a valid position in the new text, even when its surroundings were
    /// deleted.
    public func mapPosition(_ position: Int, association: Association) throws(TextEditingError) -> Int {
        try mapResult(position, association: association).position
    }

    func mapResultUnchecked(_ position: Int, association: Association) -> MapResult {
        // First edit that can reach the position: edits are sorted and do not overlap, so
        // `oldTo` never decreases.
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].oldTo < position { low = middle + 1 } else { high = middle }
        }
        var delta = low == 0 ? 0 : edits[low - 1].newTo - edits[low - 1].oldTo
        var before = false, after = false, across = false, side = false
        var index = low
        while index < edits.count {
            let edit = edits[index]
            if edit.oldFrom > position { break }
            if edit.oldFrom == edit.oldTo {
                // Pure insertion at the position.
                if association == .before {
                    return MapResult(position: edit.newFrom, deletedBefore: before, deletedAfter: after,
                                     deletedAcross: across, deletedOnAssociatedSide: side)
                }
            } else if position == edit.oldFrom {
                // At the start of a replaced range: stay before it.
                after = true
                if association == .after { side = true }
                return MapResult(position: edit.newFrom, deletedBefore: before, deletedAfter: after,
                                 deletedAcross: across, deletedOnAssociatedSide: side)
            } else if position < edit.oldTo {
                across = true
                side = true
                return MapResult(position: association == .before ? edit.newFrom : edit.newTo,
                                 deletedBefore: before, deletedAfter: after,
                                 deletedAcross: across, deletedOnAssociatedSide: side)
            } else {
                // At the end of a replaced range: stay after it, then look at what follows.
                before = true
                if association == .before { side = true }
            }
            delta = edit.newTo - edit.oldTo
            index += 1
        }
        return MapResult(position: position + delta, deletedBefore: before, deletedAfter: after,
                         deletedAcross: across, deletedOnAssociatedSide: side)
    }
}
