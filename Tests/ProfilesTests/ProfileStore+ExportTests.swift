// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import Profiles

/// `ProfileStore.exportCSV`: the archive's bytes, streamed from a snapshot of the store.
@Suite struct ProfileStoreExportTests {
    @Test func writesTheBytesTheArchiveWritesInListOrder() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"))
        let profiles = Profile.demoProfiles + ProfileStoreTests.profiles(300, seed: 41)
        try store.append(profiles)
        // An order that is not the order of insertion, with a gap.
        _ = try store.move(fromOffsets: IndexSet([0, 5, 17]), toOffset: 250)
        try store.delete(ids: [profiles[3].id])
        try store.move([profiles[200].id], before: profiles[1].id)
        let url = scratch.file("Profiles.csv")
        #expect(try store.exportCSV(to: url) == profiles.count - 1)
        let stored = try store.profiles()
        #expect(try Data(contentsOf: url) == ProfilesArchive(profiles: stored).csvData())
        #expect(try ProfilesArchive(csvFileAt: url).profiles == stored)
    }

    @Test func anEmptyStoreExportsTheHeaderOnly() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"))
        let url = scratch.file("Profiles.csv")
        #expect(try store.exportCSV(to: url) == 0)
        #expect(try Data(contentsOf: url) == ProfilesArchive(profiles: []).csvData())
    }

    /// A `Progress` that, the first time it hears of profiles written, changes the store
    /// under the export.
    final class MeddlingProgress: Progress, @unchecked Sendable {
        var meddle: (() throws -> Void)?
        var meddlingFailure: (any Error)?

        override var completedUnitCount: Int64 {
            didSet {
                guard completedUnitCount > 0, let meddle else { return }
                self.meddle = nil
                do { try meddle() } catch { meddlingFailure = error }
            }
        }
    }

    /// The export reads through a connection of its own: the store takes a delete and an
    /// insert while it runs (they would wait for ever on the store's own connection), and
    /// the file holds the list as it was when the export began.
    @Test func theFileHoldsTheListAsItWasAndTheStoreStaysUsable() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"))
        try store.append(ProfileStoreTests.profiles(3 * ProfileStore.progressInterval, seed: 42))
        let before = try store.profiles()
        let added = Profile(name: "Added during the export")
        let progress = MeddlingProgress(totalUnitCount: -1)
        progress.meddle = {
            try store.delete(ids: [before[0].id])
            try store.insert(added, before: nil)
        }
        let url = scratch.file("Profiles.csv")
        #expect(try store.exportCSV(to: url, progress: progress) == before.count)
        #expect(progress.meddle == nil, "the progress never heard of written profiles")
        #expect(progress.meddlingFailure == nil, "\(String(describing: progress.meddlingFailure))")
        #expect(progress.totalUnitCount == Int64(before.count) && progress.completedUnitCount == Int64(before.count))
        #expect(try ProfilesArchive(csvFileAt: url).profiles == before)
        #expect(try store.profiles() == Array(before.dropFirst()) + [added])
    }

    @Test func aCancelledExportWritesNothingAndKeepsTheOldFile() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"))
        try store.append(ProfileStoreTests.profiles(3 * ProfileStore.progressInterval, seed: 43))
        let url = scratch.file("Profiles.csv")
        let old = Data("id,name\r\n".utf8)
        try old.write(to: url)
        let progress = Progress(totalUnitCount: -1)
        progress.cancel()
        #expect(throws: ProfileStoreError.exportCancelled(profilesWritten: ProfileStore.progressInterval)) {
            try store.exportCSV(to: url, progress: progress)
        }
        #expect(try Data(contentsOf: url) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
            == ["Profiles.csv", "profiles.sqlite", "profiles.sqlite-shm", "profiles.sqlite-wal"])
    }

    @Test func anExistingFileIsKeptWhenAskedTo() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        let url = scratch.file("Profiles.csv")
        let old = Data("id,name\r\n".utf8)
        try old.write(to: url)
        #expect(throws: ProfileStoreError.exportNotWritten(.io(operation: "link", path: url.path, errno: EEXIST))) {
            try store.exportCSV(to: url, existing: .fail)
        }
        #expect(try Data(contentsOf: url) == old)
    }
}
