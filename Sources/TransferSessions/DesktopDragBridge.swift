// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// Drives the headless ``DragSession`` of each desktop drag this process starts, from the
/// events a toolkit (GTK) reports, so that the rules of a drag (a model's destinations,
/// contracts and move tickets) stay here, headless and tested, and the toolkit supplies
/// only the pointer, the targets and the operation. The desktop drag carries a
/// ``DragSessionHandle``; the payload travels in the session's item providers.
///
/// A drag has one session. Entering and leaving a destination move the session over its
/// target (highlighting is the target's business); a drop on a destination is remembered;
/// when the source learns how GTK ended the drag, the session ends the same way:
///
/// | GTK's end | the session |
/// | --- | --- |
/// | completed with an operation the session allows, same model (or a copy) | dropped on the remembered target |
/// | completed as a copy of a move drag (Ctrl held) | a copy session is dropped there; the move is cancelled, the item stays |
/// | completed as a move into another window's model | that model inserts; the source then removes (a completed move elsewhere) |
/// | cancelled by the user (Escape) | cancelled: nothing changes |
/// | no target, a windowing-system error, or completed without a remembered drop | dropped outside: nothing changes |
///
/// Only one desktop drag runs at a time, so the bridge tracks one; a drag whose end never
/// came is cancelled when the next begins, so a move ticket is never left open.
@MainActor
public final class DesktopDragBridge {
    /// The process's bridge (one drag at a time on a desktop).
    public static let shared = DesktopDragBridge()

    /// A drop a destination took, waiting for the drag's end.
    struct PendingDrop {
        /// The destination's target.
        let target: any DropTarget
        /// The model that owns the target.
        let owner: ObjectIdentifier
        /// Where the pointer was released, in the destination's coordinates.
        let location: CGPoint
    }

    private struct ActiveDrag {
        let handle: DragSessionHandle
        let session: DragSession
        let owner: ObjectIdentifier
        /// Keeps the source widget alive until the drag ends (its controller reports the end).
        let keepAlive: AnyObject?
        var pendingDrop: PendingDrop?
    }

    private var active: ActiveDrag?

    /// Creates a bridge (tests make their own; the app uses ``shared``).
    public init() {}

    /// The session of the drag in progress.
    public var activeSession: DragSession? { active?.session }

    /// Starts a drag: cancels a drag whose end never came (so its move ticket settles),
    /// then tracks the session `makeSession` starts for `owner` (the model whose items it
    /// carries). Returns the handle the desktop drag carries, or `nil` when no session
    /// could start (the desktop drag is then refused).
    public func begin(owner: AnyObject, keepAlive: AnyObject? = nil,
               _ makeSession: () throws -> DragSession) -> DragSessionHandle? {
        if let stale = active {
            active = nil
            if !stale.session.isEnded { try? stale.session.cancel() }
        }
        guard let session = try? makeSession() else { return nil }
        let handle = DragSessionHandle(id: UUID())
        active = ActiveDrag(handle: handle, session: session, owner: ObjectIdentifier(owner), keepAlive: keepAlive, pendingDrop: nil)
        return handle
    }

    /// The pointer entered a destination whose target is `target`.
    public func enter(_ target: any DropTarget, at location: CGPoint = .zero) {
        guard let session = active?.session, !session.isEnded else { return }
        try? session.move(to: location, over: target)
    }

    /// The pointer left a destination (or dropped on it).
    public func leave(_ target: any DropTarget) {
        guard let session = active?.session, !session.isEnded, session.currentTarget === target else { return }
        try? session.move(to: session.location, over: nil)
    }

    /// A destination owned by `owner` received the drag carrying `handle`. Returns whether
    /// the drop belongs to the drag in progress (the destination refuses it otherwise).
    public func drop(_ handle: DragSessionHandle, on target: any DropTarget, owner: AnyObject, at location: CGPoint) -> Bool {
        guard active?.handle == handle else { return false }
        active?.pendingDrop = PendingDrop(target: target, owner: ObjectIdentifier(owner), location: location)
        return true
    }

    /// The drag carrying `handle` ended as GTK says: ends its session accordingly (see the
    /// table above) and returns what the user's gesture did (`nil` for an unknown handle).
    @discardableResult
    public func end(_ handle: DragSessionHandle, _ toolkitEnd: ToolkitDragEnd) async -> DragOutcome? {
        guard let drag = active, drag.handle == handle else { return nil }
        active = nil
        let session = drag.session
        if session.isEnded { return session.outcome }
        do {
            switch (toolkitEnd, drag.pendingDrop) {
            case (.cancelledByUser, _):
                try session.cancel()
                return .cancelled
            case let (.completed(operation), drop?):
                return try await finish(session, operation: operation, on: drop, sameOwner: drop.owner == drag.owner)
            case (.noTarget, _), (.failed, _), (.completed, nil):
                try session.move(to: session.location, over: nil)
                return try await session.drop()
            }
        } catch {
            // A session in an unexpected phase: make sure it ends and its ticket settles.
            if !session.isEnded { try? session.cancel() }
            return session.outcome
        }
    }

    private func finish(_ session: DragSession, operation: DragOperation, on drop: PendingDrop,
                        sameOwner: Bool) async throws(DragSessionError) -> DragOutcome {
        if session.allowedOperations.contains(operation), operation == .copy || sameOwner {
            try session.move(to: drop.location, over: drop.target)
            return try await session.drop()
        }
        // GTK chose what this session cannot do as it is: a copy of a move drag, or a move
        // into another model. A stand-in session without the source's context carries the
        // same items there; the source's session then ends as a completed move elsewhere
        // (the source removes) or is cancelled (the source keeps its items).
        let standIn = DragSession(items: session.items, allowedOperations: [operation], preview: session.preview, at: drop.location)
        try standIn.move(to: drop.location, over: drop.target)
        let outcome = try await standIn.drop()
        if operation == .move, outcome == .completed(.move) {
            try session.endInAnotherProcess(operation: .move)
        } else {
            try session.cancel()
        }
        return outcome
    }
}
