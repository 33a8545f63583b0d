// SPDX-License-Identifier: Apache-2.0
// What seed 001 says of its items: the stored id never changes with the text or the order.
import Foundation

public enum Seed001Check {
    public static func run() -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 001: \(what)") } }
        var items = [LabelItem(text: "Blue tile"), LabelItem(text: "Round pebble"), LabelItem(text: "Paper square")]
        let ids = items.map(\.id)
        check(Set(ids).count == 3, "each item gets its own id")
        items[0].text = "Bluesmall tile"
        check(items[0].id == ids[0], "editing the text keeps the id")
        items.append(LabelItem(text: "New label"))
        items.reverse()
        check(items.map(\.id).suffix(3) == ids.reversed() && items.last?.text == "Bluesmall tile",
              "reversing keeps each text with its id")
        let rebuilt = LabelItem(id: ids[1], text: "Round pebble")
        check(rebuilt.id == ids[1], "a rebuilt item keeps the stored id it is given")
        return failures
    }
}
