// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes
import Profiles

extension ProfilesModelTests {
    @Test func undoRestoresTheLastDeletedProfileWhereItWasStoredAndImmovable() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.select(Self.juan.id)
        model.deleteSelected()
        model.deleteSelected()  // Mei, now the only one
        #expect(model.profiles.isEmpty && model.deletedProfiles.count == 2)

        #expect(model.undoDelete() == ProfilesModel.restoredMessage(Self.mei.name))
        #expect(model.undoDelete() == ProfilesModel.restoredMessage(Self.juan.name))
        #expect(Array(model.profiles) == [Self.juan, Self.mei] && model.selectedID == Self.juan.id)
        #expect(try model.store.profiles() == [Self.juan, Self.mei], "stored, in the old order")
        #expect(model.immovableIDs == [Self.juan.id], "Juan still cannot move")
        #expect(model.undoDelete() == ProfilesModel.nothingToRestoreMessage && model.profiles.count == 2)
    }

    @Test func aProfileThatCameBackMeanwhileIsNotRestoredTwice() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.select(Self.mei.id)
        model.deleteSelected()
        try model.store.append([Self.mei])  // re-imported, same id
        let message = model.undoDelete()
        #expect(message.hasPrefix("Could not restore “Mei Chen”"))
        #expect(try model.store.profiles() == [Self.juan, Self.mei] && model.deletedProfiles.isEmpty)
    }
}

extension ProfilesModelTests {
    @Test func altArrowsMoveARowOnePlaceUnderTheDragRule() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(!model.moveByKeyboard(Self.juan.id, by: 1), "Juan cannot move")
        #expect(model.message == ProfilesModel.immovableMessage(Self.juan.name))
        #expect(model.moveByKeyboard(Self.mei.id, by: -1), "Mei may pass him")
        #expect(try Array(model.profiles) == [Self.mei, Self.juan] && model.store.profiles() == [Self.mei, Self.juan])
        #expect(!model.moveByKeyboard(Self.mei.id, by: -1), "already first")
        #expect(!model.moveByKeyboard(Self.mei.id, by: 2), "one place at a time")
        #expect(Array(model.profiles) == [Self.mei, Self.juan])
    }
}

@Suite struct ContextualUndoTests {
    @Test func typingToUndoComesFirst() {
        for page in FerryWindowPage.allCases {
            #expect(ContextualUndo.command(on: page, focusedFieldHasTyping: true, canRestoreLabel: true, canRestoreProfile: true) == .typing)
        }
    }

    @Test func otherwiseThePageSaysWhatComesBack() {
        #expect(ContextualUndo.command(on: .labels, focusedFieldHasTyping: false, canRestoreLabel: true, canRestoreProfile: true) == .restoreLabel)
        #expect(ContextualUndo.command(on: .profiles, focusedFieldHasTyping: false, canRestoreLabel: true, canRestoreProfile: true) == .restoreProfile)
        #expect(ContextualUndo.command(on: .labels, focusedFieldHasTyping: false, canRestoreLabel: false, canRestoreProfile: true) == .nothing)
        #expect(ContextualUndo.command(on: .shapes, focusedFieldHasTyping: false, canRestoreLabel: true, canRestoreProfile: true) == .nothing)
    }
}
