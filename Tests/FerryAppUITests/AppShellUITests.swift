// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import FerryVersion
import Testing

extension FerryUITests {
    /// The application around the pages: independent windows (Ctrl+N), the keyboard
    /// shortcuts window (Ctrl+?, listing every shortcut) and About (version, licence,
    /// credits), with their accessible names.
    @Suite
    struct AppShellUITests {
        @Test(arguments: DisplayBackend.underTest)
        func windowsShortcutsAndAbout(on backend: DisplayBackend) throws {
            try UISession.run("shell", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Shell", page: "labels")
                // Every control has an accessible name.
                let nodes = try app.accessible()
                for role in ["push button", "toggle button", "check box", "text", "menu button"] {
                    let unnamed = nodes.filter { $0.role == role && $0.name.isEmpty }
                    session.expect(unnamed.isEmpty, "\(unnamed.count) \(role)(s) without an accessible name")
                }
                for name in ["Add label", "Reverse rows", "Tidy", "Delete “Blue tile”", "Main Menu", "Filter labels", "Tiles only", "Large collection"] {
                    session.expect(nodes.contains(name: name), "no control named \(name)")
                }

                // Ctrl+N: a second window with its own state.
                var mark = app.mark
                try session.key("ctrl+n")
                try app.waitForAccessible("a second window") { $0.contains { $0.role == "frame" && $0.name == "UI Shell 2" } }
                try app.waitForLog("GEOMETRY_DONE UI Shell 2 ", after: mark, timeout: 20)
                try session.key("alt+2")
                try session.key("ctrl+shift+n")
                try app.waitForAccessible("a label added in window 2 only") { nodes in
                    let texts = nodes.editors.filter { $0.name == "Label text" }.compactMap(\.text)
                    return texts.filter { $0 == "New label" }.count == 1 && texts.filter { $0 == "Blue tile" }.count == 2
                }

                // Ctrl+?: the keyboard shortcuts window lists the shortcuts.
                mark = app.mark
                try session.key("ctrl+question")
                // Every shortcut the app binds is listed, in the shortcuts window itself.
                try app.waitForAccessible("the shortcuts window") { nodes in
                    nodes.byWindow.contains { title, objects in
                        !title.hasPrefix("UI Shell") && (FerryShortcuts.all(developer: false) + FerryShortcuts.focusKeys).map(\.title).allSatisfy(objects.contains(name:))
                    }
                }
                try session.key("Escape")

                // About, from the main menu (F10 opens it).
                try session.key("F10")
                try app.waitForAccessible("the main menu") { $0.contains(name: "About Ferry") }
                for _ in 0..<3 { try session.key("Down") }  // the first item has focus when the menu opens
                try session.key("Return")
                // The build's version, the licence (the Legal page) and the credits.
                let about = try app.waitForAccessible("the About window") { nodes in
                    nodes.contains { $0.role == "frame" && $0.name.contains("About") } && nodes.contains(name: Ferry.version)
                }
                session.expect(about.contains { $0.role == "label" && $0.name.contains("Apache License, Version 2.0") }, "About names no Apache-2.0 licence")
                session.expect(about.contains { $0.role == "list item" && $0.name == "The Ferry project maintainers" }, "About has no credits")
            }
        }
    }
}
