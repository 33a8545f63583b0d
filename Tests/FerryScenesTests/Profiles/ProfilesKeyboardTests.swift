// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes
import Profiles

/// The Profiles page without a pointer: arrows select, the row's menu offers the moves the
/// drag rule allows and a delete, and buttons name the profile they act on.
extension ProfilesModelTests {
    @Test func arrowsSelectTheNeighbourAndStopAtEitherEnd() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.selectNeighbour(of: Self.juan.id, by: 1) == Self.mei.id && model.selectedID == Self.mei.id)
        #expect(model.selectNeighbour(of: Self.mei.id, by: 1) == nil && model.selectedID == Self.mei.id, "past the end: nothing")
        #expect(model.selectNeighbour(of: Self.mei.id, by: -1) == Self.juan.id && model.selectedID == Self.juan.id)
        #expect(model.selectNeighbour(of: Self.juan.id, by: -1) == nil && model.selectedID == Self.juan.id, "past the top: nothing")
        #expect(model.selectNeighbour(of: UUID(), by: 1) == nil && model.selectedID == Self.juan.id, "an unknown row: nothing")
        #expect(Array(model.profiles) == Profile.demoProfiles, "selecting never reorders")
    }

    @Test func aRowsMenuOffersOnlyTheMovesTheDragRuleAllows() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.addProfile(named: "Ada")
        #expect(model.rowMenu(for: Self.juan.id).map(\.command) == [.cut, .copy, .paste, .delete], "Juan cannot move")
        #expect(model.rowMenu(for: Self.mei.id).map(\.title)
                == ["Cut", "Copy", "Paste", "Move “Mei Chen” Up", "Move “Mei Chen” Down", "Delete “Mei Chen”"])
        let last = try #require(model.profiles.last?.id)
        #expect(model.rowMenu(for: last).map(\.command) == [.cut, .copy, .paste, .moveUp, .delete], "nothing below the last row")
        #expect(model.rowMenu(for: UUID()).isEmpty)
    }

    @Test func deletingARowByItsIdIsUndoneAsADeletionOfTheSelection() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.delete(Self.mei.id) == ProfilesModel.deletedMessage(Self.mei.name))
        #expect(Array(model.profiles) == [Self.juan] && model.selectedID == Self.juan.id, "the selection stays where it was")
        #expect(try model.store.profiles() == [Self.juan])
        #expect(model.delete(Self.mei.id) == ProfilesModel.goneMessage && model.deletedProfiles.count == 1)
        model.undoDelete()
        #expect(Array(model.profiles) == Profile.demoProfiles && model.selectedID == Self.mei.id)
    }

    @Test func buttonsActingOnTheSelectionNameIt() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.select(Self.mei.id)
        #expect(ProfilesModel.SelectedProfileAction.allCases.map(model.accessibleName(of:))
                == ["Delete “Mei Chen”", "Paste Fun Facts for “Mei Chen”", "Paste Portrait for “Mei Chen”", "Copy the Portrait of “Mei Chen”", "Paste Video for “Mei Chen”"])
        model.select(nil)
        #expect(ProfilesModel.SelectedProfileAction.allCases.map(model.accessibleName(of:))
                == ["Delete Profile", "Paste Fun Facts", "Paste Portrait", "Copy Portrait", "Paste Video"])
    }
}
