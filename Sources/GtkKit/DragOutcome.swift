internal import CGtk

/// How a drag ended, as the source learns it.
public enum DragOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A destination accepted the drop with this operation. After `.move` the source
    /// removes its item; after `.copy` it keeps it.
    case completed(DragOperation)
    /// Nothing was dropped: the source changes nothing.
    case cancelled(DragCancelReason)

    public var description: String {
        switch self {
        case .completed(.copy): "copied"
        case .completed(.move): "moved"
        case .cancelled(let reason): "cancelled (\(reason))"
        }
    }
}

/// Why a drag ended without a drop.
public enum DragCancelReason: Sendable, Hashable, CustomStringConvertible {
    /// Released where nothing accepted it, or the destination refused or failed.
    case noTarget
    /// The user pressed Escape.
    case userCancelled
    /// The windowing system reported an error.
    case error

    init(_ reason: GdkDragCancelReason) {
        switch reason {
        case GDK_DRAG_CANCEL_USER_CANCELLED: self = .userCancelled
        case GDK_DRAG_CANCEL_NO_TARGET: self = .noTarget
        default: self = .error
        }
    }

    public var description: String {
        switch self {
        case .noTarget: "no target"
        case .userCancelled: "user cancelled"
        case .error: "error"
        }
    }
}
