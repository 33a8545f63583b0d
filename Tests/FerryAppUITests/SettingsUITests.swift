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

        /// Run from the build folder with no schema to be found, Ferry says so in one line
        /// and keeps its settings in memory: no warning storm from GIO, the page works, and
        /// what was changed is gone after a relaunch.
        @Test(arguments: DisplayBackend.underTest)
        func withoutASchemaSettingsLastUntilFerryQuits(on backend: DisplayBackend) throws {
            for folder in ["/usr/share", "/usr/local/share"] {
                let installed = "\(folder)/glib-2.0/schemas/io.github.ferryswift.Ferry.gschema.xml"
                try #require(!FileManager.default.fileExists(atPath: installed), "Ferry's schema is installed system-wide (\(installed)): nothing to prove")
            }
            try UISession.run("settings-no-schema", backend: backend) { session in
                let noSchemas = session.directory.appendingPathComponent("no-schemas")
                try FileManager.default.createDirectory(at: noSchemas, withIntermediateDirectories: true)
                let environment = ["GSETTINGS_SCHEMA_DIR": noSchemas.path]
                var app = try FerryApp(session, title: "UI No Schema", page: "filter", extraEnvironment: environment)
                try session.click(try app.point("tiles-only"))
                try app.waitForAccessible("Tiles only on") { $0.contains { $0.name == "Tiles only" && $0.states.contains("checked") } }
                try app.showPage(2, named: "labels")
                try app.quit()
                let settingsLines = app.lines.filter { $0.contains("SETTINGS_ERROR") }
                session.expect(settingsLines.count == 1 && settingsLines[0].contains("no settings schema"),
                               "one line says the settings last until Ferry quits: \(settingsLines)")
                let warnings = app.lines.filter { $0.contains("GLib-GIO") || $0.contains("GSettings") }
                session.expect(warnings.isEmpty, "no warnings from GIO: \(warnings.prefix(5))")

                // Nothing was stored: the next launch starts from the defaults.
                app = try FerryApp(session, title: "UI No Schema", page: "filter", extraEnvironment: environment)
                try app.waitForAccessible("Tiles only off again") { $0.contains { $0.name == "Tiles only" && !$0.states.contains("checked") } }
                try app.quit()
            }
        }
    }
}
