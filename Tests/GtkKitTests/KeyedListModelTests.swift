// SPDX-License-Identifier: Apache-2.0
import CGtk
import CGtkKitSupport
import Testing
@testable import GtkKit

/// `gtkkit_list_model_replace_keys`, the model under ``KeyedListView``, without a display.
/// The test holds item references as GTK's rows do (GTK holds the items of its rows).
@MainActor
struct KeyedListModelTests {
    /// A model, the items-changed emissions it makes, and the items "GTK" holds.
    @MainActor private final class Fixture {
        let model: OpaquePointer
        var changes: [[Int]] = []
        var held: [Int: UnsafeMutableRawPointer] = [:]

        init(keys: [Int]) {
            model = gtkkit_list_model_new()!
            replace(keys)
            connectSignal(UnsafeMutableRawPointer(model), "items-changed") { [unowned self] arguments, _ in
                self.changes.append([Int(arguments.uint(1)), Int(arguments.uint(2)), Int(arguments.uint(3))])
            }
        }

        isolated deinit {
            for item in held.values { g_object_unref(item) }
            g_object_unref(UnsafeMutableRawPointer(model))
        }

        /// Holds the items at `positions`, as GTK's rows would.
        func hold(_ positions: Range<Int>) {
            for position in positions { held[position] = g_list_model_get_item(model, guint(position)) }
        }

        /// Replaces the keys; returns the keys of the retargeted items.
        @discardableResult
        func replace(_ keys: [Int], pinned: Int? = nil) -> [Int] {
            let array = keys.map { guint64($0) }.withUnsafeBufferPointer { buffer in
                gtkkit_list_model_replace_keys(model, buffer.baseAddress, guint(buffer.count), pinned == nil ? 0 : 1, guint64(pinned ?? 0))!
            }
            defer { g_ptr_array_unref(array) }
            return (0..<Int(array.pointee.len)).map { Int(gtkkit_list_item_key(array.pointee.pdata[$0])) }
        }

        func item(at position: Int) -> UnsafeMutableRawPointer {
            let item = g_list_model_get_item(model, guint(position))!
            g_object_unref(item)  // the model keeps its own reference
            return item
        }

        func keys() -> [Int] {
            (0..<Int(g_list_model_get_n_items(model))).map { Int(gtkkit_list_item_key(item(at: $0))) }
        }
    }

    @Test func replacingKeysEmitsOneChangeOverTheRangeThatDiffers() {
        let fixture = Fixture(keys: [1, 2, 3, 4, 5])
        fixture.replace([1, 2, 9, 4, 5])
        #expect(fixture.changes == [[2, 1, 1]])
        #expect(fixture.keys() == [1, 2, 9, 4, 5])
    }

    @Test func anItemFollowsItsKeyInsideTheHeldRegion() {
        let fixture = Fixture(keys: Array(1...10))
        fixture.hold(0..<4)  // GTK shows keys 1...4
        let itemOfThree = fixture.held[2]!
        let retargeted = fixture.replace([3, 1, 2, 4, 5])
        #expect(retargeted.isEmpty)
        #expect(fixture.item(at: 0) == itemOfThree)
        #expect(fixture.keys() == [3, 1, 2, 4, 5])
    }

    @Test func heldItemsWhoseKeysLeftTakeTheNewKeysInPlace() {
        let fixture = Fixture(keys: Array(0..<100_000))
        fixture.hold(0..<200)
        let before = (0..<200).map { fixture.held[$0]! }
        // Every other key goes: the region keeps its 200 items, retargeted or followed.
        let narrowed = Array(stride(from: 1, to: 100_000, by: 2))
        let retargeted = fixture.replace(narrowed)
        let after = Set((0..<200).map { fixture.item(at: $0) })
        #expect(after == Set(before))
        #expect(retargeted.count == 100)
        #expect(fixture.keys() == narrowed)
        #expect(fixture.changes.count == 1)
    }

    @Test func thePinnedKeyFollowsItsKeyOutsideTheRegion() {
        let fixture = Fixture(keys: Array(0..<1_000))
        fixture.hold(0..<10)
        let focused = fixture.held[3]!
        var moved = Array(0..<1_000)
        moved.remove(at: 3)
        moved.append(3)
        fixture.replace(moved, pinned: 3)
        #expect(fixture.item(at: 999) == focused)
        #expect(fixture.keys() == moved)
    }

    @Test func droppingItemsNobodyHoldsChangesNothingGTKSees() {
        let fixture = Fixture(keys: [1, 2, 3])
        _ = fixture.item(at: 1)  // made, then held by the model alone
        let retargeted = fixture.replace([1, 2, 3, 4])
        #expect(retargeted.isEmpty)
        #expect(fixture.keys() == [1, 2, 3, 4])
        #expect(fixture.changes == [[3, 0, 1]])
    }

    @Test func shrinkingToNothingReleasesEverything() {
        let fixture = Fixture(keys: Array(0..<50))
        fixture.hold(0..<20)
        #expect(fixture.replace([]).isEmpty)
        #expect(g_list_model_get_n_items(fixture.model) == 0)
        #expect(fixture.changes == [[0, 50, 0]])
    }

    @Test func heldItemsRetargetedInPlaceAreNotReportedAsChanged() {
        let fixture = Fixture(keys: Array(0..<300))
        fixture.hold(0..<200)
        // Every key changes and the list grows: the 200 held items keep their positions
        // with new keys, so only the unheld tail is a change GTK hears of.
        let widened = Array(1_000..<3_000)
        let retargeted = fixture.replace(widened)
        #expect(retargeted.count == 200)
        #expect((0..<200).allSatisfy { fixture.item(at: $0) == fixture.held[$0]! })
        #expect(fixture.keys() == widened)
        #expect(fixture.changes == [[200, 100, 1_800]])
    }
}
