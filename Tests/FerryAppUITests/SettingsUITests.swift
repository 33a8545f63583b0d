// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// What Ferry remembers (GSettings, the session's own key file and the schema compiled
    /// from `data/`): the page last shown and "Tiles only" come back after a relaunch.
    @Suite
    struct SettingsUITests {
        @Test(arguments: DisplayBackend.underTest)
        func pageAndTilesOnlyComeBackAfterARelaunch(on backend: DisplayBackend) throws {
            try UISession.run("settings", backend: backend) { session in
                var app = try FerryApp(session, title: "UI Settings", page: "labels")
                try app.showPage(3, named: "filter")
                try session.click(try app.point("tiles-only"))
                try app.waitForAccessible("Tiles only on") { $0.contains { $0.name == "Tiles only" && $0.states.contains("checked") } }
                try app.quit()
                session.expect(!app.logged("SETTINGS_ERROR"), "the schema was found and every value stored")

                // No --page: the Filter page comes back because it was the last shown.
                app = try FerryApp(session, title: "UI Settings", page: "filter", remembered: true)
                try app.waitForAccessible("Tiles only still on") { $0.contains { $0.name == "Tiles only" && $0.states.contains("checked") } }
            }
        }
    }
}
