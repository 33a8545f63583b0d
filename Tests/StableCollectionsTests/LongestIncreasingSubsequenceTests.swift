// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import StableCollections

@Suite struct LongestIncreasingSubsequenceTests {
    @Test func flagsOneLongestStrictlyIncreasingRun() {
        let values = [3, 1, 4, 0, 5, 9, 2, 6]
        let (isMember, length) = LongestIncreasingSubsequence.membership(of: values)
        #expect(length == 4)
        let run = values.indices.filter { isMember[$0] }.map { values[$0] }
        #expect(run.count == 4)
        #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func emptyAndSortedInputs() {
        #expect(LongestIncreasingSubsequence.membership(of: []).length == 0)
        #expect(LongestIncreasingSubsequence.membership(of: [0, 1, 2, 3]).isMember == [true, true, true, true])
        #expect(LongestIncreasingSubsequence.membership(of: [3, 2, 1, 0]).length == 1)
    }

    @Test func randomPermutationsAgreeWithTheQuadraticRecurrence() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<1_000 {
            let values = Array(0..<Int.random(in: 0...50, using: &generator)).shuffled(using: &generator)
            let (isMember, length) = LongestIncreasingSubsequence.membership(of: values)
            let run = values.indices.filter { isMember[$0] }.map { values[$0] }
            #expect(length == quadraticLISLength(values) && run.count == length && zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
        }
    }
}
