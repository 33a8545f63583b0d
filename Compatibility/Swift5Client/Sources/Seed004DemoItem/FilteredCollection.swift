// SPDX-License-Identifier: Apache-2.0
// Seed 004 (Filter): the record type, the sample data and the filter of its listing. The
// lines are the seed's; only their container differs: the seed keeps them in a SwiftUI
// `View` (Mac-only), here they sit in a plain struct with the same names.
import Foundation

private struct DemoItem: Identifiable {
    let id: Int
    let title: String
    let isTile: Bool
}

struct FilteredCollectionModel {
    var query = ""
    var tilesOnly = false

    private let items: [DemoItem] = [
        DemoItem(id: 1, title: "Tile A", isTile: true),
        DemoItem(id: 2, title: "Dot A", isTile: false),
        DemoItem(id: 3, title: "Tile B", isTile: true),
        DemoItem(id: 4, title: "Dot B", isTile: false)
    ]

    private var visibleItems: [DemoItem] {
        let needle = query.lowercased()
        return items.filter { item in
            let matchesText = needle.isEmpty
                || item.title.lowercased().contains(needle)
            let matchesCategory = !tilesOnly || item.isTile
            return matchesText && matchesCategory
        }
    }

    /// The seed's `displayedIDs`, what its animation watches.
    var displayedIDs: [Int] { visibleItems.map(\.id) }
    /// The seed's caption.
    var caption: String { "\(visibleItems.count) of \(items.count) labels" }
}
