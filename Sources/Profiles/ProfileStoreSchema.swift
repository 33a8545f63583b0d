// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The profile store's tables and their history. The version lives in SQLite's
/// `PRAGMA user_version`; 0 is a new (empty) file.
///
/// Version 1 (Ferry's first store) kept each profile in one row:
/// `profiles(id TEXT PRIMARY KEY, name TEXT, bio TEXT, fun_facts TEXT, video_path TEXT,
/// sort_order INTEGER)`, the facts as ``FunFactsColumn`` text and the video as a path.
///
/// Version 2 gives facts and files their own rows, with foreign keys:
/// - `profile(id TEXT PRIMARY KEY, name TEXT, bio TEXT, position INTEGER)`: `id` is the
///   upper-case UUID, `position` orders the list (then `id`); positions need not be
///   consecutive (stores written before December 2026 have 0, 1, 2…; see
///   `ProfilePositions`);
/// - `fun_fact(profile_id → profile.id, position, text)`, ordered by `position`;
/// - `file_reference(profile_id → profile.id, role 'video' or 'portrait', url)`: an
///   absolute URL.
///
/// Deleting a profile deletes its facts and file references (`ON DELETE CASCADE`).
///
/// Version 3 (current) adds `profile.phone_number TEXT NOT NULL` (seed 003's
/// `phoneNumber`); profiles stored before it get an empty one.
enum ProfileStoreSchema {
    /// The version this code reads and writes.
    static let currentVersion = 3

    /// The tables of the current version.
    static let currentTables = """
        CREATE TABLE profile (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            bio TEXT NOT NULL,
            position INTEGER NOT NULL,
            phone_number TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX profile_by_position ON profile(position);
        CREATE TABLE fun_fact (
            profile_id TEXT NOT NULL REFERENCES profile(id) ON DELETE CASCADE ON UPDATE CASCADE,
            position INTEGER NOT NULL,
            text TEXT NOT NULL,
            PRIMARY KEY (profile_id, position)
        ) WITHOUT ROWID;
        CREATE TABLE file_reference (
            profile_id TEXT NOT NULL REFERENCES profile(id) ON DELETE CASCADE ON UPDATE CASCADE,
            role TEXT NOT NULL CHECK (role IN ('video', 'portrait')),
            url TEXT NOT NULL,
            PRIMARY KEY (profile_id, role)
        ) WITHOUT ROWID;
        """

    /// Brings the database to ``currentVersion`` in one transaction, so that a crash
    /// half way leaves the old version whole. A new file gets `initialProfiles`.
    ///
    /// - Returns: The version the file had before.
    @discardableResult
    static func migrate(_ connection: SQLiteConnection, initialProfiles: [Profile]) throws(ProfileStoreError) -> Int {
        try connection.transaction { () throws(ProfileStoreError) -> Int in
            let found = Int(try connection.integer("PRAGMA user_version"))
            switch found {
            case currentVersion:
                return found
            case 0:
                let tables = try userTables(connection)
                guard tables.isEmpty else {
                    throw .migrationFailed(from: 0, to: currentVersion,
                                           reason: .foreignTables(tables))
                }
                try connection.execute(currentTables)
                let writer = try ProfileRowWriter(connection)
                for (index, profile) in initialProfiles.enumerated() {
                    try writer.insert(profile, position: Int64(index) * ProfilePositions.spacing, batchIndex: index)
                }
            case 1:
                try migrateFrom1(connection)
            case 2:
                try connection.execute("ALTER TABLE profile ADD COLUMN phone_number TEXT NOT NULL DEFAULT ''")
            case let newer where newer > currentVersion:
                throw .newerSchema(found: newer, newest: currentVersion)
            default:
                throw .migrationFailed(from: found, to: currentVersion, reason: .unknownVersion)
            }
            try connection.execute("PRAGMA user_version = \(currentVersion)")
            return found
        }
    }

    /// Version 1 → 3: split each row's facts and video into their own rows, and number
    /// positions in the old sort order.
    private static func migrateFrom1(_ connection: SQLiteConnection) throws(ProfileStoreError) {
        try connection.execute(currentTables)
        let writer = try ProfileRowWriter(connection)
        let old = try connection.prepare("SELECT id, name, bio, fun_facts, video_path FROM profiles ORDER BY sort_order, rowid")
        var position: Int64 = 0
        while try old.step() {
            let idText = old.text(at: 0)
            guard let id = UUID(uuidString: idText) else {
                throw .migrationFailed(from: 1, to: currentVersion, reason: .row(Int(position) + 1, .notAUUID(idText)))
            }
            let videoPath = old.optionalText(at: 4).flatMap { $0.isEmpty ? nil : $0 }
            let profile = Profile(
                id: id,
                name: old.text(at: 1),
                bio: old.text(at: 2),
                funFacts: old.withTextBytes(at: 3) { FunFactsColumn.decode($0) },
                video: videoPath.map { URL(fileURLWithPath: $0) })
            do {
                try writer.insert(profile, position: position * ProfilePositions.spacing, batchIndex: Int(position))
            } catch {
                throw .migrationFailed(from: 1, to: currentVersion, reason: .rowNotCopied(Int(position) + 1, error))
            }
            position += 1
        }
        try connection.execute("DROP TABLE profiles")
    }

    /// The names of the tables in the file, SQLite's own left out.
    private static func userTables(_ connection: SQLiteConnection) throws(ProfileStoreError) -> [String] {
        let statement = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        var names: [String] = []
        while try statement.step() { names.append(statement.text(at: 0)) }
        return names
    }
}
