// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import TextEditing

@Suite struct DeletionHistoryTests {
    @Test func undoRestoresTextPositionFocusAndCaret() throws {
        var list = try EditableList(texts: ["Blue tile", "Round pebble", "Paper square"], makeID: { UUID() })
        let pebble = list.ids[1]
        try list.apply(.focus(pebble))
        try list.apply(.select(id: pebble, selection: .caret(at: 5, textLength: 12, unit: .scalar)))
        var history = DeletionHistory<UUID>()
        let deleted = history.delete(pebble, in: list)
        let (transaction, deletion) = try #require(deleted)
        #expect(deletion == .init(id: pebble, index: 1, text: "Round pebble", wasFocused: true))
        try list.apply(transaction)
        #expect(list.ids.count == 2 && list.focusedID == nil)
        #expect(history.canUndo)
        for step in history.undo(rowCount: list.rows.count) { try list.apply(step) }
        #expect(list.ids[1] == pebble && list.row(pebble)?.text == "Round pebble")
        #expect(list.focusedID == pebble)
        #expect(list.selection(of: pebble)?.ranges == [.caret(5)])
        #expect(!history.canUndo && history.undo(rowCount: 3).isEmpty)
    }

    @Test func anUnfocusedRowComesBackWithoutTakingFocus() throws {
        var list = try EditableList(texts: ["A", "B", "C"], makeID: { UUID() })
        let (a, c) = (list.ids[0], list.ids[2])
        try list.apply(.focus(a))
        var history = DeletionHistory<UUID>()
        let deleted = history.delete(c, in: list)
        let (transaction, _) = try #require(deleted)
        try list.apply(transaction)
        try list.apply(.remove(id: list.ids[1], permanently: true))  // the list shrank meanwhile
        let steps = history.undo(rowCount: list.rows.count)
        #expect(steps.count == 1)
        for step in steps { try list.apply(step) }
        #expect(list.ids == [a, c] && list.focusedID == a)
    }

    @Test func unknownIdsAreNotRecorded() throws {
        let list = try EditableList(texts: ["A"], makeID: { UUID() })
        var history = DeletionHistory<UUID>()
        #expect(history.delete(UUID(), in: list) == nil)
        #expect(!history.canUndo)
    }
}
