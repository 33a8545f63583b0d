// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct ProgrammaticEditTests {
    let caretAfterBlue = try! Selection.caret(at: 4, textLength: 9, unit: .scalar)

    @Test func keepLogicalPositionMovesTheCaretWithItsText() throws {
        let edit = try ProgrammaticEdit(replacing: "Blue tile", with: "Soft Blue tile", selection: caretAfterBlue, policy: .keepLogicalPosition)
        #expect(edit.selection.primary.head == 9)
        #expect(edit.changes.replacements == [.insertion("Soft ", at: 0)])
        // Not clamping: the same offset would still be valid (4) but wrong.
        #expect(edit.selection.primary.head != 4)
    }

    @Test func selectReplacementSelectsTheChangedText() throws {
        let edit = try ProgrammaticEdit(replacing: "Blue tile", with: "Soft Blue tile", selection: caretAfterBlue, policy: .selectReplacement)
        #expect(edit.selection.ranges == [SelectionRange(anchor: 0, head: 5)])
        let spread = try ProgrammaticEdit(replacing: "  Blue tile ", with: "Blue Tile",
                                          selection: try .caret(at: 0, textLength: 12, unit: .scalar), policy: .selectReplacement)
        #expect(spread.selection.ranges == [SelectionRange(anchor: 0, head: 9)])
        let deletion = try ProgrammaticEdit(replacing: "Blue tile", with: "Blue", selection: caretAfterBlue, policy: .selectReplacement)
        #expect(deletion.selection.ranges == [.caret(4)])
        let unchanged = try ProgrammaticEdit(replacing: "Blue tile", with: "Blue tile", selection: caretAfterBlue, policy: .selectReplacement)
        #expect(unchanged.selection == caretAfterBlue && unchanged.changes.isEmpty)
    }

    @Test func moveToEndPutsTheCaretAtTheEnd() throws {
        let edit = try ProgrammaticEdit(replacing: "Blue tile", with: "Soft Blue tile", selection: caretAfterBlue, policy: .moveToEnd)
        #expect(edit.selection.ranges == [.caret(14)])
    }

    @Test func overlapWithTheSelectionUnderKeepLogicalPosition() throws {
        // Selected "tile" (5..9); the app replaces "tile" by "pebble": the range covers the replacement.
        let tile = try Selection.range(anchor: 5, head: 9, textLength: 9, unit: .scalar)
        let replaced = try ProgrammaticEdit(replacing: "Blue tile", with: "Blue pebble", selection: tile, policy: .keepLogicalPosition)
        #expect(replaced.selection.ranges == [SelectionRange(anchor: 5, head: 11)])
        // Selected "ue ti" (2..7); the app rewrites "Blue" to "Red". The minimal edit keeps the
        // "e": "Blu" → "R" and "d" inserted after the "e". The range loses its replaced part
        // ("u") and, as text inserted strictly inside a range joins it, gains the "d": "ed ti".
        let partial = try Selection.range(anchor: 2, head: 7, textLength: 9, unit: .scalar)
        let red = try ProgrammaticEdit(replacing: "Blue tile", with: "Red tile", selection: partial, policy: .keepLogicalPosition)
        #expect(red.changes.replacements == [Replacement(from: 0, to: 3, with: "R"), .insertion("d", at: 4)])
        #expect(red.selection.ranges == [SelectionRange(anchor: 1, head: 6)])
        // Selected "lu" inside "Blue" (1..3), which is rewritten entirely: collapses after the replacement.
        let inside = try Selection.range(anchor: 1, head: 3, textLength: 9, unit: .scalar)
        let gone = try ProgrammaticEdit(replacing: "Blue tile", with: "Gray tile", selection: inside, policy: .keepLogicalPosition)
        #expect(gone.selection.ranges == [.caret(4)])
    }

    @Test func trimmingKeepsTheCaretOnItsCharacter() throws {
        // "  Blue tile " with the caret before "tile" (7) → "Blue tile": before "tile" is 5.
        let caret = try Selection.caret(at: 7, textLength: 12, unit: .scalar)
        let trimmed = try ProgrammaticEdit(replacing: "  Blue tile ", with: TextTransformation.trimWhitespace("  Blue tile "),
                                           selection: caret, policy: .keepLogicalPosition)
        #expect(trimmed.newText == "Blue tile")
        #expect(trimmed.selection.ranges == [.caret(5)])
    }

    @Test func worksWithGraphemeAndUTF16Selections() throws {
        let text = "👍🏽 tile"
        let graphemeCaret = try Selection.caret(at: 1, textLength: text.count, unit: .grapheme)
        let edit = try ProgrammaticEdit(replacing: text, with: "Soft 👍🏽 tile", selection: graphemeCaret, policy: .keepLogicalPosition)
        #expect(edit.selection == (try Selection.caret(at: 6, textLength: 11, unit: .grapheme)))
        #expect(edit.changes.unit == .scalar)
        let utf16Caret = try Selection.caret(at: 4, textLength: 9, unit: .utf16)
        let utf16 = try ProgrammaticEdit(replacing: text, with: "Soft 👍🏽 tile", selection: utf16Caret, policy: .keepLogicalPosition)
        #expect(utf16.selection.primary.head == 9)
    }

    @Test func aSelectionForAnotherTextIsRejected() throws {
        #expect(throws: TextEditingError.lengthMismatch(expected: 9, actual: 4, unit: .scalar)) {
            try ProgrammaticEdit(replacing: "Blue", with: "Soft Blue", selection: caretAfterBlue, policy: .keepLogicalPosition)
        }
    }
}
