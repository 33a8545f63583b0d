// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A place that can receive drops, driven by a ``DragSession`` (and, on the desktop, by
/// GtkKit's bridge). Implemented by ``DropDestination`` and ``ProviderDropDestination``.
@MainActor
public protocol DropTarget: AnyObject {
    /// Where the target is, in the coordinate space of the session's locations.
    var frame: CGRect { get }
    /// Who reads dropped items: `.ownProcess` for a target in this app.
    var readerAudience: TransferAudience { get }
    /// The operation the target would perform, chosen from `allowed`, for `items` (as
    /// the target's reader sees them); `nil` when it does not accept them. No load runs.
    func proposedOperation(for items: DropItems, allowed: Set<DragOperation>) -> DragOperation?
    /// Tells the target whether a drag it accepts is over it: appearance only, never a
    /// model change.
    func setTargeted(_ targeted: Bool)
    /// Called once, synchronously, when items are dropped on the target. Every load
    /// must start before it returns; the result comes later.
    func performDrop(_ drop: DropInfo) -> PendingDrop
}

extension DropTarget {
    /// Converts a point in the session's coordinate space to the target's own.
    public func localPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// The first operation of `preference` that `allowed` contains.
    static func choose(from preference: [DragOperation], allowed: Set<DragOperation>) -> DragOperation? {
        preference.first(where: allowed.contains)
    }
}
