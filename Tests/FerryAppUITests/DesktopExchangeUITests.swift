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

        /// Text Editor's text area, a point well inside it and left of Ferry's window.
        static func editorText(_ editor: DesktopApp) throws -> ScreenPoint {
            try editor.point(of: "the editor's text", offset: (110, 150)) { $0.role == "text" && $0.name == "EditorSourceView" }
        }

        @Test(arguments: DisplayBackend.allCases)
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

        @Test(arguments: DisplayBackend.allCases)
        func textCopiedInTextEditorIsPastedAsAFunFact(on backend: DisplayBackend) throws {
            try UISession.run("exchange-editor-paste", backend: backend) { session in
                let notes = session.directory.appendingPathComponent("notes.txt")
                try Data("Plays the cello".utf8).write(to: notes)
                let editor = try DesktopApp.textEditor(session, file: notes)
                try editor.waitForAccessible("the document") { $0.contains { $0.name == "EditorSourceView" && $0.text == "Plays the cello" } }
                let app = try FerryApp(session, title: "UI Paste", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                // Ctrl+A, Ctrl+C in Text Editor…
                let text = try Self.editorText(editor)
                try session.click(text)
                try editor.focus(clickingAt: text)
                try session.key("ctrl+a")
                try editor.waitForAccessible("the text selected") { nodes in
                    nodes.contains { $0.name == "EditorSourceView" && $0.selections == [[0, 15]] }
                }
                try session.key("ctrl+c")
                // …then Ferry's Paste: the text becomes a fun fact of the selected profile.
                try app.focus()
                try app.waitForAccessible("Paste enabled") { $0.named("Paste Fun Facts")?.isSensitive == true }
                try session.click(try app.point("profiles-paste", preferringX: 1230))
                try app.waitForAccessible("the fun fact from Text Editor") {
                    $0.contains(name: "• Plays the cello") && $0.contains(name: "Added 1 fun fact(s).")
                }
            }
        }

        /// Text selected in Text Editor and dragged onto Ferry's fun facts becomes a fun fact
        /// of the selected profile; Text Editor keeps its text (a copy).
        @Test(arguments: DisplayBackend.allCases)
        func textDraggedFromTextEditorBecomesAFunFact(on backend: DisplayBackend) throws {
            try UISession.run("exchange-editor-drag", backend: backend) { session in
                let notes = session.directory.appendingPathComponent("notes.txt")
                try Data("Plays the cello".utf8).write(to: notes)
                let editor = try DesktopApp.textEditor(session, file: notes)
                try editor.waitForAccessible("the document") { $0.contains { $0.name == "EditorSourceView" && $0.text == "Plays the cello" } }
                let app = try FerryApp(session, title: "UI Facts", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                let text = try Self.editorText(editor)
                try session.click(text)
                try editor.focus(clickingAt: text)
                try session.key("ctrl+a")
                try editor.waitForAccessible("the text selected") { nodes in
                    nodes.contains { $0.name == "EditorSourceView" && $0.selections == [[0, 15]] }
                }
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
        @Test(arguments: DisplayBackend.allCases)
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
                try app.waitForAccessible("Mei Chen selected") { $0.contains { $0.role == "push button" && $0.name == "Mei Chen (selected)" } }
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
            }
        }

        @Test(arguments: DisplayBackend.allCases)
        func aCSVFileDraggedFromFilesIsImported(on backend: DisplayBackend) throws {
            try UISession.run("exchange-files-csv", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Exports")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("name,bio\r\nAda Lovelace,Wrote the first program\r\n".utf8).write(to: folder.appendingPathComponent("people.csv"))
                let files = try DesktopApp.files(session, folder: folder)
                let icon = try files.point(of: "people.csv in Files") { $0.role == "table cell" && $0.name == "people.csv" }
                let app = try FerryApp(session, title: "UI Import", page: "profiles")
                try app.moveWindow(to: Self.ferryPlace)
                // Files is raised when the drag starts in it: drop right of its window.
                let zone = try app.point("profiles-csv-drop", preferringX: 1100)
                let mark = app.mark
                try session.drag(from: icon, to: zone) {
                    try app.holdUntilTargeted("profiles-csv-drop", at: zone, after: mark)
                }
                try app.waitForAccessible("Ada imported from the file") { nodes in
                    nodes.contains { $0.role == "push button" && $0.name.hasPrefix("Ada Lovelace") }
                        && ProfilesUITests.rows(nodes) == ["Juan Chavez", "Mei Chen"]
                }
            }
        }
    }
}
