// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import TransferSessions

extension DragOperation {
    /// The GDK action of this operation.
    var gdk: GdkDragAction { self == .copy ? GDK_ACTION_COPY : GDK_ACTION_MOVE }

    /// The operation GDK chose: a move when `action` includes one, else a copy, else `nil`
    /// (GDK's other actions, link and ask, are never offered).
    init?(_ action: GdkDragAction) {
        if action.rawValue & GDK_ACTION_MOVE.rawValue != 0 { self = .move }
        else if action.rawValue & GDK_ACTION_COPY.rawValue != 0 { self = .copy }
        else { return nil }
    }
}

extension Set<DragOperation> {
    /// The GDK actions allowing these operations.
    var gdk: GdkDragAction {
        GdkDragAction(reduce(0) { $0 | $1.gdk.rawValue })
    }
}
