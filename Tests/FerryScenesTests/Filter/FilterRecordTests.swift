// SPDX-License-Identifier: Apache-2.0
import StableCollections
import Testing
@testable import FerryScenes

@Suite struct FilterRecordTests {
    @Test func sceneRecordsFilterAsTheSpecSays() throws {
        var filter = FilterRecord.filter(FilterRecord.scene, motion: .full)
        #expect(filter.visibleIDs == [1, 2, 3, 4] && FilterScene.caption(filter) == "4 of 4 labels")
        filter.setQuery("a")
        #expect(filter.visibleIDs == [1, 2])
        let update = filter.setQuery("b")
        #expect(filter.visibleIDs == [3, 4] && update.animates)
        filter.setQuery("")
        try filter.setPredicate(FilterRecord.tilesOnly, isOn: true)
        #expect(filter.visibleIDs == [1, 3])
        filter.setQuery("z")
        #expect(filter.visibleIDs.isEmpty && filter.showsEmptyMessage && FilterScene.caption(filter) == "0 of 4 labels")
        filter.clear()
        #expect(filter.visibleIDs == [1, 2, 3, 4])
    }

    @Test func largeCollection() {
        let records = FilterRecord.largeCollection(count: 100_000)
        #expect(records.count == 100_000 && records.first?.id == 1 && records.last?.id == 100_000)
        #expect(records[0].title == "Tile Amber 000001" && records[1].title == "Dot Basalt 000002")
        #expect(Set(records.map(\.id)).count == records.count)
        #expect(FilterRecord.largeCollection(count: -3).isEmpty)
        var filter = FilterRecord.filter(records, motion: .full)
        filter.setQuery("Amber 00")
        #expect(filter.visibleIDs.count == 500)
        #expect(records[1].kindName == "Dot" && records[0].kindName == "Tile")
    }
}
