// SPDX-License-Identifier: Apache-2.0
/// The items of one collection, in order, each with its stable id. The store's own
/// small ordered storage: appends are O(1), lookups and removals by id are O(n) in the
/// collection's size (collections in a scene are small; batches are applied in one pass).
public struct OrderedItems<Value: Sendable>: RandomAccessCollection, Sendable {
    @usableFromInline internal(set) var elements: [StoredItem<Value>] = []

    /// An empty collection.
    public init() {}

    /// The position of the first item.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last item.
    public var endIndex: Int { elements.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> StoredItem<Value> { elements[position] }

    /// The ids, in order.
    public var ids: [ItemID] { elements.map(\.id) }
    /// The values, in order.
    public var values: [Value] { elements.map(\.value) }

    /// The position of the item with `id`.
    public func index(of id: ItemID) -> Int? {
        elements.firstIndex { $0.id == id }
    }

    /// The item with `id`.
    public func item(_ id: ItemID) -> StoredItem<Value>? {
        index(of: id).map { elements[$0] }
    }

    @inlinable
    mutating func insert(contentsOf items: some Collection<StoredItem<Value>>, at index: Int) {
        if index == elements.count {
            elements.append(contentsOf: items)
        } else {
            elements.insert(contentsOf: items, at: index)
        }
    }

    mutating func reserveCapacity(_ capacity: Int) {
        elements.reserveCapacity(capacity)
    }

    /// Removes every item whose id is in `ids`, keeping the others in order; returns the
    /// removed items in the order they were stored.
    mutating func removeAll(in ids: Set<ItemID>) -> [StoredItem<Value>] {
        var removed: [StoredItem<Value>] = []
        elements.removeAll { item in
            guard ids.contains(item.id) else { return false }
            removed.append(item)
            return true
        }
        return removed
    }

    mutating func setValue(_ value: Value, at index: Int) {
        elements[index].value = value
    }
}

extension OrderedItems: Equatable where Value: Equatable {}
