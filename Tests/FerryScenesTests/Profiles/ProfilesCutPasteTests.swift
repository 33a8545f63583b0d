// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import FerryScenes
import Profiles

/// Cut, copy and paste of profiles (issue #16 item 4): a cut and its paste are one move
/// (same id, one place at a time); a failed paste changes nothing; a cut never pasted is
/// on the clipboard and Ctrl+Z brings it back.
extension ProfilesModelTests {
    @Test func aCutAndItsPasteMoveTheSameProfileWithOneOwner() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.select(Self.mei.id)
        #expect(model.cutForClipboard(Self.mei.id) == Self.mei, "the clipboard gets the whole profile")
        #expect(model.message == ProfilesModel.cutMessage("Mei Chen"))
        #expect(try Array(model.profiles) == [Self.juan] && model.store.profiles() == [Self.juan], "the cut takes it out at once")
        #expect(model.selectedID == Self.juan.id, "the selection goes to the neighbour")

        #expect(model.pasteIntoList([.profile(Self.mei)]) == ProfilesModel.movedByPasteMessage("Mei Chen"))
        #expect(try Array(model.profiles) == [Self.juan, Self.mei] && model.store.profiles() == [Self.juan, Self.mei],
                "the same profile (same id and fields) is back, once")
        #expect(model.selectedID == Self.mei.id)
        #expect(model.deletedProfiles.isEmpty, "moved, not deleted: Ctrl+Z has nothing to restore a second time")
        #expect(model.undoDelete() == ProfilesModel.nothingToRestoreMessage && model.profiles.count == 2)

        // The clipboard still holds it: a second paste is a copy, under a new id.
        #expect(model.pasteIntoList([.profile(Self.mei)]) == ProfilesModel.addedProfilesMessage(1))
        #expect(model.profiles.count == 3 && model.profiles[2].id != Self.mei.id && model.profiles[2].name == "Mei Chen")
        #expect(Set(model.profiles.map(\.id)).count == 3, "every id has one row")
    }

    @Test func aCopyPastedIsANewProfileAndTheOriginalStays() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let copied = try #require(model.copyForClipboard(Self.juan.id), "Juan cannot move, but he can be copied")
        model.pasteIntoList([.profile(copied)])
        #expect(model.profiles.count == 3 && model.profiles[0] == Self.juan)
        var copy = model.profiles[2]
        #expect(copy.id != Self.juan.id && model.selectedID == copy.id)
        copy.id = Self.juan.id
        #expect(copy == Self.juan, "a copy of every field")
        #expect(model.canMove(model.profiles[2].id), "the copy is a new row, movable")
    }

    @Test func aRowThatCannotMoveCannotBeCut() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.cutForClipboard(Self.juan.id) == nil)
        #expect(model.message == ProfilesModel.immovableMessage("Juan Chavez"))
        #expect(try Array(model.profiles) == Profile.demoProfiles && model.store.profiles() == Profile.demoProfiles)
        #expect(model.deletedProfiles.isEmpty)
        #expect(model.cutForClipboard(UUID()) == nil && model.message == ProfilesModel.goneMessage)
    }

    @Test func aCutNeverPastedIsRestoredByUndoAndAFailedPasteChangesNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.select(Self.juan.id)
        _ = try #require(model.cutForClipboard(Self.mei.id))
        #expect(model.selectedID == Self.juan.id, "cutting another row keeps the selection")

        // Pastes that fail: nothing on the clipboard the list takes, a read that failed, an
        // empty archive. Each says why; none changes the list, the store or the undo history.
        let failures = [
            model.pasteRefused(offering: ["text/plain;charset=utf-8", "TEXT", "STRING", "UTF8_STRING"]),
            model.pasteRefused(offering: []),
            model.pasteFailed(TestLoadError.unavailable),
            model.pasteIntoList([.archive(ProfilesArchive(profiles: []))]),
            model.pasteIntoList([]),
        ]
        #expect(failures == [
            "Paste failed: the clipboard holds no profile or CSV archive (it offers text/plain;charset=utf-8, TEXT, STRING, …).",
            "Paste failed: the clipboard is empty.",
            "Paste failed: the test source has no data",
            ProfilesModel.nothingInPasteMessage,
            ProfilesModel.nothingInPasteMessage,
        ])
        #expect(try Array(model.profiles) == [Self.juan] && model.store.profiles() == [Self.juan])
        #expect(model.deletedProfiles.map(\.profile) == [Self.mei], "the cut profile is still restorable")

        #expect(model.undoDelete() == ProfilesModel.restoredMessage("Mei Chen"))
        #expect(try Array(model.profiles) == [Self.juan, Self.mei] && model.store.profiles() == [Self.juan, Self.mei])
    }

    @Test func anArchivePastedIsAddedAllOrNone() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let newcomer = Profile(name: "Ana Lima")
        let archive = ProfilesArchive(profiles: [Self.mei, newcomer])
        #expect(model.pasteIntoList([.archive(archive)]) == ProfilesModel.addedProfilesMessage(2))
        #expect(model.profiles.count == 4 && model.profiles[2].id != Self.mei.id, "Mei is in the list: a copy")
        #expect(model.profiles[3] == newcomer, "a new profile keeps its id")
        #expect(model.selectedID == model.profiles[2].id)
    }

    @Test func theListTakesAProfilesJSONThenCSVAndNeverPlainText() async throws {
        #expect(ProfileListPaste.importedContentTypes() == [.profile, .commaSeparatedText])
        let json = try JSONEncoder().encode(Self.mei)
        #expect(try await ProfileListPaste(importing: json, contentType: .profile) == .profile(Self.mei))
        let csv = try ProfilesArchive(profiles: [Self.juan]).csvData()
        #expect(try await ProfileListPaste(importing: csv, contentType: .commaSeparatedText) == .archive(ProfilesArchive(profiles: [Self.juan])))
        await #expect(throws: (any Error).self, "a name as text is not a profile") {
            try await ProfileListPaste(importing: Data("Mei Chen".utf8), contentType: .plainText)
        }
    }
}
