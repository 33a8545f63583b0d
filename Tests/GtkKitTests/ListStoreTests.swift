// SPDX-License-Identifier: Apache-2.0
import CGtk
import CGtkKitSupport
import Testing
@testable import GtkKit

/// The keyed list model under ListView, without a display.
@MainActor
struct ListStoreTests {
    struct Item: Identifiable, Equatable { var id: Int; var title: String }

    private final class Changes { var log: [[Int]] = [] }

    private func watch(_ store: ListStore<Item>) -> Changes {
        let changes = Changes()
        connectSignal(store.modelPointer, "items-changed") { arguments, _ in
            changes.log.append([Int(arguments.uint(1)), Int(arguments.uint(2)), Int(arguments.uint(3))])
        }
        return changes
    }

    private func key(_ store: ListStore<Item>, at position: Int) -> UInt {
        let item = g_list_model_get_item(OpaquePointer(store.modelPointer), guint(position))!
        defer { g_object_unref(item) }
        return UInt(gtkkit_list_item_key(item))
    }

    private func modelCount(_ store: ListStore<Item>) -> Int {
        Int(g_list_model_get_n_items(OpaquePointer(store.modelPointer)))
    }

    @Test func replacingSplicesOnlyTheRangeThatDiffers() {
        let store = ListStore((1...5).map { Item(id: $0, title: "\($0)") })
        let changes = watch(store)
        let keyOfFive = key(store, at: 4)
        store.replaceAll(with: [1, 2, 9, 4, 5].map { Item(id: $0, title: "\($0)") })
        #expect(changes.log == [[2, 1, 1]])
        #expect(modelCount(store) == 5)
        #expect(key(store, at: 4) == keyOfFive)
        #expect(store.elements.map(\.id) == [1, 2, 9, 4, 5])
    }

    @Test func keysFollowElementsNotPositions() {
        let store = ListStore([Item(id: 1, title: "a"), Item(id: 2, title: "b")])
        let keyOfTwo = key(store, at: 1)
        store.insert(Item(id: 3, title: "c"), at: 0)
        #expect(key(store, at: 2) == keyOfTwo)
        #expect(store.element(at: 2) == Item(id: 2, title: "b"))
    }

    @Test func updatingRebindsOneRow() {
        let store = ListStore([Item(id: 1, title: "a"), Item(id: 2, title: "b")])
        let changes = watch(store)
        store.update(Item(id: 2, title: "B"))
        #expect(changes.log == [[1, 1, 1]])
        #expect(store.element(at: 1)?.title == "B")
    }

    @Test func removingForgetsTheElement() {
        let store = ListStore([Item(id: 1, title: "a"), Item(id: 2, title: "b")])
        let keyOfOne = key(store, at: 0)
        let changes = watch(store)
        #expect(store.remove(at: 0) == Item(id: 1, title: "a"))
        #expect(changes.log == [[0, 1, 0]])
        #expect(modelCount(store) == 1)
        #expect(key(store, at: 0) != keyOfOne)
        store.insert(Item(id: 1, title: "a"), at: 0)
        #expect(key(store, at: 0) != keyOfOne, "a returning element is a new row")
    }

    @Test func aLargeStoreIsOneSplice() {
        let store = ListStore<Item>()
        let changes = watch(store)
        store.replaceAll(with: (0..<100_000).map { Item(id: $0, title: "") })
        #expect(changes.log == [[0, 0, 100_000]])
        #expect(modelCount(store) == 100_000)
        #expect(store.element(at: 99_999)?.id == 99_999)
    }

    @Test func aMovedElementKeepsItsKey() {
        let store = ListStore((1...4).map { Item(id: $0, title: "\($0)") })
        let keyOfOne = key(store, at: 0), keyOfFour = key(store, at: 3)
        store.replaceAll(with: [4, 2, 3, 1].map { Item(id: $0, title: "\($0)") })
        #expect(key(store, at: 0) == keyOfFour && key(store, at: 3) == keyOfOne)
        #expect(store.elements.map(\.id) == [4, 2, 3, 1])
    }
}
