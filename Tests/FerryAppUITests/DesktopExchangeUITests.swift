// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// Exchanges with the desktop's own applications, Debian's Text Editor and Files,
    /// with real input on X11 and Wayland; what arrives is read from their accessibility
    /// trees and Ferry's. The desktop app is started first and never moved (on Wayland its
    /// place is known only because mutter centres it); Ferry's window moves to the right.
    @Suite
    struct DesktopExchangeUITests {
        /// Where Ferry's window goes: its profiles list stays clear of the desktop app's
        /// window on both backends, and its right-hand cards reach past that window.
        static let ferryPlace = ScreenPoint(x: 640, y: 0)

        /// Where Ferry's window goes to show its video card: far enough left that the card
        /// (right in the window) is on screen, low enough that Files' icons and the room
        /// right of them stay clear above it.
        static let videoPlace = ScreenPoint(x: 180, y: 300)

        /// Text Editor on a document holding "Plays the cello", all of it selected, and Ferry
        /// on its Profiles page moved right of it.
        static func selectedTextInTextEditor(_ session: UISession, ferryTitle: String) throws -> (editor: DesktopApp, app: FerryApp) {
            let notes = session.directory.appendingPathComponent("notes.txt")
            try Data("Plays the cello".utf8).write(to: notes)
            let editor = try DesktopApp.textEditor(session, file: notes)
            try editor.waitForAccessible("the document") { $0.contains { $0.name == "EditorSourceView" && $0.text == "Plays the cello" } }
            let app = try FerryApp(session, title: ferryTitle, page: "profiles")
            try app.moveWindow(to: Self.ferryPlace)
            let text = try Self.editorText(editor)
            try session.click(text)
            try editor.focus(clickingAt: text)
            try session.key("ctrl+a")
            try editor.waitForAccessible("the text selected") { nodes in
                nodes.contains { $0.name == "EditorSourceView" && $0.selections == [[0, 15]] }
            }
            return (editor, app)
        }

        /// Text Editor's text area, a point well inside it and left of Ferry's window.
        static func editorText(_ editor: DesktopApp) throws -> ScreenPoint {
            try editor.point(of: "the editor's text", offset: (110, 150)) { $0.role == "text" && $0.name == "EditorSourceView" }
        }

        @Test(arguments: DisplayBackend.underTest)
        func aProfileDraggedIntoTextEditorInsertsItsName(on backend: DisplayBackend) throws {
            try UISession.run("exchange-editor-drop", backend: backend) { session in
                let notes = session.directory.appendingPathComponent("notes.txt")
                try Data().write(to: notes)
                let editor = try DesktopApp.textEditor(session, file: notes)
                let app = try FerryApp(session, title: "UI Exchange", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                let target = try Self.editorText(editor)
                let mark = app.mark
                try session.drag(from: try app.point("profile-row-1"), to: target)
                try editor.waitForAccessible("Mei Chen's name in the document") { nodes in
                    nodes.contains { $0.name == "EditorSourceView" && $0.text == "Mei Chen" }
                }
                try app.waitForLog("DRAG_END UI Exchange profile gtk=copied", after: mark)
                try app.waitForAccessible("the profile stays in Ferry") { ProfilesUITests.rows($0) == ["Juan Chavez", "Mei Chen"] }
            }
        }

        /// A profile row copied with Ctrl+C and pasted into Text Editor with Ctrl+V: the name;
        /// then cut with Ctrl+X (it leaves Ferry's list) and pasted: the name again.
        @Test(arguments: DisplayBackend.underTest)
        func aProfileCopiedOrCutIsPastedIntoTextEditorAsItsName(on backend: DisplayBackend) throws {
            try UISession.run("exchange-editor-copy", backend: backend) { session in
                let notes = session.directory.appendingPathComponent("notes.txt")
                try Data().write(to: notes)
                let editor = try DesktopApp.textEditor(session, file: notes)
                let app = try FerryApp(session, title: "UI Copy", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                try app.focus()
                try session.click(try app.point("profile-row-1"))
                try app.waitForAccessible("Mei selected") { $0.contains { $0.role == "push button" && $0.name == "Mei Chen" && $0.states.contains("selected") } }
                try session.key("ctrl+c")
                try app.waitForAccessible("the copy said") { $0.contains(name: "Copied “Mei Chen”.") }
                let text = try Self.editorText(editor)
                try session.click(text)
                try editor.focus(clickingAt: text)
                try session.key("ctrl+v")
                try editor.waitForAccessible("Mei Chen's name pasted") { nodes in
                    nodes.contains { $0.name == "EditorSourceView" && $0.text == "Mei Chen" }
                }

                try app.focus()
                try app.selectProfileRow("profile-row-1", named: "Mei Chen")
                try session.key("ctrl+x")
                try app.waitForAccessible("Mei cut") { ProfilesUITests.rows($0) == ["Juan Chavez"] }
                try session.click(text)
                try editor.focus(clickingAt: text)
                try session.key("ctrl+End")
                try session.key("ctrl+v")
                try editor.waitForAccessible("the cut profile's name pasted") { nodes in
                    nodes.contains { $0.name == "EditorSourceView" && $0.text == "Mei ChenMei Chen" }
                }
            }
        }

        /// Text copied in Text Editor pastes as a fun fact (Paste Fun Facts) and into a
        /// label's field (Ctrl+V), on the Labels page.
        @Test(arguments: DisplayBackend.underTest)
        func textCopiedInTextEditorIsPastedAsAFunFact(on backend: DisplayBackend) throws {
            try UISession.run("exchange-editor-paste", backend: backend) { session in
                // Ctrl+A, Ctrl+C in Text Editor…
                let (_, app) = try Self.selectedTextInTextEditor(session, ferryTitle: "UI Paste")
                try session.key("ctrl+c")
                // …then Ferry's Paste: the text becomes a fun fact of the selected profile.
                try app.focus()
                try app.waitForAccessible("Paste enabled") { $0.named("Paste Fun Facts")?.isSensitive == true }
                try session.click(try app.point("profiles-paste", preferringX: 1230))
                try app.waitForAccessible("the fun fact from Text Editor") {
                    $0.contains(name: "• Plays the cello") && $0.contains(name: "Added 1 fun fact(s).")
                }
                // The same text pasted into a label's field (Ctrl+V at the end of "Blue tile").
                try app.showPage(2, named: "labels")
                try app.focusLabel("label-row-0", preferringX: 1000, holding: "Blue tile")
                try session.key("End")
                try session.key("ctrl+v")
                try app.waitForAccessible("the text in the label") { nodes in
                    nodes.editors.contains { $0.name == "Label text" && $0.text == "Blue tilePlays the cello" }
                }
            }
        }

        /// Text selected in Text Editor and dragged onto Ferry's fun facts becomes a fun fact
        /// of the selected profile; Text Editor keeps its text (a copy).
        @Test(arguments: DisplayBackend.underTest)
        func textDraggedFromTextEditorBecomesAFunFact(on backend: DisplayBackend) throws {
            try UISession.run("exchange-editor-drag", backend: backend) { session in
                let (editor, app) = try Self.selectedTextInTextEditor(session, ferryTitle: "UI Facts")
                // Pressed on the selected words (the first line), dropped on the fun facts
                // right of Text Editor's window, which the drag raises.
                let words = try editor.point(of: "the selected words", offset: (40, 14)) { $0.role == "text" && $0.name == "EditorSourceView" }
                let facts = try app.point("profiles-fun-facts", preferringX: 1230)
                let mark = app.mark
                try session.drag(from: words, to: facts) {
                    try app.holdUntilTargeted("profiles-fun-facts", at: facts, after: mark)
                }
                try app.waitForAccessible("the fun fact from Text Editor") {
                    $0.contains(name: "• Plays the cello") && $0.contains(name: "Added 1 fun fact(s).")
                }
                try editor.waitForAccessible("Text Editor keeps its text") { $0.contains { $0.name == "EditorSourceView" && $0.text == "Plays the cello" } }
            }
        }

        /// A profile (from its "Drag as file" handle) and the CSV archive dragged from Ferry
        /// into a Files window become files in its folder, named as Ferry suggests and
        /// written only when Files asks for them. (A profile's row gives Text Editor its
        /// name, above: Text Editor, like Files, takes a file before text.)
        @Test(arguments: DisplayBackend.underTest)
        func aProfileAndTheArchiveDraggedIntoFilesBecomeFiles(on backend: DisplayBackend) throws {
            try UISession.run("exchange-files-drop", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Received")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                // One file already there, so Files shows its list (an empty folder shows a notice).
                try Data("kept\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
                let files = try DesktopApp.files(session, folder: folder)
                // Below the list's one row, left of where Ferry's window goes (Ferry is raised
                // when a drag starts in it).
                let empty = try files.point(of: "notes.txt in Files", offset: (40, 160)) { $0.role == "table cell" && $0.name == "notes.txt" }
                let app = try FerryApp(session, title: "UI Files", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)

                var mark = app.mark
                try session.click(try app.point("profile-row-1"))
                try app.waitForAccessible("Mei Chen selected") { $0.contains { $0.role == "push button" && $0.name == "Mei Chen" && $0.states.contains("selected") } }
                try session.drag(from: try app.point("profiles-file-handle", preferringX: 700), to: empty)
                try files.waitForAccessible("Mei Chen's file in Files", timeout: 20) { nodes in
                    nodes.contains { $0.role == "table cell" && $0.name == "Mei Chen.ferryprofile" }
                }
                try app.waitForLog("DRAG_END UI Files profile-file gtk=copied", after: mark)
                let profile = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("Mei Chen.ferryprofile")))
                session.expect((profile as? [String: Any])?["name"] as? String == "Mei Chen", "the file holds Mei Chen's profile: \(profile)")

                mark = app.mark
                try session.drag(from: try app.point("profiles-csv-handle", preferringX: 700), to: empty)
                try files.waitForAccessible("the archive in Files", timeout: 20) { nodes in
                    nodes.contains { $0.role == "table cell" && $0.name == "Profiles.csv" }
                }
                try app.waitForLog("DRAG_END UI Files archive gtk=copied", after: mark)
                let archive = try String(contentsOf: folder.appendingPathComponent("Profiles.csv"), encoding: .utf8)
                session.expect(archive.contains("Juan Chavez") && archive.contains("Mei Chen"), "the archive lists both profiles: \(archive)")

                // With "Allow CSV export" off the archive offers no CSV: Files gets nothing.
                try session.click(try app.point("profiles-allow-csv"))
                try app.waitForAccessible("CSV export off") { nodes in
                    nodes.contains { $0.name == "Allow CSV export" && $0.role != "label" && !$0.states.contains("checked") }
                }
                mark = app.mark
                try session.drag(from: try app.point("profiles-csv-handle", preferringX: 700), to: empty)
                let ended = try app.waitForLog("DRAG_END UI Files archive", after: mark)
                session.expect(!ended.contains("gtk=copied"), "nobody took the archive without CSV: \(ended)")
                let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                session.expect(listed == ["Mei Chen.ferryprofile", "Profiles.csv", "notes.txt"], "no file was added: \(listed)")
            }
        }

        /// An MP4 dragged from Files onto the video drop zone becomes the selected profile's
        /// video (copied into Ferry's videos folder); the video dragged from its card back
        /// into Files arrives with the same bytes (a copy Ferry writes when Files asks);
        /// into a field that takes text only (Text Editor's search field) it gives its URL,
        /// the seed's fallback; into Text Editor's document, which takes files first, it
        /// opens as a file, the copy, never Ferry's stored video.
        @Test(arguments: DisplayBackend.underTest)
        func aVideoFromFilesGoesBackIntoFilesAndItsURLIntoText(on backend: DisplayBackend) throws {
            try UISession.run("exchange-files-video", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Clips")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let clip = folder.appendingPathComponent("clip.mp4")
                let bytes = Data((0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) })
                try bytes.write(to: clip)
                try Data("kept\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
                let files = try DesktopApp.files(session, folder: folder)
                let icon = try files.point(of: "clip.mp4 in Files") { $0.role == "table cell" && $0.name == "clip.mp4" }
                // Right of the folder's two icons, above Ferry's window.
                let emptyList = try files.point(of: "the room right of the icons", offset: (170, 40)) { $0.role == "table cell" && $0.name == "notes.txt" }
                let app = try FerryApp(session, title: "UI Video", page: "profiles")
                try app.moveWindow(to: Self.videoPlace)

                // Files is raised when a drag starts in it: drop right of its window.
                let zone = try app.point("profiles-video-drop", preferringX: 1230)
                var mark = app.mark
                try session.drag(from: icon, to: zone) {
                    try app.holdUntilTargeted("profiles-video-drop", at: zone, after: mark)
                }
                try app.waitForAccessible("the video from Files") { $0.contains(name: "Video: clip.mp4") }

                // The original goes; the video dragged into Files brings a copy back.
                try FileManager.default.removeItem(at: clip)
                try files.waitForAccessible("clip.mp4 gone from Files") { !$0.contains { $0.role == "table cell" && $0.name == "clip.mp4" } }
                let handle = try app.point("profiles-video-handle", preferringX: 1230)
                mark = app.mark
                try session.drag(from: handle, to: emptyList)
                try files.waitForAccessible("the video copied into Files", timeout: 20) { $0.contains { $0.role == "table cell" && $0.name == "clip.mp4" } }
                try app.waitForLog("DRAG_END UI Video video gtk=copied", after: mark)
                session.expect((try? Data(contentsOf: clip)) == bytes, "Files copied the video's bytes")

                // Text Editor, opened over Files: its search field takes text only.
                let notes = session.directory.appendingPathComponent("notes.txt")
                try Data().write(to: notes)
                let editor = try DesktopApp.textEditor(session, file: notes)
                let text = try Self.editorText(editor)
                try session.click(text)
                try editor.focus(clickingAt: text)
                try session.key("ctrl+f")
                let search = try editor.point(of: "Text Editor's search field") { $0.role == "text" && $0.name == "EditorSearchEntry" }
                mark = app.mark
                try session.drag(from: try app.point("profiles-video-handle", preferringX: 1230), to: search)
                let stored = ProfilesUITests.dataFolder(session).appendingPathComponent("videos/clip.mp4").absoluteString
                try editor.waitForAccessible("the video's URL in the search field") { nodes in
                    nodes.contains { $0.name == "EditorSearchEntry" && $0.text == stored }
                }
                try app.waitForLog("DRAG_END UI Video video gtk=copied", after: mark)

                // Under the search bar, the document: Text Editor opens the file it is given.
                let document = try editor.point(of: "the document", offset: (110, 40)) { $0.role == "text" && $0.name == "EditorSourceView" }
                try session.drag(from: try app.point("profiles-video-handle", preferringX: 1230), to: document)
                let nodes = try editor.waitForAccessible("the video opened as a document") { nodes in
                    nodes.contains { $0.role == "frame" && $0.name.hasPrefix("clip.mp4 ") }
                }
                let title = nodes.first { $0.role == "frame" && $0.name.hasPrefix("clip.mp4 ") }!.name
                session.expect(!title.contains("ferry/videos"), "Text Editor opened a copy, not the stored video: \(title)")
                // How the drag ended is not checked: on Wayland Text Editor takes the file yet
                // ends the drop as cancelled for its source ("cancelled (error)").
            }
        }

        /// A file copied in Files (Ctrl+C) and pasted as fun facts: Files offers the file
        /// and its path as text; `String` does not import a CSV file, so the paste takes
        /// the text, in whichever order the backend lists them.
        @Test(arguments: DisplayBackend.underTest)
        func aFileCopiedInFilesIsPastedAsItsText(on backend: DisplayBackend) throws {
            try UISession.run("exchange-files-copy", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Copies")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("name\r\nAda\r\n".utf8).write(to: folder.appendingPathComponent("people.csv"))
                let files = try DesktopApp.files(session, folder: folder)
                let icon = try files.point(of: "people.csv in Files") { $0.role == "table cell" && $0.name == "people.csv" }
                let app = try FerryApp(session, title: "UI Copy", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                try session.click(icon)
                try files.focus(clickingAt: icon)
                try session.key("ctrl+c")
                try app.focus()
                try app.waitForAccessible("Paste enabled") { $0.named("Paste Fun Facts")?.isSensitive == true }
                try session.click(try app.point("profiles-paste", preferringX: 1230))
                let nodes = try app.waitForAccessible("the file's text as a fun fact") { nodes in
                    nodes.contains(name: "Added 1 fun fact(s).") && nodes.contains { $0.name.hasPrefix("• ") && $0.name.contains("people.csv") }
                }
                session.expect(!nodes.contains { $0.name.hasPrefix("Paste failed") }, "no failure shown")
            }
        }

        /// Files dragged from Files land where they are dropped (a CSV file is imported, a
        /// PNG becomes the portrait), and the portrait dragged back into Files becomes a
        /// file there again, copied by Files from Ferry's stored portrait.
        @Test(arguments: DisplayBackend.underTest)
        func filesFromFilesAreImportedAndThePortraitGoesBack(on backend: DisplayBackend) throws {
            try UISession.run("exchange-files-csv", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Exports")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("name,bio\r\nAda Lovelace,Wrote the first program\r\n".utf8).write(to: folder.appendingPathComponent("people.csv"))
                let face = folder.appendingPathComponent("face.png")
                try ProfilesUITests.redPNG.write(to: face)
                let files = try DesktopApp.files(session, folder: folder)
                func cell(_ name: String) throws -> ScreenPoint {
                    try files.point(of: "\(name) in Files") { $0.role == "table cell" && $0.name == name }
                }
                let csv = try cell("people.csv"), png = try cell("face.png")
                // Below the list's rows, left of where Ferry's window goes.
                let emptyList = try files.point(of: "the list below its rows", offset: (40, 200)) { $0.role == "table cell" && $0.name == "people.csv" }
                let app = try FerryApp(session, title: "UI Import", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                // Files is raised when a drag starts in it: drop right of its window.
                let zone = try app.point("profiles-csv-drop", preferringX: 1100)
                var mark = app.mark
                try session.drag(from: csv, to: zone) {
                    try app.holdUntilTargeted("profiles-csv-drop", at: zone, after: mark)
                }
                try app.waitForAccessible("Ada imported from the file") { nodes in
                    nodes.contains { $0.role == "push button" && $0.name.hasPrefix("Ada Lovelace") }
                        && ProfilesUITests.rows(nodes) == ["Juan Chavez", "Mei Chen"]
                }

                let portrait = try app.point("profiles-portrait", preferringX: 1220)
                mark = app.mark
                try session.drag(from: png, to: portrait) {
                    try app.holdUntilTargeted("profiles-portrait", at: portrait, after: mark)
                }
                try app.waitForAccessible("the portrait from Files") { $0.contains(name: "Portrait: face.png") && $0.contains(name: "Portrait replaced.") }

                // The original goes; the portrait dragged into Files brings a copy back.
                try FileManager.default.removeItem(at: face)
                try files.waitForAccessible("face.png gone from Files") { !$0.contains { $0.role == "table cell" && $0.name == "face.png" } }
                mark = app.mark
                try session.drag(from: portrait, to: emptyList)
                try files.waitForAccessible("the portrait copied into Files", timeout: 20) { $0.contains { $0.role == "table cell" && $0.name == "face.png" } }
                try app.waitForLog("DRAG_END UI Import portrait gtk=copied", after: mark)
                session.expect((try? Data(contentsOf: face)) == ProfilesUITests.redPNG, "Files copied the portrait's bytes")
            }
        }

        /// Several files selected in Files and dragged at once are one batch: two CSV files
        /// are imported together; a CSV file with a text file is refused whole, with a
        /// message, and nothing is imported. Then files copied in Files (Ctrl+C) are pasted:
        /// a PNG as the portrait, an MP4 as the video, a CSV file into the list (Ctrl+V).
        @Test(arguments: DisplayBackend.underTest)
        func severalFilesFromFilesAreOneBatchAndCopiedFilesPaste(on backend: DisplayBackend) throws {
            try UISession.run("exchange-files-batch", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Batch")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("name\r\nAda Lovelace\r\n".utf8).write(to: folder.appendingPathComponent("a.csv"))
                try Data("name\r\nGrace Hopper\r\n".utf8).write(to: folder.appendingPathComponent("b.csv"))
                try Data("not a profile\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
                // Files shows four icons a row and Ferry's window covers the fourth column:
                // draft.txt, never used, takes that place (names sort a, b, clip, draft, face).
                try Data("draft\n".utf8).write(to: folder.appendingPathComponent("draft.txt"))
                try ProfilesUITests.redPNG.write(to: folder.appendingPathComponent("face.png"))
                let clip = Data((0..<400_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
                try clip.write(to: folder.appendingPathComponent("clip.mp4"))
                let files = try DesktopApp.files(session, folder: folder)
                // A point on the icon's left half: the third column is half under Ferry's window.
                func cell(_ name: String) throws -> ScreenPoint {
                    try files.point(of: "\(name) in Files", offset: (40, 50)) { $0.role == "table cell" && $0.name == name }
                }
                /// Selects `first` and `second` in Files (a click, then a Ctrl+click).
                func select(_ first: String, _ second: String) throws {
                    try files.click(try cell(first))
                    try session.keyDown("ctrl")
                    try session.click(try cell(second))
                    try session.keyUp("ctrl")
                    // GTK marks the grid's item widget selected; the item's own cell, named
                    // after the file, comes right after it.
                    try files.waitForAccessible("\(first) and \(second) selected in Files") { nodes in
                        let selected = zip(nodes, nodes.dropFirst()).filter { $0.0.role == "table cell" && $0.0.states.contains("selected") }.map(\.1.name)
                        return Set(selected) == [first, second]
                    }
                }
                func names(_ nodes: [AccessibleNode]) -> [String] {
                    nodes.filter { $0.role == "push button" }.map(\.name).filter { ["Ada Lovelace", "Grace Hopper"].contains(where: $0.hasPrefix) }
                }
                let csvA = try cell("a.csv")
                let app = try FerryApp(session, title: "UI Batch", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)

                // Two CSV files, one import.
                var zone = try app.point("profiles-csv-drop", preferringX: 1100)
                try select("a.csv", "b.csv")
                var mark = app.mark
                try session.drag(from: csvA, to: zone) {
                    try app.holdUntilTargeted("profiles-csv-drop", at: zone, after: mark)
                }
                try app.waitForAccessible("both files imported at once") { nodes in
                    nodes.contains(name: "Added 2 profile(s).") && names(nodes).count == 2
                }

                // A CSV file with a text file: refused whole, nothing imported. (The new rows
                // moved the drop zone down.)
                zone = try app.point("profiles-csv-drop", preferringX: 1100)
                try select("a.csv", "notes.txt")
                mark = app.mark
                try session.drag(from: csvA, to: zone) {
                    try app.holdUntilTargeted("profiles-csv-drop", at: zone, after: mark)
                }
                let nodes = try app.waitForAccessible("the batch refused with a message") { $0.contains { $0.name.hasPrefix("Import failed: ") } }
                session.expect(names(nodes).count == 2, "nothing of the refused batch imported: \(names(nodes))")

                // Copied in Files, pasted in Ferry: the portrait, the video, a CSV file. Files
                // comes to the front for each copy (a click on the empty sidebar below its
                // places raises it on Wayland), then Ferry.
                let sidebar = try files.point(of: "Files' sidebar", offset: (40, 70)) { $0.name == "Other Locations" }
                func copyInFiles(_ name: String) throws {
                    try files.raise(clickingAt: sidebar)
                    try files.click(try cell(name))
                    try files.waitForAccessible("\(name) selected in Files") { nodes in
                        zip(nodes, nodes.dropFirst()).contains { $0.0.states.contains("selected") && $0.1.name == name }
                    }
                    let mark = app.mark
                    try session.key("ctrl+c")
                    try app.raise()
                    // Ferry must have the new clipboard before a Paste button reads it (on
                    // Wayland it learns of it only once focused).
                    try app.waitForLog("CLIPBOARD_CHANGED UI Batch ", after: mark)
                }
                try copyInFiles("face.png")
                try app.waitForAccessible("Paste Portrait enabled") { $0.named("Paste Portrait")?.isSensitive == true }
                try session.click(try app.point("profiles-paste-portrait", preferringX: 1220))
                try app.waitForAccessible("the portrait pasted") { $0.contains(name: "Portrait: face.png") && $0.contains(name: "Portrait replaced.") }

                // The video's button is at the window's right, past the screen's edge: the
                // window moves left for it, leaving Files' sidebar uncovered.
                try app.moveWindow(to: ScreenPoint(x: 300, y: 0))
                try copyInFiles("clip.mp4")
                try app.waitForAccessible("Paste Video enabled") { $0.named("Paste Video")?.isSensitive == true }
                try session.click(try app.point("profiles-paste-video", preferringX: 1100))
                try app.waitForAccessible("the video pasted") { $0.contains(name: "Video: clip.mp4") }
                let stored = ProfilesUITests.dataFolder(session).appendingPathComponent("videos/clip.mp4")
                session.expect((try? Data(contentsOf: stored)) == clip, "the pasted video is copied whole into the videos folder")

                try copyInFiles("b.csv")
                // The list has the focus (its first row, a demo profile, selected) before
                // Ctrl+V is pressed.
                try app.selectProfileRow("profile-row-0", named: "Juan Chavez", preferringX: 900)
                try session.key("ctrl+v")
                try app.waitForAccessible("the CSV file pasted into the list") { nodes in
                    nodes.contains(name: "Added 1 profile(s).") && names(nodes).filter { $0.hasPrefix("Grace Hopper") }.count == 2
                }
            }
        }

        /// What another application is offered by each of the Profiles page's drags, read
        /// by a probe client that accepts every format, on each backend: the types and
        /// their order are the receiver's whole choice (the closing table of issue 16).
        @Test(arguments: DisplayBackend.underTest)
        func whatAnotherClientIsOfferedByEachDrag(on backend: DisplayBackend) throws {
            try UISession.run("exchange-offers", backend: backend) { session in
                let clip = session.directory.appendingPathComponent("clip.mp4")
                try Data(repeating: 3, count: 10_000).write(to: clip)
                let app = try FerryApp(session, title: "UI Offers", page: "profiles")
                try app.moveWindow(to: ScreenPoint(x: 150, y: 0))
                let probe = try DropProbe(session, title: "Offers Probe")
                try probe.moveWindow(to: ScreenPoint(x: 0, y: 330))
                // Left of where Ferry's window begins.
                let zone = try probe.point("probe-zone").offset(-150, 0)

                // The selected profile gets a portrait and a video, pasted from other clients.
                try app.focus()
                var mark = app.mark
                try session.offerOnClipboard(ProfilesUITests.redPNG, as: "image/png")
                try app.waitForClipboardOffer(after: mark, "the image") { $0.contains("image/png") }
                try app.waitForAccessible("Paste Portrait enabled") { $0.named("Paste Portrait")?.isSensitive == true }
                try session.click(try app.point("profiles-paste-portrait", preferringX: 900))
                try app.waitForAccessible("the portrait") { $0.contains(name: "Portrait replaced.") }
                mark = app.mark
                try session.offerOnClipboard(Data((clip.absoluteString + "\r\n").utf8), as: "text/uri-list")
                try app.waitForClipboardOffer(after: mark, "the video's file") { $0.contains("text/uri-list") }
                try app.waitForAccessible("Paste Video enabled") { $0.named("Paste Video")?.isSensitive == true }
                try session.click(try app.point("profiles-paste-video", preferringX: 1200))
                try app.waitForAccessible("the video") { $0.contains(name: "Video: clip.mp4") }

                func offered(from landmark: String, preferringX x: Int) throws -> [String] {
                    let mark = probe.mark
                    try session.drag(from: try app.point(landmark, preferringX: x), to: zone) {
                        try probe.waitForLog("OFFERED Offers Probe ", after: mark)
                    }
                    return probe.offers(after: mark).first ?? []
                }
                let text = ["text/plain;charset=utf-8", "text/plain"]
                // The portrait goes first: on X11 (Xvfb, no window manager) a press on the
                // portrait right after two cancelled drags of the handles sometimes starts no
                // drag (a second try does); seen only there, left for a GTK X11 look.
                let expected: [(String, Int, [String])] = [
                    ("profiles-portrait", 1000, ["image/png", "text/uri-list"]),
                    ("profile-row-1", 600, ["application/x-ferry-profile"] + text),
                    ("profiles-file-handle", 600, ["application/x-ferry-profile", "text/uri-list"]),
                    ("profiles-csv-handle", 600, ["text/csv", "text/uri-list"]),
                    ("profiles-video-handle", 1200, ["video/mp4", "text/uri-list", "application/x-public.file-url"] + text + ["application/x-public.url"]),
                ]
                for (landmark, x, types) in expected {
                    let got = try offered(from: landmark, preferringX: x)
                    print("OFFERS \(backend) \(landmark): \(got.joined(separator: " "))")
                    session.expect(got == types, "\(landmark) offers \(types), not \(got)")
                }
            }
        }
    }
}
