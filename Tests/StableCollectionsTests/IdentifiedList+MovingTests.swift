// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
import StableCollections

/// A reference model of SwiftUI's `move(fromOffsets:toOffset:)` written from Apple's
/// documentation as a user would perform it by hand: lift the chosen elements from the
/// back, shift the destination left for each lifted element before it, and put them back
/// in their original order.
func referenceMove<Element>(_ elements: [Element], offsets: Set<Int>, destination: Int) -> [Element] {
    var result = elements
    var lifted: [Element] = []
    for offset in offsets.sorted(by: >) { lifted.insert(result.remove(at: offset), at: 0) }
    let adjusted = destination - offsets.filter { $0 < destination }.count
    result.insert(contentsOf: lifted, at: adjusted)
    return result
}

@Suite struct IdentifiedListMovingTests {
    /// Apple's documented example: the lowercase letters of "ABcDefgHIJKlmNO".
    let letters = Array("ABcDefgHIJKlmNO")
    var lowercaseOffsets: [Int] { letters.indices.filter { letters[$0].isLowercase } }

    func letterList() throws -> IdentifiedList<Character, Character> {
        try IdentifiedList(letters, identifiedBy: { $0 })
    }

    @Test func appleDocumentedExampleToOffsetTwo() throws {
        var list = try letterList()
        let moved = try list.move(fromOffsets: lowercaseOffsets, toOffset: 2)
        #expect(String(list.elements) == "ABcefglmDHIJKNO")
        #expect(String(moved) == "cefglm")
        var plain = letters
        plain.move(fromOffsets: lowercaseOffsets, toOffset: 2)
        #expect(String(plain) == "ABcefglmDHIJKNO")
    }

    @Test func appleDocumentedExampleToTheEnd() throws {
        var list = try letterList()
        try list.move(fromOffsets: lowercaseOffsets, toOffset: 15)
        #expect(String(list.elements) == "ABDHIJKNOcefglm")
        var plain = letters
        plain.move(fromOffsets: lowercaseOffsets, toOffset: 15)
        #expect(String(plain) == "ABDHIJKNOcefglm")
    }

    @Test func singleElementToItsOwnOrNextOffsetChangesNothing() throws {
        var list = try letterList()
        #expect(try list.move(fromOffsets: [2], toOffset: 2).isEmpty)
        #expect(try list.move(fromOffsets: [2], toOffset: 3).isEmpty)
        #expect(String(list.elements) == "ABcDefgHIJKlmNO")
    }

    @Test func singleElementMovesForwardAndBackward() throws {
        var list = try IdentifiedList([0, 1, 2, 3, 4], identifiedBy: { $0 })
        try list.move(fromOffsets: [0], toOffset: 3)
        #expect(list.elements == [1, 2, 0, 3, 4])
        try list.move(fromOffsets: [4], toOffset: 0)
        #expect(list.elements == [4, 1, 2, 0, 3])
        try list.move(fromOffsets: [1], toOffset: 5)
        #expect(list.elements == [4, 2, 0, 3, 1])
        #expect(list.offset(of: 1) == 4)
        #expect(list.offset(of: 4) == 0)
    }

    @Test func emptySourceAndEmptyListChangeNothing() throws {
        var list = try IdentifiedList([0, 1, 2], identifiedBy: { $0 })
        #expect(try list.move(fromOffsets: [Int](), toOffset: 1).isEmpty)
        #expect(list.elements == [0, 1, 2])
        var empty = IdentifiedList<Int, Int>(identifiedBy: { $0 })
        #expect(try empty.move(fromOffsets: [Int](), toOffset: 0).isEmpty)
    }

    @Test func badOffsetsAreTypedErrorsAndLeaveTheListAlone() throws {
        var list = try IdentifiedList([0, 1, 2], identifiedBy: { $0 })
        #expect(throws: IdentifiedListError<Int>.offsetOutOfRange(offset: 3, count: 3)) {
            try list.move(fromOffsets: [0, 3], toOffset: 1)
        }
        #expect(throws: IdentifiedListError<Int>.offsetOutOfRange(offset: -1, count: 3)) {
            try list.move(fromOffsets: [-1], toOffset: 1)
        }
        #expect(throws: IdentifiedListError<Int>.destinationOutOfRange(destination: 4, count: 3)) {
            try list.move(fromOffsets: [0], toOffset: 4)
        }
        #expect(throws: IdentifiedListError<Int>.destinationOutOfRange(destination: -1, count: 3)) {
            try list.move(fromOffsets: [0], toOffset: -1)
        }
        #expect(list.elements == [0, 1, 2])
    }

    @Test func moveDisabledElementIsNeverLifted() throws {
        var list = try IdentifiedList([0, 1, 2, 3], identifiedBy: { $0 })
        try list.setMoveDisabled(true, for: 0)
        #expect(list.isMoveDisabled(0))
        #expect(try list.move(fromOffsets: [0], toOffset: 4).isEmpty)
        #expect(list.elements == [0, 1, 2, 3])
        // Lifting it together with another element moves only the other one.
        let moved = try list.move(fromOffsets: [0, 1], toOffset: 4)
        #expect(moved == [1])
        #expect(list.elements == [0, 2, 3, 1])
        // Others may still be dropped around it, shifting it.
        try list.move(fromOffsets: [3], toOffset: 0)
        #expect(list.elements == [1, 0, 2, 3])
        try list.setMoveDisabled(false, for: 0)
        try list.move(fromOffsets: [1], toOffset: 4)
        #expect(list.elements == [1, 2, 3, 0])
        #expect(throws: IdentifiedListError<Int>.unknownID(9)) { try list.setMoveDisabled(true, for: 9) }
    }

    @Test func moveDisabledMarkFollowsTheIDNotTheOffset() throws {
        var list = try IdentifiedList([0, 1, 2], identifiedBy: { $0 })
        try list.setMoveDisabled(true, for: 2)
        list.reverse()
        #expect(try list.move(fromOffsets: [0], toOffset: 3).isEmpty)
        try list.remove(id: 2)
        #expect(!list.isMoveDisabled(2))
        try list.append(2)
        #expect(!list.isMoveDisabled(2))
    }

    @Test func everySmallCaseMatchesTheReferenceModel() throws {
        for count in 0...6 {
            let elements = Array(0..<count)
            for mask in 0..<(1 << count) {
                let offsets = Set((0..<count).filter { mask & (1 << $0) != 0 })
                for destination in 0...count {
                    let expected = referenceMove(elements, offsets: offsets, destination: destination)
                    var list = try IdentifiedList(elements, identifiedBy: { $0 })
                    try list.move(fromOffsets: offsets.sorted(), toOffset: destination)
                    var plain = elements
                    plain.move(fromOffsets: offsets, toOffset: destination)
                    let listAgrees = list.elements == expected
                    let plainAgrees = plain == expected
                    let offsetsAgree = list.enumerated().allSatisfy { list.offset(of: $0.element) == $0.offset }
                    #expect(listAgrees && plainAgrees && offsetsAgree, "count \(count), offsets \(offsets.sorted()), destination \(destination)")
                }
            }
        }
    }

    @Test func randomMovesWithDisabledRowsMatchTheReferenceModel() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...30, using: &generator)
            let elements = Array(0..<count)
            let offsets = Set((0..<count).filter { _ in Bool.random(using: &generator) && Bool.random(using: &generator) })
            let disabled = Set(elements.filter { _ in Int.random(in: 0..<5, using: &generator) == 0 })
            let destination = Int.random(in: 0...count, using: &generator)
            var list = try IdentifiedList(elements, identifiedBy: { $0 })
            for id in disabled { try list.setMoveDisabled(true, for: id) }
            // Repeated offsets are allowed and count once.
            let moved = try list.move(fromOffsets: offsets.sorted() + offsets.sorted(), toOffset: destination)
            let liftable = offsets.filter { !disabled.contains(elements[$0]) }
            let expected = referenceMove(elements, offsets: liftable, destination: destination)
            #expect(list.elements == expected, "offsets \(offsets.sorted()), disabled \(disabled.sorted()), destination \(destination)")
            let expectedMoved = expected == elements ? [] : liftable.sorted().map { elements[$0] }
            #expect(moved == expectedMoved)
        }
    }

    @Test func plainCollectionMoveRoundsBadInput() {
        var letters = Array("abcd")
        letters.move(fromOffsets: [1, 7, -2], toOffset: 10)
        #expect(String(letters) == "acdb")
        letters.move(fromOffsets: [3], toOffset: -5)
        #expect(String(letters) == "bacd")
        var slice = Array("abcdef")[1...4]
        slice.move(fromOffsets: [0], toOffset: 4)
        #expect(String(slice) == "cdeb")
    }
}
