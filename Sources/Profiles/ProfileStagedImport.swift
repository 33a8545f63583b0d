// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Appends a large batch of profiles (a CSV import) to the end of the list, inside a
/// transaction the caller holds, in two steps: each profile is first appended to
/// temporary staging tables in the order read, then ``finish()`` moves them all into the
/// store's tables sorted by id.
///
/// Why: the store's tables are keyed by random UUIDs (`profile`'s id index, `fun_fact` and
/// `file_reference`), so inserting profiles in file order writes each row to a random
/// page. Once those trees outgrow SQLite's page cache, nearly every row costs a page read
/// back from the write-ahead log and a page written out again, and an import gets slower
/// per MB the larger it is (a 400 MB file imported about six times slower per MB than a
/// 50 MB one). Staging appends in order, and the sorted moves append to the trees page
/// after page, so the time per profile stays flat.
///
/// Repeated ids (stored already, or earlier in the batch) are found with one indexed pass
/// over the staged ids and handled as ``ProfileBatchInsertion`` does: refused
/// (``ProfileStoreError/duplicateID(_:index:)`` for the first in batch order) or given a
/// new id. The staging tables are temporary and created in the caller's transaction, so a
/// failure or a rollback leaves nothing behind.
final class ProfileStagedImport {
    private let connection: SQLiteConnection
    private let policy: ProfileStore.IDConflictPolicy
    private let stageProfile: SQLiteStatement
    private let stageFact: SQLiteStatement
    private let stageFile: SQLiteStatement
    /// How many profiles were staged.
    private(set) var count = 0

    init(_ connection: SQLiteConnection, policy: ProfileStore.IDConflictPolicy) throws(ProfileStoreError) {
        self.connection = connection
        self.policy = policy
        // `seq` is the profile's place in the batch; facts and files refer to it, so giving
        // a profile a new id touches one row.
        try connection.execute("""
            CREATE TEMP TABLE import_profile (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, name TEXT NOT NULL, bio TEXT NOT NULL,
                                              phone_number TEXT NOT NULL);
            CREATE TEMP TABLE import_fact (seq INTEGER NOT NULL, position INTEGER NOT NULL, text TEXT NOT NULL);
            CREATE TEMP TABLE import_file (seq INTEGER NOT NULL, role TEXT NOT NULL, url TEXT NOT NULL);
            """)
        stageProfile = try connection.prepare("INSERT INTO temp.import_profile (seq, id, name, bio, phone_number) VALUES (?1, ?2, ?3, ?4, ?5)")
        stageFact = try connection.prepare("INSERT INTO temp.import_fact (seq, position, text) VALUES (?1, ?2, ?3)")
        stageFile = try connection.prepare("INSERT INTO temp.import_file (seq, role, url) VALUES (?1, ?2, ?3)")
    }

    /// Stages `profile` as the batch's next.
    func append(_ profile: Profile) throws(ProfileStoreError) {
        let seq = Int64(count)
        try stageProfile.bind(seq, at: 1)
        try stageProfile.bind(profile.id.uuidString, at: 2)
        try stageProfile.bind(profile.name, at: 3)
        try stageProfile.bind(profile.bio, at: 4)
        try stageProfile.bind(profile.phoneNumber, at: 5)
        try stageProfile.run()
        for (position, fact) in profile.funFacts.enumerated() {
            try stageFact.bind(seq, at: 1)
            try stageFact.bind(Int64(position), at: 2)
            try stageFact.bind(fact, at: 3)
            try stageFact.run()
        }
        for (role, url) in [("video", profile.videoText), ("portrait", profile.portraitText)] {
            guard let url else { continue }
            try stageFile.bind(seq, at: 1)
            try stageFile.bind(role, at: 2)
            try stageFile.bind(url, at: 3)
            try stageFile.run()
        }
        count += 1
    }

    /// Resolves repeated ids under the policy, moves the staged profiles to the end of the
    /// list (in batch order) and drops the staging tables.
    func finish() throws(ProfileStoreError) {
        try connection.execute("CREATE INDEX temp.import_profile_by_id ON import_profile (id, seq)")
        try resolveRepeatedIDs()
        let first = try ProfilePositions(connection).end()
        // `+id`: sort the rows rather than walk the id index and fetch each row out of order.
        let profiles = try connection.prepare("""
            INSERT INTO main.profile (id, name, bio, position, phone_number)
            SELECT id, name, bio, ?1 + seq * \(ProfilePositions.spacing), phone_number FROM temp.import_profile ORDER BY +id
            """)
        try profiles.bind(first, at: 1)
        try profiles.run()
        try connection.execute("""
            INSERT INTO main.fun_fact (profile_id, position, text)
            SELECT p.id, f.position, f.text FROM temp.import_fact AS f JOIN temp.import_profile AS p ON p.seq = f.seq
            ORDER BY +p.id, f.position;
            INSERT INTO main.file_reference (profile_id, role, url)
            SELECT p.id, f.role, f.url FROM temp.import_file AS f JOIN temp.import_profile AS p ON p.seq = f.seq
            ORDER BY +p.id, f.role;
            DROP TABLE temp.import_fact;
            DROP TABLE temp.import_file;
            DROP TABLE temp.import_profile;
            """)
    }

    /// Finds the staged profiles whose id is stored already or repeats an earlier staged
    /// one, in batch order; refuses the first or gives each a new id, until none is left.
    private func resolveRepeatedIDs() throws(ProfileStoreError) {
        // Walked in id order (the index), so the store's id index is read page after page.
        let repeated = try connection.prepare("""
            SELECT s.seq, s.id FROM temp.import_profile AS s INDEXED BY import_profile_by_id
            WHERE EXISTS (SELECT 1 FROM main.profile AS p WHERE p.id = s.id)
               OR EXISTS (SELECT 1 FROM temp.import_profile AS e WHERE e.id = s.id AND e.seq < s.seq)
            ORDER BY s.id
            """)
        let rename = try connection.prepare("UPDATE temp.import_profile SET id = ?2 WHERE seq = ?1")
        while true {
            var found: [(seq: Int64, id: String)] = []
            while try repeated.step() { found.append((repeated.int64(at: 0), repeated.text(at: 1))) }
            repeated.reset()
            guard let first = found.min(by: { $0.seq < $1.seq }) else { return }
            guard policy == .assignNewID else {
                throw .duplicateID(UUID(uuidString: first.id) ?? UUID(), index: Int(first.seq))
            }
            for (seq, _) in found {
                try rename.bind(seq, at: 1)
                try rename.bind(UUID().uuidString, at: 2)
                try rename.run()
            }
        }
    }
}
