// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes

/// Labels drag only as text (a selection dragged out of a label's field, GTK's own), so
/// they cut, copy and paste as text: Ctrl+X in one label and Ctrl+V in another are two
/// edits the model hears from the fields. Rows keep their ids; nothing is added or lost.
@MainActor
@Suite struct LabelsCutPasteTests {
    @Test func textCutFromOneLabelAndPastedIntoAnotherIsTwoEditsOfTheSameRows() throws {
        let model = LabelsModel()
        let ids = model.ids
        for id in ids { _ = try model.bindEditor(for: id) }
        _ = try model.editorFocused(ids[0])
        // Ctrl+X of "tile": the field reports its new text, then its caret.
        _ = try model.widgetEvent(.textChanged("Blue "), for: ids[0], editorText: "Blue ")
        _ = try model.widgetEvent(.selectionChanged(anchor: 5, head: 5), for: ids[0], editorText: "Blue ")
        // Ctrl+V at the end of "Round pebble".
        _ = try model.editorFocused(ids[1])
        _ = try model.widgetEvent(.textChanged("Round pebbletile"), for: ids[1], editorText: "Round pebbletile")
        _ = try model.widgetEvent(.selectionChanged(anchor: 16, head: 16), for: ids[1], editorText: "Round pebbletile")

        #expect(model.ids == ids, "the same rows, in the same order")
        #expect(LabelsModelTests.texts(model) == ["Blue ", "Round pebbletile", "Paper square"])
        #expect(model.focusDescription == "1:16-16", "focus and caret in the row pasted into")
        #expect(model.session.list.selection(of: ids[0])?.primary.head == 5, "the cut row keeps its own caret")
    }
}
