// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

/// A stored record: new records have no id yet.
struct StoredLabel: Sendable {
    var id: Int?
    var text: String
}

@Suite struct IdentifiedListRebuildingTests {
    /// Mints ids counting up from `next`, recording how many it made.
    final class Mint {
        var next: Int
        var minted: [Int] = []
        init(startingAt next: Int) { self.next = next }
        func make() -> Int {
            defer { next += 1 }
            minted.append(next)
            return next
        }
    }

    @Test func rebuildKeepsStoredIDsAndMintsOnlyForNewRecords() throws {
        var list = try IdentifiedList([Label(id: 1, text: "Blue tile"), Label(id: 2, text: "Round pebble")])
        try list.setMoveDisabled(true, for: 2)
        let stored = [StoredLabel(id: 2, text: "Round pebble"), StoredLabel(id: nil, text: "New label"), StoredLabel(id: 1, text: "Blue small tile")]
        let mint = Mint(startingAt: 100)
        try list.rebuild(from: stored, storedID: \.id, mintID: mint.make, makeElement: { Label(id: $1, text: $0.text) })
        #expect(list.ids == [2, 100, 1])
        #expect(list[id: 1]?.text == "Blue small tile")
        #expect(mint.minted == [100])
        #expect(list.isMoveDisabled(2))
        #expect(list.offset(of: 100) == 1)
    }

    @Test func rebuildingTheSameRecordsTwiceKeepsEveryID() throws {
        var list = IdentifiedList<Label, Int>()
        let mint = Mint(startingAt: 0)
        let fresh = [StoredLabel(id: nil, text: "Blue tile"), StoredLabel(id: nil, text: "Round pebble"), StoredLabel(id: nil, text: "Paper square")]
        try list.rebuild(from: fresh, storedID: \.id, mintID: mint.make, makeElement: { Label(id: $1, text: $0.text) })
        let firstIDs = list.ids
        #expect(Set(firstIDs).count == 3)
        let stored = list.map { StoredLabel(id: $0.id, text: $0.text) }
        try list.rebuild(from: stored, storedID: \.id, mintID: mint.make, makeElement: { Label(id: $1, text: $0.text) })
        #expect(list.ids == firstIDs)
        #expect(mint.minted.count == 3)
    }

    @Test func duplicateStoredIDsAreRejectedNamingTheID() throws {
        var list = try IdentifiedList([Label(id: 1, text: "Blue tile")])
        let stored = [StoredLabel(id: 4, text: "a"), StoredLabel(id: nil, text: "b"), StoredLabel(id: 4, text: "c")]
        let mint = Mint(startingAt: 10)
        #expect(throws: IdentifiedListError<Int>.duplicateID(4, existingOffset: 0, rejectedOffset: 2)) {
            try list.rebuild(from: stored, storedID: \.id, mintID: mint.make, makeElement: { Label(id: $1, text: $0.text) })
        }
        #expect(list.ids == [1])
        #expect(mint.minted.isEmpty)
    }

    @Test func mintedIDThatCollidesIsRejected() throws {
        var list = IdentifiedList<Label, Int>()
        let stored = [StoredLabel(id: 5, text: "a"), StoredLabel(id: nil, text: "b")]
        let mint = Mint(startingAt: 5)
        #expect(throws: IdentifiedListError<Int>.mintedDuplicateID(5, recordOffset: 1)) {
            try list.rebuild(from: stored, storedID: \.id, mintID: mint.make, makeElement: { Label(id: $1, text: $0.text) })
        }
        #expect(list.isEmpty)
    }

    @Test func elementBuiltWithAnotherIDIsRejected() throws {
        var list = IdentifiedList<Label, Int>()
        let stored = [StoredLabel(id: 5, text: "a")]
        #expect(throws: IdentifiedListError<Int>.idChanged(from: 5, to: 6)) {
            try list.rebuild(from: stored, storedID: \.id, mintID: { 0 }, makeElement: { Label(id: $1 + 1, text: $0.text) })
        }
        #expect(list.isEmpty)
    }

    @Test func moveDisabledMarksOfVanishedIDsAreDropped() throws {
        var list = try IdentifiedList([Label(id: 1, text: "a"), Label(id: 2, text: "b")])
        try list.setMoveDisabled(true, for: 1)
        try list.rebuild(from: [StoredLabel(id: 2, text: "b")], storedID: \.id, mintID: { 0 }, makeElement: { Label(id: $1, text: $0.text) })
        #expect(list.moveDisabledIDs.isEmpty)
        #expect(list.ids == [2])
    }
}
