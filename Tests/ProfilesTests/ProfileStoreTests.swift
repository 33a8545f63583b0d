// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

struct ProfileStoreTests {
    static func profiles(_ count: Int, seed: UInt64) -> [Profile] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in RandomText.profile(using: &generator) }
    }

    @Test func createsTheFileWithWALForeignKeysAndTheCurrentSchema() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("deep/er/profiles.sqlite")
        let store = try ProfileStore(url: url)
        #expect(store.openedVersion == 0)
        #expect(try store.storedSchemaVersion() == ProfileStore.schemaVersion)
        #expect(try RawSQLite.value(url.path, "PRAGMA journal_mode") == "wal")
        #expect(try store.withConnection { (connection: SQLiteConnection) throws(ProfileStoreError) in try connection.integer("PRAGMA foreign_keys") } == 1)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.profiles() == [])
    }

    @Test func initialProfilesAreAddedOnlyWhenTheStoreIsCreated() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        #expect(try ProfileStore(url: url, initialProfiles: Profile.demoProfiles).profiles() == Profile.demoProfiles)
        let reopened = try ProfileStore(url: url, initialProfiles: Profile.demoProfiles)
        #expect(reopened.openedVersion == 3)
        #expect(try reopened.profiles() == Profile.demoProfiles)
    }

    @Test func randomProfilesComeBackExactlyAfterReopening() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        let profiles = Self.profiles(300, seed: 5)
        try ProfileStore(url: url).append(profiles)
        let reopened = try ProfileStore(url: url)
        #expect(try reopened.profiles() == profiles)
        #expect(try reopened.count() == 300)
        #expect(try reopened.profile(id: profiles[17].id) == profiles[17])
        #expect(try reopened.profile(id: UUID()) == nil)
    }

    @Test func aBatchWithAStoredIDAddsNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        var batch = Self.profiles(5, seed: 6)
        batch[2].id = Profile.demoProfiles[1].id
        #expect(throws: ProfileStoreError.duplicateID(Profile.demoProfiles[1].id, index: 2)) { try store.append(batch) }
        #expect(try store.profiles() == Profile.demoProfiles)
        // A repeat inside the batch is refused the same way.
        var repeated = Self.profiles(3, seed: 7)
        repeated[1].id = repeated[0].id
        #expect(throws: ProfileStoreError.duplicateID(repeated[0].id, index: 1)) { try store.append(repeated) }
        #expect(try store.count() == 2)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func conflictingIDsCanBecomeCopies() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        let stored = try store.append(Profile.demoProfiles + [Profile.demoProfiles[0]], ids: .assignNewID)
        #expect(stored.count == 3)
        #expect(Set(stored.map(\.id)).count == 3)
        #expect(Set(stored.map(\.id)).isDisjoint(with: Profile.demoProfiles.map(\.id)))
        #expect(stored.map(\.name) == ["Juan Chavez", "Mei Chen", "Juan Chavez"])
        #expect(try store.profiles().map(\.name) == ["Juan Chavez", "Mei Chen", "Juan Chavez", "Mei Chen", "Juan Chavez"])
    }

    @Test func reorderingPersists() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let profiles = Self.profiles(5, seed: 8)
        let store = try ProfileStore(url: url)
        try store.append(profiles)
        let order = try store.move(fromOffsets: [0, 2], toOffset: 5)
        let expected = [1, 3, 4, 0, 2].map { profiles[$0].id }
        #expect(order == expected)
        try store.move(fromOffsets: [4], toOffset: 0)
        let reopened = try ProfileStore(url: url)
        #expect(try reopened.orderedIDs() == [2, 1, 3, 4, 0].map { profiles[$0].id })
        #expect(try reopened.profiles().map(\.id) == [2, 1, 3, 4, 0].map { profiles[$0].id })
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(DISTINCT position) FROM profile") == "5")
    }

    @Test func anInvalidMoveChangesNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        #expect(throws: ProfileStoreError.invalidMove(offsets: [2], destination: 0, count: 2)) { try store.move(fromOffsets: [2], toOffset: 0) }
        #expect(throws: ProfileStoreError.invalidMove(offsets: [0], destination: 3, count: 2)) { try store.move(fromOffsets: [0], toOffset: 3) }
        #expect(try store.profiles() == Profile.demoProfiles)
    }

    @Test func insertingAtAnIndexShiftsTheRest() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        let ada = Profile(name: "Ada")
        try store.insert(ada, at: 1)
        #expect(try store.profiles().map(\.name) == ["Juan Chavez", "Ada", "Mei Chen"])
        #expect(throws: ProfileStoreError.invalidIndex(4, count: 3)) { try store.insert(Profile(name: "Bob"), at: 4) }
        #expect(throws: ProfileStoreError.duplicateID(ada.id, index: 0)) { try store.insert(ada, at: 0) }
        #expect(try store.profiles().map(\.name) == ["Juan Chavez", "Ada", "Mei Chen"])
    }

    @Test func updatingReplacesFactsAndFiles() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let store = try ProfileStore(url: url, initialProfiles: Profile.demoProfiles)
        var mei = Profile.demoProfiles[1]
        mei.name = "Mei Chen, PhD"
        mei.funFacts = ["Knits", "", "Two\nlines"]
        mei.video = URL(fileURLWithPath: "/v/mei.mp4")
        mei.portrait = URL(fileURLWithPath: "/p/mei.png")
        try store.update(mei)
        #expect(try store.profile(id: mei.id) == mei)
        mei.funFacts = ["Only one"]
        mei.video = nil
        try store.update(mei)
        #expect(try ProfileStore(url: url).profiles() == [Profile.demoProfiles[0], mei])
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM file_reference") == "1")
        let stranger = Profile(name: "Nobody")
        #expect(throws: ProfileStoreError.notFound(stranger.id)) { try store.update(stranger) }
    }

    @Test func deletingRemovesFactsAndFilesAndWritesNoOtherRow() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let store = try ProfileStore(url: url)
        let profiles = Self.profiles(4, seed: 9).map { profile -> Profile in
            var profile = profile
            profile.funFacts = ["a", "b"]
            profile.video = URL(fileURLWithPath: "/v/x.mp4")
            return profile
        }
        try store.append(profiles)
        let positionsBefore = try RawSQLite.rows(url.path, "SELECT id, position FROM profile ORDER BY position")
        try store.delete(ids: [profiles[1].id, UUID()])
        #expect(try store.profiles() == [profiles[0], profiles[2], profiles[3]])
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM fun_fact WHERE profile_id = '\(profiles[1].id.uuidString)'") == "0")
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM file_reference") == "3")
        #expect(try RawSQLite.rows(url.path, "SELECT id, position FROM profile ORDER BY position")
            == positionsBefore.filter { $0[0] != profiles[1].id.uuidString })
    }

    @Test func twoConnectionsWritingAtOnceKeepEveryProfileAndADistinctPosition() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let first = try ProfileStore(url: url)
        let second = try ProfileStore(url: url)
        await withTaskGroup(of: Void.self) { group in
            for (index, store) in [first, second].enumerated() {
                group.addTask {
                    for round in 0..<40 { _ = try? store.append([Profile(name: "writer \(index) round \(round)")]) }
                }
            }
        }
        #expect(try first.count() == 80)
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(DISTINCT position) FROM profile") == "80")
        #expect(try second.profiles().count == 80)
    }

    @Test func anUnreadableRowIsReportedNotSkipped() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let store = try ProfileStore(url: url)
        try RawSQLite.execute(url.path, "INSERT INTO profile (id, name, bio, position) VALUES ('garbage', 'x', '', 0)")
        #expect(throws: ProfileStoreError.corruptRow(table: "profile", key: "garbage", reason: .notAUUID("garbage"))) {
            try store.profiles()
        }
    }

    @Test func aFileThatIsNotADatabaseIsRefused() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: url)
        #expect {
            try ProfileStore(url: url)
        } throws: { error in
            guard case .sqlite(_, let code, _) = error as? ProfileStoreError else { return false }
            return code == 26 // SQLITE_NOTADB
        }
    }

    @Test func errorsDescribeThemselves() {
        let id = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!
        #expect(ProfileStoreError.duplicateID(id, index: 2).description == "profile 3 of the batch has the id 11111111-2222-4333-8444-555555555555, which is already stored")
        #expect(ProfileStoreError.newerSchema(found: 3, newest: 2).description.contains("version 3"))
    }
}
