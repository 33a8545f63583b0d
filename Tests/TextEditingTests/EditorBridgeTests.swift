// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct EditorBridgeTests {
    func selection(_ anchor: Int, _ head: Int, length: Int) throws -> Selection {
        try Selection(ranges: [SelectionRange(anchor: anchor, head: head)], textLength: length, unit: .scalar)
    }

    @Test func bindingAFreshWidgetAssignsTextThenSelectionOnce() throws {
        var bridge = try EditorBridge()
        let effects = bridge.modelDidChange(text: "Blue tile", selection: try selection(4, 4, length: 9))
        #expect(effects == [.setWidgetText("Blue tile"), .setWidgetSelection(try selection(4, 4, length: 9))])
        #expect(bridge.widgetText == "Blue tile")
    }

    @Test func comparesBeforeAssigning() throws {
        var bridge = try EditorBridge(widgetText: "Blue tile")
        // Same text and selection: nothing to do.
        #expect(bridge.modelDidChange(text: "Blue tile", selection: try selection(9, 9, length: 9)).isEmpty)
        // Same text, other selection: the selection only.
        #expect(bridge.modelDidChange(text: "Blue tile", selection: try selection(0, 4, length: 9))
                == [.setWidgetSelection(try selection(0, 4, length: 9))])
        // Canonically equivalent is not equal: "é" precomposed vs decomposed must be assigned.
        var accents = try EditorBridge(widgetText: "caf\u{E9}")
        #expect(accents.modelDidChange(text: "cafe\u{301}", selection: try selection(5, 5, length: 5)).count == 2)
    }

    @Test func echoesOfOwnAssignmentsAreNotForwarded() throws {
        var bridge = try EditorBridge(widgetText: "Blue tile")
        let effects = bridge.modelDidChange(text: "Soft Blue tile", selection: try selection(9, 9, length: 14))
        #expect(effects.count == 2)
        bridge.beginApplying()
        // What GtkEditable emits inside gtk_editable_set_text and select_region.
        for echo: EditorBridge.WidgetEvent in [.replaced(from: 0, to: 9, with: ""), .textChanged(""),
                                               .replaced(from: 0, to: 0, with: "Soft Blue tile"), .textChanged("Soft Blue tile"),
                                               .selectionChanged(anchor: 14, head: 14), .selectionChanged(anchor: 9, head: 9)] {
            #expect(try bridge.handle(echo).isEmpty)
        }
        bridge.endApplying()
        #expect(bridge.suppressedEchoes == 6)
        #expect(bridge.widgetText == "Soft Blue tile")
        #expect(bridge.widgetSelection.ranges == [.caret(9)])
        // After the window, the same events are the user's again.
        #expect(try bridge.handle(.selectionChanged(anchor: 0, head: 4)) == [.modelSelection(try selection(0, 4, length: 14))])
    }

    @Test func userEditsFlowToTheModelOnce() throws {
        var bridge = try EditorBridge(widgetText: "Blue tile")
        let effects = try bridge.handle(.replaced(from: 4, to: 4, with: "s"))
        let expected = try ChangeSet(replacements: [.insertion("s", at: 4)], length: 9, unit: .scalar)
        #expect(effects == [.modelEdit(expected, selectionAfter: nil)])
        // GTK's "changed" that follows carries the same text: nothing more.
        #expect(try bridge.handle(.textChanged("Blues tile")).isEmpty)
        // A whole-text change without a precise event becomes a minimal edit.
        let whole = try bridge.handle(.textChanged("Blues tiles"))
        #expect(whole == [.modelEdit(try ChangeSet(replacements: [.insertion("s", at: 10)], length: 10, unit: .scalar), selectionAfter: nil)])
        // A selection report equal to what is known is not repeated.
        #expect(try bridge.handle(.selectionChanged(anchor: 3, head: 3)).count == 1)
        #expect(try bridge.handle(.selectionChanged(anchor: 3, head: 3)).isEmpty)
    }

    @Test func modelChangesWaitWhilePreeditingAndAreComparedAtTheEnd() throws {
        var bridge = try EditorBridge(widgetText: "Blue")
        _ = try bridge.handle(.selectionChanged(anchor: 4, head: 4))
        #expect(try bridge.handle(.preeditStarted) == [.compositionMarked(from: 4, to: 4)])
        #expect(try bridge.handle(.preeditChanged("に")).isEmpty)
        #expect(bridge.preeditText == "に")
        #expect(bridge.modelDidChange(text: "BLUE", selection: try selection(4, 4, length: 4)).isEmpty)
        #expect(bridge.hasPendingModelChange)
        #expect(bridge.modelDidChange(text: "Blue!", selection: try selection(5, 5, length: 5)).isEmpty)
        let end = try bridge.handle(.preeditEnded())
        // Only the latest waiting state is assigned, before the model hears that composition ended.
        #expect(end == [.setWidgetText("Blue!"), .setWidgetSelection(try selection(5, 5, length: 5)), .compositionEnded(cancelled: false)])
        #expect(!bridge.isPreediting && !bridge.hasPendingModelChange)
        // A waiting state equal to what the widget shows assigns nothing.
        _ = try bridge.handle(.preeditStarted)
        _ = bridge.modelDidChange(text: "Blue!", selection: try selection(5, 5, length: 5))
        #expect(try bridge.handle(.preeditEnded(cancelled: true)) == [.compositionEnded(cancelled: true)])
    }

    @Test func eventsThatDoNotFitTheWidgetTextAreTypedErrors() throws {
        var bridge = try EditorBridge(widgetText: "abc")
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 5, length: 3, unit: .scalar)) {
            try bridge.handle(.selectionChanged(anchor: 0, head: 5))
        }
        #expect(throws: TextEditingError.negativeLength(from: 2, to: 1, unit: .scalar)) {
            try bridge.handle(.replaced(from: 2, to: 1, with: ""))
        }
        #expect(bridge.widgetText == "abc")
        #expect(throws: TextEditingError.nonAdditiveUnit(.grapheme)) { try EditorBridge(unit: .grapheme) }
    }
}
