// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import StableCollections

@Suite struct IdentifiedListTests {
    let labels = [Label(id: 1, text: "Blue tile"), Label(id: 2, text: "Round pebble"), Label(id: 3, text: "Paper square")]

    @Test func identifiableListFindsElementsByID() throws {
        let list = try IdentifiedList(labels)
        #expect(list.ids == [1, 2, 3])
        #expect(list[id: 2]?.text == "Round pebble")
        #expect(list.offset(of: 3) == 2)
        #expect(list[id: 9] == nil)
        #expect(list.contains(id: 1))
        #expect(!list.contains(id: 4))
        #expect(list.count == 3)
        #expect(list[0].text == "Blue tile")
    }

    @Test func keyPathListReadsIDsThroughTheKeyPath() throws {
        let records = [FilterRecord(recordID: 10, title: "Tile A", isTile: true), FilterRecord(recordID: 20, title: "Dot A", isTile: false)]
        let list = try IdentifiedList(records, id: \FilterRecord.recordID)
        #expect(list.ids == [10, 20])
        #expect(list[id: 20]?.title == "Dot A")
        #expect(list.id(of: records[0]) == 10)
    }

    @Test func duplicateIDInInitialElementsIsRejectedNamingTheID() {
        let duplicated = labels + [Label(id: 2, text: "Again")]
        #expect(throws: IdentifiedListError<Int>.duplicateID(2, existingOffset: 1, rejectedOffset: 3)) {
            try IdentifiedList(duplicated)
        }
        do {
            _ = try IdentifiedList(duplicated)
            Issue.record("a duplicate id was accepted")
        } catch {
            #expect(error.description.contains("duplicate id 2"))
        }
    }

    @Test func appendingADuplicateThrowsAndLeavesTheListUnchanged() throws {
        var list = try IdentifiedList(labels)
        #expect(throws: IdentifiedListError<Int>.duplicateID(3, existingOffset: 2, rejectedOffset: 3)) {
            try list.append(Label(id: 3, text: "Copy"))
        }
        #expect(list.ids == [1, 2, 3])
        #expect(list[id: 3]?.text == "Paper square")
    }

    @Test func batchAppendIsAllOrNothing() throws {
        var list = try IdentifiedList(labels)
        #expect(throws: IdentifiedListError<Int>.duplicateID(5, existingOffset: 0, rejectedOffset: 1)) {
            try list.append(contentsOf: [Label(id: 5, text: "a"), Label(id: 5, text: "b")])
        }
        #expect(throws: IdentifiedListError<Int>.duplicateID(1, existingOffset: 0, rejectedOffset: 1)) {
            try list.append(contentsOf: [Label(id: 6, text: "a"), Label(id: 1, text: "b")])
        }
        #expect(list.ids == [1, 2, 3])
        try list.append(contentsOf: [Label(id: 4, text: "New label"), Label(id: 5, text: "New label")])
        #expect(list.ids == [1, 2, 3, 4, 5])
        #expect(list.offset(of: 5) == 4)
    }

    @Test func keyPathListRejectsDuplicatesToo() throws {
        var list = IdentifiedList<FilterRecord, Int>(id: \FilterRecord.recordID)
        try list.append(FilterRecord(recordID: 1, title: "Tile A", isTile: true))
        #expect(throws: IdentifiedListError<Int>.duplicateID(1, existingOffset: 0, rejectedOffset: 0)) {
            try list.insert(FilterRecord(recordID: 1, title: "Other", isTile: false), at: 0)
        }
    }

    @Test func insertShiftsOffsetsAndChecksTheDestination() throws {
        var list = try IdentifiedList(labels)
        try list.insert(Label(id: 7, text: "Front"), at: 0)
        #expect(list.ids == [7, 1, 2, 3])
        #expect(list.offset(of: 3) == 3)
        #expect(throws: IdentifiedListError<Int>.destinationOutOfRange(destination: 5, count: 4)) {
            try list.insert(Label(id: 8, text: "Far"), at: 5)
        }
        #expect(throws: IdentifiedListError<Int>.destinationOutOfRange(destination: -1, count: 4)) {
            try list.insert(Label(id: 8, text: "Before"), at: -1)
        }
    }

    @Test func removeByIDKeepsTheIndexConsistent() throws {
        var list = try IdentifiedList(labels)
        let removed = try list.remove(id: 1)
        #expect(removed.text == "Blue tile")
        #expect(list.ids == [2, 3])
        #expect(list.offset(of: 2) == 0)
        #expect(list[id: 1] == nil)
        #expect(throws: IdentifiedListError<Int>.unknownID(1)) { try list.remove(id: 1) }
    }

    @Test func removeAtOffsetsRemovesInListOrderOrNothing() throws {
        var list = try IdentifiedList(labels)
        #expect(throws: IdentifiedListError<Int>.offsetOutOfRange(offset: 3, count: 3)) {
            try list.remove(atOffsets: [0, 3])
        }
        #expect(list.ids == [1, 2, 3])
        let removed = try list.remove(atOffsets: [2, 0, 2])
        #expect(removed.map(\.id) == [1, 3])
        #expect(list.ids == [2])
        #expect(list.offset(of: 2) == 0)
        #expect(try list.remove(atOffsets: []).isEmpty)
    }

    @Test func updateAndModifyNeverChangeIdentity() throws {
        var list = try IdentifiedList(labels)
        try list.update(Label(id: 2, text: "Round pebble!"))
        #expect(list[id: 2]?.text == "Round pebble!")
        #expect(throws: IdentifiedListError<Int>.unknownID(9)) { try list.update(Label(id: 9, text: "x")) }
        try list.modify(id: 1) { $0.text = "Blue small tile" }
        #expect(list[id: 1]?.text == "Blue small tile")
        #expect(list.ids == [1, 2, 3])
        #expect(throws: IdentifiedListError<Int>.unknownID(9)) { try list.modify(id: 9) { $0.text = "" } }
    }

    @Test func modifyThatChangesTheIDIsRejected() throws {
        var list = try IdentifiedList([FilterRecord(recordID: 1, title: "Tile A", isTile: true)], id: \FilterRecord.recordID)
        #expect(throws: IdentifiedListError<Int>.idChanged(from: 1, to: 2)) {
            try list.modify(id: 1) { $0 = FilterRecord(recordID: 2, title: "Swapped", isTile: false) }
        }
        #expect(list[id: 1]?.title == "Tile A")
        #expect(list[id: 2] == nil)
    }

    @Test func reverseKeepsEachTextWithItsID() throws {
        var list = try IdentifiedList(labels)
        try list.modify(id: 1) { $0.text = "Blue small tile" }
        list.reverse()
        #expect(list.ids == [3, 2, 1])
        #expect(list[id: 1]?.text == "Blue small tile")
        #expect(list.offset(of: 1) == 2)
    }

    @Test func removeAllEmptiesTheList() throws {
        var list = try IdentifiedList(labels)
        try list.setMoveDisabled(true, for: 2)
        list.removeAll()
        #expect(list.isEmpty)
        #expect(list[id: 1] == nil)
        #expect(list.moveDisabledIDs.isEmpty)
    }

    @Test func errorDescriptionsSayWhatAndWhere() {
        #expect(IdentifiedListError<Int>.duplicateID(7, existingOffset: 0, rejectedOffset: 4).description
            == "duplicate id 7: already used at offset 0, rejected at offset 4")
        #expect(IdentifiedListError<Int>.unknownID(7).description.contains("7"))
        #expect(IdentifiedListError<Int>.offsetOutOfRange(offset: 5, count: 3).description.contains("offset 5"))
        #expect(IdentifiedListError<Int>.destinationOutOfRange(destination: 9, count: 3).description.contains("0...3"))
        #expect(IdentifiedListError<Int>.idChanged(from: 1, to: 2).description.contains("1 cannot change to 2"))
        #expect(IdentifiedListError<Int>.mintedDuplicateID(5, recordOffset: 2).description.contains("offset 2"))
    }

    @Test func offsetsStayTheInverseOfOrderAfterRandomEdits() throws {
        var generator = SplitMix64(seed: 42)
        var list = IdentifiedList<Label, Int>()
        var nextID = 0
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                try list.insert(Label(id: nextID, text: "\(nextID)"), at: Int.random(in: 0...list.count, using: &generator))
                nextID += 1
            case 2 where !list.isEmpty:
                try list.remove(id: list[Int.random(in: 0..<list.count, using: &generator)].id)
            default:
                list.reverse()
            }
            let consistent = list.enumerated().allSatisfy { list.offset(of: $0.element.id) == $0.offset }
            #expect(consistent)
        }
    }
}
