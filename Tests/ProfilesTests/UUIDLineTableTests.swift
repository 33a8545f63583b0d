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
