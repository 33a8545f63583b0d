// SPDX-License-Identifier: Apache-2.0
import CGtk
import Testing
import TransferSessions
@testable import GtkKit

@MainActor
struct DragOperationTests {
    @Test func theDestinationPrefersAMoveOnlyWhenAllowed() {
        let both = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        #expect(DropTargetController.chooseAction(allowed: both, preferred: .move) == GDK_ACTION_MOVE)
        #expect(DropTargetController.chooseAction(allowed: both, preferred: .copy) == GDK_ACTION_COPY)
        #expect(DropTargetController.chooseAction(allowed: GDK_ACTION_COPY, preferred: .move) == GDK_ACTION_COPY)
        #expect(DropTargetController.chooseAction(allowed: GDK_ACTION_MOVE, preferred: .copy) == GDK_ACTION_MOVE)
        #expect(DropTargetController.chooseAction(allowed: GdkDragAction(0), preferred: .copy).rawValue == 0)
    }

    @Test func operationsMapToGDKActions() {
        #expect(Set<DragOperation>([.copy, .move]).gdk.rawValue == GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        #expect(Set<DragOperation>([.copy]).gdk == GDK_ACTION_COPY)
        #expect(Set<DragOperation>([.move]).gdk == GDK_ACTION_MOVE)
        #expect(DragOperation(GDK_ACTION_MOVE) == .move)
        #expect(DragOperation(GDK_ACTION_COPY) == .copy)
        #expect(DragOperation(GdkDragAction(0)) == nil)
        #expect(DragOperation.move.gdk == GDK_ACTION_MOVE)
    }

    @Test func cancelReasonsMapToToolkitDragEnds() {
        #expect(ToolkitDragEnd(cancelledFor: GDK_DRAG_CANCEL_USER_CANCELLED) == .cancelledByUser)
        #expect(ToolkitDragEnd(cancelledFor: GDK_DRAG_CANCEL_NO_TARGET) == .noTarget)
        #expect(ToolkitDragEnd(cancelledFor: GDK_DRAG_CANCEL_ERROR) == .failed)
        #expect(ToolkitDragEnd.completed(.move).description == "moved")
    }
}
