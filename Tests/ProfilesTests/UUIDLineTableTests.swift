// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

struct UUIDLineTableTests {
    @Test func remembersTheFirstLineOfEachID() {
        var table = UUIDLineTable(capacity: 1)
        let first = UUID(), second = UUID()
        #expect(table.insert(first, line: 2) == nil)
        #expect(table.insert(second, line: 3) == nil)
        #expect(table.insert(first, line: 7) == 2)
        #expect(table.insert(first, line: 9) == 2)
        #expect(table.insert(second, line: 4) == 3)
    }

    @Test func agreesWithADictionaryAcrossGrowth() {
        var generator = SplitMix64(seed: 21)
        var table = UUIDLineTable(capacity: 4)
        var reference: [UUID: Int] = [:]
        var ids: [UUID] = []
        for line in 1...20_000 {
            // A third of the time, an id seen before.
            let id: UUID
            if !ids.isEmpty && generator.next() % 3 == 0 {
                id = ids[Int(generator.next() % UInt64(ids.count))]
            } else {
                id = UUID()
                ids.append(id)
            }
            let expected = reference[id]
            if expected == nil { reference[id] = line }
            #expect(table.insert(id, line: line) == expected)
        }
    }

    @Test func idsThatShareHalvesAreStillDistinct() {
        var table = UUIDLineTable()
        let a = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 9, 9))
        let b = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0))
        let c = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9))
        #expect(table.insert(a, line: 1) == nil)
        #expect(table.insert(b, line: 2) == nil)
        #expect(table.insert(c, line: 3) == nil)
        #expect(table.insert(b, line: 4) == 2)
    }
}

struct UUIDLineTableBatchTests {
    @Test func insertsQueuedIDsInOrderAndStopsAtTheFirstRepeat() {
        var table = UUIDLineTable(capacity: 2)
        let a = UUID(), b = UUID(), c = UUID()
        table.insertLater(a, line: 1)
        table.insertLater(b, line: 2)
        #expect(table.pendingCount == 2)
        #expect(table.insertPending() == nil)
        #expect(table.pendingCount == 0)
        table.insertLater(c, line: 3)
        table.insertLater(b, line: 4)
        table.insertLater(a, line: 5)
        let repeated = table.insertPending()
        #expect(repeated?.id == b && repeated?.line == 4 && repeated?.firstLine == 2)
        #expect(table.pendingCount == 0)
        // The ids after the repeat were not inserted; those before it were.
        #expect(table.insert(c, line: 9) == 3)
    }

    @Test func copiesDoNotShareSlots() {
        var original = UUIDLineTable()
        let id = UUID()
        var copy = original
        #expect(copy.insert(id, line: 1) == nil)
        #expect(original.insert(id, line: 2) == nil)
        #expect(copy.insert(id, line: 3) == 1)
    }

    @Test func largeTablesAgreeWithADictionary() {
        var generator = SplitMix64(seed: 3)
        var table = UUIDLineTable(capacity: 600_000)
        var reference: [UUID: Int] = [:]
        var ids: [UUID] = []
        for line in 1...50_000 {
            let id = !ids.isEmpty && generator.next() % 5 == 0 ? ids[Int(generator.next() % UInt64(ids.count))] : UUID()
            ids.append(id)
            let expected = reference[id]
            if expected == nil { reference[id] = line }
            #expect(table.insert(id, line: line) == expected)
        }
    }
}
