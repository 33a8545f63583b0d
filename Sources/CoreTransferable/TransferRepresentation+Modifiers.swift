// SPDX-License-Identifier: Apache-2.0
extension TransferRepresentation {
    /// Prevents exporting an item when `condition` is false for it.
    ///
    /// The condition is evaluated per value, each time exports are listed or chosen.
    /// Keep it cheap: no I/O.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// Limits which processes can see the representation in transit.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { $0.visibility = $0.visibility.narrowed(to: visibility) }
    }

    /// The file name a receiver should use when it writes the item to disk.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// The file name a receiver should use when it writes a given item to disk.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }
}

/// A representation that exports only items meeting a condition.
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: PrimitiveTransferRepresentation {
    public typealias Item = Base.Item
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool

    func resolve() -> [ResolvedRepresentation<Item>] {
        resolveRepresentation(base).map { entry in
            var entry = entry
            entry.exportingConditions.append(condition)
            return entry
        }
    }
}

/// A representation with a modifier applied to every entry it resolves to.
struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: PrimitiveTransferRepresentation {
    typealias Item = Base.Item
    typealias Body = Never
    let base: Base
    let modify: @Sendable (inout ResolvedRepresentation<Item>) -> Void

    func resolve() -> [ResolvedRepresentation<Item>] {
        resolveRepresentation(base).map { entry in
            var entry = entry
            modify(&entry)
            return entry
        }
    }
}
