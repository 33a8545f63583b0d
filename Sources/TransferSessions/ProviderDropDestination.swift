// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A drop destination that receives item providers, with the semantics of SwiftUI's
/// `onDrop(of:isTargeted:perform:)`: it accepts a drag when some item offers a content
/// type conforming to one of ``contentTypes``, and its handler receives the providers.
///
/// The handler runs synchronously on the main actor and must start every load before it
/// returns (loads started later fail with ``ItemProviderError/accessExpired(contentType:)``);
/// it returns a ``PendingDrop`` for the rest. ``loading(_:contentTypes:frame:readerAudience:preferredOperations:contract:apply:isTargeted:)``
/// builds the usual handler: a ``DropBatch`` judged by a contract and applied once.
@MainActor
public final class ProviderDropDestination: DropTarget {
    /// Where the destination is, in the session's coordinate space.
    public var frame: CGRect
    /// Who reads the dropped items.
    public let readerAudience: TransferAudience
    /// The content types the destination takes.
    public let contentTypes: [UTType]
    /// The operations this destination performs, most preferred first.
    public var preferredOperations: [DragOperation]
    /// Whether an acceptable drag is over the destination.
    public private(set) var isTargeted = false
    /// Called with every drop's result on the main actor.
    public var onResult: (@MainActor (DropResult) -> Void)?

    private let perform: @MainActor (DropInfo) -> PendingDrop
    private let targetedChanged: @MainActor (Bool) -> Void

    /// Creates a destination for items offering any of `contentTypes`.
    public init(of contentTypes: [UTType], frame: CGRect = .zero, readerAudience: TransferAudience = .ownProcess,
                preferredOperations: [DragOperation] = [.copy, .move],
                isTargeted: @escaping @MainActor (Bool) -> Void = { _ in },
                perform: @escaping @MainActor (DropInfo) -> PendingDrop) {
        self.contentTypes = contentTypes
        self.frame = frame
        self.readerAudience = readerAudience
        self.preferredOperations = preferredOperations
        self.perform = perform
        targetedChanged = isTargeted
    }

    /// A destination that loads every item as `type` (starting each load in the
    /// handler), judges the batch by `contract`, and applies it once on the main actor
    /// with `apply`; see ``DropBatch/apply(contract:_:)``.
    @inlinable
    public static func loading<Item: Transferable>(_ type: Item.Type, contentTypes: [UTType]? = nil, frame: CGRect = .zero,
                                                   readerAudience: TransferAudience = .ownProcess,
                                                   preferredOperations: [DragOperation] = [.copy, .move],
                                                   contract: AcceptanceContract<Item>,
                                                   apply: @escaping @MainActor ([Item], DropInfo) -> Bool,
                                                   isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) -> ProviderDropDestination {
        ProviderDropDestination(of: contentTypes ?? Item.importedContentTypes(), frame: frame, readerAudience: readerAudience,
                                preferredOperations: preferredOperations, isTargeted: isTargeted) { drop in
            DropBatch.load(type, from: drop.items).apply(contract: contract) { apply($0, drop) }
        }
    }

    /// Accepts a drag when some item offers a type conforming to ``contentTypes``.
    public func proposedOperation(for items: DropItems, allowed: Set<DragOperation>) -> DragOperation? {
        guard items.contains(where: { item in contentTypes.contains { item.hasRepresentationConforming(to: $0) } }) else { return nil }
        return Self.choose(from: preferredOperations, allowed: allowed)
    }

    /// Records hovering and tells the `isTargeted` handler; nothing else.
    public func setTargeted(_ targeted: Bool) {
        guard targeted != isTargeted else { return }
        isTargeted = targeted
        targetedChanged(targeted)
    }

    /// Runs the handler (which starts every load) and reports its result when known.
    public func performDrop(_ drop: DropInfo) -> PendingDrop {
        let pending = perform(drop)
        return PendingDrop { [weak self] in
            let result = await pending.result
            self?.onResult?(result)
            return result
        }
    }
}
