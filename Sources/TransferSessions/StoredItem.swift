// SPDX-License-Identifier: Apache-2.0
/// An item of a ``CollectionStore``: a value with its stable id.
public struct StoredItem<Value: Sendable>: Identifiable, Sendable {
    /// The item's stable identity.
    public let id: ItemID
    /// The item's value.
    public var value: Value

    /// Creates an item.
    public init(id: ItemID, value: Value) {
        self.id = id
        self.value = value
    }
}

extension StoredItem: Equatable where Value: Equatable {}
extension StoredItem: Hashable where Value: Hashable {}
