// SPDX-License-Identifier: Apache-2.0
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
    }
}
