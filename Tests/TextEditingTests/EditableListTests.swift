// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import TextEditing

/// The decision table of SPEC scene 2, transaction by transaction, on the model alone.
@Suite struct EditableListTests {
    var list = try! EditableList<UUID>(texts: ["Blue tile", "Round pebble", "Paper square"], makeID: { UUID() })
    var blue: UUID { list.rows[0].id }
    var pebble: UUID { list.rows[1].id }
    var square: UUID { list.rows[2].id }

    func caret(_ position: Int, in id: UUID) throws -> Selection {
        try .caret(at: position, textLength: list.row(id)!.text.length(in: .scalar), unit: .scalar)
    }

    func range(_ anchor: Int, _ head: Int, in id: UUID) throws -> Selection {
        try .range(anchor: anchor, head: head, textLength: list.row(id)!.text.length(in: .scalar), unit: .scalar)
    }

    @Test mutating func editingKeepsIdentityFocusAndSelectionAndNeverTransforms() throws {
        let id = blue
        try list.apply(.focus(id))
        try list.apply(.select(id: id, selection: try caret(4, in: id)))
        let typed = try ChangeSet(replacements: [.insertion("  small ", at: 4)], length: 9, unit: .scalar)
        let outcome = try list.apply(.edit(id: id, changes: typed, selectionAfter: nil))
        #expect(list.rows[0].id == id)
        #expect(list.rows[0].text == "Blue  small  tile")          // drafts stay as typed
        #expect(list.rows[0].version == TextVersion(1))
        #expect(list.focusedID == id && !outcome.focusChanged)
        #expect(list.selection(of: id)?.ranges == [.caret(4)])     // mapped: caret affinity before
        #expect(outcome.textChanges[id]?.origin == .editor)
        #expect(outcome.selectionsToApply.isEmpty && outcome.insertedIDs.isEmpty && outcome.removedIDs.isEmpty)
        // With the editor's own selection after the edit.
        let more = try ChangeSet(replacements: [.insertion("!", at: 17)], length: 17, unit: .scalar)
        try list.apply(.edit(id: id, changes: more, selectionAfter: try .caret(at: 18, textLength: 18, unit: .scalar)))
        #expect(list.selection(of: id)?.ranges == [.caret(18)])
    }

    @Test mutating func submitAppliesTheTransformationWithTheCaretOnItsCharacter() throws {
        let id = blue
        let typed = try ChangeSet(replacements: [.insertion("  ", at: 0), .insertion(" ", at: 9)], length: 9, unit: .scalar)
        try list.apply(.edit(id: id, changes: typed, selectionAfter: try .caret(at: 6, textLength: 12, unit: .scalar)))
        let outcome = try list.apply(.submit(id: id))
        #expect(list.row(id)?.text == "Blue tile")
        #expect(list.selection(of: id)?.ranges == [.caret(4)])
        #expect(outcome.textChanges[id]?.origin == .program)
        #expect(outcome.selectionsToApply[id]?.ranges == [.caret(4)])
    }

    @Test mutating func appendKeepsFocusAndCaretUnlessAskedToFocusTheNewRow() throws {
        let id = blue
        try list.apply(.focus(id))
        try list.apply(.select(id: id, selection: try caret(4, in: id)))
        let outcome = try list.apply(.append(text: "New label", focus: .keep))
        #expect(list.rows.count == 4 && list.rows[3].text == "New label")
        #expect(outcome.insertedIDs == [list.rows[3].id])
        #expect(Set(list.ids).count == 4)
        #expect(list.focusedID == id && list.selection(of: id)?.ranges == [.caret(4)])
        #expect(outcome.textChanges.isEmpty && outcome.selectionsToApply.isEmpty)

        let focusing = try list.apply(.append(text: "New label", focus: .newRow))
        let newID = list.rows[4].id
        #expect(newID != list.rows[3].id)
        #expect(list.focusedID == newID && focusing.focusChanged)
        #expect(focusing.selectionsToApply[newID]?.ranges == [.caret(9)])
        #expect(list.selection(of: id)?.ranges == [.caret(4)])
    }

    @Test mutating func reorderingMovesFocusAndSelectionWithTheId() throws {
        let id = pebble, square = square
        try list.apply(.focus(id))
        try list.apply(.select(id: id, selection: try range(0, 5, in: id)))
        let reversed = try list.apply(.reverse)
        #expect(reversed.orderChanged && !reversed.focusChanged)
        #expect(list.rows.map(\.text) == ["Paper square", "Round pebble", "Blue tile"])
        #expect(list.focusedID == id && list.selection(of: id)?.ranges == [SelectionRange(anchor: 0, head: 5)])
        try list.apply(.move(from: 1, to: 0))
        #expect(list.index(of: id) == 0 && list.focusedID == id)
        #expect(list.selection(of: id)?.ranges == [SelectionRange(anchor: 0, head: 5)])
        #expect(list.selection(of: square)?.ranges == [.caret(12)])   // untouched rows keep theirs
        #expect(throws: TextEditingError.rowIndexOutOfRange(index: 3, count: 3)) { try list.apply(.move(from: 0, to: 3)) }
    }

    @Test mutating func removeAndRestoreKeepTheSelectionWithItsIdNeverTheIndex() throws {
        let removed = pebble, neighbour = square
        try list.apply(.focus(removed))
        try list.apply(.select(id: removed, selection: try range(6, 12, in: removed)))
        let removal = try list.apply(.remove(id: removed, permanently: false))
        #expect(removal.removedIDs == [removed])
        #expect(list.focusedID == nil && removal.focusChanged)      // focus is not handed to the row now at index 1
        #expect(list.rows[1].id == neighbour)
        #expect(list.selection(of: neighbour)?.ranges == [.caret(12)])
        #expect(list.restoration.selection(for: removed, version: .initial)?.ranges == [SelectionRange(anchor: 6, head: 12)])

        let restore = try list.apply(.restore(id: removed, at: 1))
        #expect(list.rows.map(\.id) == [blue, removed, neighbour])
        #expect(restore.insertedIDs == [removed])
        #expect(restore.selectionsToApply[removed]?.ranges == [SelectionRange(anchor: 6, head: 12)])
        #expect(list.selection(of: removed)?.ranges == [SelectionRange(anchor: 6, head: 12)])
        #expect(list.restoration.count == 0)

        try list.apply(.remove(id: removed, permanently: true))
        #expect(!list.restoration.contains(removed))
        #expect(throws: TextEditingError.unknownItem(id: "\(removed)")) { try list.apply(.restore(id: removed, at: 0)) }
    }

    @Test mutating func aPermanentDeleteOfARemovedRowDiscardsItsSavedSelection() throws {
        let removed = pebble
        try list.apply(.select(id: removed, selection: try range(1, 3, in: removed)))
        try list.apply(.remove(id: removed, permanently: false))
        #expect(list.restoration.contains(removed))
        try list.apply(.remove(id: removed, permanently: true))
        #expect(!list.restoration.contains(removed) && list.removedRows[removed] == nil)
    }

    @Test mutating func rebuildKeepsIdsAndMapsSelectionsThroughTextChanges() throws {
        let (b, p, s) = (blue, pebble, square)
        try list.apply(.focus(b))
        try list.apply(.select(id: b, selection: try caret(4, in: b)))
        try list.apply(.select(id: s, selection: try caret(3, in: s)))
        let outcome = try list.apply(.rebuild([
            EditableRecord(id: s, text: "Paper square"),
            EditableRecord(id: b, text: "Soft Blue tile"),
            EditableRecord(id: nil, text: "Glass bead"),
        ]))
        #expect(list.ids.prefix(2) == [s, b])
        let newID = list.ids[2]
        #expect(![b, p, s].contains(newID))
        #expect(outcome.insertedIDs == [newID] && outcome.removedIDs == [p] && outcome.orderChanged)
        #expect(list.row(b)?.text == "Soft Blue tile" && list.row(b)?.version == TextVersion(1))
        #expect(list.selection(of: b)?.ranges == [.caret(9)])
        #expect(list.selection(of: s)?.ranges == [.caret(3)] && list.row(s)?.version == .initial)
        #expect(list.focusedID == b)
        #expect(outcome.textChanges[b]?.origin == .program && outcome.textChanges[s] == nil)

        #expect(throws: TextEditingError.duplicateItem(id: "\(s)")) {
            try list.apply(.rebuild([EditableRecord(id: s, text: "a"), EditableRecord(id: s, text: "b")]))
        }
        try list.apply(.rebuild([EditableRecord(id: s, text: "Paper square")]))
        #expect(list.focusedID == nil)
    }

    @Test mutating func programmaticReplacementUnderEachPolicy() throws {
        let id = blue
        let expectations: [(CaretPolicy, [SelectionRange])] = [
            (.keepLogicalPosition, [.caret(9)]),
            (.selectReplacement, [SelectionRange(anchor: 0, head: 5)]),
            (.moveToEnd, [.caret(14)]),
        ]
        for (policy, expected) in expectations {
            var copy = list
            try copy.apply(.select(id: id, selection: try caret(4, in: id)))
            let outcome = try copy.apply(.replaceText(id: id, text: "Soft Blue tile", policy: policy))
            #expect(copy.selection(of: id)?.ranges == expected, "\(policy)")
            #expect(outcome.selectionsToApply[id]?.ranges == expected)
            #expect(outcome.textChanges[id]?.changes.replacements == [.insertion("Soft ", at: 0)])
            // Replacing with the same text changes nothing at all.
            let same = try copy.apply(.replaceText(id: id, text: "Soft Blue tile", policy: policy))
            #expect(same.isEmpty && copy.row(id)?.version == TextVersion(1))
        }
    }

    @Test mutating func transformationsWaitForCompositionToEnd() throws {
        let id = blue
        try list.apply(.select(id: id, selection: try caret(4, in: id)))
        try list.apply(.markText(id: id, from: 4, to: 4))
        let deferred = try list.apply(.transform(id: id, .uppercase))
        #expect(deferred.deferredTransformations[id] == ["uppercase"])
        #expect(list.row(id)?.text == "Blue tile" && deferred.textChanges.isEmpty)
        // A rebuild that rewrites the composing row waits too.
        try list.apply(.rebuild(list.rows.map { EditableRecord(id: $0.id, text: $0.id == id ? "Blue tile!" : $0.text) }))
        #expect(list.row(id)?.text == "Blue tile")
        // The input method commits "ish" at the caret, then ends.
        let commit = try ChangeSet(replacements: [.insertion("ish", at: 4)], length: 9, unit: .scalar)
        try list.apply(.edit(id: id, changes: commit, selectionAfter: try .caret(at: 7, textLength: 12, unit: .scalar)))
        #expect(list.compositions[id]?.markedRange == ClosedOpenRange(from: 7, to: 7))
        let ended = try list.apply(.commitComposition(id: id))
        #expect(list.row(id)?.text == "Blue tile!")   // uppercase ran first, then the rebuild's replacement
        #expect(ended.textChanges[id]?.origin == .program)
        #expect(!list.isComposing(id))
        // Composition only affects its own row.
        try list.apply(.markText(id: id, from: 0, to: 0))
        try list.apply(.transform(id: pebble, .uppercase))
        #expect(list.row(pebble)?.text == "ROUND PEBBLE")
        try list.apply(.cancelComposition(id: id))
        #expect(throws: TextEditingError.noActiveComposition) { try list.apply(.commitComposition(id: id)) }
    }

    @Test mutating func badTransactionsAreTypedErrorsAndChangeNothing() throws {
        let stranger = UUID(), blue = blue, pebble = pebble
        let before = list.rows
        #expect(throws: TextEditingError.unknownItem(id: "\(stranger)")) { try list.apply(.focus(stranger)) }
        #expect(throws: TextEditingError.unknownItem(id: "\(stranger)")) { try list.apply(.remove(id: stranger, permanently: true)) }
        #expect(throws: TextEditingError.lengthMismatch(expected: 9, actual: 3, unit: .scalar)) {
            try list.apply(.select(id: blue, selection: try .caret(at: 1, textLength: 3, unit: .scalar)))
        }
        #expect(throws: TextEditingError.unitMismatch(expected: .scalar, actual: .utf16)) {
            try list.apply(.edit(id: blue, changes: try ChangeSet.identity(length: 9, unit: .utf16), selectionAfter: nil))
        }
        #expect(throws: TextEditingError.lengthMismatch(expected: 20, actual: 9, unit: .scalar)) {
            try list.apply(.edit(id: blue, changes: try ChangeSet(replacements: [.insertion("x", at: 20)], length: 20, unit: .scalar), selectionAfter: nil))
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 30, length: 9, unit: .scalar)) {
            try list.apply(.markText(id: blue, from: 0, to: 30))
        }
        #expect(throws: TextEditingError.rowIndexOutOfRange(index: 4, count: 3)) {
            try list.apply(.remove(id: pebble, permanently: false))
            try list.apply(.restore(id: pebble, at: 4))
        }
        #expect(list.rows.count == 2)
        try list.apply(.restore(id: pebble, at: 1))
        #expect(list.rows == before)
        #expect(throws: TextEditingError.nonAdditiveUnit(.grapheme)) { try EditableList<Int>(texts: [], unit: .grapheme, makeID: { 1 }) }
        #expect(throws: TextEditingError.duplicateItem(id: "1")) { try EditableList<Int>(texts: ["a", "b"], makeID: { 1 }) }
    }
}
