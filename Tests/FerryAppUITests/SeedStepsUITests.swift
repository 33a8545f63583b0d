// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import Foundation
import Testing

extension FerryUITests {
    /// Verification steps of the seeds (`../shared/seeds/`), each test named after its seed
    /// and step, driving the app with real input and reading back what a user sees (AT-SPI,
    /// screen pixels); the log only for what the screen cannot say (a drag's end in another
    /// process, when a transition has settled).
    @Suite
    struct SeedStepsUITests {
        typealias Filter = FilterUITests

        // MARK: Seed 000, Shapes

        /// Seed 000, steps 1 and 2: a dropped Circle is a row showing its kind ("Circle", the
        /// seed's raw value), its id as secondary text; a second drop is a second id.
        @Test(arguments: DisplayBackend.underTest)
        func seed000Steps1and2_rowsShowTheKind(on backend: DisplayBackend) throws {
            try UISession.run("seed000-kind", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Kind", page: "shapes")
                let circle = try app.point("palette-circle"), collection = try app.point("collection-collection")
                for count in 1...2 {
                    try session.drag(from: circle, to: collection)
                    try app.waitForAccessible("\(count) circle(s)") { $0.contains(name: "Collection: \(count) shape\(count == 1 ? "" : "s")") }
                }
                let nodes = try app.accessible()
                let items = ShapesUITests.items(nodes, in: "Collection")
                let ids = items.map { String($0.dropFirst("Circle ".count)) }
                session.expect(items.count == 2 && items.allSatisfy { $0.hasPrefix("Circle ") } && Set(ids).count == 2, "two circles: \(items)")
                // The palette's "Circle" and one "Circle" a row; each id on its own, as text.
                let kindLabels = nodes.filter { $0.role == "label" && $0.name == "Circle" }
                session.expect(kindLabels.count == 3, "each row reads Circle: \(kindLabels.count) labels named Circle")
                session.expect(ids.allSatisfy { id in nodes.contains { $0.role == "label" && $0.name == id } }, "each id is shown as secondary text")
            }
        }

        /// Seed 000, step 5, on the provider path: the Shelf takes drops through an item
        /// provider; a provider that fails is shown as a failure and inserts nothing.
        @Test(arguments: DisplayBackend.underTest)
        func seed000Step5_failingProviderOnTheShelf(on backend: DisplayBackend) throws {
            try UISession.run("seed000-shelf", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Shelf", page: "shapes", arguments: ["--developer"])
                let square = try app.point("palette-square"), shelf = try app.point("collection-shelf")
                try session.drag(from: square, to: shelf)
                try ShapesUITests.expectModel(app, "a square on the Shelf", collection: 0, shelf: 1, message: "Added 1 shape(s).")
                try session.key("ctrl+alt+3")
                try app.waitForAccessible("the failing-provider notice") { $0.contains(name: "Developer mode: the palette sends a provider that fails.") }
                try session.drag(from: square, to: shelf)
                let nodes = try ShapesUITests.expectModel(app, "the failure", collection: 0, shelf: 1,
                                                          message: "Drop failed: item 1 of 1 could not be loaded.")
                session.expect(ShapesUITests.items(nodes, in: "Shelf").count == 1, "a failed provider adds nothing to the Shelf")
            }
        }

        // MARK: Seed 001, Labels

        /// Seed 001, step 5: the programmatic edit. "Blue tile" with the caret after "Blue"
        /// (offset 4); "Insert “Soft ”" (Ctrl+Shift+S) under "Keep Caret" gives "Soft Blue tile"
        /// with the caret at 9, after "Blue" still; under "Caret to End" at the end.
        @Test(arguments: DisplayBackend.underTest)
        func seed001Step5_insertSoftUnderTheChosenPolicy(on backend: DisplayBackend) throws {
            try UISession.run("seed001-soft", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Soft", page: "labels")
                try app.waitForAccessible("the seed's buttons") { $0.contains(name: "Add label") && $0.contains(name: "Reverse rows") }
                func expectFocused(_ what: String, text: String, caret: Int) throws {
                    try app.waitForAccessible(what) { nodes in
                        let rows = nodes.editors.filter { $0.name == "Label text" }
                        return rows.first?.text == text && rows.first?.isFocused == true && rows.first?.caret == caret
                    }
                }
                try app.focusLabel("label-row-0", holding: "Blue tile")
                try session.key("Home")
                for _ in 0..<4 { try session.key("Right") }
                try expectFocused("the caret after Blue", text: "Blue tile", caret: 4)
                try session.key("ctrl+shift+s")
                try expectFocused("Soft inserted, the caret kept after Blue", text: "Soft Blue tile", caret: 9)
                try session.click(try app.point("policy-end"))
                try app.waitForAccessible("Caret to End chosen") { $0.isPressed("Caret to End") }
                try session.click(try app.point("insert-soft"))
                try expectFocused("Soft inserted again, the caret at the end", text: "Soft Soft Blue tile", caret: 19)
            }
        }

        // MARK: Seed 002, Profiles

        /// Seed 002, the portrait drop: the drop reports its real outcome once the image is
        /// copied in. With the portraits folder unusable the copy fails: the page says so,
        /// the portrait is unchanged, and the drop answers that it failed (a drop that
        /// succeeds is `ProfilesUITests/pastePortraitAndVideos`). The source's side cannot be
        /// read here: under X11, GDK tells a drag source its drop completed whatever the
        /// target answered.
        @Test(arguments: DisplayBackend.underTest)
        func seed002Portrait_dropReportsTheRealOutcome(on backend: DisplayBackend) throws {
            try UISession.run("seed002-portrait", backend: backend) { session in
                let image = session.directory.appendingPathComponent("red.png")
                try ProfilesUITests.redPNG.write(to: image)
                // A file where the portraits folder should be: copying a portrait in fails.
                let data = ProfilesUITests.dataFolder(session)
                try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
                try Data("not a folder".utf8).write(to: data.appendingPathComponent("portraits"))
                let app = try FerryApp(session, title: "UI Portrait", page: "profiles")
                let files = try DemoApp(session, title: "UI Portrait Files", arguments: ["--file-source", image.path])
                try files.moveWindow(to: ScreenPoint(x: 900, y: 420))
                try app.waitForAccessible("the demo profiles") { ProfilesUITests.rows($0) == ["Juan Chavez", "Mei Chen"] }

                let mark = app.mark
                try app.drop(from: try files.point("file-0"), onto: "profiles-portrait") {
                    try app.waitForDropHighlight("profiles-portrait", true)
                }
                try app.waitForAccessible("the failure shown") { nodes in
                    nodes.contains { $0.name.hasPrefix("Drop failed") && $0.name.contains("portraits") } && nodes.contains(name: "No portrait")
                }
                session.expect(app.logged("PORTRAIT_DROP UI Portrait succeeded=false", after: mark), "the drop answered with the failure")
                session.expect(!app.logged("Portrait replaced.", after: mark), "nothing claimed success")
            }
        }

        /// Seed 002 (12:35), `exportingCondition`: with "Allow CSV export" off the archive
        /// offers no CSV, so "Export All as CSV…" (Ctrl+Shift+E) says so and opens nothing;
        /// on again, the file chooser offers CSV.
        @Test(arguments: DisplayBackend.underTest)
        func seed002ExportingCondition_csvOnlyWhileAllowed(on backend: DisplayBackend) throws {
            try UISession.run("seed002-condition", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Condition", page: "profiles")
                try app.waitForAccessible("the demo profiles") { ProfilesUITests.rows($0) == ["Juan Chavez", "Mei Chen"] }
                try session.click(try app.point("profiles-allow-csv"))
                func csvSwitch(_ nodes: [AccessibleNode]) -> AccessibleNode? {
                    nodes.first { $0.name == "Allow CSV export" && $0.role != "label" }
                }
                try app.waitForAccessible("CSV export off") { csvSwitch($0).map { !$0.states.contains("checked") } ?? false }
                var mark = app.mark
                try session.key("ctrl+shift+e")
                try app.waitForAccessible("the refusal") { $0.contains(name: "CSV export is turned off.") }
                session.expect(!app.logged("EXPORT_DIALOG", after: mark), "no file chooser while CSV export is off")

                try session.click(try app.point("profiles-allow-csv"))
                try app.waitForAccessible("CSV export on") { csvSwitch($0)?.states.contains("checked") == true }
                mark = app.mark
                try session.key("ctrl+shift+e")
                try app.waitForLog("EXPORT_DIALOG UI Condition formats=[\"public.comma-separated-values-text\"]", after: mark)
                try app.waitForAccessible("the Export dialog") { $0.contains { $0.name == "Export" && $0.states.contains("modal") } }
                try session.key("Escape")
            }
        }

        // MARK: Seed 003, Drag sources

        /// Seed 003, `MyView`: the text source drags the name "Mei Chen"; the profiles drag
        /// their whole record (with the phone number) to Ferry and their name to text.
        @Test(arguments: DisplayBackend.underTest)
        func seed003Step1_theNameAndTheProfiles(on backend: DisplayBackend) throws {
            try UISession.run("seed003-name", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Name", page: "sources")
                let ferry = try app.point("receiver-ferry"), text = try app.point("receiver-text")
                try session.drag(from: try app.point("source-plain-text"), to: text)
                try app.waitForAccessible("the name arrived") { $0.contains(name: "Got the text “Mei Chen”.") }
                try session.drag(from: try app.point("source-profile-1"), to: ferry)
                try app.waitForAccessible("Mei's profile with her phone number") {
                    $0.contains(name: "Got Mei Chen’s whole profile as com.example.profile JSON (phone (919) 555-2481).")
                }
            }
        }

        /// Seed 003, `draggable(_:preview:)` with `contentShape(.dragPreview, …)`: the drag
        /// starts as the source lifted in a rounded rectangle and turns into the preview, a
        /// 300×300 yellow square with 20-point corners saying "Drop Mei Chen" in red. Slowed
        /// 50 times (the 0.2 s change takes 10 s) so that both can be seen.
        @Test(arguments: DisplayBackend.underTest)
        func seed003Step2_liftShapeTurnsIntoTheCustomPreview(on backend: DisplayBackend) throws {
            try UISession.run("seed003-preview", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Preview", page: "sources", extraEnvironment: ["GTK_SLOWDOWN": "50"])
                let corner = try app.point("receiver-text").offset(-200, 0)
                let source = try app.frame("source-custom-preview")
                try session.drag(from: source.center, to: corner) {
                    // First the lifted card (as wide as the source, 64 px tall): nothing yellow
                    // 250 px down yet.
                    let lifted = session.screenshot("lifted")
                    session.expect(!DragSourcesUITests.isPreviewYellow(try session.pixel(lifted, at: corner.offset(150, 250))),
                                   "the drag should start with the lifted source, not the preview")
                    let shot = try DragSourcesUITests.settledPreview(session, at: corner)
                    let corners = try session.pixel(shot, at: corner.offset(1, 1))
                    let inside = try session.pixel(shot, at: corner.offset(20, 20))
                    session.expect(!DragSourcesUITests.isPreviewYellow(corners) && DragSourcesUITests.isPreviewYellow(inside),
                                   "rounded corners: \(corners) at the corner, \(inside) inside")
                    let beyond = try session.pixel(shot, at: corner.offset(150, 310))
                    session.expect(!DragSourcesUITests.isPreviewYellow(beyond), "300 px tall: \(beyond) below it")
                    let band = try Self.pixels(session, shot, row: corner.y + 150, from: corner.x, width: 300)
                    session.expect(band.contains { $0.red > 170 && $0.green < 90 && $0.blue < 90 }, "the title is red")
                }
                try app.waitForAccessible("the name arrived") { $0.contains(name: "Got the text “Mei Chen”.") }
            }
        }

        /// The pixels of one row of `shot`, `width` of them from `x`.
        static func pixels(_ session: UISession, _ shot: URL, row y: Int, from x: Int, width: Int) throws -> [(red: Int, green: Int, blue: Int)] {
            let result = session.runTool("/usr/bin/convert", [shot.path, "-crop", "\(width)x1+\(x)+\(y)", "-depth", "8", "txt:-"], timeout: 15)
            return result.output.split(separator: "\n").compactMap { line in
                guard let hash = line.range(of: "#"), let value = Int(line[hash.upperBound...].prefix(6), radix: 16) else { return nil }
                return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
            }
        }

        // MARK: Seed 004, Filter

        /// Seed 004's table, steps 1–6: the ids each step shows, read off the screen (the
        /// row titles in order, the caption, "No matching labels") under "Label Collection".
        @Test(arguments: DisplayBackend.underTest)
        func seed004Steps1to6_idsTable(on backend: DisplayBackend) throws {
            try UISession.run("seed004-table", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Table", page: "filter")
                try app.waitForAccessible("the title") { $0.contains(name: "Label Collection") }
                // 1. An empty field, the switch off: [1, 2, 3, 4].
                try Filter.expectRows(app, Filter.titles, caption: "4 of 4 labels")
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                // 2. "a": [1, 2].
                try session.type("a")
                try Filter.expectRows(app, ["Tile A", "Dot A"], caption: "2 of 4 labels")
                // 3. "a" replaced by "b": [3, 4].
                try session.key("ctrl+a")
                try session.type("b")
                try Filter.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels")
                // 4. Cleared, then Tiles only: [1, 3].
                try session.key("BackSpace")
                try Filter.expectRows(app, Filter.titles, caption: "4 of 4 labels")
                try session.click(try app.point("tiles-only"))
                try Filter.expectRows(app, ["Tile A", "Tile B"], caption: "2 of 4 labels")
                // 5. "z": [] and "No matching labels".
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                try session.type("z")
                try Filter.expectRows(app, [], caption: "0 of 4 labels", empty: true)
                // 6. Cleared, the switch off: [1, 2, 3, 4] in their order.
                try session.key("BackSpace")
                try session.click(try app.point("tiles-only"))
                try Filter.expectRows(app, Filter.titles, caption: "4 of 4 labels")
            }
        }

        /// Seed 004, step 4: the rows that stay glide to their new places in the same
        /// animation. Tiles only removes Dot A from above Tile B, which rises from the third
        /// place to the second through the places between, never jumping. Slowed 40 times
        /// (8.8 s) and read off the screen.
        @Test(arguments: DisplayBackend.underTest)
        func seed004Step4_stayingRowsGlide(on backend: DisplayBackend) throws {
            try UISession.run("seed004-glide", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Glide", page: "filter", extraEnvironment: ["GTK_SLOWDOWN": "40"])
                try Filter.expectRows(app, Filter.titles, caption: "4 of 4 labels", timeout: 30)
                let tileA = try #require(try Filter.titleOnScreen(app, session, "Tile A"))
                let dotA = try #require(try Filter.titleOnScreen(app, session, "Dot A"))
                let before = try #require(try Filter.titleOnScreen(app, session, "Tile B"))
                let mark = app.mark
                try session.click(try app.point("tiles-only"))
                let moving = try Filter.titleWhileMoving(app, session, "Tile B", after: mark)
                try Filter.expectRows(app, ["Tile A", "Tile B"], caption: "2 of 4 labels", timeout: 30)
                let after = try #require(try Filter.titleOnScreen(app, session, "Tile B"))
                session.expect(after.y == dotA.y && before.y > after.y && tileA.y < after.y,
                               "Tile B ends in the second place (\(dotA.y)), from \(before.y): \(after.y)")
                let ys = moving.map(\.y)
                session.expect(ys.contains { $0 > after.y + 3 && $0 < before.y - 3 }, "Tile B is seen between its places: \(ys)")
                session.expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 }, "Tile B only rises: \(ys)")
                session.expect(ys.allSatisfy { $0 >= after.y && $0 <= before.y }, "Tile B never leaves the way between its places: \(ys)")
            }
        }

        /// Seed 004, steps 5 and 6: "No matching labels" is part of the animated stack. It
        /// fades in at the top of the list as the last rows fade out, and fades out as the
        /// rows come back. Slowed 40 times; where it is drawn is read off the screen, its
        /// opacity frame by frame from the app's animation samples (the rows fading under it
        /// blur what the screen says of its own shade).
        @Test(arguments: DisplayBackend.underTest)
        func seed004Steps5and6_emptyMessageFades(on backend: DisplayBackend) throws {
            try UISession.run("seed004-empty", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Empty", page: "filter", extraEnvironment: ["GTK_SLOWDOWN": "40"])
                try Filter.expectRows(app, Filter.titles, caption: "4 of 4 labels", timeout: 30)
                let firstRow = try #require(try Filter.titleOnScreen(app, session, "Tile A"))
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                let message = "No matching labels"

                var mark = app.mark
                try session.type("z")
                let entering = try Filter.titleWhileMoving(app, session, message, after: mark)
                try Filter.expectRows(app, [], caption: "0 of 4 labels", empty: true, timeout: 30)
                let rest = try #require(try Filter.titleOnScreen(app, session, message))
                session.expect(abs(rest.y - firstRow.y) <= 4, "the message rests at the top of the rows (\(firstRow.y)): \(rest.y)")
                session.expect(!entering.isEmpty && entering.allSatisfy { $0.y == rest.y },
                               "the message is drawn where it rests while it enters (y=\(rest.y)): \(entering.map(\.y))")
                let fadingIn = (Filter.samples(app, after: mark)[0] ?? []).map(\.opacity)
                session.expect(fadingIn.contains { $0 > 0.05 && $0 < 0.95 } && zip(fadingIn, fadingIn.dropFirst()).allSatisfy { $1 >= $0 },
                               "the message fades in with the rows: \(fadingIn)")

                mark = app.mark
                try session.key("BackSpace")
                let leaving = try Filter.titleWhileMoving(app, session, message, after: mark)
                try Filter.expectRows(app, Filter.titles, caption: "4 of 4 labels", timeout: 30)
                session.expect(leaving.allSatisfy { $0.y == rest.y }, "the message stays where it was while it leaves: \(leaving.map(\.y))")
                let fadingOut = (Filter.samples(app, after: mark)[0] ?? []).map(\.opacity)
                session.expect(fadingOut.contains { $0 > 0.05 && $0 < 0.95 } && zip(fadingOut, fadingOut.dropFirst()).allSatisfy { $1 <= $0 },
                               "the message fades out with the rows: \(fadingOut)")
            }
        }
    }
}
