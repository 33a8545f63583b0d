// SPDX-License-Identifier: Apache-2.0
/// Walks a change set as alternating kept and changed sections. The composition consumes
/// the first change set along its new side and the second along its old side; `consumed`
/// counts along whichever side the caller consumes.
struct SectionCursor {
    private let edits: [ChangeSet.Edit]
    private let oldLength: Int
    private var editIndex = 0
    private var sectionStart = 0 // old-side start of the current section
    private var keptLength = 0
    private var consumed = 0
    private var deletedTaken = false
    private var insertedTaken = false
    private(set) var isChange = false
    private(set) var isDone = false

    init(_ changeSet: ChangeSet) {
        edits = changeSet.edits
        oldLength = changeSet.oldLength
        load()
    }

    /// A number unique to the current changed section, to keep its pieces joined.
    var sectionNumber: Int { editIndex }

    /// What is left of the current section on the new side.
    var outputRemaining: Int { isChange ? edits[editIndex].insertedLength - consumed : keptLength - consumed }

    /// What is left of the current section on the old side.
    var inputRemaining: Int { isChange ? edits[editIndex].deletedLength - consumed : keptLength - consumed }

    private mutating func load() {
        consumed = 0
        deletedTaken = false
        insertedTaken = false
        if editIndex < edits.count {
            let edit = edits[editIndex]
            isChange = sectionStart >= edit.oldFrom
            keptLength = isChange ? 0 : edit.oldFrom - sectionStart
        } else if sectionStart < oldLength {
            isChange = false
            keptLength = oldLength - sectionStart
        } else {
            isChange = false
            keptLength = 0
            isDone = true
        }
    }

    /// Moves to the next section.
    mutating func advance() {
        if isChange {
            sectionStart = edits[editIndex].oldTo
            editIndex += 1
        } else {
            sectionStart += keptLength
        }
        load()
    }

    /// Consumes `length` of the current section; a kept section that is used up is left.
    mutating func consume(_ length: Int) {
        consumed += length
        if !isChange && consumed == keptLength { advance() }
    }

    /// The deleted length of the current change the first time it is asked for, 0 after.
    mutating func takeDeleted() -> Int {
        guard isChange, !deletedTaken else { return 0 }
        deletedTaken = true
        return edits[editIndex].deletedLength
    }

    /// The inserted text of the current change the first time it is asked for, "" after.
    mutating func takeInserted() -> (String, Int) {
        guard isChange, !insertedTaken else { return ("", 0) }
        insertedTaken = true
        let edit = edits[editIndex]
        return (edit.inserted, edit.insertedLength)
    }

    /// `length` units of the current change's inserted text, from the consumed point on.
    func insertedPiece(length: Int, middleOffset: Int, unit: TextUnit) throws(TextEditingError) -> String {
        let edit = edits[editIndex]
        if consumed == 0 && length == edit.insertedLength { return edit.inserted }
        let text = edit.inserted
        let start = try text.index(atOffset: consumed, in: unit, boundary: .scalar)
        if start.wasRounded { throw .splitsScalar(offset: middleOffset, unit: unit) }
        let end = try text.index(atOffset: consumed + length, in: unit, boundary: .scalar)
        if end.wasRounded { throw .splitsScalar(offset: middleOffset + length, unit: unit) }
        return String(text[start.value..<end.value])
    }
}
