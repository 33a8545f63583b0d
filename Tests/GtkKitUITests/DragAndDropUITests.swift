// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// Real drags (real input on X11 and Wayland) between widgets, windows and processes.
    @Suite
    struct DragAndDropUITests {
        @Test(arguments: DisplayBackend.underTest)
        func dragBetweenWidgetsInOneWindow(on backend: DisplayBackend) throws {
            try UISession.run("drag-one-window", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI One")
                let circle = try demo.point("palette-circle"), collection = try demo.point("collection")
                // A spot in the drop zone away from the pointer (and its drag icon).
                let zoneSpot = collection.offset(-300, 60)  // clear of the 300×300 drag preview at the pointer

                // Hovering highlights the zone (read from a screenshot) and changes no model.
                var mark = demo.mark
                try session.drag(from: circle, to: collection) {
                    // The screen shows the highlight once the compositor has the frame.
                    var color = (red: 0, green: 0, blue: 0)
                    _ = try? session.waitFor("the highlight on screen", timeout: 5, interval: 0.1) { () -> Bool? in
                        color = try session.pixel(session.screenshot("hovering"), at: zoneSpot)
                        return color == (255, 0, 255) ? true : nil
                    }
                    session.expect(color == (255, 0, 255), "the targeted drop zone should be magenta, is \(color)")
                    session.expect(!demo.logged("DROP_OK", after: mark), "hovering must not drop")
                }
                try demo.waitForLog("DROP_OK UI One collection=1 kinds=[\"circle\"]", after: mark)
                try demo.waitForLog("DRAG_END palette circle copied", after: mark)
                var idle = (red: 255, green: 0, blue: 255)
                _ = try? session.waitFor("the highlight gone from the screen", timeout: 5, interval: 0.1) { () -> Bool? in
                    idle = try session.pixel(session.screenshot("after-drop"), at: zoneSpot)
                    return idle != (255, 0, 255) ? true : nil
                }
                session.expect(idle != (255, 0, 255), "the highlight should end with the drop")
                try demo.waitForAccessible("one shape in the collection") { $0.contains(name: "Collection: 1 shapes") && $0.contains(name: "Added 1 shape(s).") }

                // The same palette entry again: a second, independent item.
                mark = demo.mark
                try session.drag(from: circle, to: collection)
                try demo.waitForLog("DROP_OK UI One collection=2", after: mark)

                // Dropped outside any target: the source learns it was cancelled; nothing changes.
                mark = demo.mark
                try session.drag(from: try demo.point("palette-square"), to: ScreenPoint(x: 1150, y: 760))
                try demo.waitForLog("DRAG_END palette square \(session.backend.dropNobodyTook)", after: mark)
                session.expect(!demo.logged("DROP_OK", after: mark), "a drop outside must add nothing")

                // Move form: the source removes its item only after the destination completed the move.
                mark = demo.mark
                try session.drag(from: try demo.point("left-handle"), to: try demo.point("right-list"))
                try demo.waitForLog("DRAG_END left list moved", after: mark)
                try demo.waitForAccessible("Apple moved to the right list") { $0.contains(name: "Left: Pear Plum | Right: Apple") }

                // A cancelled move (dropped nowhere) keeps the item where it was.
                mark = demo.mark
                try session.drag(from: try demo.point("left-handle"), to: ScreenPoint(x: 1150, y: 760))
                try demo.waitForLog("DRAG_END left list \(session.backend.dropNobodyTook)", after: mark)
                try demo.waitForAccessible("lists unchanged") { $0.contains(name: "Left: Pear Plum | Right: Apple") }

                // Provider form: the handler loads the item itself.
                mark = demo.mark
                try session.drag(from: circle, to: try demo.point("provider-zone"))
                try demo.waitForAccessible("the provider loaded a circle") { $0.contains(name: "Provider drop: circle") }
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func dragBetweenTwoWindowsOfOneProcess(on backend: DisplayBackend) throws {
            try UISession.run("drag-two-windows", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Win")
                let mark = demo.mark
                try session.key("ctrl+n")  // a second, independent window
                try demo.waitForLog("GEOMETRY_DONE UI Win 2 page=dnd", after: mark, timeout: 20)
                try demo.moveWindow("UI Win 2", to: ScreenPoint(x: 640, y: 0))
                let source = try demo.point("palette-circle", window: "UI Win")
                // Right of the first window, which a window manager raises when the drag
                // starts in it (the collection's centre is off the screen's right edge).
                let target = ScreenPoint(x: 1200, y: try demo.point("collection", window: "UI Win 2").y)
                let dropMark = demo.mark
                try session.drag(from: source, to: target)
                // The own-process payload crosses windows: same process, so it is offered.
                try demo.waitForLog("DROP_OK UI Win 2 collection=1 kinds=[\"circle\"]", after: dropMark)
                try demo.waitForLog("DRAG_END palette circle copied", after: dropMark)
                // Each window has its own state.
                let nodes = try demo.waitForAccessible("window 2 has the shape") { $0.contains(name: "Collection: 1 shapes") }
                session.expect(nodes.filter { $0.name == "Collection: 0 shapes" }.count == 1, "the first window's collection stays empty")
            }
        }

        @Test(arguments: DisplayBackend.underTest)
        func dragFromAnotherProcessOffersNoOwnProcessPayload(on backend: DisplayBackend) throws {
            try UISession.run("drag-two-processes", backend: backend) { session in
                let target = try DemoApp(session, title: "UI Target")
                let source = try DemoApp(session, title: "UI Source")
                try source.moveWindow(to: ScreenPoint(x: 640, y: 0))
                let collection = try target.point("collection").offset(-200, 0)

                // The shape's only real representation is own-process: the other process is
                // offered just its text fallback, which the collection cannot import.
                var sourceMark = source.mark, targetMark = target.mark
                try session.drag(from: try source.point("palette-circle"), to: collection)
                try source.waitForLog("DRAG_END palette circle \(session.backend.dropNobodyTook)", after: sourceMark)
                session.expect(!target.logged("DROP_OK", after: targetMark), "the collection must reject a foreign shape")
                session.expect(!target.logged("TARGETED collection true", after: targetMark), "the collection must not even accept hovering")
                try target.waitForAccessible("the collection is unchanged") { $0.contains(name: "Collection: 0 shapes") }

                // The text fallback does cross: a text zone takes it (the drag itself works).
                sourceMark = source.mark
                targetMark = target.mark
                try session.drag(from: try source.point("palette-square"), to: try target.point("text-zone"))
                try target.waitForLog("TEXT_DROP [\"Square\"]", after: targetMark)
                try source.waitForLog("DRAG_END palette square copied", after: sourceMark)
            }
        }
    }
}
