// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import Profiles

/// Migrations: from an empty file and from Ferry's version 1 store.
struct ProfileStoreSchemaTests {
    /// Ferry's first store, as it was written (kept here, not in the sources, so the
    /// migration is tested against the old layout itself).
    static let version1Tables = """
        CREATE TABLE profiles (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            bio TEXT NOT NULL DEFAULT '',
            fun_facts TEXT NOT NULL DEFAULT '',
            video_path TEXT,
            sort_order INTEGER NOT NULL
        );
        PRAGMA user_version = 1;
        """

    @Test func migratesAnEmptyFile() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
        let store = try ProfileStore(url: url, initialProfiles: Profile.demoProfiles)
        #expect(store.openedVersion == 0)
        #expect(try store.storedSchemaVersion() == 3)
        #expect(try store.profiles() == Profile.demoProfiles)
        #expect(try RawSQLite.rows(url.path, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map { $0[0] }
                == ["file_reference", "fun_fact", "profile"])
        #expect(try RawSQLite.value(url.path, "PRAGMA journal_mode") == "wal")
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func migratesVersion1() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        let mei = "0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c62" // lower case, as some old rows were
        try RawSQLite.execute(url.path, Self.version1Tables + """
            INSERT INTO profiles VALUES ('6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41', 'Juan Chavez', '(408) 555-4301',
                'Plays the oboe' || char(10) || 'Two\\nlines' || char(10) || '\\e', '/home/ana/Videos/juan clip.mp4', 20);
            INSERT INTO profiles VALUES ('\(mei)', 'Mei Chen', '(919) 555-2481', '', NULL, 10);
            INSERT INTO profiles VALUES ('22222222-3333-4444-8555-666666666666', 'Zoë', '', 'x', '', 15);
            """)
        let store = try ProfileStore(url: url, initialProfiles: [Profile(name: "never added")])
        #expect(store.openedVersion == 1)
        #expect(try store.storedSchemaVersion() == 3)
        let profiles = try store.profiles()
        #expect(profiles.map(\.name) == ["Mei Chen", "Zoë", "Juan Chavez"])
        #expect(profiles[0].id == UUID(uuidString: mei))
        #expect(profiles[0].funFacts == [])
        #expect(profiles[0].video == nil)
        #expect(profiles[1].funFacts == ["x"])
        #expect(profiles[1].video == nil)
        #expect(profiles[2].funFacts == ["Plays the oboe", "Two\nlines", ""])
        #expect(profiles[2].video == URL(fileURLWithPath: "/home/ana/Videos/juan clip.mp4"))
        #expect(profiles[2].bio == "(408) 555-4301")
        // The old table is gone; positions keep the old order, with room between them.
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'profiles'") == "0")
        #expect(try RawSQLite.rows(url.path, "SELECT position FROM profile ORDER BY position").map { $0[0] }
            == (0..<3).map { String($0 * ProfilePositions.spacing) })
        #expect(try RawSQLite.value(url.path, "SELECT id FROM profile WHERE name = 'Mei Chen'") == mei.uppercased())
        #expect(try store.integrityCheck() == ["ok"])
        // Opening again changes nothing.
        #expect(try ProfileStore(url: url).profiles() == profiles)
    }

    /// Version 2's tables, as they were written before profiles had a phone number.
    static let version2Tables = """
        CREATE TABLE profile (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, bio TEXT NOT NULL, position INTEGER NOT NULL);
        CREATE INDEX profile_by_position ON profile(position);
        CREATE TABLE fun_fact (
            profile_id TEXT NOT NULL REFERENCES profile(id) ON DELETE CASCADE ON UPDATE CASCADE,
            position INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (profile_id, position)) WITHOUT ROWID;
        CREATE TABLE file_reference (
            profile_id TEXT NOT NULL REFERENCES profile(id) ON DELETE CASCADE ON UPDATE CASCADE,
            role TEXT NOT NULL CHECK (role IN ('video', 'portrait')), url TEXT NOT NULL,
            PRIMARY KEY (profile_id, role)) WITHOUT ROWID;
        PRAGMA user_version = 2;
        """

    /// A store from before phone numbers opens with every profile whole and an empty phone
    /// number, which can then be stored.
    @Test func migratesVersion2AddingThePhoneNumber() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        try RawSQLite.execute(url.path, Self.version2Tables + """
            INSERT INTO profile VALUES ('6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41', 'Juan Chavez', 'Oboist', 0);
            INSERT INTO fun_fact VALUES ('6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41', 0, 'Keeps bees');
            INSERT INTO file_reference VALUES ('6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41', 'video', 'file:///v/juan.mp4');
            """)
        let store = try ProfileStore(url: url)
        #expect(store.openedVersion == 2)
        #expect(try store.storedSchemaVersion() == 3)
        var juan = try #require(try store.profiles().first)
        #expect(juan == Profile(id: UUID(uuidString: "6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41")!, name: "Juan Chavez", bio: "Oboist",
                                funFacts: ["Keeps bees"], video: URL(string: "file:///v/juan.mp4")))
        #expect(juan.phoneNumber == "")
        juan.phoneNumber = "(408) 555-4301"
        try store.update(juan)
        #expect(try ProfileStore(url: url).profiles() == [juan])
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aFailedMigrationLeavesVersion1Whole() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        try RawSQLite.execute(url.path, Self.version1Tables + """
            INSERT INTO profiles VALUES ('6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41', 'Juan', '', '', NULL, 0);
            INSERT INTO profiles VALUES ('not-a-uuid', 'Broken', '', '', NULL, 1);
            """)
        #expect(throws: ProfileStoreError.migrationFailed(from: 1, to: 3, reason: .row(2, .notAUUID("not-a-uuid")))) {
            try ProfileStore(url: url)
        }
        #expect(try RawSQLite.value(url.path, "PRAGMA user_version") == "1")
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM profiles") == "2")
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'profile'") == "0")
    }

    @Test func aNewerStoreIsLeftAlone() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        try RawSQLite.execute(url.path, "CREATE TABLE future (x); PRAGMA user_version = 4;")
        #expect(throws: ProfileStoreError.newerSchema(found: 4, newest: 3)) { try ProfileStore(url: url) }
        #expect(try RawSQLite.value(url.path, "PRAGMA user_version") == "4")
    }

    @Test func anotherAppsDatabaseIsNotTakenOver() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        try RawSQLite.execute(url.path, "CREATE TABLE notes (body TEXT);")
        #expect(throws: ProfileStoreError.migrationFailed(from: 0, to: 3, reason: .foreignTables(["notes"]))) {
            try ProfileStore(url: url)
        }
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'profile'") == "0")
    }

    @Test func aVersionFerryNeverWroteIsRefused() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("profiles.sqlite")
        try RawSQLite.execute(url.path, "PRAGMA user_version = -4;")
        #expect(throws: ProfileStoreError.migrationFailed(from: -4, to: 3, reason: .unknownVersion)) {
            try ProfileStore(url: url)
        }
    }
}
