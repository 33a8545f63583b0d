// SPDX-License-Identifier: Apache-2.0
/// The result of replacing an editor's whole text from code: the change between the two
/// texts and the selection chosen by a ``CaretPolicy``.
public struct ProgrammaticEdit: Hashable, Sendable {
    /// The text before.
    public let oldText: String
    /// The text after.
    public let newText: String
    /// The minimal edit from `oldText` to `newText`, in the selection's unit (scalars when
    /// the selection counts graphemes, which cannot describe changes).
    public let changes: ChangeSet
    /// The selection in `newText`, in the unit of the selection that was given.
    public let selection: Selection
    /// Ends that had to be moved to grapheme boundaries (for example when the edit put a
    /// combining mark right after the caret).
    public let adjustments: [RoundingAdjustment]

    /// Replaces `oldText` (selected by `selection`) with `newText` under `policy`.
    ///
    /// - Throws: ``TextEditingError/lengthMismatch(expected:actual:unit:)`` when `selection`
    ///   does not describe `oldText`.
    public init(replacing oldText: String, with newText: String, selection: Selection,
                policy: CaretPolicy) throws(TextEditingError) {
        let unit = selection.unit
        let workUnit: TextUnit = unit.isAdditive ? unit : .scalar
        let oldLength = oldText.length(in: unit)
        guard selection.textLength == oldLength else {
            throw .lengthMismatch(expected: selection.textLength, actual: oldLength, unit: unit)
        }
        let working = unit == workUnit ? Rounded(selection) : try selection.converted(to: workUnit, in: oldText)
        let changes = try ChangeSet.minimalEdit(from: oldText, to: newText, unit: workUnit)

        let chosen: Rounded<Selection>
        switch policy {
        case .keepLogicalPosition:
            chosen = try working.value.mapped(through: changes, snappingTo: newText)
        case .selectReplacement:
            if let first = changes.edits.first, let last = changes.edits.last {
                let range = first.newFrom == last.newTo
                    ? SelectionRange.caret(first.newFrom)
                    : SelectionRange(anchor: first.newFrom, head: last.newTo)
                chosen = try Selection(ranges: [range], textLength: changes.newLength, unit: workUnit).snapped(to: newText)
            } else {
                chosen = Rounded(working.value)
            }
        case .moveToEnd:
            chosen = Rounded(try Selection.caret(at: changes.newLength, textLength: changes.newLength, unit: workUnit))
        }
        let final = workUnit == unit ? chosen : try chosen.value.converted(to: unit, in: newText)
        self.oldText = oldText
        self.newText = newText
        self.changes = changes
        self.selection = final.value
        self.adjustments = working.adjustments + chosen.adjustments + (workUnit == unit ? [] : final.adjustments)
    }
}
