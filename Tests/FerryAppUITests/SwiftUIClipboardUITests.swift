// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// SwiftUI symbols the seeds do not use, in `swiftui-test-app`: `copyable`,
    /// `cuttable` and `pasteDestination` against another client's clipboard, `@Bindable`,
    /// and a button's `keyboardShortcut`. Read through AT-SPI and the clipboard.
    @Suite
    struct SwiftUIClipboardUITests {
        @Test(arguments: DisplayBackend.underTest)
        func copyCutPasteBindableAndShortcut(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-clipboard", backend: backend) { session in
                let app = try SwiftUISeedAppsUITests.start(session, "swiftui-test-app", window: "SwiftUI test app")
                let notes = try app.point(of: "the notes") { $0.name == "Notes: alpha, beta" }
                // Copy: the first item reaches another client.
                try app.click(notes)
                try session.key("ctrl+c")
                try session.waitFor("alpha on the clipboard", timeout: 10, interval: 0.2) {
                    (try? session.readClipboard(as: "text/plain;charset=utf-8")) == "alpha" ? true : nil
                }
                // Cut: the items leave the view, the first is on the clipboard.
                try session.key("ctrl+x")
                try app.waitForAccessible("the notes cut") { $0.contains(name: "Notes: ") }
                // Paste: another client's text arrives through the validator.
                try session.offerOnClipboard("gamma")
                let emptied = try app.point(of: "the emptied notes") { $0.name == "Notes: " }
                try app.click(emptied)
                try session.key("ctrl+v")
                try app.waitForAccessible("gamma pasted") { $0.contains(name: "Notes: gamma") }
                // @Bindable: typing in the field writes through to the model another view reads.
                try app.click(try app.point(of: "the draft field") { $0.name == "Draft" && $0.text != nil })
                try session.type("hello")
                try app.waitForAccessible("the draft read back") { $0.contains(name: "Draft: hello") }
                // keyboardShortcut("k", modifiers: [.command]): Ctrl+K presses the button.
                try session.key("ctrl+k")
                try app.waitForAccessible("the shortcut pressed Count") { $0.contains(name: "Presses: 1") }
                // Ctrl+?: the shortcuts window lists the button's shortcut under its label.
                try session.key("ctrl+question")
                try app.waitForAccessible("the shortcuts window") { nodes in
                    nodes.byWindow.contains { title, objects in title != "SwiftUI test app" && objects.contains(name: "Count") }
                }
            }
        }
    
        /// A view body that traps is named on standard error before the process ends
        /// (`swiftui-test-app trap` shows a view whose body calls `fatalError`).
        @Test func aBodyThatTrapsIsNamed() throws {
            try UISession.run("swiftui-trap", backend: .x11) { session in
                let app = try session.start(LoggedApp.executable(named: "swiftui-test-app"), ["trap"], name: "swiftui-trap",
                                            extraEnvironment: ["SWIFT_BACKTRACE": "enable=no"])
                let status = app.wait(seconds: 30)
                session.expect(status != nil && status != 0, "the app ended by the trap: \(String(describing: status))")
                session.expect(app.output.contains("SwiftUI: the body of swiftui_test_app.TrappingView trapped"),
                               "the report names the view: \(app.output.suffix(600))")
            }
        }
    }
}
