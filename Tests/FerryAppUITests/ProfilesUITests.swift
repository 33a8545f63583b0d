// SPDX-License-Identifier: Apache-2.0
import Foundation
import Profiles
import Testing

extension FerryUITests {
    /// SPEC scene 4 with real input: paste, a portrait drop, MP4 imports with a unique
    /// second name, a CSV round trip through a file, and a reorder that persists across a
    /// restart; read from the accessibility tree, the log and the files written.
    @Suite
    struct ProfilesUITests {
        /// The profile rows' names, in list order.
        static func rows(_ nodes: [AccessibleNode]) -> [String] {
            nodes.filter { $0.role == "push button" && isRow($0) }.map(\.name)
        }
        static func isRow(_ node: AccessibleNode) -> Bool {
            // The Drag sources page's cards are buttons named after a profile too.
            ["Juan Chavez", "Mei Chen", "New profile"].contains { node.name.hasPrefix($0) }
                && !["(default preview)", "(custom preview)", "(profile)"].contains { node.name.hasSuffix($0) }
        }

        /// A 16×16 red PNG.
        static let redPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAF0lEQVR4nGP4z8BAEiJN9aiGUQ1DSgMAkPn/Afnh+ngAAAAASUVORK5CYII=")!

        static func dataFolder(_ session: UISession) -> URL {
            URL(fileURLWithPath: session.environment["XDG_DATA_HOME"]!).appendingPathComponent("ferry")
        }

        @Test(arguments: DisplayBackend.underTest)
        func pastePortraitAndVideos(on backend: DisplayBackend) throws {
            try UISession.run("profiles-media", backend: backend) { session in
                let image = session.directory.appendingPathComponent("red.png")
                let video = session.directory.appendingPathComponent("clip.mp4")
                try Self.redPNG.write(to: image)
                try Data(repeating: 7, count: 3_000_000).write(to: video)
                let notes = session.directory.appendingPathComponent("meeting-notes-" + String(repeating: "and-more-notes-", count: 8) + "final.txt")
                try Data("not a video".utf8).write(to: notes)
                let app = try FerryApp(session, title: "UI Profiles", page: "profiles")
                let files = try DemoApp(session, title: "UI Files", arguments: [image, video, notes].flatMap { ["--file-source", $0.path] })
                try files.moveWindow(to: ScreenPoint(x: 900, y: 420))
                try app.waitForAccessible("the demo profiles") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }

                // Paste: the button is enabled only while the clipboard holds text.
                var nodes = try app.accessible()
                session.expect(nodes.named("Paste Fun Facts")?.isSensitive == false, "Paste must be disabled with an empty clipboard")
                let beforeText = app.mark
                try session.offerOnClipboard("Keeps bees")
                try app.waitForClipboardOffer(after: beforeText, "the text") { $0.contains("text/plain;charset=utf-8") }
                try app.waitForAccessible("Paste enabled") { $0.named("Paste Fun Facts")?.isSensitive == true }
                try session.click(try app.point("profiles-paste"))
                try app.waitForAccessible("the pasted fun fact") { $0.contains(name: "• Keeps bees") && $0.contains(name: "Added 1 fun fact(s).") }

                // A portrait dropped from a file manager replaces the portrait.
                try app.drop(from: try files.point("file-0"), onto: "profiles-portrait")
                try app.waitForAccessible("the portrait") { $0.contains(name: "Portrait: red.png") && $0.contains(name: "Portrait replaced.") }

                // An MP4, twice: copied into the videos folder; the second copy gets a unique name.
                try app.drop(from: try files.point("file-1"), onto: "profiles-video-drop")
                try app.waitForAccessible("the first video") { $0.contains(name: "Video: clip.mp4") }
                try session.click(try app.point("profile-row-1"))
                try app.waitForAccessible("Mei selected") { $0.isSelected("Mei Chen") }
                try app.drop(from: try files.point("file-1"), onto: "profiles-video-drop")
                nodes = try app.waitForAccessible("the second video") { $0.contains { $0.name.hasPrefix("Video: clip_") } }
                let second = String(nodes.first { $0.name.hasPrefix("Video: clip_") }!.name.dropFirst("Video: ".count))
                let videos = Self.dataFolder(session).appendingPathComponent("videos")
                let stored = (try? FileManager.default.contentsOfDirectory(atPath: videos.path))?.sorted() ?? []
                session.expect(stored.contains("clip.mp4") && stored.contains(second) && stored.count == 2,
                               "both copies are in the videos folder, none overwritten: \(stored)")
                session.expect(second.range(of: #"^clip_[0-9A-F-]{36}\.mp4$"#, options: .regularExpression) != nil, "unique name: \(second)")
                let size = (try? FileManager.default.attributesOfItem(atPath: videos.appendingPathComponent(second).path)[.size] as? Int) ?? 0
                session.expect(size == 3_000_000, "the copy is whole: \(size) bytes")

                // A message too long for the window: the toast shows it shortened in the
                // middle, and its "Details" shows it whole.
                let full = "Drop failed: \(notes.lastPathComponent) is not a video."
                try app.drop(from: try files.point("file-2"), onto: "profiles-video-drop")
                nodes = try app.waitForAccessible("the shortened toast") { $0.contains { $0.name.contains("…") && $0.name.hasSuffix("is not a video.") } }
                let shown = nodes.first { $0.name.contains("…") && $0.name.hasSuffix("is not a video.") }!.name
                session.expect(shown.count <= 80 && shown.hasPrefix("Drop failed: meeting-notes-"), "a toast fits one line: \(shown)")
                // The file manager's window, raised by the drag, may cover the toast.
                try app.focus()
                try session.click(try app.point(ofAccessible: "the toast's Details button") {
                    // libadwaita 1.2 names the toast's button by its label twice ("Details Details").
                    $0.role == "push button" && $0.name.hasPrefix("Details")
                })
                try app.waitForAccessible("the whole message in a dialog") { $0.contains(name: full) }
                try session.key("Escape")
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func csvRoundTripAndReorderAcrossARestart(on backend: DisplayBackend) throws {
            try UISession.run("profiles-csv", backend: backend) { session in
                var app = try FerryApp(session, title: "UI Store", page: "profiles")
                try app.waitForAccessible("the demo profiles") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }

                // Export the archive through the file chooser ("Export All as CSV…").
                let exported = session.directory.appendingPathComponent("Exported.csv")
                try Self.exportAllAsCSV(app, titled: "UI Store", to: exported, on: backend, session)
                // The file first: reading the accessibility tree while GTK 4.8 tears the file
                // chooser down can crash the app (g_variant_new_object_path on a freed object).
                try session.waitFor("the exported file", timeout: 10) { FileManager.default.fileExists(atPath: exported.path) ? true : nil }
                try app.waitForAccessible("the save reported") { $0.contains(name: "Saved “Exported.csv”.") }
                let csv = (try? String(contentsOf: exported, encoding: .utf8)) ?? ""
                session.expect(csv.contains("Juan Chavez") && csv.contains("Mei Chen") && csv.contains("fun_facts"), "the exported CSV: \(csv)")

                // Import it again by dropping the file: both profiles come back as copies.
                let files = try DemoApp(session, title: "UI CSV", arguments: ["--file-source", exported.path])
                try files.moveWindow(to: ScreenPoint(x: 900, y: 600))
                try app.drop(from: try files.point("file-0"), onto: "profiles-csv-drop")
                try app.waitForAccessible("the imported copies") { Self.rows($0) == ["Juan Chavez", "Mei Chen", "Juan Chavez", "Mei Chen"] }
                try app.waitForAccessible("the import reported") { $0.contains(name: "Added 2 profile(s).") }

                // Reorder by drag: Mei before Juan; Juan's row itself cannot move.
                var mark = app.mark
                let juan = try app.point("profile-row-0"), mei = try app.point("profile-row-1")
                try session.drag(from: mei, to: juan.offset(0, -8))
                try app.waitForAccessible("Mei first") { Self.rows($0) == ["Mei Chen", "Juan Chavez", "Juan Chavez", "Mei Chen"] }
                try app.waitForGeometry(after: mark)
                mark = app.mark
                try session.drag(from: try app.point("profile-row-1"), to: try app.point("profile-row-3").offset(0, 8))
                try app.waitForAccessible("Juan refused") { $0.contains(name: "“Juan Chavez” cannot be moved.") }
                try app.waitForAccessible("order unchanged") { Self.rows($0) == ["Mei Chen", "Juan Chavez", "Juan Chavez", "Mei Chen"] }

                // The order is stored: a new process shows it.
                try app.quit()
                app = try FerryApp(session, title: "UI Again", page: "profiles")
                try app.waitForAccessible("the stored order after a restart") { Self.rows($0) == ["Mei Chen", "Juan Chavez", "Juan Chavez", "Mei Chen"] }
            }
        }

        /// Cut, copy and paste of rows (issue #16 item 4), by keys and by the row's menu (a
        /// right click, the Menu key): a paste of plain text changes nothing and says why; a
        /// row that cannot move is not cut; a cut row leaves the list and Ctrl+V puts the
        /// same profile back (said as a move); a copy pasted is a new row; Ctrl+Z brings
        /// back a cut never pasted. Then a second Ferry process pastes the profile from the
        /// desktop's clipboard.
        @Test(arguments: DisplayBackend.underTest)
        func cutCopyAndPasteRows(on backend: DisplayBackend) throws {
            try UISession.run("profiles-cut-paste", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Cut", page: "profiles")
                try app.focus()
                try app.waitForAccessible("the demo profiles") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }
                func said(_ nodes: [AccessibleNode], _ prefix: String) -> Bool { nodes.contains { $0.name.hasPrefix(prefix) } }

                // Plain text from another client is no profile: refused, nothing changes.
                let beforeText = app.mark
                let copier = try session.offerOnClipboard("Not a profile")
                try app.waitForClipboardOffer(after: beforeText, "the text") { $0.contains("text/plain;charset=utf-8") }
                try app.waitForAccessible("Paste Fun Facts enabled") { $0.named("Paste Fun Facts")?.isSensitive == true }
                try app.selectProfileRow("profile-row-0", named: "Juan Chavez")
                try session.key("ctrl+v")
                try app.waitForAccessible("the text refused") {
                    said($0, "Paste failed: the clipboard holds no profile or CSV archive") && Self.rows($0) == ["Juan Chavez", "Mei Chen"]
                }
                copier.kill()

                try session.key("ctrl+x")
                try app.waitForAccessible("Juan's cut refused") { said($0, "“Juan Chavez” cannot be moved.") && Self.rows($0) == ["Juan Chavez", "Mei Chen"] }

                try app.selectProfileRow("profile-row-1", named: "Mei Chen")
                try session.key("ctrl+x")
                try app.waitForAccessible("Mei cut") { said($0, "Cut “Mei Chen”.") && Self.rows($0) == ["Juan Chavez"] }
                try session.key("ctrl+v")
                try app.waitForAccessible("the same Mei moved back") { said($0, "Moved “Mei Chen” here.") && Self.rows($0) == ["Juan Chavez", "Mei Chen"] }

                // The row's menu by a right click: Copy, then Ctrl+V adds a copy.
                try session.secondaryClick(try app.point("profile-row-1"))
                try app.waitForAccessible("the menu, its first entry focused") { $0.contains { $0.name == "Cut" && $0.isFocused } }
                try session.key("Down")
                try app.waitForAccessible("Copy focused") { $0.contains { $0.name == "Copy" && $0.isFocused } }
                try session.key("Return")
                try app.waitForAccessible("Mei copied") { said($0, "Copied “Mei Chen”.") }
                try session.key("ctrl+v")
                try app.waitForAccessible("a copy of Mei") { said($0, "Added 1 profile(s).") && Self.rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen"] }

                // The menu key on the copy (focused and selected after the paste): Cut; Ctrl+Z
                // restores it. Menu, not Shift+F10: on a loaded machine GTK may handle F10
                // after Shift's release, and mutter 43 refuses a popup whose serial is the
                // release of another key than the last one pressed.
                try session.key("Menu")
                try app.waitForAccessible("the copy's menu") { $0.contains { $0.name == "Cut" && $0.isFocused } }
                try session.key("Return")
                try app.waitForAccessible("the copy cut") { said($0, "Cut “Mei Chen”.") && Self.rows($0) == ["Juan Chavez", "Mei Chen"] }
                try session.key("ctrl+z")
                try app.waitForAccessible("the cut undone") { said($0, "Restored “Mei Chen”.") && Self.rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen"] }

                // Another Ferry process (the same store) pastes what this one put on the
                // desktop's clipboard: the profile's JSON, across processes, as a copy.
                let other = try FerryApp(session, title: "UI Cut B", page: "profiles")
                try other.waitForAccessible("the store's three profiles") { Self.rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen"] }
                try other.focus()
                try other.selectProfileRow("profile-row-0", named: "Juan Chavez")
                try session.key("ctrl+v")
                try other.waitForAccessible("the profile pasted from the other process") {
                    said($0, "Added 1 profile(s).") && Self.rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen", "Mei Chen"]
                }
            }
        }

        /// A large CSV dropped from a file manager shows the same progress and Cancel as one
        /// opened with "Import CSV…" (both go through `ProfilesModel.importCSV(fileAt:)`): its
        /// progress bar rises (read through AT-SPI while the import runs, so the window
        /// answers meanwhile), Cancel stops it, and the list and the store are as before (a
        /// new process shows the demo profiles only).
        @Test(arguments: DisplayBackend.underTest)
        func aLargeDroppedCSVShowsProgressAndCancelsKeepingNothing(on backend: DisplayBackend) throws {
            try UISession.run("profiles-csv-cancel", backend: backend) { session in
                let csv = session.directory.appendingPathComponent("Many.csv")
                try Self.writeLargeCSV(to: csv, records: Self.largeCSVRecords)
                var app = try FerryApp(session, title: "UI Import", page: "profiles")
                try app.waitForAccessible("the demo profiles") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }
                let files = try DemoApp(session, title: "UI Files", arguments: ["--file-source", csv.path])
                try files.moveWindow(to: ScreenPoint(x: 900, y: 600))

                let mark = app.mark
                try app.drop(from: try files.point("file-0"), onto: "profiles-csv-drop")
                // The Cancel button laid out: the import runs.
                _ = try app.waitForLog("GEOMETRY UI Import profiles-csv-cancel ", after: mark, timeout: 30)
                func progress(_ nodes: [AccessibleNode]) -> Double? {
                    nodes.first { $0.role == "progress bar" && $0.name == "CSV import progress" }?.value
                }
                let first = try progress(app.waitForAccessible("the CSV import's progress bar", timeout: 30) { (progress($0) ?? 0) > 0 })!
                try app.waitForAccessible("the progress rising", timeout: 30) { (progress($0) ?? 0) > first }
                try session.click(try app.point("profiles-csv-cancel", after: mark))
                let nodes = try app.waitForAccessible("the import cancelled", timeout: 30) { $0.contains(name: "Import cancelled. No profiles were added.") }
                session.expect(Self.rows(nodes) == ["Juan Chavez", "Mei Chen"], "the list is unchanged: \(Self.rows(nodes))")
                // The main loop kept running while the import read the file (measured by the page).
                let gaps = try app.waitForLog("CSV_IMPORT_GAPS UI Import ", after: mark, timeout: 30)
                session.expect(gaps.contains("ticks="), "the import's main-loop gaps are logged: \(gaps)")

                // The store holds what it held: a new process shows the demo profiles only.
                try app.quit()
                app = try FerryApp(session, title: "UI Again", page: "profiles")
                try app.waitForAccessible("the store unchanged after a restart") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }
            }
        }

        /// "Export All as CSV…" of a large store shows its progress bar and Cancel: the bar
        /// rises (read through AT-SPI while the export runs), Cancel stops it, no file is
        /// written (nor a temporary one left), and the page says so.
        @Test(arguments: DisplayBackend.underTest)
        func aLargeCSVExportShowsProgressAndCancelsWritingNothing(on backend: DisplayBackend) throws {
            try UISession.run("profiles-csv-export-cancel", backend: backend) { session in
                // The store, filled before Ferry starts: the demo profiles, then the large CSV's.
                let csv = session.directory.appendingPathComponent("Many.csv")
                try Self.writeLargeCSV(to: csv, records: Self.largeCSVRecords)
                let store = try ProfileStore(url: ProfilesDirectories.standard(environment: session.environment).storeURL,
                                             initialProfiles: Profile.demoProfiles)
                _ = try store.importCSV(fileAt: csv)
                let folder = session.directory.appendingPathComponent("exports")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let exported = folder.appendingPathComponent("All.csv")

                let app = try FerryApp(session, title: "UI Export", page: "profiles")
                try app.waitForAccessible("the stored profiles", timeout: 30) { nodes in
                    Self.rows(nodes) == ["Juan Chavez", "Mei Chen"] && nodes.contains { $0.role == "push button" && $0.name == "Person 0" }
                }
                let mark = app.mark
                try Self.exportAllAsCSV(app, titled: "UI Export", to: exported, on: backend, session, after: mark)
                // The export's temporary file first (the file system, not AT-SPI, while GTK
                // tears the chooser down; see csvRoundTripAndReorderAcrossARestart), then the
                // Cancel button laid out.
                func temporaryFiles() -> [String] {
                    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".partial") }
                }
                try session.waitFor("the export's temporary file", timeout: 30) { temporaryFiles().isEmpty ? nil : true }
                _ = try app.waitForLog("GEOMETRY UI Export profiles-csv-export-cancel ", after: mark, timeout: 30)
                func progress(_ nodes: [AccessibleNode]) -> Double? {
                    nodes.first { $0.role == "progress bar" && $0.name == "CSV export progress" }?.value
                }
                let first = try progress(app.waitForAccessible("the CSV export's progress bar", timeout: 30) { (progress($0) ?? 0) > 0 })!
                try app.waitForAccessible("the progress rising", timeout: 30) { (progress($0) ?? 0) > first }
                try session.click(try app.point("profiles-csv-export-cancel", after: mark))
                try app.waitForAccessible("the export cancelled", timeout: 30) { $0.contains(name: "Export cancelled. No file was written.") }
                session.expect(!FileManager.default.fileExists(atPath: exported.path), "no exported file")
                session.expect(temporaryFiles().isEmpty, "no temporary file left: \(temporaryFiles())")
                // The bar and the button go once the export has ended.
                try app.waitForAccessible("the export's progress bar gone") { progress($0) == nil }
            }
        }

        /// Chooses "Export All as CSV…" (Ctrl+Shift+E) in `app`, whose window is `title`, and
        /// saves to `file` through the file chooser. It types once the chooser is up with its
        /// name field focused, as AT-SPI shows it (GTK 4.8): an "Export" dialog (a modal
        /// window on X11; on Wayland only its title is exposed) and the name field holding
        /// the suggested file name, focused.
        static func exportAllAsCSV(_ app: FerryApp, titled title: String, to file: URL, on backend: DisplayBackend,
                                   _ session: UISession, after mark: Int = 0) throws {
            try session.key("ctrl+shift+e")
            try app.waitForLog("EXPORT_DIALOG \(title) formats=[\"public.comma-separated-values-text\"]", after: mark)
            try app.waitForAccessible("the Export dialog with its name field focused") { nodes in
                nodes.contains { $0.name == "Export" && (backend == .wayland || $0.states.contains("modal")) }
                    && nodes.contains { $0.name.hasPrefix("Name") && $0.text == "Profiles.csv" && $0.isFocused }
            }
            try session.key("ctrl+a")
            try session.type(file.path)
            try session.key("Return")
        }

        /// Records in the large CSV (about 50 MB): enough that the debug build reads it for
        /// several seconds, few enough to write in about a second.
        static let largeCSVRecords = 600_000

        /// Writes a profiles CSV of `records` profiles (no ids: each gets a new one).
        static func writeLargeCSV(to url: URL, records: Int) throws {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            let file = try FileHandle(forWritingTo: url)
            defer { try? file.close() }
            try file.write(contentsOf: Data("id,name,phone_number,bio,fun_facts,video,portrait\r\n".utf8))
            var chunk = ""
            for index in 0..<records {
                chunk += ",Person \(index),(555) 010-\(index % 10_000),Imported by the UI test,\"First fact\nSecond fact\",,\r\n"
                if chunk.utf8.count > 1 << 20 {
                    try file.write(contentsOf: Data(chunk.utf8))
                    chunk = ""
                }
            }
            try file.write(contentsOf: Data(chunk.utf8))
        }

        /// Image bytes with no file behind them (`image/png`, as a browser or a screenshot
        /// tool offers them) become the portrait, read as an image and kept as PNG.
        @Test(arguments: DisplayBackend.underTest)
        func imageBytesDroppedOnThePortraitBecomeIt(on backend: DisplayBackend) throws {
            try UISession.run("profiles-image-bytes", backend: backend) { session in
                let image = session.directory.appendingPathComponent("red.png")
                try Self.redPNG.write(to: image)
                let app = try FerryApp(session, title: "UI Bytes", page: "profiles")
                let browser = try DemoApp(session, title: "UI Browser", arguments: ["--image-source", image.path])
                try browser.moveWindow(to: ScreenPoint(x: 900, y: 420))
                try app.waitForAccessible("the demo profiles") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }
                let mark = app.mark
                try app.drop(from: try browser.point("image-0"), onto: "profiles-portrait")
                let nodes = try app.waitForAccessible("the portrait from image bytes") {
                    $0.contains { $0.name.hasPrefix("Portrait: ") && $0.name.hasSuffix(".png") } && $0.contains(name: "Portrait replaced.")
                }
                session.expect(app.logged("PORTRAIT_DROP UI Bytes succeeded=true", after: mark), "the drop answered with success")
                let shown = String(nodes.first { $0.name.hasPrefix("Portrait: ") }!.name.dropFirst("Portrait: ".count))
                let stored = Self.dataFolder(session).appendingPathComponent("portraits").appendingPathComponent(shown)
                session.expect((try? Data(contentsOf: stored))?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true,
                               "the portrait is kept as a PNG file in the portraits folder: \(stored.path)")

                // Image bytes copied by another client (a browser's Copy Image) paste as the
                // portrait: it turns from red to blue on screen.
                let beforeImage = app.mark
                try session.offerOnClipboard(Self.bluePNG, as: "image/png")
                try app.waitForClipboardOffer(after: beforeImage, "the image") { $0.contains("image/png") }
                try app.waitForAccessible("Paste Portrait enabled") { $0.named("Paste Portrait")?.isSensitive == true }
                let pasteMark = app.mark
                try session.click(try app.point("profiles-paste-portrait"))
                try app.waitForLog("PORTRAIT_DROP UI Bytes succeeded=true", after: pasteMark)
                try app.waitForAccessible("the pasted portrait") { nodes in
                    nodes.contains { $0.name.hasPrefix("Portrait: ") && $0.name.hasSuffix(".png") && $0.name != "Portrait: \(shown)" }
                }
                let picture = try app.point("profiles-portrait").offset(0, -20)
                let pixel = try session.pixel(session.screenshot("pasted-portrait"), at: picture)
                session.expect(pixel.blue > 200 && pixel.red < 60, "the portrait shows the pasted blue image: \(pixel)")
            }
        }

        /// A 16×16 blue PNG.
        static let bluePNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFUlEQVR42mNgYPhPIhrVMKph2GoAAJLb/wHQPqPSAAAAAElFTkSuQmCC")!

        @Test(arguments: DisplayBackend.underTest)
        func aProfileDraggedOutIsJSONToFerryAndItsNameToATextEditor(on backend: DisplayBackend) throws {
            try UISession.run("profiles-out", backend: backend) { session in
                let source = try FerryApp(session, title: "UI Out", page: "profiles")
                let receiver = try FerryApp(session, title: "UI In", page: "sources")
                try receiver.moveWindow(to: ScreenPoint(x: 640, y: 400))
                let ferry = try receiver.point("receiver-ferry", preferringX: 1230), text = try receiver.point("receiver-text", preferringX: 1230)
                var mark = receiver.mark
                try session.drag(from: try source.point("profile-row-1"), to: ferry) {
                    try receiver.holdUntilTargeted("receiver-ferry", at: ferry, after: mark)
                }
                try receiver.waitForAccessible("the whole profile in another Ferry") {
                    $0.contains(name: "Got Mei Chen’s whole profile as com.example.profile JSON (phone (919) 555-2481).")
                }
                mark = receiver.mark
                try session.drag(from: try source.point("profile-row-0"), to: text) {
                    try receiver.holdUntilTargeted("receiver-text", at: text, after: mark)
                }
                try receiver.waitForAccessible("the name in a text receiver") { $0.contains(name: "Got the text “Juan Chavez”.") }
                try source.waitForAccessible("the source list unchanged") { Self.rows($0) == ["Juan Chavez", "Mei Chen"] }

                // People click a row, then drag it: a selected row drags like any other.
                try session.click(try source.point("profile-row-1"))
                try source.waitForAccessible("Mei selected") { $0.isSelected("Mei Chen") }
                mark = receiver.mark
                try session.drag(from: try source.point("profile-row-1"), to: text) {
                    try receiver.holdUntilTargeted("receiver-text", at: text, after: mark)
                }
                try receiver.waitForAccessible("the clicked row's name in the text receiver") { $0.contains(name: "Got the text “Mei Chen”.") }
            }
        }
    }
}
