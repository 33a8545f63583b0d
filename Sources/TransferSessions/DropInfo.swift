// SPDX-License-Identifier: Apache-2.0
import Foundation

/// What a destination's drop handler receives.
public struct DropInfo: Sendable {
    /// The dropped items, in order, as the destination's reader may see them. Every load
    /// must be started before the handler returns.
    public let items: DropItems
    /// Where the items were released, in the destination's own coordinates (the
    /// destination's frame origin is `(0, 0)`).
    public let location: CGPoint
    /// The operation the destination chose from those the source allows.
    public let operation: DragOperation
    /// The source's own-process context (for example a ``MoveTicket``); `nil` for a
    /// destination in another process.
    public let localContext: (any Sendable)?

    /// Creates drop information with `items` handed to the destination as they are
    /// (toolkit bridges and tests).
    public init(items: [ItemProvider], location: CGPoint, operation: DragOperation, localContext: (any Sendable)? = nil) {
        self.init(items: DropItems(items), location: location, operation: operation, localContext: localContext)
    }

    /// Creates drop information.
    public init(items: DropItems, location: CGPoint, operation: DragOperation, localContext: (any Sendable)? = nil) {
        self.items = items
        self.location = location
        self.operation = operation
        self.localContext = localContext
    }
}
