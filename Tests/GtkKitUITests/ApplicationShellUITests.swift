// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// The application shell: windows, shortcuts, toasts, and closures freed with windows.
    @Suite
    struct ApplicationShellUITests {
        @Test(arguments: DisplayBackend.underTest)
        func newWindowShortcutAndClosingFreesItsClosures(on backend: DisplayBackend) throws {
            try UISession.run("shell-windows", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Shell", page: "widgets")
                // The 10⁵-row list makes row widgets only for what is visible.
                let rows = try demo.waitForAccessible("the long list") { $0.named("Rows: 100000, row widgets: ") != nil }
                let rowWidgets = Int(rows.named("Rows: 100000, row widgets: ")!.name.split(separator: " ").last ?? "") ?? .max
                session.expect(rowWidgets < 1000, "a long list should make few row widgets, made \(rowWidgets)")

                let before = try liveClosures(demo)
                var mark = demo.mark
                try session.key("ctrl+n")
                try demo.waitForLog("WINDOW_OPENED UI Shell 2", after: mark)
                try demo.waitForLog("GEOMETRY_DONE UI Shell 2 page=widgets", after: mark, timeout: 20)
                let during = try liveClosures(demo, atLeast: before + 1)
                session.expect(during > before, "a new window connects closures (\(before) → \(during))")
                mark = demo.mark
                try session.key("ctrl+w")  // closes the focused (new) window
                try demo.waitForLog("WINDOW_CLOSED UI Shell 2", after: mark)
                let after = try session.waitFor("closures back to \(before)", timeout: 10, interval: 0.3) { () -> Int? in
                    let count = try? liveClosures(demo)
                    return count == before ? count : nil
                }
                session.expect(after == before, "closing the window frees its closures")
                session.expect(demo.process.isRunning, "the first window keeps the app running")

                // Typing into an entry reaches its change handler.
                try session.click(try demo.point("entry"))
                try session.type("typed on the keyboard")
                try demo.waitForAccessible("the typed text echoed") { $0.contains(name: "Entry: typed on the keyboard") }

                // A toast for a user-facing message, read back over AT-SPI.
                try session.click(try demo.point("toast-button"))
                try demo.waitForAccessible("the toast is shown") { $0.contains(name: "Hello from a toast.") }

                // Ctrl+? opens the keyboard shortcuts window.
                try session.key("ctrl+question")
                try demo.waitForAccessible("the shortcuts window lists Ctrl+N") { $0.contains(name: "New window") }
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func aboutWindowAndFileChooser(on backend: DisplayBackend) throws {
            try UISession.run("shell-dialogs", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Dialogs", page: "files")
                // F10 opens the primary menu; its last item is About.
                try session.key("F10")
                try demo.waitForAccessible("the primary menu") { $0.contains(name: "About GtkKit Demo") }
                try session.key("Up")
                try session.key("Return")
                try demo.waitForAccessible("the About window") { $0.contains(name: "The Ferry project") }
                try session.key("Escape")
                try demo.waitForAccessible("the About window closed") { !$0.contains(name: "The Ferry project") }

                // The open dialog (GTK's own: there is no portal here) returns the typed path.
                let file = session.directory.appendingPathComponent("chosen.txt")
                try "chosen".write(to: file, atomically: true, encoding: .utf8)
                let mark = demo.mark
                try session.click(try demo.point("open"))
                try demo.waitForAccessible("the file chooser") { $0.contains(name: "Open a File") }
                try session.type(file.path)
                try session.key("Return")
                try demo.waitForLog("TOAST Chose chosen.txt.", after: mark)
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func windowsOpenedAndClosedLeakNoClosures(on backend: DisplayBackend) throws {
            try UISession.run("shell-closure-check", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Check", arguments: ["--closure-check", "4"], waitForPage: false)
                let line = try demo.waitForLog("CLOSURE_CHECK", timeout: 60)
                let values = Dictionary(uniqueKeysWithValues: line.split(separator: " ").compactMap { part -> (String, Int)? in
                    let pair = part.split(separator: "=")
                    return pair.count == 2 ? (String(pair[0]), Int(pair[1]) ?? -1) : nil
                })
                session.expect((values["peak"] ?? 0) > (values["baseline"] ?? 0), "the windows connected closures: \(line)")
                session.expect(values["after"] == values["baseline"], "every closure of the closed windows was freed: \(line)")
                session.expect(demo.process.wait(seconds: 10) == 0, "the check quits cleanly")
            }
        }

        /// The demo's "Live closures: N" label, read over AT-SPI.
        private func liveClosures(_ demo: DemoApp, atLeast minimum: Int = 0) throws -> Int {
            var value = -1
            try demo.waitForAccessible("the live closure count") { nodes in
                let counts = nodes.compactMap { node -> Int? in
                    node.name.hasPrefix("Live closures: ") ? Int(node.name.dropFirst("Live closures: ".count)) : nil
                }
                // Every window shows the same process-wide count; take the largest (freshest).
                guard let count = counts.max(), count >= minimum else { return false }
                value = count
                return true
            }
            return value
        }
    }
}
