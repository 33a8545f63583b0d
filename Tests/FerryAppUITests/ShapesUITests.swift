// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// SPEC scene 1 with real drags (real input on X11 and Wayland); results read from the
    /// accessibility tree and the app's event log.
    @Suite
    struct ShapesUITests {
        /// The short ids of the items the accessibility tree shows in `collection`, in order.
        static func items(_ nodes: [AccessibleNode], in collection: String) -> [String] {
            nodes.filter { $0.role == "panel" && $0.name.hasSuffix(" in \(collection)") }.map { String($0.name.dropLast(collection.count + 4)) }
        }

        /// Waits until the collections hold `collection` and `shelf` items (names like
        /// "Circle 1A2B3C4D"; `nil` checks only the count) and the message is `message`.
        @discardableResult
        static func expectModel(_ app: FerryApp, _ what: String, collection: Int, shelf: Int, message: String) throws -> [AccessibleNode] {
            try app.waitForAccessible(what) { nodes in
                items(nodes, in: "Collection").count == collection && items(nodes, in: "Shelf").count == shelf
                    && nodes.contains(name: message)
                    && nodes.contains(name: "Collection: \(collection) shape\(collection == 1 ? "" : "s")")
                    && nodes.contains(name: "Shelf: \(shelf) shape\(shelf == 1 ? "" : "s")")
                    && nodes.contains(name: "Circle (palette)") && nodes.contains(name: "Square (palette)")
            }
        }

        /// A point off every window (the window is 1100×760, at the origin on X11 and
        /// centred by mutter on Wayland).
        static let outside = ScreenPoint(x: 1220, y: 780)

        @Test(arguments: DisplayBackend.underTest)
        func verificationSequence(on backend: DisplayBackend) throws {
            try UISession.run("shapes", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Shapes", page: "shapes", arguments: ["--developer"])
                let circle = try app.point("palette-circle"), square = try app.point("palette-square")
                let collection = try app.point("collection-collection"), shelf = try app.point("collection-shelf")
                try app.waitForAccessible("the initial message") { $0.contains(name: "Drag a shape into Collection.") }

                // Drag Circle into Collection: one circle added, the palette unchanged. Hovering
                // only highlights.
                var mark = app.mark
                try session.drag(from: circle, to: collection) {
                    try app.waitForDropHighlight("collection-collection", true)
                    session.expect(try app.accessible().contains(name: "Drag a shape into Collection."), "hovering must not change the model")
                }
                try app.waitForDropHighlight("collection-collection", false)
                try app.waitForLog("session=completed (copy)", after: mark)
                var nodes = try Self.expectModel(app, "one circle", collection: 1, shelf: 0, message: "Added 1 shape(s).")
                let first = Self.items(nodes, in: "Collection")

                // Again: a second item with its own id.
                mark = app.mark
                try session.drag(from: circle, to: collection)
                try app.waitForLog("session=completed (copy)", after: mark)
                nodes = try Self.expectModel(app, "two circles", collection: 2, shelf: 0, message: "Added 1 shape(s).")
                let two = Self.items(nodes, in: "Collection")
                session.expect(two.count == 2 && two[0] == first[0] && two[1] != two[0] && two.allSatisfy { $0.hasPrefix("Circle ") },
                               "two independent circles, the first unchanged: \(two)")

                // Square dropped outside the target: no change.
                mark = app.mark
                try session.drag(from: square, to: Self.outside)
                try app.waitForLog("session=dropped outside any destination", after: mark)
                nodes = try Self.expectModel(app, "nothing changed", collection: 2, shelf: 0, message: "Added 1 shape(s).")
                session.expect(Self.items(nodes, in: "Collection") == two, "a drop outside must change nothing")

                // A version-2 payload (developer menu): rejected, nothing added.
                try session.key("ctrl+alt+2")
                try app.waitForAccessible("the version-2 notice") { $0.contains(name: "Developer mode: the palette sends version-2 payloads.") }
                mark = app.mark
                try session.drag(from: circle, to: collection)
                nodes = try Self.expectModel(app, "the rejection", collection: 2, shelf: 0, message: "Drop rejected: unsupported payload.")
                session.expect(Self.items(nodes, in: "Collection") == two, "a rejected batch adds nothing")

                // A provider that fails: the failure is shown, no partial batch.
                try session.key("ctrl+alt+3")
                try app.waitForAccessible("the failing-provider notice") { $0.contains(name: "Developer mode: the palette sends a provider that fails.") }
                try session.drag(from: square, to: collection)
                nodes = try Self.expectModel(app, "the failure", collection: 2, shelf: 0, message: "Drop failed: item 1 of 1 could not be loaded.")
                session.expect(Self.items(nodes, in: "Collection") == two, "a failed load adds nothing")
                try session.key("ctrl+alt+1")
                try app.waitForLog("PALETTE_MODE UI Shapes normal")

                // Cancel a move: lifted, carried over Shelf (highlighted), released outside
                // every target. GTK cancels the drag; the item stays in Collection.
                let firstRow = try app.point("item-collection-0")
                if session.backend == .wayland {
                    // Escape cancels a drag held over a target. (Escape sent through XTEST
                    // does not reach GTK's drag grab under Xvfb, so only on Wayland.)
                    mark = app.mark
                    try session.drag(from: firstRow, to: shelf) {
                        try app.waitForDropHighlight("collection-shelf", true)
                        try session.key("Escape")
                        try app.waitForLog("gtk=\(session.backend.dropNobodyTook)", after: mark)
                    }
                    try app.waitForDropHighlight("collection-shelf", false)
                    nodes = try Self.expectModel(app, "the move cancelled with Escape", collection: 2, shelf: 0,
                                                 message: "Drop failed: item 1 of 1 could not be loaded.")
                    session.expect(Self.items(nodes, in: "Collection") == two, "Escape keeps the item where it was")
                    session.expect(!app.logged("DROP ", after: mark), "nothing is dropped after Escape")
                }
                mark = app.mark
                try session.drag(from: firstRow, to: shelf) {
                    try app.waitForDropHighlight("collection-shelf", true)
                    try session.perform([.move(Self.outside.offset(-40, -10)), .pause(0.1), .move(Self.outside), .pause(0.2)])
                }
                try app.waitForDropHighlight("collection-shelf", false)
                try app.waitForLog("gtk=\(session.backend.dropNobodyTook) session=dropped outside any destination", after: mark)
                nodes = try Self.expectModel(app, "the cancelled move", collection: 2, shelf: 0, message: "Drop failed: item 1 of 1 could not be loaded.")
                session.expect(Self.items(nodes, in: "Collection") == two, "a cancelled move keeps the item where it was")

                // Complete a move: the item leaves Collection and arrives in Shelf with its id.
                mark = app.mark
                try session.drag(from: firstRow, to: shelf)
                try app.waitForLog("session=completed (move)", after: mark)
                nodes = try Self.expectModel(app, "the move", collection: 1, shelf: 1, message: "Moved 1 shape(s).")
                session.expect(Self.items(nodes, in: "Shelf") == [two[0]] && Self.items(nodes, in: "Collection") == [two[1]],
                               "one owner after the move, same id: \(Self.items(nodes, in: "Collection")) | \(Self.items(nodes, in: "Shelf"))")

                // Ctrl held while dropping copies instead: the Shelf keeps its item.
                try app.waitForGeometry(after: mark)
                let shelfRow = try app.point("item-shelf-0", after: mark)
                mark = app.mark
                try session.drag(from: shelfRow, to: collection) {
                    try session.perform([.keyDown("Control_L"), .pause(0.2), .move(collection.offset(5, 5)), .pause(0.2)])
                }
                try session.keyUp("ctrl")
                try app.waitForLog("session=completed (copy)", after: mark)
                nodes = try Self.expectModel(app, "the copy", collection: 2, shelf: 1, message: "Added 1 shape(s).")
                session.expect(Self.items(nodes, in: "Shelf") == [two[0]], "a Ctrl-copy leaves the source alone")
                let copied = Self.items(nodes, in: "Collection")
                session.expect(copied.count == 2 && copied[0] == two[1] && copied[1] != two[0] && copied[1].hasPrefix("Circle "),
                               "the copy is a new item: \(copied)")
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func eachWindowHasItsOwnCollectionsAndMovesCrossWindows(on backend: DisplayBackend) throws {
            try UISession.run("shapes-windows", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Win", page: "shapes")
                var mark = app.mark
                try session.key("ctrl+n")
                try app.waitForLog("GEOMETRY_DONE UI Win 2 ", after: mark, timeout: 20)
                // Window 2 covers the lower right; window 1's cards stay visible above it.
                try app.moveWindow("UI Win 2", to: ScreenPoint(x: 640, y: 400))
                // Window 1's palette into window 2's Collection (its visible left part).
                mark = app.mark
                let target = try app.point("collection-collection", window: "UI Win 2", preferringX: 1230, dy: -60)
                try session.drag(from: try app.point("palette-circle", window: "UI Win"), to: target) {
                    try app.holdUntilTargeted("collection-collection", at: target, after: mark, window: "UI Win 2")
                }
                try app.waitForLog("session=completed (copy)", after: mark)
                var nodes = try app.waitForAccessible("window 2 has the circle") { $0.contains(name: "Collection: 1 shape") }
                session.expect(nodes.filter { $0.name == "Collection: 0 shapes" }.count == 1, "window 1's collection stays empty")

                // A move from window 2's Collection into window 1's Shelf: one owner afterwards.
                try app.waitForGeometry(after: mark, window: "UI Win 2")
                let row = try app.point("item-collection-0", window: "UI Win 2", preferringX: 1230, after: mark)
                mark = app.mark
                let shelf = try app.point("collection-shelf", window: "UI Win").offset(0, -40)
                try session.drag(from: row, to: shelf) {
                    try app.holdUntilTargeted("collection-shelf", at: shelf, after: mark, window: "UI Win")
                }
                try app.waitForLog("session=completed (move)", after: mark)
                nodes = try app.waitForAccessible("moved across windows") { nodes in
                    nodes.contains(name: "Shelf: 1 shape") && !nodes.contains(name: "Collection: 1 shape")
                }
                session.expect(ShapesUITests.items(nodes, in: "Collection").isEmpty && ShapesUITests.items(nodes, in: "Shelf").count == 1,
                               "exactly one owner after a cross-window move")
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func anotherProcessCannotDropShapes(on backend: DisplayBackend) throws {
            try UISession.run("shapes-processes", backend: backend) { session in
                let target = try FerryApp(session, title: "UI Target", page: "shapes")
                let source = try FerryApp(session, title: "UI Source", page: "shapes")
                try source.moveWindow(to: ScreenPoint(x: 640, y: 0))
                let sourceMark = source.mark, targetMark = target.mark
                try session.drag(from: try source.point("palette-circle"), to: try target.point("collection-collection").offset(-150, 0))
                try source.waitForLog("session=dropped outside any destination", after: sourceMark)
                session.expect(!target.logged("HIGHLIGHT", after: targetMark) && !target.logged("DROP", after: targetMark),
                               "the own-process payload must not even be offered to another process")
                try target.waitForAccessible("the other process is unchanged") { $0.contains(name: "Collection: 0 shapes") }
            }
        }

        /// A shape's type is Ferry's own (seed 000: own-process visibility): another client
        /// is never offered it. A probe client that accepts every format reads what each
        /// drag offers: a profile card's drag (the control: the probe sees drags) names its
        /// types; a shape's names none of the shape's. After Ctrl+C on a shape the desktop's
        /// clipboard lists no shape type either (xclip on X11, wl-paste on Wayland).
        @Test(arguments: DisplayBackend.underTest)
        func anotherClientIsNeverOfferedAShape(on backend: DisplayBackend) throws {
            try UISession.run("shapes-probe", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Shapes Probe", page: "sources")
                try app.moveWindow(to: ScreenPoint(x: 640, y: 0))
                let probe = try DropProbe(session, title: "Drop Probe")
                try probe.moveWindow(to: ScreenPoint(x: 0, y: 300))
                let zone = try probe.point("probe-zone")

                var mark = probe.mark
                try session.drag(from: try app.point("source-profile-0", preferringX: 900), to: zone) {
                    try probe.waitForLog("OFFERED Drop Probe ", after: mark)
                }
                let control = probe.offers(after: mark).first ?? []
                session.expect(control.contains("application/x-ferry-profile") && control.contains("text/plain;charset=utf-8"),
                               "the probe reads a profile's types: \(control)")

                try app.focus()
                try app.showPage(1, named: "shapes")
                mark = probe.mark
                let appMark = app.mark
                try session.drag(from: try app.point("palette-circle", preferringX: 900), to: zone)
                try app.waitForLog("session=", after: appMark)
                let shapeOffers = probe.offers(after: mark)
                session.expect(!shapeOffers.joined().contains { $0.contains("shape") || $0.contains("ferry") || $0.contains("example") },
                               "a shape's drag offers another client none of its types: \(shapeOffers)")
                try app.waitForAccessible("nothing was added") { $0.contains(name: "Collection: 0 shapes") }

                try app.focus()
                try KeyboardUITests.tab(app, to: "the palette's Circle") { $0.name == "Circle (palette)" }
                try session.key("ctrl+c")
                try app.waitForAccessible("the copy said") { $0.contains { $0.name.hasPrefix("Copied") } }
                let listing = backend == .x11
                    ? session.runTool("/usr/bin/xclip", ["-selection", "clipboard", "-t", "TARGETS", "-o"])
                    : session.runTool("/usr/bin/wl-paste", ["--list-types"])
                session.expect(!listing.output.contains("shape") && !listing.output.contains("ferry"),
                               "the desktop's clipboard lists no shape type: \(listing.output)")
            }
        }
    }
}
