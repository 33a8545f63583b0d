// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
import TextEditing
@testable import FerryScenes

/// SPEC scene 2's commands through the model: which session operation each one is, and
/// what the page is told to do.
@MainActor
@Suite struct LabelsModelTests {
    static func texts(_ model: LabelsModel) -> [String] { model.session.list.rows.map(\.text) }

    @Test func startsWithTheScenesRows() {
        let model = LabelsModel()
        #expect(Self.texts(model) == ["Blue tile", "Round pebble", "Paper square"])
        #expect(Set(model.ids).count == 3)
        #expect(model.tidyPolicy == .keepLogicalPosition)
        #expect(model.focusDescription == "none")
    }

    @Test func addAppendsANewLabelAndReverseReversesTheRows() throws {
        let model = LabelsModel()
        let before = model.ids
        let added = try model.addLabel()
        #expect(Self.texts(model) == ["Blue tile", "Round pebble", "Paper square", "New label"])
        #expect(added.contains(.rows(model.ids)))
        _ = try model.reverseRows()
        #expect(Self.texts(model) == ["New label", "Paper square", "Round pebble", "Blue tile"])
        #expect(Array(model.ids.suffix(3)) == before.reversed(), "rows keep their ids when reversed")
    }

    @Test func tidyRewritesEveryRowOneAtATimeUnderTheChosenPolicy() throws {
        let model = LabelsModel()
        let id = model.ids[0]
        for rowID in model.ids { _ = try model.bindEditor(for: rowID) }
        _ = try model.widgetEvent(.textChanged("  blue   tile "), for: id, editorText: "  blue   tile ")
        _ = try model.editorFocused(id)
        _ = try model.widgetEvent(.selectionChanged(anchor: 6, head: 6), for: id, editorText: "  blue   tile ")
        model.setTidyPolicy(.moveToEnd)
        var batches: [[LabelsModel.Command]] = []
        try model.tidy { batches.append($0) }
        #expect(batches.count == 3, "one batch of commands a row")
        #expect(Self.texts(model) == ["Blue Tile", "Round Pebble", "Paper Square"])
        #expect(batches[0].contains(.setText(id: id, text: "Blue Tile")))
        #expect(model.focusDescription == "0:9-9", "caret to the end under .moveToEnd")
    }

    /// Seed 001's programmatic edit: "Blue tile" with the caret after "Blue" (offset 4);
    /// "Soft " inserted at the start moves the caret to offset 9 when it keeps its place.
    @Test(arguments: [(CaretPolicy.keepLogicalPosition, "0:9-9"), (.selectReplacement, "0:0-5"), (.moveToEnd, "0:14-14")])
    func insertSoftFollowsTheChosenCaretPolicy(policy: CaretPolicy, focus: String) throws {
        let model = LabelsModel()
        let blue = model.ids[0]
        for rowID in model.ids { _ = try model.bindEditor(for: rowID) }
        _ = try model.editorFocused(blue)
        _ = try model.widgetEvent(.selectionChanged(anchor: 4, head: 4), for: blue, editorText: "Blue tile")
        #expect(model.focusDescription == "0:4-4")
        model.setTidyPolicy(policy)
        let commands = try model.insertSoftPrefix()
        #expect(Self.texts(model) == ["Soft Blue tile", "Round pebble", "Paper square"])
        #expect(commands.contains(.setText(id: blue, text: "Soft Blue tile")))
        #expect(model.focusDescription == focus)
        #expect(model.ids[0] == blue, "the edit keeps the row's identity")
    }

    @Test func insertSoftWithoutFocusEditsTheFirstRow() throws {
        let model = LabelsModel()
        _ = try model.insertSoftPrefix()
        #expect(Self.texts(model) == ["Soft Blue tile", "Round pebble", "Paper square"])
    }

    @Test func deleteThenUndoBringsTheRowBackInPlace() throws {
        let model = LabelsModel()
        let middle = model.ids[1]
        let deleted = try #require(try model.delete(middle))
        #expect(deleted.deletedText == "Round pebble")
        #expect(Self.texts(model) == ["Blue tile", "Paper square"])
        #expect(try model.delete(UUID()) == nil, "an unknown row deletes nothing")
        var steps = 0
        try model.undoDelete { _ in steps += 1 }
        #expect(steps >= 1)
        #expect(Self.texts(model) == ["Blue tile", "Round pebble", "Paper square"])
        #expect(model.ids[1] == middle, "the row comes back with its id")
        #expect(LabelsModel.deletedMessage(deleted.deletedText) == "Deleted “Round pebble”")
    }

    @Test func policyWords() {
        #expect(LabelsModel.policyLine(.selectReplacement) == "Caret policy for Tidy and Insert “Soft ”: Select Changes")
        #expect(CaretPolicy.allCases.map(LabelsModel.key(of:)) == ["keep", "select", "end"])
    }
}

extension LabelsModelTests {
    @Test func aCaretReportedBeforeItsTextIsPlacedAfterCatchingUp() throws {
        let model = LabelsModel()
        let id = model.ids[0]
        _ = try model.bindEditor(for: id)
        // The editor already shows "Blue tile!!" and reports a caret at 11 before its text.
        _ = try model.widgetEvent(.selectionChanged(anchor: 11, head: 11), for: id, editorText: "Blue tile!!")
        #expect(Self.texts(model)[0] == "Blue tile!!")
        #expect(model.session.list.selection(of: id)?.primary.head == 11)
        // Other events are not retried: an error stays an error.
        var asked = false
        #expect(throws: TextEditingError.self) {
            _ = try model.widgetEvent(.textChanged("x"), for: UUID(), editorText: { asked = true; return "" }())
        }
        #expect(!asked)
    }
}
