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

        /// The window's size comes back after a relaunch. The window is made smaller (a
        /// larger one would meet the screen's edge) with real input: on Wayland the pointer
        /// drags its bottom-right corner inwards, as a person does; on X11, where there is no
        /// window manager to drag against, the X server resizes it. Then Ferry quits and
        /// starts again at that size.
        @Test(arguments: DisplayBackend.underTest)
        func windowSizeComesBackAfterARelaunch(on backend: DisplayBackend) throws {
            try UISession.run("settings-size", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Size", page: "labels")
                let before = try Self.windowFrame(app, after: 0)
                let wanted = (width: before.width - 160, height: before.height - 120)
                switch backend {
                case .x11:
                    let resized = try session.x11Tool("/usr/bin/xdotool", ["windowsize", "--sync", try app.windowID(), "\(wanted.width)", "\(wanted.height)"], timeout: 20)
                    session.expect(resized.status == 0, "xdotool windowsize: \(resized.output)")
                case .wayland:
                    // The corner's resize grip lies just outside the window, in its shadow.
                    let origin = try app.windowOrigin()
                    let corner = ScreenPoint(x: origin.x + before.centerX + before.width / 2 + 3, y: origin.y + before.centerY + before.height / 2 + 3)
                    var steps: [InputStep] = [.move(corner), .pause(0.2), .buttonDown, .pause(0.2)]
                    for step in 1...10 { steps += [.move(corner.offset(-16 * step, -12 * step)), .pause(0.03)] }
                    try session.perform(steps + [.pause(0.2), .buttonUp, .pause(0.2)])
                }
                // A page switch makes Ferry log its layout, the window's size among it.
                let mark = app.mark
                try app.showPage(1, named: "shapes")
                let resized = try Self.windowFrame(app, after: mark)
                session.expect(abs(resized.width - wanted.width) <= 4 && abs(resized.height - wanted.height) <= 4,
                               "the window is \(resized.width)×\(resized.height), not \(wanted.width)×\(wanted.height)")
                let relaunched = try Self.relaunchedFrame(app, session, page: "shapes")
                session.expect(relaunched.width == resized.width && relaunched.height == resized.height,
                               "relaunched at \(relaunched.width)×\(relaunched.height), closed at \(resized.width)×\(resized.height)")
            }
        }

        /// Whether the window was maximized comes back too: a double click on its header
        /// bar maximizes it, Ferry quits and starts again maximized. Wayland only:
        /// maximizing is the window manager's, and the X11 sessions have none.
        @Test(arguments: DisplayBackend.underTest.filter { $0 == .wayland })
        func maximizedComesBackAfterARelaunch(on backend: DisplayBackend) throws {
            try UISession.run("settings-maximized", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Max", page: "labels")
                let before = try Self.windowFrame(app, after: 0)
                let grip = try app.headerGrip()
                try session.perform([.move(grip), .pause(0.2), .buttonDown, .buttonUp, .pause(0.05), .buttonDown, .buttonUp, .pause(0.3)])
                let mark = app.mark
                try app.showPage(1, named: "shapes")
                let maximized = try Self.windowFrame(app, after: mark)
                session.expect(maximized.width == WaylandDesktop.width && maximized.height == WaylandDesktop.height,
                               "the window is \(maximized.width)×\(maximized.height) (was \(before.width)×\(before.height)), not the screen's \(WaylandDesktop.width)×\(WaylandDesktop.height)")
                let relaunched = try Self.relaunchedFrame(app, session, page: "shapes")
                session.expect(relaunched.width == maximized.width && relaunched.height == maximized.height,
                               "relaunched at \(relaunched.width)×\(relaunched.height), not maximized")
            }
        }

        /// Quits `app`, starts Ferry again with the same title on its remembered page
        /// (`page`), and returns the new window's frame.
        static func relaunchedFrame(_ app: FerryApp, _ session: UISession, page: String) throws -> (centerX: Int, centerY: Int, width: Int, height: Int) {
            try app.quit()
            let relaunched = try FerryApp(session, title: app.title, page: page, remembered: true)
            return try windowFrame(relaunched, after: 0)
        }

        /// The window's frame on its surface (centre and size, past the shadow), from the
        /// first layout Ferry logged after `mark`.
        static func windowFrame(_ app: FerryApp, after mark: Int) throws -> (centerX: Int, centerY: Int, width: Int, height: Int) {
            let prefix = "GEOMETRY \(app.title) window "
            let line = try app.waitForLog(prefix, after: mark, timeout: 20)
            let numbers = line.components(separatedBy: prefix)[1].split(separator: " ").compactMap { Int($0) }
            guard numbers.count >= 4 else { throw UISession.Failure("no window size in \(line)") }
            return (numbers[0], numbers[1], numbers[2], numbers[3])
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
