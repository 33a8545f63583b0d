// SPDX-License-Identifier: Apache-2.0
import StableCollections

/// A record of the Filter page (SPEC scene 3): `{id, title, isTile}`.
public struct FilterRecord: Identifiable, Hashable, Sendable {
    /// The record's stable id.
    public let id: Int
    /// The text the filter searches.
    public let title: String
    /// Whether the record is a tile (otherwise a dot).
    public let isTile: Bool

    /// What the row shows beside the title.
    public var kindName: String { isTile ? tr("Tile") : tr("Dot") }

    /// The name of the "Tiles only" predicate (an identifier; the switch shows ``tilesOnlyTitle``).
    public static let tilesOnly = "Tiles only"
    /// The switch's words, in the user's language.
    public static var tilesOnlyTitle: String { tr("Tiles only") }

    /// SPEC scene 3's four records.
    public static let scene: [FilterRecord] = [
        FilterRecord(id: 1, title: "Tile A", isTile: true),
        FilterRecord(id: 2, title: "Dot A", isTile: false),
        FilterRecord(id: 3, title: "Tile B", isTile: true),
        FilterRecord(id: 4, title: "Dot B", isTile: false),
    ]

    /// A large collection for the "large collection" mode: `count` records with ids
    /// `1...count`, alternating tiles and dots, titled from a small vocabulary so that
    /// typing narrows them in steps ("Tile Amber 000001", "Dot Basalt 000002", …).
    public static func largeCollection(count: Int) -> [FilterRecord] {
        let words = ["Amber", "Basalt", "Cobalt", "Dune", "Ember", "Fjord", "Garnet", "Harbor", "Indigo", "Jade",
                     "Kelp", "Lichen", "Marble", "Nectar", "Ochre", "Pebble", "Quartz", "Russet", "Slate", "Tundra"]
        return (0..<max(count, 0)).map { offset in
            let id = offset + 1
            let isTile = offset % 2 == 0
            let number = String(id)
            let padded = String(repeating: "0", count: max(0, 6 - number.count)) + number
            return FilterRecord(id: id, title: "\(isTile ? "Tile" : "Dot") \(words[offset % words.count]) \(padded)", isTile: isTile)
        }
    }

    /// A filter over `records` with the "Tiles only" predicate.
    public static func filter(_ records: [FilterRecord], motion: MotionPreference) -> CollectionFilter<FilterRecord, Int> {
        // Ids are unique by construction (sequential).
        let list = try! IdentifiedList(records, id: \FilterRecord.id)
        return CollectionFilter(list, title: \FilterRecord.title,
                                predicates: [FilterPredicate(tilesOnly) { $0.isTile }], motion: motion,
                                animation: FilterScene.animation)
    }
}
