// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import Foundation
import Testing

extension FerryUITests {
    /// SPEC scene 3 with real input: the filter table, its caption and empty state, read
    /// from the accessibility tree; animations read from the app's frame log, and once,
    /// slowed down, from the screen.
    @Suite
    struct FilterUITests {
        static let titles = ["Tile A", "Dot A", "Tile B", "Dot B"]

        /// The visible row titles, in order.
        static func rows(_ nodes: [AccessibleNode]) -> [String] {
            nodes.filter { $0.role == "label" && titles.contains($0.name) }.map(\.name)
        }

        /// Waits until the rows are `expected` (the leaving rows have faded out) with the caption.
        @discardableResult
        static func expectRows(_ app: FerryApp, _ expected: [String], caption: String, empty: Bool = false,
                               timeout: Double = 10) throws -> [AccessibleNode] {
            try app.waitForAccessible("rows \(expected), \(caption)", timeout: timeout) { nodes in
                rows(nodes) == expected && nodes.contains(name: caption) && nodes.contains(name: "No matching labels") == empty
            }
        }

        /// The FILTER_STEP samples logged after `mark`: id → [(opacity, offset)].
        static func samples(_ app: FerryApp, after mark: Int) -> [Int: [(opacity: Double, offset: Double)]] {
            var result: [Int: [(Double, Double)]] = [:]
            for line in app.lines.dropFirst(mark) where line.contains("FILTER_STEP") {
                for token in line.split(separator: " ") where token.contains(":") && token.contains("/") {
                    let parts = token.split(separator: ":")
                    guard parts.count == 2, let id = Int(parts[0]) else { continue }
                    let values = parts[1].split(separator: "/").compactMap { Double($0) }
                    if values.count == 2 { result[id, default: []].append((values[0], values[1])) }
                }
            }
            return result
        }

        @Test(arguments: DisplayBackend.underTest)
        func filterTableWithAnimatedMembership(on backend: DisplayBackend) throws {
            try UISession.run("filter", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Filter", page: "filter")
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)

                // "a" → [1, 2]
                var mark = app.mark
                try session.type("a")
                try Self.expectRows(app, ["Tile A", "Dot A"], caption: "2 of 4 labels")
                try app.waitForLog("FILTER_SETTLED UI Filter rows=2", after: mark)

                // "a" replaced by "b" → [3, 4]: same count, different members, so it
                // animates: the leaving rows fade out in place, the entering ones fade in
                // rising 8 px, over 0.22 s.
                mark = app.mark
                try session.key("ctrl+a")
                try session.type("b")
                try Self.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels")
                let settled = try app.waitForLog("FILTER_SETTLED UI Filter rows=2", after: mark)
                session.expect(app.logged("animates=true", after: mark), "a change of members must animate")
                let duration = Int(settled.components(separatedBy: "after_ms=").last ?? "") ?? 0
                session.expect(duration >= 200 && duration < 1000, "the change should take about 0.22 s, took \(duration) ms")
                let steps = Self.samples(app, after: mark)
                let entering = steps[3] ?? [], leaving = steps[1] ?? []
                session.expect(entering.contains { $0.opacity > 0.05 && $0.opacity < 0.95 && $0.offset > 0.2 && $0.offset < 7.8 },
                               "Tile B should be drawn part-way in, faded and lowered: \(entering)")
                session.expect(entering.allSatisfy { abs($0.offset - 8 * (1 - $0.opacity)) < 0.11 },
                               "an entering row rises as it fades in: \(entering)")
                session.expect(leaving.contains { $0.opacity > 0.05 && $0.opacity < 0.95 } && leaving.allSatisfy { $0.offset == 0 },
                               "Tile A should fade out in place: \(leaving)")

                // A query change that keeps the same ids animates nothing ("b" → "" → "t": all four).
                try session.key("BackSpace")
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")
                mark = app.mark
                try session.type("t")
                try app.waitForLog("FILTER UI Filter query=\"t\"", after: mark)
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")
                session.expect(app.logged("animates=false", after: mark) && !app.logged("FILTER_ANIMATION", after: mark),
                               "the same visible ids must not animate")
                try session.key("BackSpace")

                // "" + Tiles only → [1, 3].
                try session.click(try app.point("tiles-only"))
                try Self.expectRows(app, ["Tile A", "Tile B"], caption: "2 of 4 labels")

                // "z" → [] with the empty message.
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                try session.type("z")
                try Self.expectRows(app, [], caption: "0 of 4 labels", empty: true)

                // Cleared → [1, 2, 3, 4] in their original order.
                try session.key("BackSpace")
                mark = app.mark
                try session.click(try app.point("tiles-only"))
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")

                // A note typed into a row is a draft kept outside the row, by record id: it
                // survives the row being filtered out and never lands on another record.
                try app.waitForGeometry(after: mark)
                // The "Add note…" button starts at the note slot's left edge and is narrower
                // than the slot: click near that edge, not at the slot's centre.
                try app.click(try app.point("filter-note-1", preferringX: 0).offset(16, 0), toFocus: "the note field") { $0.name == "Note for Tile A" }
                try session.type("glaze")
                try app.waitForAccessible("the note") { $0.editors.first { $0.name == "Note for Tile A" }?.text == "glaze" }
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                try session.type("b")
                var nodes = try Self.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels")
                session.expect(nodes.editors.filter { $0.name.hasPrefix("Note for") }.allSatisfy { ($0.text ?? "").isEmpty },
                               "no other record shows Tile A's note: \(nodes.editors)")
                try session.key("BackSpace")
                nodes = try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")
                try app.waitForAccessible("the note is back") { $0.editors.first { $0.name == "Note for Tile A" }?.text == "glaze" }
            }
        }

        /// What the screen shows of a row's title: where its label is (AT-SPI extents) and how
        /// dark its darkest pixel is (0 black … 1 white), which a fading row lightens.
        struct TitleOnScreen {
            var y: Int
            var darkest: Double
        }

        /// `title`'s label as the screen shows it now, or `nil` when it is not shown.
        static func titleOnScreen(_ app: FerryApp, _ session: UISession, _ title: String) throws -> TitleOnScreen? {
            guard let node = try session.accessibleTree(pid: app.process.pid, extents: true)
                .first(where: { $0.role == "label" && $0.name == title }), let box = node.extents, box.count == 4,
                  box[2] > 0, box[3] > 0 else { return nil }  // A label with no size is not drawn (not yet allocated).
            let origin = try app.contentOrigin()
            let shot = session.screenshot("title")
            let crop = "\(box[2])x\(box[3])+\(origin.x + box[0])+\(origin.y + box[1])"
            let result = session.runTool("/usr/bin/convert", [shot.path, "-crop", crop, "-colorspace", "Gray", "-format", "%[fx:minima]", "info:"],
                                         timeout: 15)
            guard let darkest = Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
            return TitleOnScreen(y: origin.y + box[1], darkest: darkest)
        }

        /// The row key the app's FILTER_STEP samples use for `title`: a record's id (the
        /// order of ``titles``), 0 for the "No matching labels" message.
        static func rowKey(of title: String) -> Int {
            titles.firstIndex(of: title).map { $0 + 1 } ?? 0
        }

        /// Reads `title` off the screen again and again until the transition after `mark`
        /// settles. Samples count once the transition has drawn two frames with the title's
        /// row bound (two FILTER_STEPs past 0 ms that sample its key): the list binds a row
        /// during layout, and until a frame has passed since, the row can still report the
        /// box its widget had for another record, or a label not yet laid out.
        static func titleWhileMoving(_ app: FerryApp, _ session: UISession, _ title: String, after mark: Int) throws -> [TitleOnScreen] {
            var samples: [TitleOnScreen] = []
            let until = Date().addingTimeInterval(30)
            let sampledKey = " \(rowKey(of: title)):"
            func framed() -> Bool {
                app.lines.dropFirst(mark).lazy
                    .filter { $0.contains("FILTER_STEP") && !$0.contains("elapsed_ms=0 ") && $0.contains(sampledKey) }
                    .prefix(2).count == 2
            }
            while Date() < until, !app.logged("FILTER_SETTLED", after: mark) {
                guard framed() else { continue }
                if let sample = try titleOnScreen(app, session, title) { samples.append(sample) }
            }
            return samples
        }

        /// The transition as the screen shows it, slowed 40 times (`GTK_SLOWDOWN`, which
        /// GtkKit's animations honour as GTK's do) so that frames can be read off the screen
        /// while it runs: a leaving row fades where it is; an entering row is drawn below its
        /// place and lighter than at rest, and rises.
        @Test(arguments: DisplayBackend.underTest)
        func theTransitionIsSeenOnScreen(on backend: DisplayBackend) throws {
            try UISession.run("filter-screen", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Slow", page: "filter", extraEnvironment: ["GTK_SLOWDOWN": "40"])
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")
                let rest = try #require(try Self.titleOnScreen(app, session, "Tile A"), "Tile A on screen at rest")
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)

                // "" → "b": Tile A, the first row, leaves (0.22 s × 40 = 8.8 s).
                var mark = app.mark
                try session.type("b")
                let leaving = try Self.titleWhileMoving(app, session, "Tile A", after: mark)
                try Self.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels", timeout: 30)
                session.expect(!leaving.isEmpty && leaving.allSatisfy { $0.y == rest.y } && leaving.contains { $0.darkest > rest.darkest + 0.05 },
                               "Tile A should fade where it is (at rest y=\(rest.y), darkest \(rest.darkest)): "
                               + "\(leaving.map { "y=\($0.y) darkest=\($0.darkest)" })")

                // "b" → "": Tile A comes back into the first place.
                mark = app.mark
                try session.key("BackSpace")
                let entering = try Self.titleWhileMoving(app, session, "Tile A", after: mark)
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels", timeout: 30)
                session.expect(entering.contains { $0.y > rest.y && $0.y <= rest.y + 8 && $0.darkest > rest.darkest + 0.05 },
                               "Tile A should be seen below its place and lighter while it enters (at rest y=\(rest.y), "
                               + "darkest \(rest.darkest)): \(entering.map { "y=\($0.y) darkest=\($0.darkest)" })")
                // From the first frame that shows it below its place (a sample before that can
                // still carry the box of the row's previous layout), it only rises.
                let rising = entering.drop { $0.y <= rest.y }
                session.expect(zip(rising, rising.dropFirst()).allSatisfy { $1.y <= $0.y }, "Tile A only rises: \(entering.map(\.y))")
                let settled = try #require(try Self.titleOnScreen(app, session, "Tile A"), "Tile A on screen after the transition")
                session.expect(settled.y == rest.y && abs(settled.darkest - rest.darkest) < 0.02, "Tile A back at rest: y=\(settled.y)")
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func nothingAnimatesUnderReducedMotion(on backend: DisplayBackend) throws {
            try UISession.run("filter-still", backend: backend, settings: "gtk-enable-animations=false") { session in
                let app = try FerryApp(session, title: "UI Still", page: "filter")
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                var mark = app.mark
                try session.type("a")
                try Self.expectRows(app, ["Tile A", "Dot A"], caption: "2 of 4 labels")
                try session.key("BackSpace")
                try Self.expectRows(app, Self.titles, caption: "4 of 4 labels")
                mark = app.mark
                try session.type("b")
                try Self.expectRows(app, ["Tile B", "Dot B"], caption: "2 of 4 labels")
                try app.waitForLog("FILTER UI Still query=\"b\"", after: mark)
                session.expect(app.logged("animates=false", after: mark), "under reduced motion nothing animates")
                session.expect(!app.logged("FILTER_ANIMATION", after: mark) && !app.logged("FILTER_STEP", after: mark),
                               "no animation frames under reduced motion")
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func largeCollectionFiltersLazily(on backend: DisplayBackend) throws {
            try UISession.run("filter-large", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Large", page: "filter", arguments: ["--large", "--timings"])
                // Building 100,000 records takes seconds more on a loaded machine: a bound, not a speed claim.
                try app.waitForAccessible("100,000 records", timeout: 30) { $0.contains(name: "100000 of 100000 labels") }
                try app.focus("filter-query", named: FilterScene.queryPlaceholder)
                let mark = app.mark
                try session.type("Amber 00")
                // "Amber" titles are every 20th record; "Amber 00" keeps ids 1…9999 of them: 500.
                try app.waitForAccessible("the narrowed collection") { $0.contains(name: "500 of 100000 labels") }
                // Rows off screen are bound again over the frames after a change.
                _ = try app.waitForLog("FILTER_LIST_SETTLED UI Large rows=500 bound", after: mark)
                let timings = app.lines.dropFirst(mark).filter { $0.contains("TIMING filter-keystroke rows=100000") }
                session.expect(timings.count >= 5, "each keystroke reports its timing: \(timings)")
                let nodes = try app.accessible()
                let rowLabels = nodes.filter { $0.role == "label" && $0.name.hasPrefix("Tile Amber") }
                session.expect(!rowLabels.isEmpty && rowLabels.count <= 250, "rows are built lazily (GtkListView keeps about 200): \(rowLabels.count) row labels exist")
                // Rows are reused, not rebuilt, across wholesale changes: every row must show
                // a record of the new result, narrowing and widening.
                func rowTitles() throws -> [String] {
                    try app.accessible().filter { $0.role == "label" && ($0.name.hasPrefix("Tile ") || $0.name.hasPrefix("Dot ")) }.map(\.name)
                }
                let narrowed = try rowTitles()
                session.expect(!narrowed.isEmpty && narrowed.allSatisfy { $0.contains("Amber 00") }, "rows show only matching records: \(narrowed.prefix(20))")
                let widening = app.mark
                for _ in 0..<3 { try session.key("BackSpace") }
                try app.waitForAccessible("the widened collection") { $0.contains(name: "5000 of 100000 labels") }
                _ = try app.waitForLog("FILTER_LIST_SETTLED UI Large rows=5000 bound", after: widening)
                let widened = try rowTitles()
                session.expect(!widened.isEmpty && widened.allSatisfy { $0.contains("Amber") },
                               "widened rows show matching records: \(widened.count) rows, \(widened.filter { !$0.contains("Amber") }.prefix(10))")
                session.expect(Set(widened).count == widened.count, "no record is shown twice: \(widened.count) rows")
            }
        }
    }
}
