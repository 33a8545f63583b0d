// SPDX-License-Identifier: Apache-2.0
import FerryLocalization
import FerryScenes
import FerryTestSupport
import Foundation
import Testing

extension FerryUITests {
    /// Ferry installed under a prefix by `make install` and started as the desktop starts
    /// it: from its desktop entry's Exec line, with the prefix's `bin` on PATH and its
    /// `share` in XDG_DATA_DIRS, finding its settings schema, translations and help there;
    /// a profile file opened through GIO's default handler for its type (`gio open`) and
    /// by a double click in Files; then `make uninstall` takes it all away. The debug build
    /// is installed (BINARY=), as a release build would take minutes. X11 only (this is
    /// about installation and D-Bus, not the display; the other UI tests cover both
    /// backends).
    @Suite
    struct InstallUITests {
        @Test func installedFerryRunsFromItsDesktopEntryAsOneInstance() throws {
            try UISession.run("install", backend: .x11) { session in
                let prefix = session.directory.appendingPathComponent("prefix")
                // `make install` first checks the dependencies (scripts/install-deps), which may
                // install packages: more time than the default.
                let installed = try Tool.run("/usr/bin/make", ["-C", InstallTests.root.path, "install",
                                                               "BINARY=\(FerryApp.executable)", "PREFIX=\(prefix.path)"],
                                             timeout: .seconds(600))
                guard installed.status == 0 else { throw UISession.Failure("make install failed: \(installed.output)") }

                // The installed catalogues are found from the installed binary.
                let help = try Tool.run("/usr/bin/env", ["LANGUAGE=", "LC_ALL=ja_JP.UTF-8", "\(prefix.path)/bin/ferry", "--help"])
                let usage = Localization.translation(of: "usage:", locale: "ja_JP.UTF-8", catalogues: "\(prefix.path)/share/locale")
                session.expect(usage != nil && usage != "usage:" && help.output.hasPrefix(usage!), "ferry --help in Japanese: \(help.output.prefix(80))")

                let helpLog = try Self.registerHelpStub(in: session)
                // No schema folder of the build tree: the installed app finds its own
                // (compiled under the prefix, through XDG_DATA_DIRS).
                let noSchemas = session.directory.appendingPathComponent("no-schemas")
                try FileManager.default.createDirectory(at: noSchemas, withIntermediateDirectories: true)
                let environment = [
                    "PATH": "\(prefix.path)/bin:\(session.environment["PATH"] ?? "/usr/bin:/bin")",
                    "XDG_DATA_DIRS": "\(prefix.path)/share:/usr/share",
                    "GSETTINGS_SCHEMA_DIR": noSchemas.path,
                    "FERRY_LOG": "1",
                ]
                let command = try Self.execLine(of: prefix.appendingPathComponent("share/applications/\(InstallTests.id).desktop"),
                                                path: environment["PATH"]!)

                // Started from the Exec line: its window appears.
                let first = try session.start(command[0], Array(command.dropFirst()), name: "ferry-installed", extraEnvironment: environment)
                let app = try FerryApp(attachingTo: first, in: session, title: "Ferry")
                try app.waitForAccessible("the installed Ferry's window") { $0.contains { $0.role == "frame" && $0.name == "Ferry" } }

                // Help (F1) opens the installed user guide in the default handler.
                try app.focus()
                try session.key("F1")
                let guide = prefix.appendingPathComponent("share/ferry/help/user-guide.md")
                let opened = try session.waitFor("the help handler to be started", timeout: 10, interval: 0.1) { () -> String? in
                    (try? String(contentsOf: helpLog, encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
                }
                // GIO hands a local file to the handler as a path, even for %u.
                let argument = opened.trimmingCharacters(in: .newlines)
                session.expect([guide.path, guide.absoluteString].contains(argument), "Help opened \(argument), not \(guide.path)")
                session.expect(FileManager.default.fileExists(atPath: guide.path), "no installed user guide")
                _ = try app.showPage(4, named: "profiles")

                // A second launch opens a window in the first process and ends.
                let second = try session.start(command[0], Array(command.dropFirst()), name: "ferry-second", extraEnvironment: environment)
                let status = second.wait(seconds: 20)
                session.expect(status == 0, "the second launch ended with \(status.map(String.init) ?? "no exit")")
                try app.waitForLog("GEOMETRY_DONE Ferry 2 ", timeout: 30)
                try app.waitForAccessible("a second window in the first process") { nodes in
                    Set(nodes.filter { $0.role == "frame" }.map(\.name)).isSuperset(of: ["Ferry", "Ferry 2"])
                }

                // A later launch's --title and --page name its window.
                let third = try session.start(command[0], Array(command.dropFirst()) + ["--title", "Third", "--page", "labels"],
                                              name: "ferry-third", extraEnvironment: environment)
                session.expect(third.wait(seconds: 20) == 0, "the third launch did not end cleanly")
                try app.waitForLog("GEOMETRY_DONE Third page=labels", timeout: 30)
                try session.key("ctrl+w")  // closes the third window again; "Ferry 2" is on top once more
                try app.waitForAccessible("the third window closed") { nodes in !nodes.contains { $0.role == "frame" && $0.name == "Third" } }

                // Both windows show the one profile store: a profile added in the second
                // (on top) is listed in both.
                // The second window opened on the page last shown (remembered): Profiles.
                try app.waitForLog("GEOMETRY_DONE Ferry 2 page=profiles")
                let secondWindow = try FerryApp(attachingTo: first, in: session, title: "Ferry 2")
                try session.click(try secondWindow.point(ofAccessible: "Add Profile") { $0.role == "push button" && $0.name.hasPrefix("Add Profile") })
                try app.waitForAccessible("the new profile in both windows") { nodes in
                    let windows = nodes.byWindow
                    return windows.count == 2 && windows.values.allSatisfy { $0.contains { $0.role.hasSuffix("button") && $0.name.hasPrefix("New profile") } }
                }
                session.expect(!app.lines.contains { $0.contains("SETTINGS_ERROR") }, "the installed Ferry found no settings schema")

                // A profile file opened as Files opens it: GIO's default handler for
                // application/x-ferry-profile is the installed desktop entry, whose
                // `ferry %U` hands the file to the running Ferry; the window in front adds it.
                let file = session.directory.appendingPathComponent("Ana Silva.ferryprofile")
                try #"{"id":"6F1A3C2E-8B4D-4E5F-9A0B-1C2D3E4F5A6B","name":"Ana Silva","phoneNumber":"555-0101","bio":"Cellist","funFacts":[]}"#
                    .write(to: file, atomically: true, encoding: .utf8)
                let opener = try session.start("/usr/bin/gio", ["open", file.path], name: "gio-open", extraEnvironment: environment)
                session.expect(opener.wait(seconds: 20) == 0, "gio open did not end cleanly")
                try app.waitForLog("PROFILES_MESSAGE Ferry 2 \(ProfilesModel.addedProfilesMessage(1))", timeout: 30)
                try app.waitForAccessible("the opened profile in both windows") { nodes in
                    let windows = nodes.byWindow
                    return windows.count == 2 && windows.values.allSatisfy { $0.contains { $0.role.hasSuffix("button") && $0.name.hasPrefix("Ana Silva") } }
                }

                // And opened in Files itself: a double click on the file runs the same
                // default handler, the installed Ferry, which adds it.
                let folder = session.directory.appendingPathComponent("Shared")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try #"{"id":"0B7C4D5E-6F70-4182-93A4-B5C6D7E8F901","name":"Bo Li","phoneNumber":"555-0102","bio":"Violist","funFacts":[]}"#
                    .write(to: folder.appendingPathComponent("Bo Li.ferryprofile"), atomically: true, encoding: .utf8)
                let files = try DesktopApp.files(session, folder: folder, extraEnvironment: environment)
                let cell = try files.point(of: "Bo Li.ferryprofile in Files") { $0.role == "table cell" && $0.name == "Bo Li.ferryprofile" }
                try session.perform([.move(cell), .pause(0.2), .buttonDown, .buttonUp, .pause(0.05), .buttonDown, .buttonUp, .pause(0.2)])
                try app.waitForAccessible("the profile opened in Files, in both windows", timeout: 30) { nodes in
                    let windows = nodes.byWindow
                    return windows.count == 2 && windows.values.allSatisfy { $0.contains { $0.role.hasSuffix("button") && $0.name == "Bo Li" } }
                }
                files.process.kill()

                // `make uninstall` leaves nothing of Ferry under the prefix (the desktop's
                // caches stay, rebuilt without it).
                try app.quit()
                let removed = try Tool.run("/usr/bin/make", ["-C", InstallTests.root.path, "uninstall", "PREFIX=\(prefix.path)"])
                session.expect(removed.status == 0, "make uninstall: \(removed.output)")
                let left = (FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.lowercased().contains("ferry") }
                session.expect(left.isEmpty, "left after uninstall: \(left)")
                for cache in ["share/applications/mimeinfo.cache", "share/mime/globs2"] {
                    let text = (try? String(contentsOf: prefix.appendingPathComponent(cache), encoding: .utf8)) ?? ""
                    session.expect(!text.isEmpty && !text.contains("ferry"), "\(cache) is missing or still names Ferry")
                }
            }
        }

        /// The desktop entry's Exec line as a command, its program found on `path`.
        static func execLine(of desktopFile: URL, path: String) throws -> [String] {
            let text = try String(contentsOf: desktopFile, encoding: .utf8)
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Exec=") }) else {
                throw UISession.Failure("\(desktopFile.lastPathComponent) has no Exec line")
            }
            var words = line.dropFirst("Exec=".count).split(separator: " ").map(String.init).filter { !$0.hasPrefix("%") }
            guard let program = words.first else { throw UISession.Failure("empty Exec line") }
            if !program.hasPrefix("/") {
                guard let found = path.split(separator: ":").map({ "\($0)/\(program)" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
                    throw UISession.Failure("\(program) is not on PATH \(path)")
                }
                words[0] = found
            }
            return words
        }

        /// Makes a stub the session's default handler for Markdown: it writes the URI it is
        /// given to a file, which the test reads back.
        static func registerHelpStub(in session: UISession) throws -> URL {
            let home = session.directory.appendingPathComponent("home")
            let log = session.directory.appendingPathComponent("help-opened.txt")
            let script = session.directory.appendingPathComponent("help-stub")
            try "#!/bin/sh\nprintf '%s\\n' \"$1\" > '\(log.path)'\n".write(to: script, atomically: true, encoding: .utf8)
            chmod(script.path, 0o755)
            let applications = home.appendingPathComponent(".local/share/applications")
            try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
            try """
            [Desktop Entry]
            Type=Application
            Name=Help stub
            Exec=\(script.path) %u
            MimeType=text/markdown;text/plain;
            NoDisplay=true

            """.write(to: applications.appendingPathComponent("ferry-help-stub.desktop"), atomically: true, encoding: .utf8)
            try "[Default Applications]\ntext/markdown=ferry-help-stub.desktop\ntext/plain=ferry-help-stub.desktop\n"
                .write(to: home.appendingPathComponent(".config/mimeapps.list"), atomically: true, encoding: .utf8)
            return log
        }
    }
}
