// SPDX-License-Identifier: Apache-2.0
import Foundation

/// One drag, from lift to end, as a state machine driven by a toolkit (GtkKit) or a
/// test: began → moved (entering and leaving targets) → dropped with the operation the
/// destination chose, or cancelled → ended, and the source is told the outcome.
///
/// Entering or leaving a target only calls its ``DropTarget/setTargeted(_:)`` (its
/// appearance); showing the preview, moving and cancelling never touch a model. Only a
/// drop runs the destination's handler, and the session ends only after the
/// destination's work is done, so the source learns the real outcome (a move's source
/// removes its items only after a completed move).
@MainActor
public final class DragSession {
    /// Where a session is in its life.
    public enum Phase: Sendable, Hashable, CustomStringConvertible {
        /// Lifted; not yet moved.
        case began
        /// Moving, over a target that accepts the items or not.
        case moved
        /// Released on a target that chose `operation`; its work is under way.
        case dropped(DragOperation)
        /// Cancelled; ending.
        case cancelled
        /// Over, with the outcome the source was told.
        case ended(DragOutcome)

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moving"
            case .dropped(let operation): "dropped (\(operation))"
            case .cancelled: "cancelled"
            case .ended(let outcome): "ended (\(outcome))"
            }
        }
    }

    /// The dragged items, as the source registered them, in order.
    public let items: [ItemProvider]
    /// The operations the source allows.
    public let allowedOperations: Set<DragOperation>
    /// What the pointer carries.
    public let preview: DragPreview?
    /// Context only destinations in this process receive (for example a ``MoveTicket``).
    public let localContext: (any Sendable)?

    /// The current phase.
    public private(set) var phase: Phase = .began
    /// Every phase so far, oldest first.
    public private(set) var phaseHistory: [Phase] = [.began]
    /// The pointer's location, in the coordinate space of the targets' frames.
    public private(set) var location: CGPoint
    /// The target under the pointer that accepts the items (it is the targeted one).
    public private(set) weak var currentTarget: (any DropTarget)?
    /// How the session ended, once it has.
    public private(set) var outcome: DragOutcome?

    private let onEnded: @MainActor (DragOutcome) -> Void
    /// The access window of the items shown to targets' proposals: closed from the
    /// start, so a target can look at content types while the pointer hovers, but cannot
    /// load anything before the drop.
    private let hoverWindow: DropAccessWindow = {
        let window = DropAccessWindow()
        window.close()
        return window
    }()

    /// Starts a session: the source lifts `items` at `location`, allowing
    /// `allowedOperations`. `onEnded` is the source learning the outcome, called once.
    public init(items: [ItemProvider], allowedOperations: Set<DragOperation>, preview: DragPreview? = nil,
                localContext: (any Sendable)? = nil, at location: CGPoint = .zero,
                onEnded: @escaping @MainActor (DragOutcome) -> Void = { _ in }) {
        self.items = items
        self.allowedOperations = allowedOperations
        self.preview = preview
        self.localContext = localContext
        self.location = location
        self.onEnded = onEnded
    }

    /// Whether the session has ended.
    public var isEnded: Bool {
        if case .ended = phase { return true }
        return false
    }

    /// The pointer moved to `location`, over `target` (`nil`: over nothing that takes
    /// drops). Leaving a target un-targets it; entering one that accepts the items
    /// targets it. Nothing else happens.
    public func move(to location: CGPoint, over target: (any DropTarget)?) throws(DragSessionError) {
        guard phase == .began || phase == .moved else { throw .invalidTransition(event: "move", phase: phase) }
        self.location = location
        transition(to: .moved)
        if let current = currentTarget, current !== target {
            currentTarget = nil
            current.setTargeted(false)
        }
        if let target, currentTarget !== target,
           target.proposedOperation(for: proposalItems(for: target), allowed: allowedOperations) != nil {
            currentTarget = target
            target.setTargeted(true)
        }
    }

    /// Releases the items at the current location.
    ///
    /// Over a target that accepts them, the target chooses the operation and its drop
    /// handler runs (synchronously; every load starts inside it). The session then waits,
    /// without blocking the main actor, for the destination's result, ends, and tells the
    /// source. Elsewhere the session ends as ``DragOutcome/droppedOutside``.
    @discardableResult
    public func drop() async throws(DragSessionError) -> DragOutcome {
        guard phase == .began || phase == .moved else { throw .invalidTransition(event: "drop", phase: phase) }
        guard let target = currentTarget,
              let operation = target.proposedOperation(for: proposalItems(for: target), allowed: allowedOperations),
              allowedOperations.contains(operation) else {
            if let target = currentTarget {
                currentTarget = nil
                target.setTargeted(false)
            }
            return end(.droppedOutside)
        }
        transition(to: .dropped(operation))
        currentTarget = nil
        target.setTargeted(false)
        let window = DropAccessWindow()
        let info = DropInfo(items: DropItems(scoping: items, to: target.readerAudience, accessWindow: window), location: target.localPoint(location),
                            operation: operation, localContext: target.readerAudience == .ownProcess ? localContext : nil)
        let pending = target.performDrop(info)
        window.close()
        let result = await pending.result
        return end(result.isSuccess ? .completed(operation) : .notAccepted(result))
    }

    /// Ends a drag that left this process: the desktop reports that another process took
    /// the drop with `operation` (the bridge served it the items as
    /// `restricted(to: .anotherProcess)`), or refused it (`nil`). The source is told
    /// ``DragOutcome/completed(_:)`` or ``DragOutcome/droppedOutside``.
    @discardableResult
    public func endInAnotherProcess(operation: DragOperation?) throws(DragSessionError) -> DragOutcome {
        guard phase == .began || phase == .moved else { throw .invalidTransition(event: "end", phase: phase) }
        if let operation, !allowedOperations.contains(operation) {
            throw .operationNotAllowed(operation, allowed: allowedOperations.map(\.rawValue).sorted())
        }
        if let target = currentTarget {
            currentTarget = nil
            target.setTargeted(false)
        }
        guard let operation else { return end(.droppedOutside) }
        transition(to: .dropped(operation))
        return end(.completed(operation))
    }

    /// Cancels the drag: the targeted destination is un-targeted, nothing is dropped,
    /// no model changes, and the source is told ``DragOutcome/cancelled``.
    public func cancel() throws(DragSessionError) {
        guard phase == .began || phase == .moved else { throw .invalidTransition(event: "cancel", phase: phase) }
        if let target = currentTarget {
            currentTarget = nil
            target.setTargeted(false)
        }
        transition(to: .cancelled)
        end(.cancelled)
    }

    // MARK: Internals

    private func proposalItems(for target: any DropTarget) -> DropItems {
        DropItems(scoping: items, to: target.readerAudience, accessWindow: hoverWindow)
    }

    private func transition(to next: Phase) {
        if phase != next || next != .moved { phaseHistory.append(next) }
        phase = next
    }

    @discardableResult
    private func end(_ outcome: DragOutcome) -> DragOutcome {
        self.outcome = outcome
        transition(to: .ended(outcome))
        onEnded(outcome)
        return outcome
    }
}
