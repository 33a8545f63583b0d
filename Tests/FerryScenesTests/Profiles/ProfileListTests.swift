// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes
import Profiles

/// The list reads profiles from the store as they are asked for, a page at a time, and
/// keeps a bounded number of them.
@MainActor
struct ProfileListTests {
    /// A model over a store of the demo profiles and `extra` more named "0", "1"…
    private static func model(extra: Int, in scratch: TemporaryFolder) throws -> ProfilesModel {
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        try store.append((0..<extra).map { Profile(name: "\($0)") })
        return try ProfilesModel(store: store, videos: MediaFolder(url: scratch.file("v"), defaultExtension: "mp4"),
                                 portraits: MediaFolder(url: scratch.file("p")))
    }

    @Test func aModelOpensWithIdsAndReadsOnlyThePageAsked() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.model(extra: 500, in: scratch)
        #expect(model.profiles.count == 502 && model.profileCache.count == 0)
        #expect(model.profiles[300].name == "298")
        #expect(model.profileCache.count == ProfileCache.pageSize)
        // Neighbours come with the page: no second read for them.
        #expect(model.profiles[301].name == "299" && model.profiles[290].name == "288")
        #expect(model.profileCache.count == ProfileCache.pageSize)
    }

    @Test func readingEveryProfileKeepsAtMostTheCapacity() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.model(extra: ProfileCache.capacity + 500, in: scratch)
        let names = model.profiles.map(\.name)
        #expect(names == Profile.demoProfiles.map(\.name) + (0..<ProfileCache.capacity + 500).map { "\($0)" })
        #expect(model.profileCache.count == ProfileCache.capacity)
        // What was dropped is read again, the same.
        #expect(model.profiles[2].name == "0")
    }

    @Test func anEditShowsAtOnceAndIsWhatTheStoreHolds() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.model(extra: 3, in: scratch)
        model.select(model.profileIDs[3])
        model.rename(to: "One")
        #expect(model.profiles[3].name == "One" && model.selectedProfile?.name == "One")
        #expect(try model.store.profile(id: model.profileIDs[3])?.name == "One")
    }

    @Test func aProfileGoneFromTheStoreIsABlankRowThatIsNeverSaved() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.model(extra: 3, in: scratch)
        let gone = model.profileIDs[2]
        // Another program deletes it behind the model's back.
        try ProfileStore(url: model.store.url).delete(ids: [gone])
        #expect(model.profiles[2] == Profile(id: gone, name: ""))
        model.select(gone)
        model.rename(to: "Back?")
        #expect(model.message.hasPrefix("Could not save “\(gone.uuidString)”"))
        #expect(try model.store.profile(id: gone) == nil)
        #expect(model.delete(gone).hasPrefix("Could not delete"))
        #expect(model.profileIDs.contains(gone))
    }
}
