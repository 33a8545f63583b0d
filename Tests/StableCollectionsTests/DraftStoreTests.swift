// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct DraftStoreTests {
    @Test func stashTakeAndDiscard() {
        var store = DraftStore<Int, String>()
        store.stash("Blue sm", for: 1)
        store.stash("Round", for: 2)
        #expect(store.count == 2)
        #expect(store.draft(for: 1) == "Blue sm")
        #expect(store.take(for: 1) == "Blue sm")
        #expect(store.draft(for: 1) == nil)
        store.discard(for: 2)
        #expect(store.count == 0)
    }

    @Test func draftOfAFilteredOutRowComesBackWithItsID() throws {
        let records = [
            FilterRecord(recordID: 1, title: "Tile A", isTile: true),
            FilterRecord(recordID: 2, title: "Dot A", isTile: false),
            FilterRecord(recordID: 3, title: "Tile B", isTile: true),
        ]
        var filter = CollectionFilter(try IdentifiedList(records, id: \FilterRecord.recordID), title: \FilterRecord.title, animation: .fadeAndRise)
        var store = DraftStore<Int, String>()
        // Row 2 is being edited; the others have nothing unsaved.
        var liveDrafts: [Int: String] = [2: "Dot A, edited"]
        let hide = filter.setQuery("tile")
        let restoredOnHide = store.follow(hide) { liveDrafts.removeValue(forKey: $0) }
        #expect(restoredOnHide.isEmpty)
        #expect(store.draft(for: 2) == "Dot A, edited")
        // Another row now sits at row 2's old offset; the draft does not go there.
        #expect(filter.visibleIDs == [1, 3])
        let show = filter.clear()
        let restored = store.follow(show) { liveDrafts[$0] }
        #expect(restored == [2: "Dot A, edited"])
        #expect(store.count == 0)
    }

    @Test func draftsOfDeletedRecordsAreDropped() {
        var store = DraftStore<Int, String>()
        store.stash("a", for: 1)
        store.stash("b", for: 2)
        store.stash("c", for: 3)
        store.discardAll(except: [2, 9])
        #expect(Set(store.ids) == [2])
    }
}
