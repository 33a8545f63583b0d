// SPDX-License-Identifier: Apache-2.0
/// Accumulates edits left to right, joining pieces that belong together: pieces of one
/// source change, adjacent pure deletions, and adjacent pure insertions.
struct EditBuilder {
    /// Which source change(s) a piece came from, so that pieces of one change rejoin.
    struct Source: Hashable {
        var first: Int?
        var second: Int?

        func shares(with other: Source) -> Bool {
            (first != nil && first == other.first) || (second != nil && second == other.second)
        }
    }

    private(set) var edits: [ChangeSet.Edit] = []
    private(set) var oldPosition = 0
    private(set) var newPosition = 0
    private var lastSource = Source()
    private var lastIsOpen = false

    mutating func keep(_ length: Int) {
        guard length > 0 else { return }
        oldPosition += length
        newPosition += length
        lastIsOpen = false
    }

    mutating func change(deleted: Int, inserted: String, insertedLength: Int, source: Source) {
        guard deleted > 0 || insertedLength > 0 else { return }
        if lastIsOpen, let last = edits.last {
            let bothDeletions = last.insertedLength == 0 && insertedLength == 0
            let bothInsertions = last.deletedLength == 0 && deleted == 0
            if source.shares(with: lastSource) || bothDeletions || bothInsertions {
                edits[edits.count - 1] = ChangeSet.Edit(
                    oldFrom: last.oldFrom, oldTo: last.oldTo + deleted,
                    newFrom: last.newFrom, newTo: last.newTo + insertedLength,
                    inserted: last.inserted + inserted)
                oldPosition += deleted
                newPosition += insertedLength
                lastSource = source
                return
            }
        }
        edits.append(ChangeSet.Edit(oldFrom: oldPosition, oldTo: oldPosition + deleted,
                                    newFrom: newPosition, newTo: newPosition + insertedLength,
                                    inserted: inserted))
        oldPosition += deleted
        newPosition += insertedLength
        lastSource = source
        lastIsOpen = true
    }
}
