import CGtk
import Testing
@testable import GtkKit

@MainActor
struct DragOperationTests {
    @Test func theDestinationPrefersAMoveOnlyWhenAllowed() {
        let both = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        #expect(DropDestination.chooseAction(allowed: both, preferred: .move) == GDK_ACTION_MOVE)
        #expect(DropDestination.chooseAction(allowed: both, preferred: .copy) == GDK_ACTION_COPY)
        #expect(DropDestination.chooseAction(allowed: GDK_ACTION_COPY, preferred: .move) == GDK_ACTION_COPY)
        #expect(DropDestination.chooseAction(allowed: GDK_ACTION_MOVE, preferred: .copy) == GDK_ACTION_MOVE)
        #expect(DropDestination.chooseAction(allowed: GdkDragAction(0), preferred: .copy).rawValue == 0)
    }

    @Test func operationsMapToGDKActions() {
        #expect(DragOperations([.copy, .move]).gdk.rawValue == GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        #expect(DragOperation(GDK_ACTION_MOVE) == .move)
        #expect(DragOperation(GDK_ACTION_COPY) == .copy)
        #expect(DragOperation(GdkDragAction(0)) == nil)
        #expect(DragCancelReason(GDK_DRAG_CANCEL_USER_CANCELLED) == .userCancelled)
        #expect(DragOutcome.completed(.move).description == "moved")
    }
}
