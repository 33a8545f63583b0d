// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// Orca-style walks: a page's seed sequence with Tab, Shift+Tab and keys only, every state
    /// read back through AT-SPI. One app launch covers the Filter and Drag sources pages.
    @Suite
    struct KeyWalkUITests {
        /// Seed 004's filter sequence typed into the focused field and toggled with Space,
        /// a note written in a row reached with Tab; then seed 003's sources copied with
        /// Enter or Ctrl+C and pasted on each receiver, each taking what its drop takes.
        @Test(arguments: DisplayBackend.underTest)
        func filterAndDragSourcesByKeyboard(on backend: DisplayBackend) throws {
            try UISession.run("keywalk", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Walk", page: "filter")
                try app.focus()
                let all = FilterUITests.titles
                try FilterUITests.expectRows(app, all, caption: "4 of 4 labels")

                // Filter: "a", "b" over it, cleared, Tiles only, "z", all back.
                let field = try KeyboardUITests.tab(app, to: "the filter field") { $0.name == "Filter labels" && $0.text != nil }
                session.expect(field.text == "", "the field starts empty")
                try session.type("a")
                try FilterUITests.expectRows(app, ["Tile A", "Dot A"], caption: "2 of 4 labels")
                try session.key("ctrl+a")
                try session.type("b")
                try FilterUITests.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels")
                try session.key("BackSpace")
                try FilterUITests.expectRows(app, all, caption: "4 of 4 labels")
                try KeyboardUITests.tab(app, to: "Tiles only") { $0.name == "Tiles only" }
                try session.key("space")
                try FilterUITests.expectRows(app, ["Tile A", "Tile B"], caption: "2 of 4 labels")
                try KeyboardUITests.tab(app, "shift+Tab", to: "the filter field") { $0.name == "Filter labels" && $0.text != nil }
                try session.type("z")
                try FilterUITests.expectRows(app, [], caption: "0 of 4 labels", empty: true)
                // The seed's last step: the field cleared and the switch off bring all back.
                try session.key("BackSpace")
                try KeyboardUITests.tab(app, to: "Tiles only") { $0.name == "Tiles only" }
                try session.key("space")
                try FilterUITests.expectRows(app, all, caption: "4 of 4 labels")

                // Into the table: Tab reaches a row's "Add note…", Space opens its editor.
                try KeyboardUITests.tab(app, to: "Tile B's note button") { $0.name == "Add a note for Tile B" }
                try session.key("space")
                try KeyboardUITests.tab(app, to: "Tile B's note") { $0.name == "Note for Tile B" && $0.text != nil }
                try session.type("blue")
                try app.waitForAccessible("the note typed") { $0.contains { $0.name == "Note for Tile B" && $0.text == "blue" } }

                // Drag sources: every card a named button, every receiver a group with a Paste
                // button (Ctrl+V anywhere in it pastes too).
                try app.showPage(5, named: "sources")
                let plain = try KeyboardUITests.tab(app, to: "the default-preview card") { $0.name == "Mei Chen (default preview)" }
                session.expect(plain.role == "push button", "a source card is a button (\(plain.role))")
                try session.key("Return")
                try app.waitForAccessible("the name copied") {
                    $0.contains { $0.name.hasPrefix("Copied “Mei Chen” as public.utf8-plain-text") }
                }
                // The Ferry receiver imports profiles only, as its drop does: text is not pasted.
                session.expect(try app.accessible().contains { $0.name == "Ferry (imports profiles)" && ["panel", "grouping"].contains($0.role) },
                               "a receiver is a group")
                try KeyboardUITests.tab(app, to: "the Ferry receiver's Paste") { $0.name == "Paste on Ferry (imports profiles)" }
                try session.key("Return")
                try app.waitForAccessible("the Ferry receiver refused text") {
                    $0.contains(name: "Nothing to paste: the clipboard holds no profile.")
                }
                try KeyboardUITests.tab(app, to: "the text receiver's Paste") { $0.name == "Paste on Text editor (imports text)" }
                try session.key("ctrl+v")
                try app.waitForAccessible("the text receiver got the name") { nodes in
                    nodes.contains(name: "Got the text “Mei Chen”.") && nodes.contains {
                        $0.name == "Text editor (imports text)" && $0.accessibleDescription?.hasPrefix("Got the text “Mei Chen”.") == true
                    }
                }

                // A profile: Ctrl+C on its card, then each receiver takes its best representation.
                try KeyboardUITests.tab(app, "shift+Tab", to: "Juan's card") { $0.name == "Juan Chavez (profile)" }
                try session.key("ctrl+c")
                try app.waitForAccessible("the profile copied") {
                    $0.contains { $0.name.hasPrefix("Copied “Juan Chavez” as com.example.profile, public.utf8-plain-text") }
                }
                try KeyboardUITests.tab(app, to: "the Ferry receiver's Paste") { $0.name == "Paste on Ferry (imports profiles)" }
                try session.key("ctrl+v")
                let profile = "Got Juan Chavez’s whole profile as com.example.profile JSON (phone (408) 555-4301)."
                try app.waitForAccessible("the Ferry receiver got the profile") { nodes in
                    nodes.contains(name: profile)
                        && nodes.contains { $0.name == "Ferry (imports profiles)" && $0.accessibleDescription?.hasPrefix(profile) == true }
                }
                try KeyboardUITests.tab(app, to: "the item-provider receiver's Paste") { $0.name == "Paste on Any data (item provider)" }
                try session.key("space")
                let report = try app.waitForAccessible("the provider report") { $0.contains { $0.name.hasPrefix("Offered: ") } }
                    .first { $0.name.hasPrefix("Offered: ") }?.name ?? ""
                session.expect(report.hasPrefix("Offered: com.example.profile, public.utf8-plain-text")
                               && report.hasSuffix("It took com.example.profile: Juan Chavez’s profile."), "provider report: \(report)")
            }
        }
    }
}
