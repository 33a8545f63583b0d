// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import Profiles

/// `StoredProfilesArchive`: the list's drag and copy, read from the store only when a
/// receiver asks.
@Suite struct StoredProfilesArchiveTests {
    @Test func aReceiverGetsTheArchiveOfTheStoreAsItIsWhenItAsks() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"))
        try store.append(Profile.demoProfiles + ProfileStoreTests.profiles(200, seed: 7))
        let archive = StoredProfilesArchive(store: store)
        // Changed after the value was made (as the drag started): the receiver gets the
        // list as it is when it asks.
        let added = try store.append([Profile(name: "Added after the drag began")])
        try store.delete(ids: [Profile.demoProfiles[0].id])
        _ = try store.move(fromOffsets: IndexSet([3, 9]), toOffset: 150)

        let expected = try ProfilesArchive(profiles: store.profiles()).csvData()
        let exported = try await archive.exported(as: .commaSeparatedText)
        #expect(exported == expected)
        #expect(try ProfilesArchive(csvData: exported).profiles.last?.id == added[0].id)
        #expect(try archive.csvData() == expected)
    }

    @Test func itHasTheArchivesRepresentationAndCondition() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        let archive = StoredProfilesArchive(store: store)
        let listed = ProfilesArchive(profiles: try store.profiles())
        #expect(archive.exportableContentTypes(visibility: .all) == listed.exportableContentTypes(visibility: .all))
        #expect(archive.exportableContentTypes(visibility: .all) == [.commaSeparatedText])
        #expect(archive.suggestedFileName(for: .commaSeparatedText) == "Profiles.csv")
        #expect(StoredProfilesArchive(store: store, supportsCSV: false).exportableContentTypes(visibility: .all) == [])
    }

    @Test func aStoreThatCannotBeReadIsAnErrorNotAnEmptyArchive() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        let archive = StoredProfilesArchive(store: store)
        // The store's files gone from under it: its export finds no profiles table.
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(at: scratch.file("profiles.sqlite" + suffix)) }
        await #expect(throws: (any Error).self) { try await archive.exported(as: .commaSeparatedText) }
    }
}
