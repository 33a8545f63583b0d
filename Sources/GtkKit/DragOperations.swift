internal import CGtk

/// The operations a drag source allows.
public struct DragOperations: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Creates operations from option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The destination may copy.
    public static let copy = DragOperations(rawValue: 1)
    /// The destination may move (the source then removes its item).
    public static let move = DragOperations(rawValue: 2)

    var gdk: GdkDragAction {
        GdkDragAction((contains(.copy) ? GDK_ACTION_COPY.rawValue : 0) | (contains(.move) ? GDK_ACTION_MOVE.rawValue : 0))
    }
}
