// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import TextEditing

/// Property tests over random texts (with combining marks, emoji modifiers, flags, CR LF,
/// Hangul jamo) and random edits, with a fixed seed so failures reproduce.
@Suite struct PropertyTests {
    /// Random non-overlapping replacements over a text of `length` (offsets in any unit;
    /// the caller snaps them to valid positions when the text is to be edited).
    static func randomReplacements(length: Int, using generator: inout SplitMix64) -> [Replacement] {
        var points = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Int.random(in: 0...length, using: &generator) }
        points.sort()
        var replacements: [Replacement] = []
        var index = 0
        while index < points.count {
            let from = points[index]
            let to = index + 1 < points.count && Bool.random(using: &generator) ? points[index + 1] : from
            let text = Int.random(in: 0...3, using: &generator) == 0 ? "" : randomText(length: Int.random(in: 1...3, using: &generator), using: &generator)
            replacements.append(Replacement(from: from, to: to, with: text))
            index += to == from ? 1 : 2
        }
        return replacements.shuffled(using: &generator)
    }

    /// A change set over `text` in `unit` whose boundaries are scalar boundaries.
    static func randomChangeSet(for text: String, unit: TextUnit, using generator: inout SplitMix64) throws -> ChangeSet {
        let length = text.length(in: unit)
        let raw = randomReplacements(length: length, using: &generator)
        // Rounding every end down to a scalar boundary keeps the order, so no overlap appears.
        func snap(_ offset: Int) throws -> Int {
            try text.index(atOffset: offset, in: unit, boundary: .scalar).adjustments.first?.result ?? offset
        }
        let snapped = try raw.map { Replacement(from: try snap($0.from), to: try snap($0.to), with: $0.text) }
        return try ChangeSet(replacements: snapped, length: length, unit: unit)
    }

    @Test func mappedPositionsStayInBoundsAndMonotonic() throws {
        var generator = SplitMix64(seed: 1)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...30, using: &generator)
            let changes = try ChangeSet(replacements: Self.randomReplacements(length: length, using: &generator),
                                        length: length, unit: .scalar)
            var previous = (before: 0, after: 0)
            for position in 0...length {
                let before = try changes.mapPosition(position, association: .before)
                let after = try changes.mapPosition(position, association: .after)
                #expect((0...changes.newLength).contains(before) && (0...changes.newLength).contains(after))
                #expect(before <= after)
                #expect(before >= previous.before && after >= previous.after)
                previous = (before, after)
            }
            #expect(try changes.mapPosition(0, association: .before) == 0)
            #expect(try changes.mapPosition(length, association: .after) == changes.newLength)
        }
    }

    @Test func unchangedTextKeepsItsPositions() throws {
        var generator = SplitMix64(seed: 2)
        for _ in 0..<2_000 {
            let old = randomText(length: Int.random(in: 0...12, using: &generator), using: &generator)
            let changes = try Self.randomChangeSet(for: old, unit: .scalar, using: &generator)
            let new = try changes.apply(to: old)
            #expect(new.length(in: .scalar) == changes.newLength)
            let oldScalars = Array(old.unicodeScalars), newScalars = Array(new.unicodeScalars)
            for position in 0..<oldScalars.count
            where !changes.edits.contains(where: { $0.oldFrom <= position && position < max($0.oldTo, $0.oldFrom + 1) }) {
                // A scalar no change touches is found at its mapped position.
                let mapped = try changes.mapResult(position, association: .after)
                #expect(newScalars[mapped.position] == oldScalars[position])
            }
        }
    }

    @Test func selectionsStayOnGraphemeBoundariesSortedAndInBounds() throws {
        var generator = SplitMix64(seed: 3)
        for round in 0..<1_500 {
            let unit: TextUnit = [.scalar, .utf16, .utf8][round % 3]
            let old = randomText(length: Int.random(in: 0...10, using: &generator), using: &generator)
            let length = old.length(in: unit)
            let ranges = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                let anchor = Int.random(in: 0...length, using: &generator)
                let head = Bool.random(using: &generator) ? anchor : Int.random(in: 0...length, using: &generator)
                return SelectionRange(anchor: anchor, head: head, affinity: Bool.random(using: &generator) ? .before : .after)
            }
            let selection = try Selection(ranges: ranges, textLength: length, unit: unit).snapped(to: old).value
            let changes = try Self.randomChangeSet(for: old, unit: unit, using: &generator)
            let new = try changes.apply(to: old)
            let mapped = try selection.mapped(through: changes, snappingTo: new).value
            #expect(mapped.textLength == new.length(in: unit))
            var previousTo = 0
            for range in mapped.ranges {
                #expect(range.from >= previousTo && range.from <= range.to && range.to <= mapped.textLength)
                #expect(try new.isBoundary(offset: range.from, in: unit) && new.isBoundary(offset: range.to, in: unit))
                previousTo = range.to
            }
            #expect(mapped.ranges.indices.contains(mapped.primaryIndex))
        }
    }

    @Test func compositionEqualsApplyingInTurnAndInversionUndoes() throws {
        var generator = SplitMix64(seed: 4)
        for round in 0..<1_500 {
            let unit: TextUnit = [.scalar, .utf16, .utf8][round % 3]
            let text = randomText(length: Int.random(in: 0...10, using: &generator), using: &generator)
            let first = try Self.randomChangeSet(for: text, unit: unit, using: &generator)
            let middle = try first.apply(to: text)
            let second = try Self.randomChangeSet(for: middle, unit: unit, using: &generator)
            let end = try second.apply(to: middle)
            let composed = try first.composed(with: second)
            #expect(try composed.apply(to: text) == end)
            #expect(composed.oldLength == first.oldLength && composed.newLength == second.newLength)
            #expect(try first.inverted(original: text).apply(to: middle) == text)
            #expect(try composed.inverted(original: text).apply(to: end) == text)
        }
    }

    @Test func minimalEditTurnsTheOldTextIntoTheNewOneWithoutSplittingClusters() throws {
        var generator = SplitMix64(seed: 5)
        for round in 0..<1_500 {
            let unit: TextUnit = [.scalar, .utf16, .utf8][round % 3]
            let old = randomText(length: Int.random(in: 0...12, using: &generator), using: &generator)
            let new = try Self.randomChangeSet(for: old, unit: unit, using: &generator).apply(to: old)
            let diff = try ChangeSet.minimalEdit(from: old, to: new, unit: unit)
            #expect(try diff.apply(to: old) == new)
            #expect(throws: Never.self) { try diff.validate(against: old, boundary: .grapheme) }
            if old == new && old.utf8.elementsEqual(new.utf8) { #expect(diff.isEmpty) }
        }
    }

    @Test func conversionsRoundTripAtBoundariesAndNeverLandInsideClusters() throws {
        var generator = SplitMix64(seed: 6)
        for _ in 0..<800 {
            let text = randomText(length: Int.random(in: 0...14, using: &generator), using: &generator)
            let table = TextOffsetIndex(text, checkpointStride: Int.random(in: 1...5, using: &generator))
            for unit in TextUnit.allCases {
                let offset = Int.random(in: 0...text.length(in: unit), using: &generator)
                let rounding: OffsetRounding = Bool.random(using: &generator) ? .down : .up
                let index = try table.index(atOffset: offset, in: unit, rounding: rounding)
                #expect(index.value.samePosition(in: text) != nil)      // a Character boundary
                let back = try text.offset(of: index.value, in: unit)
                #expect(!back.wasRounded)
                #expect(index.wasRounded ? (rounding == .down ? back.value < offset : back.value > offset) : back.value == offset)
                let target = TextUnit.allCases.randomElement(using: &generator)!
                let converted = try table.convertOffset(offset, from: unit, to: target, rounding: rounding)
                #expect(try text.index(atOffset: converted.value, in: target).value == index.value)
            }
        }
    }
}
