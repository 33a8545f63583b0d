// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import StableCollections

@Suite struct FenwickTreeTests {
    @Test func prefixSumsFollowUpdates() {
        var generator = SplitMix64(seed: 3)
        var occupied = (0..<97).map { _ in Bool.random(using: &generator) }
        var tree = FenwickTree(occupied: occupied)
        for _ in 0..<500 {
            let slot = Int.random(in: 0..<occupied.count, using: &generator)
            tree.add(occupied[slot] ? -1 : 1, at: slot)
            occupied[slot].toggle()
            let probe = Int.random(in: 0..<occupied.count, using: &generator)
            #expect(tree.prefixSum(through: probe) == occupied[0...probe].filter { $0 }.count)
        }
    }

    @Test func emptyTree() {
        let tree = FenwickTree(occupied: [])
        #expect(tree.prefixSum(through: -1) == 0)
    }
}
