// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing

extension FerryUITests {
    /// The seeds' own SwiftUI apps (`Seeds/seed-*`, their code unchanged) running on
    /// Ferry's `SwiftUI` module, driven with real input and read back as a person or a
    /// screen reader would: AT-SPI and screen pixels. Nothing in these apps logs for tests.
    @Suite
    struct SwiftUISeedAppsUITests {
        /// A seed app started in `session`, once AT-SPI shows its window `windowName`.
        static func start(_ session: UISession, _ product: String, window windowName: String,
                          environment: [String: String] = [:]) throws -> DesktopApp {
            let id = "io.github.ferryswift.SeedTest.t\(UUID().uuidString.prefix(8).lowercased())"
            return try DesktopApp(session, LoggedApp.executable(named: product), [], windowName: windowName,
                                  extraEnvironment: ["SWIFTUI_APPLICATION_ID": id].merging(environment) { $1 })
        }

        // MARK: Seed 004, the filtered collection

        static let titles = ["Tile A", "Dot A", "Tile B", "Dot B"]

        /// The row titles shown, in the order they are on screen.
        static func shownTitles(_ nodes: [AccessibleNode]) -> [String] {
            nodes.filter { $0.role == "label" && titles.contains($0.name) }.map(\.name)
        }

        /// Seed 004's verification table: each filter step shows exactly the expected rows,
        /// in order, with the count line and the empty message; the last step brings every
        /// row back in its original order.
        @Test(arguments: DisplayBackend.underTest)
        func seed004FilterSequence(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed004", backend: backend) { session in
                let app = try Self.start(session, "seed-004", window: "FilteredCollectionDemo")
                func expect(_ what: String, _ titles: [String], count: String, empty: Bool = false) throws {
                    try app.waitForAccessible(what) { nodes in
                        Self.shownTitles(nodes) == titles && nodes.contains(name: count)
                            && nodes.contains(name: "No matching labels") == empty
                    }
                }
                try expect("all four labels", Self.titles, count: "4 of 4 labels")
                let field = try app.point(of: "the filter field") { $0.name == "Filter labels" && $0.text != nil }
                try app.click(field)
                try session.type("a")
                try expect("a: [1, 2]", ["Tile A", "Dot A"], count: "2 of 4 labels")
                try session.key("BackSpace")
                try session.type("b")
                try expect("b: [3, 4], the same count, other rows", ["Tile B", "Dot B"], count: "2 of 4 labels")
                try session.key("BackSpace")
                try session.click(try app.point(of: "Tiles only") { $0.name == "Tiles only" })
                try expect("tiles only: [1, 3]", ["Tile A", "Tile B"], count: "2 of 4 labels")
                try app.click(field)
                try session.type("z")
                try expect("z: [] and the empty message", [], count: "0 of 4 labels", empty: true)
                try session.key("BackSpace")
                try session.click(try app.point(of: "Tiles only") { $0.name == "Tiles only" })
                try expect("everything back, in order", Self.titles, count: "4 of 4 labels")
            }
        }

        /// Seed 004 in Arabic: its `Text` keys are looked up in the app's own gettext
        /// catalogue (`Seeds/seed-004/po/ar.po`, the text domain named after the
        /// executable), interpolation included, and the layout is mirrored: the title sits
        /// at the right edge of the window's content.
        @Test(arguments: DisplayBackend.underTest)
        func seed004InArabicRightToLeft(on backend: DisplayBackend) throws {
            let catalogues = FileManager.default.temporaryDirectory.appendingPathComponent("seed-locale-\(UUID().uuidString.prefix(8))")
            defer { try? FileManager.default.removeItem(at: catalogues) }
            let folder = catalogues.appendingPathComponent("ar/LC_MESSAGES")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Seeds/seed-004/po/ar.po")
            let compiled = try Tool.run("/usr/bin/msgfmt", ["--check", "-o", folder.appendingPathComponent("seed-004.mo").path, source.path])
            #expect(compiled.status == 0, "msgfmt: \(compiled.output)")
            try UISession.run("swiftui-seed004-arabic", backend: backend) { session in
                let app = try Self.start(session, "seed-004", window: "FilteredCollectionDemo",
                                         environment: ["LC_ALL": "ar_EG.UTF-8", "LANGUAGE": "", "FERRY_LOCALEDIR": catalogues.path])
                let nodes = try app.waitForAccessible("the Arabic title and count") { nodes in
                    nodes.contains(name: "مجموعة العناوين") && nodes.contains(name: "4 من 4 عناوين") && nodes.contains(name: "المربعات فقط")
                }
                let frame = nodes.first { $0.role == "frame" }?.extents ?? [0, 0, 0, 0]
                let title = nodes.first { $0.name == "مجموعة العناوين" }?.extents ?? [0, 0, 0, 0]
                session.expect(title[0] + title[2] > frame[2] - 40 && title[0] > frame[2] / 3,
                               "the title is at the right, as a right-to-left layout puts the leading edge: \(title) in \(frame)")
                try app.click(try app.point(of: "the filter field") { $0.text != nil && $0.name == "رشّح العناوين" })
                try session.type("z")
                try app.waitForAccessible("the Arabic empty message") { $0.contains(name: "لا توجد عناوين مطابقة") && $0.contains(name: "0 من 4 عناوين") }
            }
        }

        /// The tint of the first row's background at its left padding: how much bluer than
        /// red the pixel is (the row is `Color.blue.opacity(0.10)` over the window).
        static func rowTint(_ session: UISession, _ app: DesktopApp, at point: ScreenPoint, shot: String) throws -> Int {
            let pixel = try session.pixel(session.screenshot(shot), at: point)
            return pixel.blue - pixel.red
        }

        /// Rows that leave fade out on screen, over the animation's time (slowed down
        /// eightfold with GTK_SLOWDOWN so frames can be read): the first row's tint is seen
        /// strictly between its full tint and none before it is gone.
        @Test(arguments: DisplayBackend.underTest)
        func seed004RowsFadeOutOnScreen(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed004-fade", backend: backend) { session in
                let app = try Self.start(session, "seed-004", window: "FilteredCollectionDemo", environment: ["GTK_SLOWDOWN": "8"])
                try app.waitForAccessible("four rows") { Self.shownTitles($0) == Self.titles }
                // Inside the row's 12-point padding, left of its title's text.
                let padding = try app.point(of: "Tile A", offset: (x: -6, y: 8)) { $0.name == "Tile A" }
                let full = try Self.rowTint(session, app, at: padding, shot: "row-full")
                session.expect(full >= 12, "the row is tinted blue at rest: \(full)")
                try app.click(try app.point(of: "the filter field") { $0.name == "Filter labels" && $0.text != nil })
                try session.type("z")
                var seen: [Int] = []
                let deadline = Date().addingTimeInterval(8)
                while Date() < deadline {
                    let tint = try Self.rowTint(session, app, at: padding, shot: "row-\(seen.count)")
                    seen.append(tint)
                    if tint <= 2 { break }
                }
                session.expect(seen.contains { $0 > 2 && $0 < full - 2 }, "the row faded through partial tints: \(seen) (full \(full))")
                session.expect((seen.last ?? full) <= 2, "the row is gone in the end: \(seen)")
                try app.waitForAccessible("the empty message") { $0.contains(name: "No matching labels") && Self.shownTitles($0).isEmpty }
            }
        }

        /// With reduced motion (`gtk-enable-animations` off) rows leave at once: the seed
        /// gives `nil` as its animation. Slowed down twentyfold, the animation would take
        /// 4.4 s; the rows are gone well before.
        @Test(arguments: DisplayBackend.underTest)
        func seed004ReducedMotionRemovesAtOnce(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed004-still", backend: backend, settings: "gtk-enable-animations=false") { session in
                let app = try Self.start(session, "seed-004", window: "FilteredCollectionDemo", environment: ["GTK_SLOWDOWN": "20"])
                try app.waitForAccessible("four rows") { Self.shownTitles($0) == Self.titles }
                try app.click(try app.point(of: "the filter field") { $0.name == "Filter labels" && $0.text != nil })
                let typed = Date()
                try session.type("z")
                try app.waitForAccessible("the rows gone") { Self.shownTitles($0).isEmpty }
                let took = Date().timeIntervalSince(typed)
                session.expect(took < 3, "rows left without the 4.4 s animation: \(took) s")
            }
        }

        // MARK: Seed 000, copying shapes between panes

        /// Whether the Collection pane shows its drop-target tint (`Color.blue.opacity(0.15)`)
        /// at a point of its padding.
        static func collectionTinted(_ session: UISession, at point: ScreenPoint) throws -> Bool {
            let pixel = try session.pixel(session.screenshot("collection"), at: point)
            return pixel.blue - pixel.red > 15
        }

        /// Seed 000's steps: a Circle dragged into Collection adds one circle (the palette
        /// keeps its entry); again, a second one; a Square let go outside Collection changes
        /// nothing. The pane shows the targeted tint while a drag hovers over it, and not after.
        @Test(arguments: DisplayBackend.underTest)
        func seed000DragShapesIntoCollection(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed000", backend: backend) { session in
                let app = try Self.start(session, "seed-000", window: "ShapeTransfer")
                let circle = try app.point(of: "the palette's Circle") { $0.role == "label" && $0.name == "Circle" }
                let square = try app.point(of: "the palette's Square") { $0.role == "label" && $0.name == "Square" }
                let message = try app.point(of: "the message") { $0.name == "Drag a shape into Collection." }
                let heading = try app.point(of: "Collection") { $0.name == "Collection" }
                let padding = ScreenPoint(x: heading.x, y: heading.y - 18)  // above the heading, inside the pane's padding
                session.expect(try !Self.collectionTinted(session, at: padding), "Collection is not tinted before a drag")
                func circles(_ nodes: [AccessibleNode]) -> Int { nodes.filter { $0.role == "label" && $0.name == "Circle" }.count - 1 }
                try session.drag(from: circle, to: message) {
                    try session.hover(at: message, until: "Collection tinted under the drag") {
                        try Self.collectionTinted(session, at: padding)
                    }
                }
                try app.waitForAccessible("one circle added") { $0.contains(name: "Added 1 shape(s).") && circles($0) == 1 }
                try session.waitFor("the tint gone after the drop", timeout: 10, interval: 0.2) {
                    try Self.collectionTinted(session, at: padding) ? nil : true
                }
                try session.drag(from: circle, to: message)
                try app.waitForAccessible("a second circle") { circles($0) == 2 && $0.contains(name: "Added 1 shape(s).") }
                // Let go over the palette, outside Collection: nothing changes.
                try session.drag(from: square, to: circle.offset(0, 40))
                let nodes = try app.waitForAccessible("the drop outside settled") { !$0.isEmpty }
                session.expect(circles(nodes) == 2 && !nodes.contains { $0.role == "label" && $0.name == "Square" && $0.extents.map { $0[0] > 200 } == true },
                               "a square let go outside adds nothing: \(nodes.filter { $0.role == "label" })")
            }
        }

        // MARK: Seed 001, caret-stable labels

        /// Seed 001's steps 1, 3 and 4: typing in the middle of "Blue tile" keeps the caret
        /// where it types; Reverse rows (Ctrl+Shift+R) moves the rows and the edited text
        /// stays with its item, the field keeping the focus and the caret; Add label
        /// (Ctrl+Shift+N) adds a row and leaves the focus and caret where they were.
        @Test(arguments: DisplayBackend.underTest)
        func seed001CaretSurvivesReverseAndAdd(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed001", backend: backend) { session in
                let app = try Self.start(session, "seed-001", window: "CaretList")
                let original = ["Blue tile", "Round pebble", "Paper square"]
                try app.waitForAccessible("three labels") { $0.editors.compactMap(\.text) == original }
                let blue = try app.point(of: "Blue tile") { $0.text == "Blue tile" }
                try app.click(blue)
                try session.key("Home")
                for _ in 0..<4 { try session.key("Right") }
                try session.type(" small")
                func expectEditing(_ what: String, order: [String]) throws {
                    try app.waitForAccessible(what) { nodes in
                        let editors = nodes.editors
                        let focused = editors.first { $0.isFocused }
                        return editors.compactMap(\.text) == order && focused?.text == "Blue small tile" && focused?.caret == 10
                    }
                }
                try expectEditing("typed after Blue, caret after small", order: ["Blue small tile", "Round pebble", "Paper square"])
                try session.key("ctrl+shift+r")
                try expectEditing("rows reversed, the edit with its item, focus and caret kept",
                                  order: ["Paper square", "Round pebble", "Blue small tile"])
                try session.type("!")
                try app.waitForAccessible("typing goes on in the same field") { nodes in
                    nodes.editors.first { $0.isFocused }?.text == "Blue small! tile"
                }
                try session.key("ctrl+shift+n")
                try app.waitForAccessible("a new label, focus and caret kept") { nodes in
                    let editors = nodes.editors
                    return editors.compactMap(\.text) == ["Paper square", "Round pebble", "Blue small! tile", "New label"]
                        && editors.first { $0.isFocused }?.text == "Blue small! tile" && editors.first { $0.isFocused }?.caret == 11
                }
            }
        }

        // MARK: Seeds 002 and 003, views in host apps

        /// A point of a seed window's header bar with nothing under it (left of its title).
        static let headerGrip = (x: 24, y: 20)

        /// Seed 002's PasteButtonView: Paste is enabled only while the clipboard holds text
        /// (the button's payload type is `String`); another app's text enables it, an image
        /// alone does not.
        @Test(arguments: DisplayBackend.underTest)
        func seed002PasteButtonFollowsTheClipboard(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed002-paste", backend: backend) { session in
                let app = try Self.start(session, "seed-002", window: "Seed 002")
                func paste(_ nodes: [AccessibleNode]) -> AccessibleNode? { nodes.first { $0.role == "push button" && $0.name == "Paste" } }
                try app.waitForAccessible("Paste disabled with nothing to paste") { paste($0).map { !$0.isSensitive } == true }
                let text = try session.offerOnClipboard("Juggles")
                try app.waitForAccessible("Paste enabled by another app's text") { paste($0)?.isSensitive == true }
                text.kill()
                let png = try Data(contentsOf: URL(fileURLWithPath: LoggedApp.executable(named: "seed-002"))
                    .deletingLastPathComponent().appendingPathComponent("Ferry_seed-002.resources/portrait.png"))
                try session.offerOnClipboard(png, as: "image/png")
                try app.waitForAccessible("Paste disabled by an image alone") { paste($0).map { !$0.isSensitive } == true }
            }
        }

        /// Seed 002's PortraitView: an image file dragged from Files onto the portrait
        /// becomes the portrait (read from the screen: the portrait turns red).
        @Test(arguments: DisplayBackend.underTest)
        func seed002PortraitTakesAnImageFromFiles(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed002-portrait", backend: backend) { session in
                let folder = session.directory.appendingPathComponent("Pictures")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let red = folder.appendingPathComponent("red.png")
                _ = session.runTool("/usr/bin/convert", ["-size", "120x120", "xc:#e01b24", red.path], timeout: 15)
                let files = try DesktopApp.files(session, folder: folder)
                let source = try files.point(of: "red.png in Files") { $0.role == "table cell" && $0.name == "red.png" }
                let app = try Self.start(session, "seed-002", window: "Seed 002")
                // Right of Files' window (which rises when the drag starts in it), whole on screen.
                try app.moveWindow(to: ScreenPoint(x: 1060, y: 300), grip: Self.headerGrip)
                let portrait = try app.point(of: "the portrait", offset: (48, 48)) { $0.role == "image" || $0.role == "icon" }
                // The portrait is where the moved window puts it (blue, here and either side).
                let shot = session.screenshot("portrait-before")
                for dx in [-30, 0, 30] {
                    let before = try session.pixel(shot, at: portrait.offset(dx, 0))
                    guard before.blue > before.red + 60 else { throw UISession.Failure("the portrait is not at \(portrait.offset(dx, 0)): \(before)") }
                }
                try session.drag(from: source, to: portrait)
                try session.waitFor("the portrait red", timeout: 15, interval: 0.3) { () -> Bool? in
                    let pixel = try session.pixel(session.screenshot("portrait"), at: portrait)
                    return pixel.red > 180 && pixel.green < 80 && pixel.blue < 80 ? true : nil
                }
            }
        }

        /// Seed 003's MyView: the name dragged into Text Editor is inserted there as text.
        @Test(arguments: DisplayBackend.underTest)
        func seed003NameDraggedIntoTextEditor(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed003-editor", backend: backend) { session in
                let notes = session.directory.appendingPathComponent("notes.txt")
                try Data().write(to: notes)
                let editor = try DesktopApp.textEditor(session, file: notes)
                let app = try Self.start(session, "seed-003", window: "Seed 003")
                try app.moveWindow(to: ScreenPoint(x: 580, y: 356), grip: Self.headerGrip)
                let name = try app.point(of: "Mei Chen") { $0.role == "label" && $0.name == "Mei Chen" }
                // Text Editor's text, left of the seed app's window.
                let text = try editor.point(of: "the editor's text", offset: (40, 120)) {
                    $0.role == "text" && $0.name == "EditorSourceView"
                }
                try session.drag(from: name, to: text)
                try editor.waitForAccessible("Mei Chen inserted", timeout: 15) { nodes in
                    nodes.contains { $0.name == "EditorSourceView" && $0.text == "Mei Chen" }
                }
            }
        }

        /// Seed 003's onMove: a row dragged below the next one moves there (in both lists
        /// over the same profiles); the host's row marked `moveDisabled(true)` does not move.
        @Test(arguments: DisplayBackend.underTest)
        func seed003RowsMoveByDragUnlessMoveDisabled(on backend: DisplayBackend) throws {
            try UISession.run("swiftui-seed003-move", backend: backend) { session in
                let app = try Self.start(session, "seed-003", window: "Seed 003")
                let names = ["Grace Hopper", "Alan Turing", "Edsger Dijkstra"]
                func order(_ nodes: [AccessibleNode]) -> [String] { nodes.filter { $0.role == "label" && names.contains($0.name) }.map(\.name) }
                func fixedOrder(_ nodes: [AccessibleNode]) -> [String] {
                    nodes.filter { $0.role == "label" && $0.name.hasPrefix("Fixed: ") }.map { String($0.name.dropFirst(7)) }
                }
                try app.waitForAccessible("three rows") { order($0) == names }
                let grace = try app.point(of: "Grace Hopper") { $0.role == "label" && $0.name == "Grace Hopper" }
                // At the top of Edsger's row: offset 2, before Edsger (and after Alan).
                let edsgerTop = try app.point(of: "Edsger Dijkstra's row top", offset: (10, -4)) { $0.role == "label" && $0.name == "Edsger Dijkstra" }
                try session.drag(from: grace, to: edsgerTop)
                try app.waitForAccessible("Grace after Alan, in both lists") { nodes in
                    order(nodes) == ["Alan Turing", "Grace Hopper", "Edsger Dijkstra"]
                        && fixedOrder(nodes) == ["Alan Turing", "Grace Hopper", "Edsger Dijkstra"]
                }
                // The row marked moveDisabled does not start a move.
                let edsger = try app.point(of: "Fixed: Edsger Dijkstra") { $0.role == "label" && $0.name == "Fixed: Edsger Dijkstra" }
                // The upper half of the first row (its label starts 14 points into the 48-point row).
                let top = try app.point(of: "the top of Fixed: Alan Turing's row", offset: (10, 2)) { $0.role == "label" && $0.name == "Fixed: Alan Turing" }
                try session.drag(from: edsger, to: top)
                let settled = try app.waitForAccessible("the rows after the refused move") { !fixedOrder($0).isEmpty }
                session.expect(fixedOrder(settled) == ["Alan Turing", "Grace Hopper", "Edsger Dijkstra"],
                               "a moveDisabled row stays: \(fixedOrder(settled))")
                // A row that may move does, in the same list.
                let fixedGrace = try app.point(of: "Fixed: Grace Hopper") { $0.role == "label" && $0.name == "Fixed: Grace Hopper" }
                try session.drag(from: fixedGrace, to: top)
                try app.waitForAccessible("Grace first again") { fixedOrder($0) == ["Grace Hopper", "Alan Turing", "Edsger Dijkstra"] }
            }
        }
    }
}
