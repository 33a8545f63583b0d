// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A drop destination for values of one `Transferable` type, with the semantics of
/// SwiftUI's `dropDestination(for:action:isTargeted:)`:
///
/// - It accepts a drag when some item offers a representation `Item` imports.
/// - On drop, every item is loaded and decoded first (concurrently, off the main
///   actor, in order by index). If any item fails, the action is not called and the
///   drop fails, reported with the item's index.
/// - An optional ``AcceptanceContract`` then judges the whole batch; a rejection means
///   the action is not called either.
/// - The action runs once, on the main actor, with every value and the drop location in
///   the destination's own coordinates. Its `Bool` is the drop's success.
/// - `isTargeted` reports hovering; it is for appearance only.
@MainActor
public final class DropDestination<Item: Transferable>: DropTarget {
    /// Where the destination is, in the session's coordinate space (set by the toolkit
    /// when the widget is laid out).
    public var frame: CGRect
    /// Who reads the dropped items.
    public let readerAudience: TransferAudience
    /// The operations this destination performs, most preferred first; it picks the first
    /// one the source allows.
    public var preferredOperations: [DragOperation]
    /// The acceptance contract, when the destination has one.
    public var contract: AcceptanceContract<Item>?
    /// Whether an acceptable drag is over the destination.
    public private(set) var isTargeted = false
    /// Called with every drop's result (success, decline, rejection, failure) on the main
    /// actor: where a destination shows its message.
    public var onResult: (@MainActor (DropResult) -> Void)?

    private let action: @MainActor ([Item], DropInfo) -> Bool
    private let targetedChanged: @MainActor (Bool) -> Void
    /// Starts a drop's batch, and finishes it (judge, apply). Made by the inlinable
    /// `init(receiving:…)` in the module that names a concrete `Item`, so that the batch's
    /// per-item work is specialised there: `performDrop(_:)` is reached through
    /// `any DropTarget`, where `Item` is not known.
    private let startBatch: @Sendable (DropItems) -> DropBatch<Item>
    private let finishBatch: @MainActor (DropBatch<Item>, AcceptanceContract<Item>, @MainActor ([Item]) -> Bool) async -> DropResult

    /// Creates a destination with SwiftUI's action shape: the values and the location.
    public convenience init(for type: Item.Type = Item.self, frame: CGRect = .zero,
                            readerAudience: TransferAudience = .ownProcess,
                            preferredOperations: [DragOperation] = [.copy, .move],
                            contract: AcceptanceContract<Item>? = nil,
                            action: @escaping @MainActor ([Item], CGPoint) -> Bool,
                            isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(receiving: type, frame: frame, readerAudience: readerAudience, preferredOperations: preferredOperations,
                  contract: contract, performing: { items, info in action(items, info.location) }, isTargeted: isTargeted)
    }

    /// Creates a destination whose action also receives the drop's operation and the
    /// source's local context (for a move within the app).
    @inlinable
    public convenience init(receiving type: Item.Type, frame: CGRect = .zero,
                            readerAudience: TransferAudience = .ownProcess,
                            preferredOperations: [DragOperation] = [.copy, .move],
                            contract: AcceptanceContract<Item>? = nil,
                            performing action: @escaping @MainActor ([Item], DropInfo) -> Bool,
                            isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(frame: frame, readerAudience: readerAudience, preferredOperations: preferredOperations, contract: contract,
                  action: action, isTargeted: isTargeted,
                  startBatch: { items in DropBatch.load(type, from: items) },
                  finishBatch: { batch, contract, apply in await batch.finish(contract: contract, apply: apply) })
    }

    @usableFromInline
    init(frame: CGRect, readerAudience: TransferAudience, preferredOperations: [DragOperation],
         contract: AcceptanceContract<Item>?, action: @escaping @MainActor ([Item], DropInfo) -> Bool,
         isTargeted: @escaping @MainActor (Bool) -> Void,
         startBatch: @escaping @Sendable (DropItems) -> DropBatch<Item>,
         finishBatch: @escaping @MainActor (DropBatch<Item>, AcceptanceContract<Item>, @MainActor ([Item]) -> Bool) async -> DropResult) {
        self.frame = frame
        self.readerAudience = readerAudience
        self.preferredOperations = preferredOperations
        self.contract = contract
        self.action = action
        targetedChanged = isTargeted
        self.startBatch = startBatch
        self.finishBatch = finishBatch
    }

    /// Accepts a drag when some item offers a representation `Item` imports.
    public func proposedOperation(for items: DropItems, allowed: Set<DragOperation>) -> DragOperation? {
        guard items.contains(where: { $0.canLoadTransferable(Item.self) }) else { return nil }
        return Self.choose(from: preferredOperations, allowed: allowed)
    }

    /// Records hovering and tells the `isTargeted` handler; nothing else.
    public func setTargeted(_ targeted: Bool) {
        guard targeted != isTargeted else { return }
        isTargeted = targeted
        targetedChanged(targeted)
    }

    /// Starts every item's load now, then decodes all, judges the batch and calls the
    /// action once on the main actor.
    public func performDrop(_ drop: DropInfo) -> PendingDrop {
        let batch = startBatch(drop.items)
        let contract = contract ?? AcceptanceContract(rejectionReason: "", rules: [])
        let action = action, finishBatch = finishBatch
        return PendingDrop { [weak self] in
            let result = await finishBatch(batch, contract) { values in action(values, drop) }
            self?.onResult?(result)
            return result
        }
    }
}
