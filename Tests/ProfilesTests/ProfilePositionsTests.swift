// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

/// The list order kept with gaps: inserts, moves and deletes write only the rows they
/// place, and the order stays what a plain array would hold.
struct ProfilePositionsTests {
    /// A store of `count` profiles named "0", "1"… in a new scratch folder.
    private static func store(_ count: Int, in scratch: TemporaryFolder) throws -> (ProfileStore, [Profile], String) {
        let url = scratch.file("p.sqlite")
        let store = try ProfileStore(url: url)
        let profiles = (0..<count).map { Profile(name: "\($0)") }
        try store.append(profiles)
        return (store, profiles, url.path)
    }

    private static func positions(_ path: String) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try RawSQLite.rows(path, "SELECT id, position FROM profile").map { ($0[0], $0[1]) })
    }

    @Test func insertingBeforeAProfileWritesOnlyTheNewRow() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(4, in: scratch)
        let before = try Self.positions(path)
        let ada = Profile(name: "Ada")
        try store.insert(ada, before: profiles[2].id)
        try store.insert(Profile(name: "Zed"), before: nil)
        #expect(try store.profiles().map(\.name) == ["0", "1", "Ada", "2", "3", "Zed"])
        let after = try Self.positions(path)
        #expect(before.allSatisfy { after[$0.key] == $0.value })
        #expect(throws: ProfileStoreError.notFound(profiles[0].id)) {
            try store.delete(ids: [profiles[0].id])
            try store.insert(Profile(name: "Nobody"), before: profiles[0].id)
        }
        #expect(throws: ProfileStoreError.duplicateID(ada.id, index: 0)) { try store.insert(ada, before: nil) }
        #expect(try store.profiles().map(\.name) == ["1", "Ada", "2", "3", "Zed"])
    }

    @Test func movingWritesOnlyTheMovedRows() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(6, in: scratch)
        let before = try Self.positions(path)
        try store.move([profiles[4].id, profiles[0].id], before: profiles[2].id)
        #expect(try store.profiles().map(\.name) == ["1", "4", "0", "2", "3", "5"])
        try store.move(fromOffsets: [3], toOffset: 6)
        #expect(try store.profiles().map(\.name) == ["1", "4", "0", "3", "5", "2"])
        let after = try Self.positions(path)
        let moved = Set([0, 2, 4].map { profiles[$0].id.uuidString })
        #expect(before.filter { !moved.contains($0.key) }.allSatisfy { after[$0.key] == $0.value })
    }

    @Test func aMoveThatNamesItsSuccessorOrAnUnknownProfileChangesNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, _) = try Self.store(3, in: scratch)
        let stranger = UUID()
        #expect(throws: ProfileStoreError.invalidMove(offsets: [], destination: 0, count: 1)) {
            try store.move([profiles[1].id], before: profiles[1].id)
        }
        #expect(throws: ProfileStoreError.invalidMove(offsets: [], destination: 0, count: 2)) {
            try store.move([profiles[1].id, profiles[1].id], before: nil)
        }
        #expect(throws: ProfileStoreError.notFound(stranger)) { try store.move([profiles[0].id, stranger], before: nil) }
        #expect(throws: ProfileStoreError.notFound(stranger)) { try store.move([profiles[0].id], before: stranger) }
        #expect(try store.profiles() == profiles)
    }

    @Test func aStoreWithConsecutivePositionsIsSpreadOnceWhenNothingFits() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(5, in: scratch)
        // As a store written before the gaps: 0, 1, 2…
        for (index, profile) in profiles.enumerated() {
            try RawSQLite.execute(path, "UPDATE profile SET position = \(index) WHERE id = '\(profile.id.uuidString)'")
        }
        try store.insert(Profile(name: "Ada"), at: 2)
        #expect(try store.profiles().map(\.name) == ["0", "1", "Ada", "2", "3", "4"])
        let spread = try RawSQLite.rows(path, "SELECT position FROM profile ORDER BY position").map { Int64($0[0]) }
        #expect(spread.filter { $0 != nil && $0! % ProfilePositions.spacing == 0 }.count == 5)
        #expect(Set(spread).count == 6)
    }

    @Test func profilesSharingAPositionKeepTheirOrderAndTakeNeighbours() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(3, in: scratch)
        // Two rows at one position: the order falls back to their ids.
        try RawSQLite.execute(path, "UPDATE profile SET position = 7 WHERE id IN ('\(profiles[0].id.uuidString)', '\(profiles[1].id.uuidString)')")
        let tied = try store.orderedIDs()
        let ada = Profile(name: "Ada")
        try store.insert(ada, before: tied[1])
        #expect(try store.orderedIDs() == [tied[0], ada.id, tied[1], tied[2]])
        try store.move([tied[2]], before: tied[0])
        #expect(try store.orderedIDs() == [tied[2], tied[0], ada.id, tied[1]])
        #expect(try RawSQLite.value(path, "SELECT COUNT(DISTINCT position) FROM profile") == "4")
    }

    @Test func manyInsertsAtOnePlaceSpreadTheListWhenTheGapRunsOut() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(3, in: scratch)
        var expected = profiles.map(\.id)
        for round in 0..<40 {
            let profile = Profile(name: "r\(round)")
            try store.insert(profile, at: 1)
            expected.insert(profile.id, at: 1)
        }
        #expect(try store.orderedIDs() == expected)
        #expect(try RawSQLite.value(path, "SELECT COUNT(DISTINCT position) FROM profile") == "43")
        // Spread at least once: the last profile no longer stands where it was appended.
        #expect(try RawSQLite.value(path, "SELECT position FROM profile WHERE id = '\(profiles[2].id.uuidString)'")
            != "\(2 * ProfilePositions.spacing)")
    }

    @Test func aListEndingNearTheLargestPositionIsSpreadBeforeAnAppend() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(2, in: scratch)
        try RawSQLite.execute(path, "UPDATE profile SET position = \(Int64.max - 1) WHERE id = '\(profiles[1].id.uuidString)'")
        let added = (0..<3).map { Profile(name: "a\($0)") }
        try store.append(added)
        try store.insert(Profile(name: "end"), before: nil)
        #expect(try store.profiles().map(\.name) == ["0", "1", "a0", "a1", "a2", "end"])
        #expect(try RawSQLite.value(path, "SELECT MAX(position) FROM profile") == "\(5 * ProfilePositions.spacing)")
    }

    @Test func gapsAreSpreadEvenlyAndRunOutOnlyAfterManySplits() {
        #expect(ProfilePositions.spread(3, after: nil, before: nil) == [0, ProfilePositions.spacing, 2 * ProfilePositions.spacing])
        #expect(ProfilePositions.spread(1, after: 10, before: nil) == [10 + ProfilePositions.spacing])
        #expect(ProfilePositions.spread(2, after: nil, before: 0) == [-2 * ProfilePositions.spacing, -ProfilePositions.spacing])
        #expect(ProfilePositions.spread(3, after: 0, before: 8) == [2, 4, 6])
        #expect(ProfilePositions.spread(1, after: 0, before: 1) == nil)
        #expect(ProfilePositions.spread(1, after: 5, before: 5) == nil)
        #expect(ProfilePositions.spread(1, after: .max, before: nil) == nil)
        #expect(ProfilePositions.spread(1, after: nil, before: .min) == nil)
        #expect(ProfilePositions.spread(0, after: 3, before: 3) == [])
        // Halving the gap before one profile again and again: 24 fit in a fresh gap.
        var upper = ProfilePositions.spacing
        var splits = 0
        while let next = ProfilePositions.spread(1, after: 0, before: upper)?.first {
            upper = next
            splits += 1
        }
        #expect(splits == 24)
    }

    /// Random inserts (by offset and by successor), moves (by offsets and by ids) and
    /// deletes against an array of ids: the store's order is the array's after every
    /// step, positions stay distinct, and splitting one place again and again makes the
    /// list spread itself.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomEditsKeepTheOrderAnArrayKeeps(seed: UInt64) throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let (store, profiles, path) = try Self.store(12, in: scratch)
        var expected = profiles.map(\.id)
        var generator = SplitMix64(seed: seed)
        for step in 0..<250 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                let index = Int.random(in: 0...expected.count, using: &generator)
                let profile = Profile(name: "i\(step)")
                try store.insert(profile, at: index)
                expected.insert(profile.id, at: index)
            case 1:
                // Always before the same few profiles, to use up their gaps.
                let successor = expected.isEmpty ? nil : expected[min(2, expected.count - 1)]
                let profile = Profile(name: "b\(step)")
                try store.insert(profile, before: successor)
                expected.insert(profile.id, at: successor.flatMap { expected.firstIndex(of: $0) } ?? expected.count)
            case 2 where expected.count > 1:
                let source = IndexSet((0..<Int.random(in: 1...3, using: &generator)).map { _ in Int.random(in: 0..<expected.count, using: &generator) })
                let destination = Int.random(in: 0...expected.count, using: &generator)
                let order = try store.move(fromOffsets: source, toOffset: destination)
                expected.move(fromOffsets: source, toOffset: destination)
                #expect(order == expected)
            case 3 where expected.count > 2:
                let moving = Array(Set((0..<2).map { _ in expected[Int.random(in: 0..<expected.count, using: &generator)] }))
                let rest = expected.filter { !moving.contains($0) }
                let successor = Bool.random(using: &generator) ? nil : rest.randomElement(using: &generator)
                try store.move(moving, before: successor)
                expected = rest
                expected.insert(contentsOf: moving, at: successor.flatMap { rest.firstIndex(of: $0) } ?? rest.count)
            case 4 where !expected.isEmpty:
                let doomed = expected.remove(at: Int.random(in: 0..<expected.count, using: &generator))
                try store.delete(ids: [doomed])
            default:
                let profile = Profile(name: "a\(step)")
                try store.append([profile])
                expected.append(profile.id)
            }
            #expect(try store.orderedIDs() == expected, "step \(step)")
        }
        #expect(try RawSQLite.value(path, "SELECT COUNT(DISTINCT position) FROM profile") == "\(expected.count)")
        #expect(try store.integrityCheck() == ["ok"])
    }
}
