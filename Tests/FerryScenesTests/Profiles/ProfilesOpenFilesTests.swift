// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import FerryScenes
import Profiles

/// Files opened from outside (Files' Open With, `ferry FILE…`): their profiles are added
/// as a drop adds them, all or none, and a file Ferry cannot take says which and why.
@MainActor
struct ProfilesOpenFilesTests {
    /// Writes `profile` as Export Profile… and a drag into Files write it.
    static func profileFile(_ profile: Profile, in scratch: TemporaryFolder, named name: String) async throws -> URL {
        let file = scratch.file(name)
        try await ProfileFile(profile).exported(as: .profile).write(to: file)
        return file
    }

    @Test func profilesAndArchivesAreAddedInOrderAsCopies() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let before = Array(model.profiles)
        let ana = Profile(name: "Ana Silva", phoneNumber: "555-0101")
        let anaFile = try await Self.profileFile(ana, in: scratch, named: "Ana Silva.FerryProfile")
        let archive = scratch.file("people.csv")
        try ProfilesArchive(profiles: [Profile(name: "Bo Li"), Profile(name: "Chidi Okafor")]).csvData().write(to: archive)
        // Juan's own file: already in the list, so he is added again as a copy.
        let juanFile = try await Self.profileFile(ProfilesModelTests.juan, in: scratch, named: "Juan Chavez.ferryprofile")

        let message = await model.openFiles([anaFile, archive, juanFile])
        #expect(message == ProfilesModel.addedProfilesMessage(4))
        let added = Array(model.profiles.dropFirst(before.count))
        #expect(Array(model.profiles.prefix(before.count)) == before)
        #expect(added.map(\.name) == ["Ana Silva", "Bo Li", "Chidi Okafor", "Juan Chavez"])
        // Ana keeps her id; Juan, whose id the list holds, is added under a new one.
        #expect(added[0] == ana && added[3].id != ProfilesModelTests.juan.id && added[3].name == "Juan Chavez")
        #expect(model.selectedID == added[0].id)
        #expect(try model.store.profiles() == Array(model.profiles))
    }

    /// A lone CSV file is imported as a dropped one: streamed, through the import's
    /// progress.
    @Test func aLoneCSVFileIsImportedAsADroppedOne() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let archive = scratch.file("people.CSV")
        try ProfilesArchive(profiles: [Profile(name: "Bo Li")]).csvData().write(to: archive)
        let message = await model.openFiles([archive])
        #expect(message == ProfilesModel.addedProfilesMessage(1) && model.profiles.last?.name == "Bo Li", "\(message)")
    }

    /// One bad file among good ones: nothing is added, and the message names the file.
    @Test func oneUnreadableFileChangesNothingAndSaysWhich() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let before = Array(model.profiles)
        let good = try await Self.profileFile(Profile(name: "Ana Silva"), in: scratch, named: "Ana.ferryprofile")
        let notes = scratch.file("notes.txt")
        try Data("hello".utf8).write(to: notes)
        let broken = scratch.file("broken.ferryprofile")
        try Data("{\"name\": 3}".utf8).write(to: broken)
        let missing = scratch.file("gone.ferryprofile")

        for (bad, words) in [(notes, "neither a profile"), (broken, "not a Ferry profile"), (missing, "cannot open")] {
            let message = await model.openFiles([good, bad])
            #expect(message.hasPrefix("Open failed: ") && message.contains(bad.path) && message.contains(words), "\(message)")
            #expect(Array(model.profiles) == before)
            #expect(try model.store.profiles() == before)
        }
        #expect(await model.openFiles([]) == "Open failed: no files.")
    }
}
