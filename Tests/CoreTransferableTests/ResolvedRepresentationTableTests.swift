// SPDX-License-Identifier: Apache-2.0
@testable import CoreTransferable
import Testing

/// A value to store: the table holds objects by a key's identity.
private final class Marker: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
}

@Suite struct ResolvedRepresentationTableTests {
    @Test func findsWhatWasStoredAndNothingElse() {
        let table = ResolvedRepresentationTable()
        let keys = (0..<10).map { Marker($0) }
        for key in keys.prefix(5) { _ = table.insert(Marker(key.number * 10), for: ObjectIdentifier(key)) }
        for key in keys.prefix(5) {
            #expect((table.value(for: ObjectIdentifier(key)) as? Marker)?.number == key.number * 10)
        }
        for key in keys.dropFirst(5) { #expect(table.value(for: ObjectIdentifier(key)) == nil) }
    }

    @Test func theFirstValueStoredForAKeyWins() {
        let table = ResolvedRepresentationTable()
        let key = Marker(0)
        let first = Marker(1)
        // Identities are compared outside #expect (the macro's expansion of `===` on
        // AnyObject crashes Swift 6.3.1's SILGen).
        let storedFirst = (table.insert(first, for: ObjectIdentifier(key)) as? Marker)?.number
        let storedSecond = (table.insert(Marker(2), for: ObjectIdentifier(key)) as? Marker)?.number
        let found = (table.value(for: ObjectIdentifier(key)) as? Marker)?.number
        #expect(storedFirst == 1)
        #expect(storedSecond == 1)
        #expect(found == 1)
    }

    @Test func keysBeyondTheLockFreeCapacityAreStillFound() {
        let table = ResolvedRepresentationTable()
        let keys = (0..<(ResolvedRepresentationTable.capacity + 300)).map { Marker($0) }
        for key in keys { _ = table.insert(Marker(key.number), for: ObjectIdentifier(key)) }
        for key in keys {
            #expect((table.value(for: ObjectIdentifier(key)) as? Marker)?.number == key.number)
        }
        #expect(table.value(for: ObjectIdentifier(Marker(-1))) == nil)
    }

    @Test func concurrentWritersAgreeOnOneValuePerKey() async {
        let table = ResolvedRepresentationTable()
        let keys = (0..<200).map { Marker($0) }
        let winners = await withTaskGroup(of: [Int].self) { group in
            for writer in 0..<8 {
                group.addTask {
                    keys.map { key in (table.insert(Marker(writer), for: ObjectIdentifier(key)) as! Marker).number }
                }
            }
            var all: [[Int]] = []
            for await result in group { all.append(result) }
            return all
        }
        // Every writer was told the same stored value for each key, and reads agree.
        for (index, key) in keys.enumerated() {
            let stored = (table.value(for: ObjectIdentifier(key)) as? Marker)?.number
            #expect(winners.allSatisfy { $0[index] == stored })
        }
    }
}
