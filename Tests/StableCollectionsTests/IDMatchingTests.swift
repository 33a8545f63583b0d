// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import StableCollections

@Suite struct IDMatchingTests {
    func outcome(_ old: [Int], _ new: [Int], partitioned: Bool) -> Result<[Int], KeyedDiffError<Int>> {
        do {
            return .success(try IDMatching.newPositions(of: old, in: new, partitioned: partitioned))
        } catch {
            return .failure(error)
        }
    }

    /// Both strategies give the same positions, or the same duplicate error, on random
    /// lists that sometimes repeat ids.
    @Test func partitionedJoinAgreesWithTheDictionaryJoin() {
        var generator = SplitMix64(seed: 77)
        for _ in 0..<10_000 {
            let universe = Int.random(in: 1...60, using: &generator)
            let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0..<universe, using: &generator) }
            let new = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0..<universe, using: &generator) }
            let dictionary = outcome(old, new, partitioned: false)
            let partitioned = outcome(old, new, partitioned: true)
            #expect(dictionary == partitioned, "\(old) → \(new)")
        }
    }

    @Test func partitionedJoinReportsTheEarliestDuplicate() {
        // Duplicates in many buckets: the one with the smallest second offset wins.
        let old = Array(0..<50_000) + [49_999, 3]
        #expect(outcome(old, [], partitioned: true) == .failure(.duplicateID(49_999, list: .old, firstOffset: 49_999, secondOffset: 50_000)))
        let new = [7] + Array(0..<40_000) + [5]
        #expect(outcome(Array(0..<10), new, partitioned: true) == .failure(.duplicateID(7, list: .new, firstOffset: 0, secondOffset: 8)))
        let inserted = Array(100_000..<130_000) + [100_001]
        #expect(outcome([1], inserted, partitioned: true) == .failure(.duplicateID(100_001, list: .new, firstOffset: 1, secondOffset: 30_000)))
    }

    @Test func largeDiffsUseThePartitionedJoinAndStillApply() throws {
        var generator = SplitMix64(seed: 12)
        let old = Array(0..<40_000)
        var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
        new.append(contentsOf: 100_000..<104_000)
        new.shuffle(using: &generator)
        #expect(old.count + new.count >= IDMatching.partitionThreshold)
        let diff = try KeyedDiff(from: old, to: new)
        #expect(try diff.applied(to: old) == new)
        let forced = try KeyedDiffComputation.diff(from: old, to: new, partitioned: false)
        #expect(forced == diff)
    }

    @Test func stringIDsWork() throws {
        let old = (0..<20_000).map { "id-\($0)" }
        let new = Array(old.reversed().prefix(15_000)) + ["fresh"]
        let diff = try KeyedDiff(from: old, to: new)
        #expect(try diff.applied(to: old) == new)
        #expect(diff.moveCount == 14_999)
        #expect(throws: KeyedDiffError<String>.duplicateID("id-1", list: .new, firstOffset: 0, secondOffset: 1)) {
            try KeyedDiff(from: old, to: ["id-1", "id-1"] + old)
        }
    }
}
