// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// Orca-style walks: a page's seed sequence with Tab, Shift+Tab and keys only, every state
    /// read back through AT-SPI. One app launch covers the Filter and Drag sources pages,
    /// one each Labels and Profiles.
    @Suite
    struct KeyWalkUITests {
        /// Seed 001 without the pointer: a caret placed with arrows, typing and a replaced
        /// selection, Add label and Reverse rows while editing, Ctrl+Z undoing typing in a
        /// field, a row deleted with its named button and restored with Ctrl+Z (focus and
        /// caret back in it), and the programmatic edits under caret policies chosen with
        /// Space; rows, texts, carets and focus read back after each step.
        @Test(arguments: DisplayBackend.underTest)
        func labelsByKeyboard(on backend: DisplayBackend) throws {
            try UISession.run("keywalk-labels", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Walk Labels", page: "labels")
                try app.focus()
                func expect(_ what: String, _ texts: [String], focused: String?, caret: Int? = nil, selection: [Int]? = nil) throws {
                    try LabelsUITests.expectEditors(app, what, texts: texts, focused: focused, caret: caret, selection: selection)
                }
                func isEditor(_ text: String) -> (AccessibleNode) -> Bool { { $0.name == "Label text" && $0.text == text } }

                // 1. Tab into "Blue tile", the caret between "Blue" and the space; "small" goes in there.
                try KeyboardUITests.tab(app, to: "the first label", isEditor("Blue tile"))
                try session.key("Home")
                for _ in 0..<4 { try session.key("Right") }
                try expect("the caret after Blue", ["Blue tile", "Round pebble", "Paper square"], focused: "Blue tile", caret: 4)
                try session.type("small")
                try expect("small at the caret", ["Bluesmall tile", "Round pebble", "Paper square"], focused: "Bluesmall tile", caret: 9)

                // 2. "tile" selected with Shift+Right and replaced by "square".
                try session.key("Right")
                for _ in 0..<4 { try session.key("shift+Right") }
                try expect("tile selected", ["Bluesmall tile", "Round pebble", "Paper square"], focused: "Bluesmall tile", selection: [10, 14])
                try session.type("square")
                try expect("only the selection replaced", ["Bluesmall square", "Round pebble", "Paper square"],
                           focused: "Bluesmall square", caret: 16)

                // 3, 4. Add label and Reverse rows while editing: focus and caret stay with the row.
                try session.key("ctrl+shift+n")
                try expect("New label added", ["Bluesmall square", "Round pebble", "Paper square", "New label"],
                           focused: "Bluesmall square", caret: 16)
                try session.key("ctrl+shift+r")
                let reversed = ["New label", "Paper square", "Round pebble", "Bluesmall square"]
                try expect("reversed, focus and caret followed", reversed, focused: "Bluesmall square", caret: 16)

                // Ctrl+Z in a field undoes its typing, and restores no row.
                try KeyboardUITests.tab(app, "shift+Tab", to: "Round pebble's field", isEditor("Round pebble"))
                try session.key("End")
                try session.type("s")
                try expect("typed", ["New label", "Paper square", "Round pebbles", "Bluesmall square"], focused: "Round pebbles", caret: 13)
                try session.key("ctrl+z")
                try expect("the typing undone", reversed, focused: "Round pebble")

                // 5. The row's own delete button (named for it), then Ctrl+Z outside any field.
                try session.key("Home")
                for _ in 0..<5 { try session.key("Right") }
                try expect("a caret in Round pebble", reversed, focused: "Round pebble", caret: 5)
                let delete = try KeyboardUITests.tab(app, to: "Round pebble's delete button") { $0.name == "Delete “Round pebble”" }
                session.expect(delete.role == "push button", "the delete button is a button (\(delete.role))")
                try session.key("space")
                try app.waitForAccessible("deleted, the focus on the next row's delete button") { nodes in
                    nodes.contains(name: "Deleted “Round pebble”")
                        && nodes.editors.filter { $0.name == "Label text" }.compactMap(\.text) == ["New label", "Paper square", "Bluesmall square"]
                        && nodes.first { $0.isFocused }?.name == "Delete “Bluesmall square”"
                }
                try session.key("ctrl+z")
                try expect("restored in place, focus and caret back", reversed, focused: "Round pebble", caret: 5)

                // 6. Reverse back; Tidy with "Caret to End" chosen by Space on its button.
                try session.key("ctrl+shift+r")
                let order = ["Bluesmall square", "Round pebble", "Paper square", "New label"]
                try expect("order back, focus followed", order, focused: "Round pebble", caret: 5)
                try KeyboardUITests.tab(app, "shift+Tab", to: "Caret to End") { $0.name == "Caret to End" }
                try session.key("space")
                try app.waitForAccessible("Caret to End chosen") { $0.isPressed("Caret to End") && !$0.isPressed("Keep Caret") }
                try KeyboardUITests.tab(app, to: "Round pebble's field", isEditor("Round pebble"))
                try session.key("Home")
                try session.type("  ")
                try expect("spaces typed", ["Bluesmall square", "  Round pebble", "Paper square", "New label"], focused: "  Round pebble", caret: 2)
                try session.key("ctrl+shift+t")
                let tidied = ["Bluesmall Square", "Round Pebble", "Paper Square", "New Label"]
                try expect("tidied, the caret at the end", tidied, focused: "Round Pebble", caret: 12)

                // The seed's programmatic edit under "Keep Caret": "Soft " before the caret
                // after "Blue" moves it five places on.
                try KeyboardUITests.tab(app, "shift+Tab", to: "Keep Caret") { $0.name == "Keep Caret" }
                try session.key("Return")
                try app.waitForAccessible("Keep Caret chosen") { $0.isPressed("Keep Caret") && !$0.isPressed("Caret to End") }
                try KeyboardUITests.tab(app, to: "the first field", isEditor("Bluesmall Square"))
                try session.key("Home")
                for _ in 0..<4 { try session.key("Right") }
                try session.key("ctrl+shift+s")
                try expect("Soft inserted, the caret kept after Blue", ["Soft Bluesmall Square", "Round Pebble", "Paper Square", "New Label"],
                           focused: "Soft Bluesmall Square", caret: 9)
                session.expect(!app.logged("LABELS_ERROR"), "the page reported an editing error:\n\(app.log)")
            }
        }

        /// Seed 002 without the pointer: a profile selected with Down, moved with its menu
        /// (the Menu key) and Alt+Down, copied, cut and pasted, deleted with its named button
        /// and restored with Ctrl+Z, deleted from its menu; the list exported as CSV
        /// (Ctrl+Shift+E) and that file pasted back; the pasted profile's fields edited, and
        /// fun facts, a portrait and an MP4 pasted from the clipboard on their Paste buttons.
        /// Read back through AT-SPI.
        @Test(arguments: DisplayBackend.underTest)
        func profilesByKeyboard(on backend: DisplayBackend) throws {
            try UISession.run("keywalk-profiles", backend: backend) { session in
                let image = session.directory.appendingPathComponent("red.png")
                let video = session.directory.appendingPathComponent("clip.mp4")
                let csv = session.directory.appendingPathComponent("Walk.csv")
                try ProfilesUITests.redPNG.write(to: image)
                try Data(repeating: 7, count: 200_000).write(to: video)
                let app = try FerryApp(session, title: "UI Walk Profiles", page: "profiles")
                try app.focus()
                let rows = ProfilesUITests.rows
                func said(_ nodes: [AccessibleNode], _ prefix: String) -> Bool { nodes.contains { $0.name.hasPrefix(prefix) } }
                func focused(_ nodes: [AccessibleNode], _ name: String) -> Bool { nodes.contains { $0.isFocused && $0.name == name } }
                // A row focused and selected: its name is the profile's, "selected" its state.
                func focusedSelected(_ nodes: [AccessibleNode], _ name: String) -> Bool {
                    nodes.contains { $0.isFocused && $0.name == name && $0.states.contains("selected") }
                }
                func isRow(_ name: String) -> (AccessibleNode) -> Bool { { $0.role == "push button" && $0.name.hasPrefix(name) } }
                try app.waitForAccessible("the demo profiles") { rows($0) == ["Juan Chavez", "Mei Chen"] }

                // Down on a row selects the next one, as in a list, and takes the focus there.
                try KeyboardUITests.tab(app, to: "Juan's row", isRow("Juan Chavez"))
                try session.key("Down")
                try app.waitForAccessible("Mei selected and focused") {
                    focusedSelected($0, "Mei Chen")
                        && $0.contains { $0.name == "Juan Chavez" && !$0.states.contains("selected") && $0.accessibleDescription == "This row cannot be moved" }
                }

                // Move with the row's menu (Menu key: see ProfilesUITests on Shift+F10), then Alt+Down.
                try session.key("Menu")
                try app.waitForAccessible("the row's menu") { nodes in
                    nodes.contains { $0.name == "Cut" && $0.isFocused } && nodes.contains(name: "Move “Mei Chen” Up")
                        && nodes.contains(name: "Delete “Mei Chen”") && !nodes.contains(name: "Move “Mei Chen” Down")
                }
                for _ in 0..<3 { try session.key("Down") }
                try app.waitForAccessible("Move Up focused") { focused($0, "Move “Mei Chen” Up") }
                try session.key("Return")
                try app.waitForAccessible("Mei moved up, still focused") {
                    rows($0) == ["Mei Chen", "Juan Chavez"] && focusedSelected($0, "Mei Chen") && said($0, "Moved 1 profile(s).")
                }
                try session.key("alt+Down")
                try app.waitForAccessible("Mei below Juan again") { rows($0) == ["Juan Chavez", "Mei Chen"] }

                // Copy and paste (a new row), cut and paste (the same profile back).
                try session.key("ctrl+c")
                try app.waitForAccessible("Mei copied") { said($0, "Copied “Mei Chen”.") }
                try session.key("ctrl+v")
                try app.waitForAccessible("a copy added and focused") {
                    said($0, "Added 1 profile(s).") && rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen"]
                        && $0.filter { $0.isFocused && $0.name == "Mei Chen" && $0.states.contains("selected") }.count == 1
                }
                try session.key("ctrl+x")
                try app.waitForAccessible("the copy cut") { said($0, "Cut “Mei Chen”.") && rows($0) == ["Juan Chavez", "Mei Chen"] }
                try session.key("ctrl+v")
                try app.waitForAccessible("pasted back") { said($0, "Moved “Mei Chen” here.") && rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen"] }

                // Delete with the button, which names the selected profile; Ctrl+Z restores it.
                let delete = try KeyboardUITests.tab(app, to: "the delete button") { $0.name == "Delete “Mei Chen”" }
                session.expect(delete.role == "push button", "the delete button is a button (\(delete.role))")
                try session.key("space")
                try app.waitForAccessible("deleted") { said($0, "Deleted “Mei Chen”.") && rows($0) == ["Juan Chavez", "Mei Chen"] }
                try session.key("ctrl+z")
                try app.waitForAccessible("restored, focused") {
                    said($0, "Restored “Mei Chen”.") && rows($0) == ["Juan Chavez", "Mei Chen", "Mei Chen"] && focusedSelected($0, "Mei Chen")
                }
                // Delete from the row's menu: Cut, Copy, Paste, Move Up, Delete.
                try session.key("Menu")
                try app.waitForAccessible("the menu") { $0.contains { $0.name == "Cut" && $0.isFocused } }
                for _ in 0..<4 { try session.key("Down") }
                try app.waitForAccessible("Delete focused") { focused($0, "Delete “Mei Chen”") }
                try session.key("Return")
                try app.waitForAccessible("deleted from the menu") { said($0, "Deleted “Mei Chen”.") && rows($0) == ["Juan Chavez", "Mei Chen"] }

                // The list out as CSV through the file chooser (Ctrl+Shift+E).
                try session.key("ctrl+shift+e")
                try app.waitForLog("EXPORT_DIALOG UI Walk Profiles formats=[\"public.comma-separated-values-text\"]")
                try app.waitForAccessible("the Export dialog with its name field focused") { nodes in
                    nodes.contains { $0.name.hasPrefix("Name") && $0.text == "Profiles.csv" && $0.isFocused }
                }
                try session.key("ctrl+a")
                try session.type(csv.path)
                try session.key("Return")
                // The file first: see ProfilesUITests (GTK 4.8 tearing the chooser down).
                try session.waitFor("the exported file", timeout: 10) { FileManager.default.fileExists(atPath: csv.path) ? true : nil }
                try app.waitForAccessible("the save reported") { said($0, "Saved “Walk.csv”.") }

                // The clipboard, as another app leaves it. Files and text take turns (Ferry's
                // own profile is on it now): Ferry's log says when it has seen each offer, and
                // Paste Portrait (files and images only) turning on, or off with Paste Fun
                // Facts on, that the page follows. The last offer's process ends only once the
                // next one owns the clipboard (mutter keeps what a client left).
                var copier: ChildProcess?
                func offer(files: Bool, _ start: () throws -> ChildProcess) throws {
                    let mark = app.mark
                    let previous = copier
                    copier = try start()
                    try app.waitForClipboardOffer(after: mark, files ? "the files" : "the text") { offered in
                        files ? offered.contains("text/uri-list") : offered.contains("text/plain;charset=utf-8") && !offered.contains("text/uri-list")
                    }
                    try app.waitForAccessible("the Paste buttons follow the clipboard") { nodes in
                        let portrait = nodes.named("Paste Portrait")?.isSensitive == true, text = nodes.named("Paste Fun Facts")?.isSensitive == true
                        return files ? portrait : text && !portrait
                    }
                    previous?.kill()
                }
                // A Paste button the next offer turns off would drop the focus: it waits in Bio.
                func backToBio() throws { try KeyboardUITests.tab(app, "shift+Tab", to: "the Bio field") { $0.name == "Bio" && $0.text != nil } }

                // The CSV file copied in Files, pasted on the list: its profiles added, the
                // first selected and focused.
                try offer(files: true) { try session.offerFilesOnClipboard([csv]) }
                try KeyboardUITests.tab(app, to: "a row", isRow("Mei Chen"))
                try session.key("ctrl+v")
                try app.waitForAccessible("the archive pasted") {
                    said($0, "Added 2 profile(s).") && rows($0) == ["Juan Chavez", "Mei Chen", "Juan Chavez", "Mei Chen"]
                        && focusedSelected($0, "Juan Chavez")
                }

                // The pasted Juan's fields, each named.
                let nameField = try KeyboardUITests.tab(app, to: "the Name field") { $0.name == "Name" && $0.text != nil }
                session.expect(nameField.text == "Juan Chavez", "the Name field shows the selected profile (\(nameField.text ?? "none"))")
                try session.key("End")
                try session.type(" Jr")
                try app.waitForAccessible("renamed in the list") {
                    rows($0) == ["Juan Chavez", "Mei Chen", "Juan Chavez Jr", "Mei Chen"] && $0.isSelected("Juan Chavez Jr")
                }
                try KeyboardUITests.tab(app, to: "the Phone number field") { $0.name == "Phone number" && $0.text != nil }
                try session.key("ctrl+a")
                try session.type("(408) 555-0000")
                try KeyboardUITests.tab(app, to: "the Bio field") { $0.name == "Bio" && $0.text != nil }
                try session.key("ctrl+a")
                try session.type("Writes compilers.")
                try app.waitForAccessible("the fields edited") { nodes in
                    nodes.contains { $0.name == "Phone number" && $0.text == "(408) 555-0000" }
                        && nodes.contains { $0.name == "Bio" && $0.text == "Writes compilers." }
                }

                // Fun facts, a portrait and a video pasted on the selected profile, each Paste
                // button named for it.
                try offer(files: false) { try session.offerOnClipboard("Keeps bees") }
                try KeyboardUITests.tab(app, to: "Paste Fun Facts") { $0.name == "Paste Fun Facts for “Juan Chavez Jr”" }
                try session.key("space")
                try app.waitForAccessible("the fun fact") { $0.contains(name: "• Keeps bees") && said($0, "Added 1 fun fact(s).") }
                try backToBio()

                try offer(files: true) { try session.offerFilesOnClipboard([image]) }
                try KeyboardUITests.tab(app, to: "Paste Portrait") { $0.name == "Paste Portrait for “Juan Chavez Jr”" }
                try session.key("space")
                try app.waitForAccessible("the portrait") { $0.contains(name: "Portrait: red.png") && said($0, "Portrait replaced.") }
                try backToBio()

                try offer(files: false) { try session.offerOnClipboard("between") }
                try offer(files: true) { try session.offerFilesOnClipboard([video]) }
                try KeyboardUITests.tab(app, to: "Paste Video") { $0.name == "Paste Video for “Juan Chavez Jr”" }
                try session.key("Return")
                try app.waitForAccessible("the video") { $0.contains(name: "Video: clip.mp4") && said($0, "Video “clip.mp4” added to “Juan Chavez Jr”.") }
                copier?.kill()
            }
        }

        /// Every drag out of the Profiles page has a keyboard path that another client reads
        /// back from the desktop's clipboard: "Drag all as CSV" (Enter) gives the list as
        /// CSV, the profile-as-a-file handle (Ctrl+C) the profile's JSON, Copy Portrait
        /// (Space) the portrait's image file and the video's handle (Enter) the MP4 file.
        @Test(arguments: DisplayBackend.underTest)
        func profilesDragsOutByKeyboard(on backend: DisplayBackend) throws {
            try UISession.run("keywalk-drag-out", backend: backend) { session in
                let image = session.directory.appendingPathComponent("red.png")
                let video = session.directory.appendingPathComponent("clip.mp4")
                try ProfilesUITests.redPNG.write(to: image)
                let movie = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
                try movie.write(to: video)
                let app = try FerryApp(session, title: "UI Drag Out", page: "profiles")
                try app.focus()
                try app.waitForAccessible("the demo profiles, Juan selected") { $0.contains { $0.role == "push button" && $0.name == "Juan Chavez" && $0.states.contains("selected") } }

                // A portrait and a video first, pasted from files another client copied.
                var copier: ChildProcess?
                func paste(_ file: URL, with landmark: String, _ button: String, until shown: String) throws {
                    let mark = app.mark
                    let previous = copier
                    copier = try session.offerFilesOnClipboard([file])
                    try app.waitForClipboardOffer(after: mark, file.lastPathComponent) { $0.contains("text/uri-list") }
                    previous?.kill()
                    try app.waitForAccessible("\(button) enabled") { $0.named(button)?.isSensitive == true }
                    try session.click(try app.point(landmark))
                    try app.waitForAccessible(shown) { $0.contains(name: shown) }
                }
                try paste(image, with: "profiles-paste-portrait", "Paste Portrait", until: "Portrait: red.png")
                try paste(video, with: "profiles-paste-video", "Paste Video", until: "Video: clip.mp4")

                /// Tabs to the control named `name`, presses `key`, waits for `message`, then
                /// has another client read the clipboard as `mimeType`.
                func copy(_ name: String, with key: String, saying message: String, as mimeType: String) throws -> String {
                    try KeyboardUITests.tab(app, to: name, limit: 60) { $0.name == name }
                    try session.key(key)
                    try app.waitForAccessible(message) { $0.contains(name: message) }
                    let read = try session.readClipboard(as: mimeType)
                    try app.focus()
                    return read
                }
                /// The bytes of the one file a `text/uri-list` names.
                func file(_ uriList: String) throws -> Data {
                    let line = uriList.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                    guard let url = URL(string: line), url.isFileURL else { throw UISession.Failure("not a file URI list: \(uriList)") }
                    return try Data(contentsOf: url)
                }

                // In Tab order from Paste Video, so that focus goes round the window once.
                let csv = try copy("Drag all profiles as CSV", with: "Return", saying: "Copied 2 profiles as CSV.", as: "text/csv")
                let names = csv.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",").dropFirst().first.map(String.init) ?? "" }
                session.expect(names == ["Juan Chavez", "Mei Chen"], "another client got both profiles as CSV: \(csv)")
                let json = try copy("Drag the selected profile as a file", with: "ctrl+c", saying: "Copied “Juan Chavez” as a file.",
                                    as: "application/x-ferry-profile")
                let profile = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
                session.expect(profile?["name"] as? String == "Juan Chavez", "another client got Juan's profile as JSON: \(json)")
                let portrait = try copy("Copy the Portrait of “Juan Chavez”", with: "space", saying: "Copied the portrait “red.png”.", as: "text/uri-list")
                session.expect(try file(portrait) == ProfilesUITests.redPNG, "another client got the portrait's PNG file: \(portrait)")
                let clip = try copy("Drag the selected profile's video", with: "Return", saying: "Copied the video “clip.mp4”.", as: "text/uri-list")
                session.expect(try file(clip) == movie, "another client got the video's MP4 file: \(clip)")
                copier?.kill()
            }
        }

        /// Seed 004's filter sequence typed into the focused field and toggled with Space,
        /// a note written in a row reached with Tab; then seed 003's sources copied with
        /// Enter or Ctrl+C and pasted on each receiver, each taking what its drop takes.
        @Test(arguments: DisplayBackend.underTest)
        func filterAndDragSourcesByKeyboard(on backend: DisplayBackend) throws {
            try UISession.run("keywalk", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Walk", page: "filter")
                try app.focus()
                let all = FilterUITests.titles
                try FilterUITests.expectRows(app, all, caption: "4 of 4 labels")

                // Filter: "a", "b" over it, cleared, Tiles only, "z", all back.
                let field = try KeyboardUITests.tab(app, to: "the filter field") { $0.name == "Filter labels" && $0.text != nil }
                session.expect(field.text == "", "the field starts empty")
                try session.type("a")
                try FilterUITests.expectRows(app, ["Tile A", "Dot A"], caption: "2 of 4 labels")
                try session.key("ctrl+a")
                try session.type("b")
                try FilterUITests.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels")
                try session.key("BackSpace")
                try FilterUITests.expectRows(app, all, caption: "4 of 4 labels")
                try KeyboardUITests.tab(app, to: "Tiles only") { $0.name == "Tiles only" }
                try session.key("space")
                try FilterUITests.expectRows(app, ["Tile A", "Tile B"], caption: "2 of 4 labels")
                try KeyboardUITests.tab(app, "shift+Tab", to: "the filter field") { $0.name == "Filter labels" && $0.text != nil }
                try session.type("z")
                try FilterUITests.expectRows(app, [], caption: "0 of 4 labels", empty: true)
                // The seed's last step: the field cleared and the switch off bring all back.
                try session.key("BackSpace")
                try KeyboardUITests.tab(app, to: "Tiles only") { $0.name == "Tiles only" }
                try session.key("space")
                try FilterUITests.expectRows(app, all, caption: "4 of 4 labels")

                // Into the table: Tab reaches a row's "Add note…", Space opens its editor.
                try KeyboardUITests.tab(app, to: "Tile B's note button") { $0.name == "Add a note for Tile B" }
                try session.key("space")
                try KeyboardUITests.tab(app, to: "Tile B's note") { $0.name == "Note for Tile B" && $0.text != nil }
                try session.type("blue")
                try app.waitForAccessible("the note typed") { $0.contains { $0.name == "Note for Tile B" && $0.text == "blue" } }

                // Drag sources: every card a named button, every receiver a group with a Paste
                // button (Ctrl+V anywhere in it pastes too).
                try app.showPage(5, named: "sources")
                let plain = try KeyboardUITests.tab(app, to: "the default-preview card") { $0.name == "Mei Chen (default preview)" }
                session.expect(plain.role == "push button", "a source card is a button (\(plain.role))")
                try session.key("Return")
                try app.waitForAccessible("the name copied") {
                    $0.contains { $0.name.hasPrefix("Copied “Mei Chen” as public.utf8-plain-text") }
                }
                // The Ferry receiver imports profiles only, as its drop does: text is not pasted.
                session.expect(try app.accessible().contains { $0.name == "Ferry (imports profiles)" && ["panel", "grouping"].contains($0.role) },
                               "a receiver is a group")
                try KeyboardUITests.tab(app, to: "the Ferry receiver's Paste") { $0.name == "Paste on Ferry (imports profiles)" }
                try session.key("Return")
                try app.waitForAccessible("the Ferry receiver refused text") {
                    $0.contains(name: "Nothing to paste: the clipboard holds no profile.")
                }
                try KeyboardUITests.tab(app, to: "the text receiver's Paste") { $0.name == "Paste on Text editor (imports text)" }
                try session.key("ctrl+v")
                try app.waitForAccessible("the text receiver got the name") { nodes in
                    nodes.contains(name: "Got the text “Mei Chen”.") && nodes.contains {
                        $0.name == "Text editor (imports text)" && $0.accessibleDescription?.hasPrefix("Got the text “Mei Chen”.") == true
                    }
                }

                // A profile: Ctrl+C on its card, then each receiver takes its best representation.
                try KeyboardUITests.tab(app, "shift+Tab", to: "Juan's card") { $0.name == "Juan Chavez (profile)" }
                try session.key("ctrl+c")
                try app.waitForAccessible("the profile copied") {
                    $0.contains { $0.name.hasPrefix("Copied “Juan Chavez” as com.example.profile, public.utf8-plain-text") }
                }
                try KeyboardUITests.tab(app, to: "the Ferry receiver's Paste") { $0.name == "Paste on Ferry (imports profiles)" }
                try session.key("ctrl+v")
                let profile = "Got Juan Chavez’s whole profile as com.example.profile JSON (phone (408) 555-4301)."
                try app.waitForAccessible("the Ferry receiver got the profile") { nodes in
                    nodes.contains(name: profile)
                        && nodes.contains { $0.name == "Ferry (imports profiles)" && $0.accessibleDescription?.hasPrefix(profile) == true }
                }
                try KeyboardUITests.tab(app, to: "the item-provider receiver's Paste") { $0.name == "Paste on Any data (item provider)" }
                try session.key("space")
                let report = try app.waitForAccessible("the provider report") { $0.contains { $0.name.hasPrefix("Offered: ") } }
                    .first { $0.name.hasPrefix("Offered: ") }?.name ?? ""
                session.expect(report.hasPrefix("Offered: com.example.profile, public.utf8-plain-text")
                               && report.hasSuffix("It took com.example.profile: Juan Chavez’s profile."), "provider report: \(report)")
            }
        }
    }
}
