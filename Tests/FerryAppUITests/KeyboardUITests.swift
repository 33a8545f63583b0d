// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension FerryUITests {
    /// The keyboard path, Orca-style: Tab and the keys only, every state read back through
    /// AT-SPI (names, roles, focus).
    @Suite
    struct KeyboardUITests {
        /// Moves focus with `key` (Tab, or Shift+Tab backwards) until the focused object
        /// satisfies `condition` (at most `limit` presses); returns it.
        @discardableResult
        static func tab(_ app: FerryApp, _ key: String = "Tab", to what: String, limit: Int = 30,
                        _ condition: @escaping (AccessibleNode) -> Bool) throws -> AccessibleNode {
            for _ in 0..<limit {
                if let focused = try app.accessible().first(where: { $0.isFocused }), condition(focused) { return focused }
                try app.session.key(key)
            }
            return try app.waitForAccessible("focus on \(what)", timeout: 3) { $0.contains { $0.isFocused && condition($0) } }
                .first { $0.isFocused && condition($0) }!
        }

        /// Shapes' seed sequence by keyboard: the palette's Circle copied into Collection
        /// (Enter), cut (Ctrl+X) and pasted into Shelf (Ctrl+V), then moved back with the
        /// row's menu ("Move “…” to Collection").
        @Test(arguments: DisplayBackend.underTest)
        func shapesByKeyboard(on backend: DisplayBackend) throws {
            try UISession.run("keyboard", backend: backend) { session in
                let app = try FerryApp(session, title: "UI Keys", page: "shapes")
                try app.focus()
                let circle = try Self.tab(app, to: "the palette's Circle") { $0.name == "Circle (palette)" }
                session.expect(circle.role == "push button", "the palette entry is a button (\(circle.role))")
                try session.key("Return")
                func isRow(_ node: AccessibleNode, in collection: String) -> Bool { node.role == "list item" && node.name.hasSuffix(" in \(collection)") }
                let row = try app.waitForAccessible("a circle in Collection") { $0.contains { isRow($0, in: "Collection") } }
                    .first { isRow($0, in: "Collection") }!
                let itemName = String(row.name.dropLast(" in Collection".count))  // "Circle 1A2B3C4D"

                try Self.tab(app, to: "the new row") { $0.name == row.name && $0.role == "list item" }
                try session.key("ctrl+x")
                try app.waitForAccessible("the cut said") { $0.contains { $0.name.hasPrefix("Cut “\(itemName)” from Collection.") } }
                try Self.tab(app, to: "the empty Shelf") { $0.name == "Shelf" }
                session.expect(try app.accessible().contains { $0.name == "Shelf" && ["panel", "grouping"].contains($0.role) },
                               "the Shelf card is a group")
                try session.key("ctrl+v")
                try app.waitForAccessible("the circle moved to Shelf") { nodes in
                    nodes.contains(name: "\(itemName) in Shelf") && !nodes.contains(name: "\(itemName) in Collection")
                        && nodes.contains(name: "Moved 1 shape(s).")
                }

                // The row's menu (Shift+F10): its first entry moves the item back.
                try Self.tab(app, to: "the row in Shelf") { $0.name == "\(itemName) in Shelf" && $0.role == "list item" }
                try session.key("shift+F10")
                try app.waitForAccessible("the row's menu") { $0.contains(name: "Move “\(itemName)” to Collection") }
                try session.key("Return")
                try app.waitForAccessible("the circle back in Collection") { nodes in
                    nodes.contains(name: "\(itemName) in Collection") && !nodes.contains(name: "\(itemName) in Shelf")
                }
            }
        }
    }
}
