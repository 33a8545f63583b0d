// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes

@MainActor
@Suite struct LabelsKeyboardTests {
    @Test func theFocusOfADeletedRowGoesToTheRowNowInItsPlace() throws {
        let model = LabelsModel()
        let ids = model.ids
        _ = try model.delete(ids[1])
        #expect(model.rowTakingFocus(afterDeletionAt: 1) == ids[2], "the next row moved up")
        _ = try model.delete(ids[2])
        #expect(model.rowTakingFocus(afterDeletionAt: 1) == ids[0], "the last row went: the new last row")
        _ = try model.delete(ids[0])
        #expect(model.rowTakingFocus(afterDeletionAt: 0) == nil)
    }

    @Test func deleteButtonsNameTheirRow() {
        #expect(LabelsModel.deleteButtonLabel("Blue tile") == "Delete “Blue tile”")
        #expect(LabelsModel.deleteButtonLabel("") == "Delete the empty label")
    }
}
