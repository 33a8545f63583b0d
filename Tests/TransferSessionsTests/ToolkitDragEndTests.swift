// SPDX-License-Identifier: Apache-2.0
import Testing
import TransferSessions

/// What a drag source's log and "Last drag" text say about each end GTK reports.
@Suite struct ToolkitDragEndTests {
    @Test func describesWhatTheUserSaw() {
        #expect(ToolkitDragEnd.completed(.copy).description == "copied")
        #expect(ToolkitDragEnd.completed(.move).description == "moved")
        #expect(ToolkitDragEnd.cancelledByUser.description == "cancelled (by user)")
        #expect(ToolkitDragEnd.noTarget.description == "cancelled (no target)")
        #expect(ToolkitDragEnd.failed.description == "cancelled (error)")
    }
}
