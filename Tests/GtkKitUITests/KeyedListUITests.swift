// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

extension UITests {
    /// ``KeyedListView`` in a real window: a list that grows from 3 to 1,000 keys gets the
    /// rows in view at once and the rest a frame's budget (16 rows) at a time, until GTK's
    /// 200 tracked rows are covered; then every row shows its own key.
    @Suite
    struct KeyedListUITests {
        @Test(arguments: DisplayBackend.underTest)
        func aGrowingListIsSpreadOverFramesAndEndsWithEveryRowBound(on backend: DisplayBackend) throws {
            try UISession.run("keyed-list", backend: backend) { session in
                let demo = try DemoApp(session, title: "UI Keyed", page: "widgets")
                try demo.waitForAccessible("the keyed list's buttons") { $0.contains(name: "Show 1,000 Keys") }
                var mark = demo.mark
                try session.click(try demo.point("keyed-few"))
                _ = try demo.waitForLog("KEYED_SETTLED shown=3 of=3", after: mark)

                mark = demo.mark
                try session.click(try demo.point("keyed-many"))
                let set = try demo.waitForLog("KEYED_SET ", after: mark)
                let settled = try demo.waitForLog("KEYED_SETTLED shown=1000 of=1000", after: mark)
                // The frame that shows the settled list is logged after the settling: wait
                // for it too before reading the frames.
                _ = try demo.waitForLog("KEYED_FRAME shown=1000 settled=true", after: mark)
                func value(_ line: String, _ key: String) -> Int? {
                    line.split(separator: " ").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
                }
                let first = value(set, "shown") ?? -1, inView = value(set, "in_view") ?? -1
                session.expect(first > 3 && first < 1_000 && first >= inView, "the first frame gets the rows in view, not all: \(set)")
                let held = value(settled, "held") ?? -1
                session.expect(held >= inView && held <= 250, "the list holds rows for GTK's tracked rows only: \(settled)")
                let shown = demo.lines.dropFirst(mark).filter { $0.contains("KEYED_FRAME ") }.compactMap { value(String($0), "shown") }
                session.expect(shown.count >= 2 && shown.last == 1_000, "the growth takes several frames: \(shown)")
                var previous = first
                for count in shown {
                    let step = count - previous
                    session.expect(step >= 0 && (step <= 16 || (count == 1_000 && previous + 16 >= 200)),
                                   "a frame adds at most 16 rows until GTK's 200 tracked rows are covered: \(previous) → \(count) in \(shown)")
                    previous = count
                }
                let keys = try demo.accessible().filter { $0.role == "label" && $0.name.hasPrefix("Key ") }.map(\.name)
                session.expect(keys.contains("Key 0") && keys.contains("Key 3") && keys.count <= 250,
                               "rows are built lazily and show the new keys: \(keys.count) rows, \(keys.prefix(12))")
                session.expect(Set(keys).count == keys.count, "no key is shown twice: \(keys.count) rows")

                // Shrinking builds nothing and is in place at once.
                mark = demo.mark
                try session.click(try demo.point("keyed-few"))
                let shrink = try demo.waitForLog("KEYED_SET ", after: mark)
                session.expect(value(shrink, "shown") == 3, "a shrinking list is handed over at once: \(shrink)")
                _ = try demo.waitForLog("KEYED_SETTLED shown=3 of=3", after: mark)
                try demo.waitForAccessible("three rows again") { nodes in
                    nodes.filter { $0.role == "label" && $0.name.hasPrefix("Key ") }.map(\.name).sorted() == ["Key 0", "Key 1", "Key 2"]
                }
            }
        }
    }
}
