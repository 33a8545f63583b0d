// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import TextEditing

@Suite struct SelectionTests {
    @Test func rangesAreSortedAndOverlapsMergedButTouchingRangesStaySeparate() throws {
        let selection = try Selection(ranges: [
            SelectionRange(anchor: 8, head: 10), SelectionRange(anchor: 0, head: 2),
            SelectionRange(anchor: 2, head: 4), .caret(9), SelectionRange(anchor: 5, head: 3),
        ], primaryIndex: 3, textLength: 12, unit: .scalar)
        // 0..2 and 2..4 touch (kept apart); 2..4 and 5→3 overlap (merged, with the direction of
        // the earlier range); the caret at 9 lies inside 8..10 and merges into it, taking the
        // primary role with it.
        #expect(selection.ranges == [SelectionRange(anchor: 0, head: 2), SelectionRange(anchor: 2, head: 5), SelectionRange(anchor: 8, head: 10)])
        #expect(selection.primaryIndex == 2)
    }

    @Test func badSelectionsAreTypedErrors() {
        #expect(throws: TextEditingError.emptySelection) { try Selection(ranges: [], textLength: 3, unit: .scalar) }
        #expect(throws: TextEditingError.primaryIndexOutOfRange(index: 1, count: 1)) {
            try Selection(ranges: [.caret(0)], primaryIndex: 1, textLength: 3, unit: .scalar)
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 4, length: 3, unit: .utf16)) {
            try Selection.range(anchor: 1, head: 4, textLength: 3, unit: .utf16)
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: -2, length: 3, unit: .utf8)) {
            try Selection.caret(at: -2, textLength: 3, unit: .utf8)
        }
    }

    @Test func insertionPointsMapByAffinity() throws {
        let insertAt4 = try ChangeSet(replacements: [.insertion("xx", at: 4)], length: 9, unit: .scalar)
        let before = try Selection.caret(at: 4, affinity: .before, textLength: 9, unit: .scalar)
        let after = try Selection.caret(at: 4, affinity: .after, textLength: 9, unit: .scalar)
        #expect(try before.mapped(through: insertAt4).primary == .caret(4, affinity: .before))
        #expect(try after.mapped(through: insertAt4).primary == .caret(6, affinity: .after))
    }

    @Test func rangeEndsArePulledInwardSoEdgeInsertionsStayOutside() throws {
        let range = try Selection.range(anchor: 2, head: 5, textLength: 9, unit: .scalar)
        let atBothEdges = try ChangeSet(replacements: [.insertion("<", at: 2), .insertion(">", at: 5)], length: 9, unit: .scalar)
        #expect(try range.mapped(through: atBothEdges).primary == SelectionRange(anchor: 3, head: 6))
        let backward = try Selection.range(anchor: 5, head: 2, textLength: 9, unit: .scalar)
        #expect(try backward.mapped(through: atBothEdges).primary == SelectionRange(anchor: 6, head: 3))
    }

    @Test func overlappingReplacementsHaveTheDocumentedResults() throws {
        let range = try Selection.range(anchor: 2, head: 6, textLength: 10, unit: .scalar)
        // Replacing part of the range keeps its unreplaced part.
        let tail = try ChangeSet(replacing: 4, to: 8, with: "XY", length: 10, unit: .scalar)
        #expect(try range.mapped(through: tail).primary == SelectionRange(anchor: 2, head: 4))
        let head = try ChangeSet(replacing: 0, to: 3, with: "XYZW", length: 10, unit: .scalar)
        #expect(try range.mapped(through: head).primary == SelectionRange(anchor: 4, head: 7))
        // Replacing text covering the whole range collapses it after the replacement.
        let cover = try ChangeSet(replacing: 1, to: 7, with: "XY", length: 10, unit: .scalar)
        #expect(try range.mapped(through: cover).primary == .caret(3))
        // Replacing exactly the range: the range covers the replacement.
        let exact = try ChangeSet(replacing: 2, to: 6, with: "XYZ", length: 10, unit: .scalar)
        #expect(try range.mapped(through: exact).primary == SelectionRange(anchor: 2, head: 5))
        // An insertion point strictly inside replaced text goes by affinity.
        let caretBefore = try Selection.caret(at: 3, affinity: .before, textLength: 10, unit: .scalar)
        let caretAfter = try Selection.caret(at: 3, affinity: .after, textLength: 10, unit: .scalar)
        #expect(try caretBefore.mapped(through: cover).primary.head == 1)
        #expect(try caretAfter.mapped(through: cover).primary.head == 3)
    }

    @Test func multipleRangesArePreservedThroughEdits() throws {
        let selection = try Selection(ranges: [.caret(1), SelectionRange(anchor: 3, head: 5), .caret(8), SelectionRange(anchor: 10, head: 12)],
                                      primaryIndex: 2, textLength: 12, unit: .scalar)
        let changes = try ChangeSet(replacements: [.insertion("ab", at: 0), .deletion(from: 6, to: 7), Replacement(from: 11, to: 12, with: "xyz")],
                                    length: 12, unit: .scalar)
        let mapped = try selection.mapped(through: changes)
        // The last range ends exactly where the replaced text ends: that end stays after the
        // replacement, so the range now covers "xyz".
        #expect(mapped.ranges == [.caret(3), SelectionRange(anchor: 5, head: 7), .caret(9), SelectionRange(anchor: 11, head: 15)])
        #expect(mapped.primaryIndex == 2)
        #expect(mapped.textLength == 15)
    }

    @Test func rangesThatComeToOverlapMerge() throws {
        let selection = try Selection(ranges: [SelectionRange(anchor: 0, head: 3), SelectionRange(anchor: 5, head: 8)],
                                      primaryIndex: 1, textLength: 10, unit: .scalar)
        let deleteBetween = try ChangeSet(replacements: [.deletion(from: 2, to: 6)], length: 10, unit: .scalar)
        let mapped = try selection.mapped(through: deleteBetween)
        #expect(mapped.ranges == [SelectionRange(anchor: 0, head: 2), SelectionRange(anchor: 2, head: 4)])
        let deleteAll = try ChangeSet(replacements: [.deletion(from: 1, to: 9)], length: 10, unit: .scalar)
        // The first range keeps its surviving "0"; the second, entirely deleted, collapses to an
        // insertion point at 1, which touches the first range and merges into it.
        let collapsed = try selection.mapped(through: deleteAll)
        #expect(collapsed.ranges == [SelectionRange(anchor: 0, head: 1)])
        #expect(collapsed.primaryIndex == 0)
    }

    @Test func mappingChecksUnitAndLength() throws {
        let selection = try Selection.caret(at: 1, textLength: 3, unit: .scalar)
        #expect(throws: TextEditingError.unitMismatch(expected: .scalar, actual: .utf16)) {
            try selection.mapped(through: try ChangeSet.identity(length: 3, unit: .utf16).composed(with: try ChangeSet(replacements: [.insertion("a", at: 0)], length: 3, unit: .utf16)))
        }
        #expect(throws: TextEditingError.lengthMismatch(expected: 3, actual: 4, unit: .scalar)) {
            try selection.mapped(through: try ChangeSet(replacements: [.insertion("a", at: 0)], length: 4, unit: .scalar))
        }
    }

    @Test func snappingMovesEndsLeftInsideAClusterAndReportsIt() throws {
        // Caret after "e"; a combining accent is inserted right after it.
        let caret = try Selection.caret(at: 1, textLength: 2, unit: .scalar)
        let accent = try ChangeSet(replacements: [.insertion("\u{301}", at: 1)], length: 2, unit: .scalar)
        let result = try caret.mapped(through: accent, snappingTo: "e\u{301}x")
        #expect(result.value.primary.head == 2)
        #expect(result.adjustments == [RoundingAdjustment(requested: 1, result: 2, unit: .scalar, reason: .insideGraphemeCluster)])
        // A range cutting clusters grows outward.
        let range = try Selection.range(anchor: 2, head: 6, textLength: 8, unit: .scalar)
        let snapped = try range.snapped(to: TextOffsetsTests.text)
        #expect(snapped.value.primary == SelectionRange(anchor: 1, head: 7))
        #expect(snapped.adjustments.count == 2)
        #expect(try !Selection.range(anchor: 1, head: 3, textLength: 8, unit: .scalar).snapped(to: TextOffsetsTests.text).wasRounded)
    }

    @Test func convertsTheTestStringSelectionBetweenUnits() throws {
        let text = TextOffsetsTests.text
        let graphemes = try Selection(ranges: [SelectionRange(anchor: 1, head: 2), .caret(3), SelectionRange(anchor: 5, head: 4)],
                                      textLength: 5, unit: .grapheme)
        let expectations: [TextUnit: [SelectionRange]] = [
            .scalar: [SelectionRange(anchor: 1, head: 3), .caret(5), SelectionRange(anchor: 8, head: 7)],
            .utf16: [SelectionRange(anchor: 1, head: 5), .caret(7), SelectionRange(anchor: 12, head: 11)],
            .utf8: [SelectionRange(anchor: 1, head: 9), .caret(12), SelectionRange(anchor: 21, head: 20)],
        ]
        for (unit, ranges) in expectations {
            let converted = try graphemes.converted(to: unit, in: text)
            #expect(converted.value.ranges == ranges, "\(unit)")
            #expect(!converted.wasRounded)
            #expect(converted.value.textLength == text.length(in: unit))
            #expect(try converted.value.converted(to: .grapheme, in: text).value == graphemes)
        }
        let indexRanges = try graphemes.indexRanges(in: text).value
        #expect(indexRanges.map { String(text[$0]) } == ["👍🏽", "", "z"])
        #expect(try Selection.fromIndexRanges(indexRanges, in: text, unit: .grapheme).value.ranges.map(\.to) == [2, 3, 5])
    }

    @Test func nsRangeBridging() throws {
        let text = TextOffsetsTests.text
        let selection = try Selection.fromNSRanges([NSRange(location: 1, length: 4), NSRange(location: 11, length: 0)],
                                                   in: text, unit: .scalar)
        #expect(selection.value.ranges == [SelectionRange(anchor: 1, head: 3), .caret(7)])
        #expect(!selection.wasRounded)
        #expect(try selection.value.nsRanges(in: text).value == [NSRange(location: 1, length: 4), NSRange(location: 11, length: 0)])
        // An NSRange ending inside a surrogate pair is widened to whole clusters, reported.
        let split = try Selection.fromNSRanges([NSRange(location: 0, length: 2)], in: text, unit: .utf16)
        #expect(split.value.primary == SelectionRange(anchor: 0, head: 5))
        #expect(split.adjustments.first?.reason == .insideSurrogatePair)
        #expect(throws: TextEditingError.invalidNSRange(location: NSNotFound, length: 0)) {
            try Selection.fromNSRanges([NSRange(location: NSNotFound, length: 0)], in: text, unit: .scalar)
        }
        #expect(throws: TextEditingError.invalidNSRange(location: 2, length: -1)) {
            try Selection.fromNSRanges([NSRange(location: 2, length: -1)], in: text, unit: .scalar)
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 13, length: 12, unit: .utf16)) {
            try Selection.fromNSRanges([NSRange(location: 10, length: 3)], in: text, unit: .scalar)
        }
    }

    @Test func snappingAgainstTheWrongTextThrows() throws {
        let selection = try Selection.caret(at: 2, textLength: 3, unit: .scalar)
        #expect(throws: TextEditingError.lengthMismatch(expected: 3, actual: 2, unit: .scalar)) { try selection.snapped(to: "ab") }
        #expect(throws: TextEditingError.lengthMismatch(expected: 3, actual: 5, unit: .scalar)) { try selection.snapped(to: "abcde") }
    }
}
