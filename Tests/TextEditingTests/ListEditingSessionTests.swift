// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import TextEditing

/// SPEC scene 2's verification sequence, run against the model through the editor bridge
/// with GTK-like widgets that echo every assignment.
@Suite struct ListEditingSessionTests {
    @Test func sceneTwoVerificationSequence() throws {
        let page = try FakeLabelsPage(texts: ["Blue tile", "Round pebble", "Paper square"])
        let (blue, pebble, square) = (page.ids[0], page.ids[1], page.ids[2])
        // Binding filled every widget; the echoes of those assignments changed no model text.
        #expect(page.ids.map { page.widget($0).text } == ["Blue tile", "Round pebble", "Paper square"])
        #expect(page.session.list.rows.allSatisfy { $0.version == .initial })
        let blueWidget = page.widget(blue)

        // 1. Caret between "Blue" and the space, type "small": continues at the caret.
        page.focus(blue)
        blueWidget.click(at: 4)
        page.clearLog()
        blueWidget.type("small")
        #expect(page.session.list.row(blue)?.text == "Bluesmall tile")
        #expect(page.session.list.selection(of: blue)?.ranges == [.caret(9)])
        #expect(blueWidget.text == "Bluesmall tile" && blueWidget.head == 9)
        #expect(page.commandLog.isEmpty)                       // typing never reassigns the editor
        #expect(page.session.list.ids[0] == blue && page.session.list.focusedID == blue)

        // 2. Select "tile", type "square": only the selection is replaced.
        blueWidget.drag(from: 10, to: 14)
        #expect(page.session.list.selection(of: blue)?.ranges == [SelectionRange(anchor: 10, head: 14)])
        blueWidget.type("square")
        #expect(page.session.list.row(blue)?.text == "Bluesmall square")
        #expect(page.session.list.selection(of: blue)?.ranges == [.caret(16)])
        #expect(page.commandLog.isEmpty)

        // 3. Ctrl+Shift+N while editing: active item, focus and caret are unchanged.
        page.perform(.append(text: "New label", focus: .keep))
        let added = page.ids[3]
        #expect(![blue, pebble, square].contains(added))
        #expect(page.widget(added).text == "New label")
        #expect(page.session.list.focusedID == blue && page.focusedWidget == blue)
        #expect(page.session.list.selection(of: blue)?.ranges == [.caret(16)] && blueWidget.head == 16)
        #expect(page.widget(blue) === blueWidget)               // the editor was not recreated
        #expect(!page.commandLog.contains { if case let .setText(id, _) = $0 { id != added } else { false } })

        // 4. Ctrl+Shift+R: edited text stays with its id, focus and caret follow.
        page.clearLog()
        page.perform(.reverse)
        #expect(page.ids == [added, square, pebble, blue])
        #expect(page.session.list.row(blue)?.text == "Bluesmall square")
        #expect(page.session.list.focusedID == blue && page.focusedWidget == blue)
        #expect(page.session.list.selection(of: blue)?.ranges == [.caret(16)])
        #expect(page.widget(blue) === blueWidget && blueWidget.head == 16)
        #expect(page.commandLog == [.rows([added, square, pebble, blue])])

        // 5. Remove and restore a row: its selection comes back with its id, never to the
        //    row that took its index.
        page.widget(pebble).drag(from: 6, to: 12)
        page.perform(.remove(id: pebble, permanently: false))
        #expect(page.ids == [added, square, blue])
        #expect(page.session.list.selection(of: blue)?.ranges == [.caret(16)])   // now at pebble's old index
        #expect(page.session.list.focusedID == blue)
        page.clearLog()
        page.perform(.restore(id: pebble, at: 2))
        let restoredWidget = page.widget(pebble)
        #expect(restoredWidget.text == "Round pebble")
        #expect(restoredWidget.anchor == 6 && restoredWidget.head == 12)
        #expect(page.session.list.selection(of: pebble)?.ranges == [SelectionRange(anchor: 6, head: 12)])
        #expect(restoredWidget.selectionAssignments == 1)

        // 6. Programmatic replacement under each policy ("Blue tile", caret 4, "Soft " prepended).
        let expectations: [(CaretPolicy, Int, Int)] = [(.keepLogicalPosition, 9, 9), (.selectReplacement, 0, 5), (.moveToEnd, 14, 14)]
        for (policy, anchor, head) in expectations {
            page.perform(.replaceText(id: blue, text: "Blue tile", policy: .moveToEnd))
            blueWidget.click(at: 4)
            let versionBefore = page.session.list.row(blue)!.version
            let (texts, selections) = (blueWidget.textAssignments, blueWidget.selectionAssignments)
            page.perform(.replaceText(id: blue, text: "Soft Blue tile", policy: policy))
            #expect(blueWidget.text == "Soft Blue tile", "\(policy)")
            #expect(blueWidget.anchor == anchor && blueWidget.head == head, "\(policy)")
            #expect(page.session.list.selection(of: blue)?.primary == SelectionRange(anchor: anchor, head: head))
            #expect(blueWidget.textAssignments == texts + 1 && blueWidget.selectionAssignments == selections + 1)
            #expect(page.session.list.row(blue)?.version == versionBefore.next)   // echoes did not come back as edits
        }
        #expect(page.errors.isEmpty)
    }

    @Test func transformationsWaitForThePreeditToCommit() throws {
        let page = try FakeLabelsPage(texts: ["Blue tile", "Paper square"])
        let square = page.ids[1]
        let widget = page.widget(square)
        page.focus(square)
        widget.click(at: 12)
        widget.startPreedit("!")
        #expect(page.session.list.isComposing(square))
        page.clearLog()
        page.perform(.transform(id: square, .uppercase))
        #expect(page.commandLog.isEmpty && widget.text == "Paper square")   // deferred, widget untouched
        widget.commitPreedit("!")
        #expect(page.session.list.row(square)?.text == "PAPER SQUARE!")
        #expect(widget.text == "PAPER SQUARE!" && widget.head == 13)
        #expect(!page.session.list.isComposing(square))
        #expect(page.errors.isEmpty)
    }

    @Test func unbindingAndRebindingRestoresTheSelectionById() throws {
        let page = try FakeLabelsPage(texts: ["Blue tile", "Round pebble"])
        var session = page.session
        let pebble = page.ids[1]
        _ = try session.widgetEvent(.selectionChanged(anchor: 0, head: 5), for: pebble)
        session.unbindEditor(for: pebble)
        #expect(throws: TextEditingError.unknownItem(id: "\(pebble)")) { try session.widgetEvent(.selectionChanged(anchor: 0, head: 0), for: pebble) }
        let commands = try session.bindEditor(for: pebble)
        #expect(commands == [.setText(id: pebble, text: "Round pebble"),
                             .setSelection(id: pebble, selection: try .range(anchor: 0, head: 5, textLength: 12, unit: .scalar))])
    }
}
