// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
import StableCollections

@Suite struct CollectionFilterTests {
    static let records = [
        FilterRecord(recordID: 1, title: "Tile A", isTile: true),
        FilterRecord(recordID: 2, title: "Dot A", isTile: false),
        FilterRecord(recordID: 3, title: "Tile B", isTile: true),
        FilterRecord(recordID: 4, title: "Dot B", isTile: false),
    ]

    func makeFilter(motion: MotionPreference = .full) throws -> CollectionFilter<FilterRecord, Int> {
        let source = try IdentifiedList(Self.records, id: \FilterRecord.recordID)
        return CollectionFilter(
            source,
            title: \FilterRecord.title,
            predicates: [FilterPredicate("Tiles only") { $0.isTile }],
            motion: motion,
            animation: .fadeAndRise
        )
    }

    /// SPEC scene 3's table, step by step, with the animation trigger of each step.
    @Test func sceneThreeTable() throws {
        var filter = try makeFilter()
        #expect(filter.visibleIDs == [1, 2, 3, 4])
        #expect(filter.caption(noun: "labels") == "4 of 4 labels")

        var update = filter.setQuery("a")
        #expect(filter.visibleIDs == [1, 2])
        #expect(update.animates)

        update = filter.setQuery("b")
        #expect(filter.visibleIDs == [3, 4])
        #expect(update.previousIDs.count == update.visibleIDs.count)
        #expect(update.animates, "same count, different members must animate")
        #expect(update.diff.removedIDs.sorted() == [1, 2])
        #expect(update.diff.insertedIDs == [3, 4])

        filter.setQuery("")
        update = try filter.setPredicate("Tiles only", isOn: true)
        #expect(filter.visibleIDs == [1, 3])
        #expect(update.animates)
        #expect(filter.caption(noun: "labels") == "2 of 4 labels")

        update = filter.setQuery("z")
        #expect(filter.visibleIDs == [])
        #expect(filter.showsEmptyMessage)
        #expect(filter.caption(noun: "labels") == "0 of 4 labels")
        #expect(update.animates)

        update = filter.clear()
        #expect(filter.visibleIDs == [1, 2, 3, 4])
        #expect(!filter.isPredicateOn("Tiles only"))
        #expect(filter.query.text == "")
        #expect(update.animates)
        #expect(filter.source.ids == [1, 2, 3, 4])
        #expect(filter.source.elements == Self.records)
    }

    @Test func queryChangeThatKeepsTheIDsAnimatesNothing() throws {
        var filter = try makeFilter()
        filter.setQuery("a")
        let update = filter.setQuery("A")
        #expect(filter.visibleIDs == [1, 2])
        #expect(!update.idsChanged)
        #expect(!update.animates)
        #expect(update.diff.isEmpty)
        #expect(update.animation == .immediate)
        let typedSpace = filter.setQuery(" a")
        #expect(filter.visibleIDs == [1, 2])
        #expect(!typedSpace.animates)
    }

    @Test func reducedMotionMakesEveryUpdateImmediate() throws {
        var filter = try makeFilter(motion: .reduced)
        let update = filter.setQuery("b")
        #expect(update.idsChanged)
        #expect(!update.animates)
        #expect(update.animation.isImmediate)
        #expect(update.appearance(for: .insertion, atElapsed: 0) == .resting)
        filter.motion = .full
        #expect(filter.setQuery("a").animates)
    }

    @Test func eachFilterValueKeepsItsOwnState() throws {
        let first = try makeFilter()
        var second = first
        second.setQuery("b")
        #expect(first.visibleIDs == [1, 2, 3, 4])
        #expect(second.visibleIDs == [3, 4])
    }

    @Test func unknownPredicateIsATypedError() throws {
        var filter = try makeFilter()
        #expect(throws: FilterError.unknownPredicate(name: "Dots only", known: ["Tiles only"])) {
            try filter.setPredicate("Dots only", isOn: true)
        }
        #expect(FilterError.unknownPredicate(name: "Dots only", known: ["Tiles only"]).description
            == "unknown filter predicate \"Dots only\": known predicates are \"Tiles only\"")
    }

    @Test func visibleElementsFollowTheVisibleIDs() throws {
        var filter = try makeFilter()
        try filter.setPredicate("Tiles only", isOn: true)
        filter.setQuery("b")
        #expect(filter.visibleElements.map(\.title) == ["Tile B"])
        try filter.setPredicate("Tiles only", isOn: false)
        #expect(filter.visibleIDs == [3, 4])
    }

    @Test func diacriticAndCaseInsensitiveQueries() throws {
        let source = try IdentifiedList(
            [FilterRecord(recordID: 1, title: "Crème brûlée", isTile: false), FilterRecord(recordID: 2, title: "Creek", isTile: true)],
            id: \FilterRecord.recordID
        )
        var filter = CollectionFilter(source, title: \FilterRecord.title, animation: .fadeAndRise)
        filter.setQuery("CRE")
        #expect(filter.visibleIDs == [1, 2])
        filter.setQuery("crèm")
        #expect(filter.visibleIDs == [1])
        filter.setQuery("BRULEE")
        #expect(filter.visibleIDs == [1])
    }

    @Test func replacingTheSourceRefiltersAndDiffsByID() throws {
        var filter = try makeFilter()
        filter.setQuery("tile")
        var records = Self.records
        records.insert(FilterRecord(recordID: 5, title: "Tile C", isTile: true), at: 0)
        records.removeAll { $0.recordID == 1 }
        let update = filter.replaceSource(with: try IdentifiedList(records, id: \FilterRecord.recordID))
        #expect(filter.visibleIDs == [5, 3])
        #expect(update.diff.insertedIDs == [5])
        #expect(update.diff.removedIDs == [1])
        #expect(filter.totalCount == 4)
    }

    /// Narrowing (searching only the rows still visible) must give exactly what a full
    /// scan gives, for random typing, deleting and switching.
    @Test func incrementalFilteringMatchesAFreshFilter() throws {
        var generator = SplitMix64(seed: 99)
        let words = ["Tile", "Dot", "Crème", "Brûlée", "straße", "Ørsted", "A", "b", "Éa"]
        let records = (0..<200).map { index in
            FilterRecord(
                recordID: index,
                title: (0..<3).map { _ in words.randomElement(using: &generator)! }.joined(separator: " "),
                isTile: Bool.random(using: &generator)
            )
        }
        let source = try IdentifiedList(records, id: \FilterRecord.recordID)
        var filter = CollectionFilter(source, title: \FilterRecord.title, predicates: [FilterPredicate("Tiles only") { $0.isTile }], animation: .fadeAndRise)
        var typed = ""
        var tilesOnly = false
        let letters = Array("aeiobdtlrs éÉßSS")
        for _ in 0..<400 {
            let previous = filter.visibleIDs
            let update: MembershipUpdate<Int>
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1, 2:
                typed.append(letters.randomElement(using: &generator)!)
                update = filter.setQuery(typed)
            case 3:
                if !typed.isEmpty { typed.removeLast() }
                update = filter.setQuery(typed)
            case 4:
                tilesOnly.toggle()
                update = try filter.setPredicate("Tiles only", isOn: tilesOnly)
            default:
                typed = ""
                tilesOnly = false
                update = filter.clear()
            }
            let expected = records.filter { record in
                SearchFolding.contains(record.title, typed) && (!tilesOnly || record.isTile)
            }.map(\.recordID)
            #expect(filter.visibleIDs == expected, "query \"\(typed)\", tiles only \(tilesOnly)")
            #expect(update.previousIDs == previous)
            #expect(update.animates == (previous != expected))
            #expect(applyStepByStep(update.diff, to: previous) == expected)
        }
    }
}
