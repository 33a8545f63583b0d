// SPDX-License-Identifier: Apache-2.0
/// How the desktop toolkit says a drag ended, as the source's drag controller learns it.
///
/// GtkKit reports this to a drag source's `onEnded`; ``DesktopDragBridge/end(_:_:)`` turns
/// it into the end of the headless ``DragSession``. A source changes its items only after
/// `.completed(.move)`; every other end leaves them where they were.
public enum ToolkitDragEnd: Sendable, Hashable, CustomStringConvertible {
    /// A destination accepted the drop with this operation (GTK picks copy while Ctrl is
    /// held, as GNOME users expect, otherwise what the destination prefers).
    case completed(DragOperation)
    /// The user pressed Escape.
    case cancelledByUser
    /// Released where nothing accepted it, or the destination refused.
    case noTarget
    /// The windowing system reported an error and the drag ended without a drop. To the
    /// user nothing was dropped, so it ends like ``noTarget``; it is its own case so that
    /// logs and "last drag" texts can tell the two apart. GTK on Wayland ends every drag
    /// nobody took this way, Escape included: the Wayland data source only learns that
    /// the drag was cancelled, not why.
    case failed

    /// What the source's user saw: "copied", "moved", or "cancelled" with the reason
    /// ("no target", "by user", "error").
    public var description: String {
        switch self {
        case .completed(.copy): "copied"
        case .completed(.move): "moved"
        case .cancelledByUser: "cancelled (by user)"
        case .noTarget: "cancelled (no target)"
        case .failed: "cancelled (error)"
        }
    }
}
