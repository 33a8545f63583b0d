internal import CGtk

/// What a drop does with the dragged item.
public enum DragOperation: Sendable, Hashable {
    /// The destination adds a copy; the source keeps its item.
    case copy
    /// The destination adds the item and the source removes it, once told the move completed.
    case move

    var gdk: GdkDragAction { self == .copy ? GDK_ACTION_COPY : GDK_ACTION_MOVE }

    init?(_ action: GdkDragAction) {
        if action.rawValue & GDK_ACTION_MOVE.rawValue != 0 { self = .move }
        else if action.rawValue & GDK_ACTION_COPY.rawValue != 0 { self = .copy }
        else { return nil }
    }
}
