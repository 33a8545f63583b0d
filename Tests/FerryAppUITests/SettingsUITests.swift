// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// What Ferry remembers (GSettings, the session's own key file and the schema compiled
    /// from `data/`): the page last shown, "Tiles only" and the Labels page's caret policy
    /// come back after a relaunch.
    @Suite
    struct SettingsUITests {
        @Test(arguments: DisplayBackend.underTest)
        func pageTilesOnlyAndCaretPolicyComeBackAfterARelaunch(on backend: DisplayBackend) throws {
            try UISession.run("settings", backend: backend) { session in
                var app = try FerryApp(session, title: "UI Settings", page: "labels")
                try app.waitForAccessible("Keep Caret, the default, chosen") { $0.isPressed("Keep Caret") }
                try session.click(try app.point("policy-end"))
                try app.waitForAccessible("Caret to End chosen") { $0.isPressed("Caret to End") && !$0.isPressed("Keep Caret") }
                try app.showPage(3, named: "filter")
                try session.click(try app.point("tiles-only"))
                try app.waitForAccessible("Tiles only on") { $0.contains { $0.name == "Tiles only" && $0.states.contains("checked") } }
                try app.quit()
                session.expect(!app.logged("SETTINGS_ERROR"), "the schema was found and every value stored")

                // No --page: the Filter page comes back because it was the last shown.
                app = try FerryApp(session, title: "UI Settings", page: "filter", remembered: true)
                try app.waitForAccessible("Tiles only still on") { $0.contains { $0.name == "Tiles only" && $0.states.contains("checked") } }
                try app.showPage(2, named: "labels")
                try app.waitForAccessible("Caret to End still chosen") { $0.isPressed("Caret to End") && !$0.isPressed("Keep Caret") }
            }
        }
    }
}
