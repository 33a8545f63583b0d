// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct SelectionRestorationStoreTests {
    let selection = try! Selection.range(anchor: 2, head: 5, textLength: 12, unit: .scalar)

    @Test func returnsTheSelectionOnlyForItsIdAndVersion() {
        var store = SelectionRestorationStore<String>()
        store.save(selection, for: "pebble", version: TextVersion(3))
        #expect(store.selection(for: "pebble", version: TextVersion(3)) == selection)
        #expect(store.selection(for: "pebble", version: TextVersion(4)) == nil)
        #expect(store.selection(for: "square", version: TextVersion(3)) == nil)
        #expect(store.take(for: "square", version: TextVersion(3)) == nil)
        #expect(store.take(for: "pebble", version: TextVersion(3)) == selection)
        #expect(store.count == 0)
    }

    @Test func aStaleEntryIsDiscardedWhenMet() {
        var store = SelectionRestorationStore<String>()
        store.save(selection, for: "pebble", version: TextVersion(1))
        #expect(store.take(for: "pebble", version: TextVersion(2)) == nil)
        #expect(!store.contains("pebble"))
    }

    @Test func changesInBetweenMapTheEntryToTheNewVersion() throws {
        var store = SelectionRestorationStore<String>()
        store.save(selection, for: "pebble", version: TextVersion(1))
        let changes = try ChangeSet(replacements: [.insertion("Big ", at: 0)], length: 12, unit: .scalar)
        store.textDidChange(for: "pebble", from: TextVersion(1), to: TextVersion(2), changes: changes)
        #expect(store.selection(for: "pebble", version: TextVersion(1)) == nil)
        #expect(store.selection(for: "pebble", version: TextVersion(2))?.ranges == [SelectionRange(anchor: 6, head: 9)])
        // Changes from another version cannot be mapped: the entry goes.
        store.textDidChange(for: "pebble", from: TextVersion(5), to: TextVersion(6), changes: changes)
        #expect(!store.contains("pebble"))
    }

    @Test func deletionDiscardsTheEntry() {
        var store = SelectionRestorationStore<Int>()
        store.save(selection, for: 1, version: .initial)
        store.save(selection, for: 2, version: .initial)
        store.itemDeleted(1)
        #expect(!store.contains(1) && store.contains(2))
        store.retainOnly([3])
        #expect(store.count == 0)
    }
}
