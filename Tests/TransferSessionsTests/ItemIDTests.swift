// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import TransferSessions

@Suite("ItemID")
struct ItemIDTests {
    @Test("equal ids hash alike and find each other in sets and dictionaries; different ids do not collide")
    func hashingAgreesWithEquality() {
        let ids = ItemID.batch(1_000)
        let copies = ids.map { ItemID(rawValue: $0.rawValue) }
        #expect(zip(ids, copies).allSatisfy { $0 == $1 && $0.hashValue == $1.hashValue })
        let owners = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        #expect(copies.enumerated().allSatisfy { owners[$1] == $0 })
        #expect(Set(ids + copies).count == ids.count)
        // Ids differing in either half of the UUID are told apart.
        var low = ids[0].rawValue.uuid, high = ids[0].rawValue.uuid
        low.15 ^= 1
        high.0 ^= 1
        #expect(Set([ids[0], ItemID(rawValue: UUID(uuid: low)), ItemID(rawValue: UUID(uuid: high))]).count == 3)
    }

    @Test("the hash sets and dictionaries use depends on both halves of the UUID")
    func rawHashUsesEveryWord() {
        func id(high: UInt64, low: UInt64) -> ItemID {
            var uuid = UUID().uuid
            withUnsafeMutableBytes(of: &uuid) { bytes in
                bytes.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
                bytes.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
            }
            return ItemID(rawValue: UUID(uuid: uuid))
        }
        // Ids that differ in only one half must still spread over a table's buckets.
        let sameHigh = (0..<1_000).map { id(high: 42, low: UInt64($0)) }
        let sameLow = (0..<1_000).map { id(high: UInt64($0), low: 42) }
        for ids in [sameHigh, sameLow] {
            #expect(Set(ids.map { $0.hashValue & 1_023 }).count > 500)
        }
        #expect(sameHigh[1].hashValue == ItemID(rawValue: sameHigh[1].rawValue).hashValue)
        #expect(Set(sameHigh + sameLow + sameHigh).count == 1_999) // (42, 42) is in both
    }

    @Test("a batch of ids are distinct random version-4 UUIDs")
    func batchIsVersion4() {
        let ids = ItemID.batch(10_000)
        #expect(Set(ids).count == 10_000)
        #expect(ids.allSatisfy { $0.rawValue.uuid.6 >> 4 == 4 && $0.rawValue.uuid.8 >> 6 == 0b10 })
        #expect(ItemID.batch(1).count == 1)
        #expect(ItemID.batch(0).isEmpty)
    }
}
