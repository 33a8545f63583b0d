// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// SPEC scene 2 with real keyboard and mouse input; texts, focus and carets are read
    /// back through AT-SPI's Text interface.
    @Suite
    struct LabelsUITests {
        /// Waits until the label editors show `texts`, in order, and the one showing
        /// `focused` has focus (the only one) with the caret (or selection) given.
        @discardableResult
        static func expectEditors(_ app: FerryApp, _ what: String, texts: [String], focused: String?, caret: Int? = nil,
                                  selection: [Int]? = nil) throws -> [AccessibleNode] {
            try app.waitForAccessible(what) { nodes in
                let rows = nodes.editors.filter { $0.name == "Label text" }
                guard rows.map({ $0.text ?? "" }) == texts else { return false }
                guard let focused else { return true }
                guard let row = rows.first(where: { $0.isFocused }), row.text == focused else { return false }
                if let caret, row.caret != caret { return false }
                if let selection, row.selections?.first != selection { return false }
                return rows.filter(\.isFocused).count == 1
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func verificationSequence(on backend: DisplayBackend) throws {
            try UISession.run("labels", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Labels", page: "labels")
                func editors() throws -> [AccessibleNode] { try app.accessible().editors.filter { $0.name == "Label text" } }
                @discardableResult
                func expectEditors(_ what: String, texts: [String], focused: String?, caret: Int? = nil,
                                   selection: [Int]? = nil) throws -> [AccessibleNode] {
                    try Self.expectEditors(app, what, texts: texts, focused: focused, caret: caret, selection: selection)
                }
                try expectEditors("the starting rows", texts: ["Blue tile", "Round pebble", "Paper square"], focused: nil)

                // 1. Caret between "Blue" and the space; type "small": it continues at the caret.
                try app.focusLabel("label-row-0", holding: "Blue tile")
                try session.key("Home")
                for _ in 0..<4 { try session.key("Right") }
                try expectEditors("the caret after Blue", texts: ["Blue tile", "Round pebble", "Paper square"], focused: "Blue tile", caret: 4)
                try session.type("small")
                try expectEditors("small typed at the caret", texts: ["Bluesmall tile", "Round pebble", "Paper square"],
                                  focused: "Bluesmall tile", caret: 9)

                // 2. Select "tile", type "square": only the selection is replaced.
                try session.key("Right")
                for _ in 0..<4 { try session.key("shift+Right") }
                try expectEditors("tile selected", texts: ["Bluesmall tile", "Round pebble", "Paper square"],
                                  focused: "Bluesmall tile", caret: 14, selection: [10, 14])
                try session.type("square")
                try expectEditors("tile replaced by square", texts: ["Bluesmall square", "Round pebble", "Paper square"],
                                  focused: "Bluesmall square", caret: 16)

                // 3. Ctrl+Shift+N while editing: a new row; the edited row keeps focus and caret.
                try session.key("ctrl+shift+n")
                try expectEditors("a new label, focus and caret kept", texts: ["Bluesmall square", "Round pebble", "Paper square", "New label"],
                                  focused: "Bluesmall square", caret: 16)

                // 4. Ctrl+Shift+R while editing: the edited text stays with its row; focus and caret follow it.
                try session.key("ctrl+shift+r")
                try expectEditors("rows reversed, focus and caret followed", texts: ["New label", "Paper square", "Round pebble", "Bluesmall square"],
                                  focused: "Bluesmall square", caret: 16)
                // Typing goes on in the same row, at the same place.
                try session.type("!")
                try expectEditors("typing continues in the moved row", texts: ["New label", "Paper square", "Round pebble", "Bluesmall square!"],
                                  focused: "Bluesmall square!", caret: 17)

                // 5. Delete a row while its editor has focus and a caret, then undo: text,
                //    position, focus and caret come back (and never to the row that took its place).
                var mark = app.mark
                try session.key("ctrl+shift+r")  // a layout change, so positions are logged again
                try expectEditors("reversed back", texts: ["Bluesmall square!", "Round pebble", "Paper square", "New label"],
                                  focused: "Bluesmall square!", caret: 17)
                try app.waitForGeometry(after: mark)
                try app.focusLabel("label-row-1", after: mark, holding: "Round pebble")
                try session.key("Home")
                for _ in 0..<5 { try session.key("Right") }
                try expectEditors("a caret in Round pebble", texts: ["Bluesmall square!", "Round pebble", "Paper square", "New label"],
                                  focused: "Round pebble", caret: 5)
                mark = app.mark
                try session.click(try app.point("label-delete-1"))
                try app.waitForAccessible("the undo toast") { $0.contains(name: "Deleted “Round pebble”") && $0.contains(name: "Undo") }
                try expectEditors("Round pebble deleted", texts: ["Bluesmall square!", "Paper square", "New label"], focused: nil)
                let afterDelete = try editors()
                session.expect(!afterDelete.contains { $0.isFocused && $0.text == "Paper square" && $0.caret == 5 },
                               "the deleted row's caret must not land on the row now at its index")
                try session.key("ctrl+z")
                try expectEditors("Round pebble restored with focus and caret", texts: ["Bluesmall square!", "Round pebble", "Paper square", "New label"],
                                  focused: "Round pebble", caret: 5)

                // 6. Programmatic replacement ("Tidy") under each caret policy.
                //    Keep caret: "  Paper square" with the caret before "square" becomes
                //    "Paper Square" with the caret still before "Square".
                mark = app.mark
                try session.key("ctrl+shift+r")
                try app.waitForGeometry(after: mark)
                try session.key("ctrl+shift+r")
                try expectEditors("order back", texts: ["Bluesmall square!", "Round pebble", "Paper square", "New label"], focused: "Round pebble")
                try app.focusLabel("label-row-2", holding: "Paper square")
                try session.key("Home")
                try session.type("  ")
                for _ in 0..<6 { try session.key("Right") }
                try expectEditors("a caret before square", texts: ["Bluesmall square!", "Round pebble", "  Paper square", "New label"],
                                  focused: "  Paper square", caret: 8)
                try session.key("ctrl+shift+t")
                try expectEditors("tidied, caret kept before Square", texts: ["Bluesmall Square!", "Round Pebble", "Paper Square", "New Label"],
                                  focused: "Paper Square", caret: 6)

                //    Caret to end. (Keep Caret, the default, was pressed until now: the
                //    policy buttons say which is chosen by their state, not their names.)
                let policies = try app.waitForAccessible("Keep Caret chosen") { $0.isPressed("Keep Caret") }
                // (GTK 4.8 gives a toggle button the role "push button"; its state says the rest.)
                let names = ["Keep Caret", "Select Changes", "Caret to End"]
                let buttons = policies.filter { $0.role == "push button" && names.contains($0.name) }
                session.expect(buttons.map(\.name) == names
                               && buttons.map { $0.states.contains("pressed") } == [true, false, false],
                               "the policies are buttons named as they are, the chosen one pressed: \(buttons)")
                try session.click(try app.point("policy-end"))
                try app.waitForAccessible("Caret to End chosen") { $0.isPressed("Caret to End") && !$0.isPressed("Keep Caret") }
                try session.key("Home")
                try session.type("a ")
                try expectEditors("a word typed", texts: ["Bluesmall Square!", "Round Pebble", "a Paper Square", "New Label"],
                                  focused: "a Paper Square", caret: 2)
                try session.key("ctrl+shift+t")
                try expectEditors("tidied, caret at the end", texts: ["Bluesmall Square!", "Round Pebble", "A Paper Square", "New Label"],
                                  focused: "A Paper Square", caret: 14)

                //    Select the replacement.
                try session.click(try app.point("policy-select"))
                try app.waitForAccessible("Select Changes chosen") { $0.isPressed("Select Changes") && !$0.isPressed("Caret to End") }
                try session.key("Home")
                try session.type("x")
                try expectEditors("an x typed", texts: ["Bluesmall Square!", "Round Pebble", "xA Paper Square", "New Label"],
                                  focused: "xA Paper Square", caret: 1)
                try session.key("ctrl+shift+t")
                try expectEditors("tidied, the change selected", texts: ["Bluesmall Square!", "Round Pebble", "XA Paper Square", "New Label"],
                                  focused: "XA Paper Square", selection: [0, 1])

                // 7. A label drags only as text (GTK's own drag of a selection), so it cuts,
                //    copies and pastes as text (issue #16 item 4): the selected "X" cut from
                //    one label and pasted at the end of another. The model hears both edits:
                //    reversing the rows logs its texts.
                try session.key("ctrl+x")
                try expectEditors("X cut", texts: ["Bluesmall Square!", "Round Pebble", "A Paper Square", "New Label"],
                                  focused: "A Paper Square", caret: 0)
                try app.focusLabel("label-row-3", holding: "New Label")
                try session.key("End")
                try session.key("ctrl+v")
                try expectEditors("X pasted", texts: ["Bluesmall Square!", "Round Pebble", "A Paper Square", "New LabelX"],
                                  focused: "New LabelX", caret: 10)
                mark = app.mark
                try session.key("ctrl+shift+r")
                try app.waitForLog(#"reverse rows=["New LabelX", "A Paper Square", "Round Pebble", "Bluesmall Square!"]"#, after: mark)
                session.expect(!app.logged("LABELS_ERROR"), "the page reported an editing error:\n\(app.log)")
            }
        }
    }
}
