// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
import StableCollections

/// `movingElements(fromOffsets:toOffset:)`: SwiftUI's move on a copy, `nil` for offsets
/// out of range. (Moved here from Profiles, whose copy of the method it replaced.)
struct CollectionMovingElementsTests {
    @Test func movesLikeSwiftUI() {
        let letters = ["a", "b", "c", "d", "e"]
        #expect(letters.movingElements(fromOffsets: [0], toOffset: 3) == ["b", "c", "a", "d", "e"])
        #expect(letters.movingElements(fromOffsets: [4], toOffset: 0) == ["e", "a", "b", "c", "d"])
        #expect(letters.movingElements(fromOffsets: [1, 3], toOffset: 5) == ["a", "c", "e", "b", "d"])
        #expect(letters.movingElements(fromOffsets: [1, 3], toOffset: 2) == ["a", "b", "d", "c", "e"])
        #expect(letters.movingElements(fromOffsets: [2], toOffset: 2) == letters)
        #expect(letters.movingElements(fromOffsets: [2], toOffset: 3) == letters)
        #expect(letters.movingElements(fromOffsets: [], toOffset: 1) == letters)
    }

    @Test func refusesOffsetsOutsideTheArray() {
        #expect([1, 2].movingElements(fromOffsets: [2], toOffset: 0) == nil)
        #expect([1, 2].movingElements(fromOffsets: [0], toOffset: 3) == nil)
        #expect([1, 2].movingElements(fromOffsets: [0], toOffset: -1) == nil)
    }

    @Test func countsRepeatedOffsetsOnceAndCountsOffsetsFromASlicesStart() {
        let slice = Array("abcdef")[1...4]
        #expect(slice.movingElements(fromOffsets: [0, 0], toOffset: 4) == Array("cdeb"))
        #expect(slice.movingElements(fromOffsets: [4], toOffset: 0) == nil)
    }

    @Test func agreesWithRemovingAndReinsertingOnRandomMoves() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let array = Array(0..<count)
            let source = (0..<count).filter { _ in Bool.random(using: &generator) }
            let destination = Int.random(in: 0...count, using: &generator)
            // Reference: insert the moved items before the first unmoved item at or after
            // the destination.
            let moved = source.map { array[$0] }
            let anchor = (destination..<count).first { !source.contains($0) }.map { array[$0] }
            var expected = array.filter { !source.contains($0) }
            expected.insert(contentsOf: moved, at: anchor.flatMap { expected.firstIndex(of: $0) } ?? expected.count)
            #expect(array.movingElements(fromOffsets: source, toOffset: destination) == expected)
        }
    }
}
