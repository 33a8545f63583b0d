import Foundation

/// How the desktop toolkit says a drag ended, as the source's drag controller learns it.
public enum ToolkitDragEnd: Sendable, Hashable {
    /// A destination accepted the drop with this operation (GTK picks copy while Ctrl is
    /// held, as GNOME users expect, otherwise what the destination prefers).
    case completed(DragOperation)
    /// The user pressed Escape.
    case cancelledByUser
    /// Released where nothing accepted it, or the destination refused.
    case noTarget
}
