// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Reads profiles back from the current tables.
struct ProfileRowReader {
    let connection: SQLiteConnection

    init(_ connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The stored ids in list order.
    func orderedIDs() throws(ProfileStoreError) -> [UUID] {
        let statement = try connection.prepare("SELECT id FROM profile ORDER BY position, id")
        var ids: [UUID] = []
        while try statement.step() { ids.append(try id(statement, column: 0, table: "profile")) }
        return ids
    }

    /// Every profile in list order.
    func allProfiles() throws(ProfileStoreError) -> [Profile] {
        // The profiles first, noting where each id sits; then the facts and files, read in
        // their tables' own order, go straight into their profile. (Facts gathered first in
        // a dictionary keyed by id text held every id twice more, as strings, while the
        // list was built: about half a gigabyte at 5.7 million profiles.)
        var profiles: [Profile] = []
        var indexByID: [UUID: Int] = [:]
        let rows = try connection.prepare("SELECT id, name, bio, phone_number FROM profile ORDER BY position, id")
        while try rows.step() {
            let id = try id(rows, column: 0, table: "profile")
            indexByID[id] = profiles.count
            profiles.append(Profile(id: id, name: rows.text(at: 1), phoneNumber: rows.text(at: 3), bio: rows.text(at: 2)))
        }
        let factRows = try connection.prepare("SELECT profile_id, text FROM fun_fact ORDER BY profile_id, position")
        while try factRows.step() {
            guard let index = profileIndex(factRows, in: indexByID) else { continue }
            profiles[index].funFacts.append(factRows.text(at: 1))
        }
        let fileRows = try connection.prepare("SELECT profile_id, role, url FROM file_reference")
        while try fileRows.step() {
            let url = try Self.url(fileRows, column: 2, key: fileRows.text(at: 0))
            guard let index = profileIndex(fileRows, in: indexByID) else { continue }
            if fileRows.text(at: 1) == "video" { profiles[index].video = url } else { profiles[index].portrait = url }
        }
        return profiles
    }

    /// Calls `body` with each profile in list order, read one at a time (a list of any
    /// length is read in constant memory). The facts and the files come from two more
    /// statements in the same order, read in step with the profiles: one lookup per
    /// profile and table, made by SQLite, instead of two statements run per profile. (The
    /// CROSS JOINs keep the profiles as the outer loop: left to itself, SQLite scans the
    /// facts and sorts them all.)
    func forEachProfile<Failure: Error>(_ body: (Profile) throws(Failure) -> Void) throws(ForEachFailure<Failure>) {
        let rows: SQLiteStatement, facts: SQLiteStatement, files: SQLiteStatement
        var factsLeft: Bool, filesLeft: Bool
        do throws(ProfileStoreError) {
            rows = try connection.prepare("SELECT id, name, bio, phone_number FROM profile ORDER BY position, id")
            facts = try connection.prepare("""
                SELECT f.profile_id, f.text FROM profile AS p CROSS JOIN fun_fact AS f ON f.profile_id = p.id
                ORDER BY p.position, p.id, f.position
                """)
            files = try connection.prepare("""
                SELECT r.profile_id, r.role, r.url FROM profile AS p CROSS JOIN file_reference AS r ON r.profile_id = p.id
                ORDER BY p.position, p.id
                """)
            factsLeft = try facts.step()
            filesLeft = try files.step()
        } catch {
            throw .store(error)
        }
        while true {
            var profile: Profile
            do throws(ProfileStoreError) {
                guard try rows.step() else { return }
                let key = rows.text(at: 0)
                profile = Profile(id: try id(rows, column: 0, table: "profile"), name: rows.text(at: 1),
                                  phoneNumber: rows.text(at: 3), bio: rows.text(at: 2))
                func isThisProfiles(_ statement: SQLiteStatement) -> Bool {
                    statement.withTextBytes(at: 0) { key.utf8.elementsEqual($0) }
                }
                while factsLeft && isThisProfiles(facts) {
                    profile.funFacts.append(facts.text(at: 1))
                    factsLeft = try facts.step()
                }
                while filesLeft && isThisProfiles(files) {
                    let url = try Self.url(files, column: 2, key: key)
                    if files.text(at: 1) == "video" { profile.video = url } else { profile.portrait = url }
                    filesLeft = try files.step()
                }
            } catch {
                throw .store(error)
            }
            do throws(Failure) {
                try body(profile)
            } catch {
                throw .body(error)
            }
        }
    }

    /// What stopped ``forEachProfile(_:)``: the store, or the caller's body.
    enum ForEachFailure<BodyError: Error>: Error {
        case store(ProfileStoreError)
        case body(BodyError)
    }

    /// Where the profile named by the row's first column (`profile_id`) sits, if it is one
    /// of `indexByID`'s.
    private func profileIndex(_ statement: SQLiteStatement, in indexByID: [UUID: Int]) -> Int? {
        statement.withTextBytes(at: 0) { UUIDText.parse($0) }.flatMap { indexByID[$0] }
    }

    private func id(_ statement: SQLiteStatement, column: Int32, table: String) throws(ProfileStoreError) -> UUID {
        if let id = statement.withTextBytes(at: column, { UUIDText.parse($0) }) { return id }
        let text = statement.text(at: column)
        throw .corruptRow(table: table, key: text, reason: .notAUUID(text))
    }

    fileprivate static func url(_ statement: SQLiteStatement, column: Int32, key: String) throws(ProfileStoreError) -> URL {
        let text = statement.text(at: column)
        guard let url = AbsoluteURLText.parse(text) else {
            throw .corruptRow(table: "file_reference", key: key, reason: .notAnAbsoluteURL(text))
        }
        return url
    }

    /// Reads profiles one id at a time, with its statements prepared once.
    struct ByID {
        private let row: SQLiteStatement
        private let facts: SQLiteStatement
        private let files: SQLiteStatement

        init(_ connection: SQLiteConnection) throws(ProfileStoreError) {
            row = try connection.prepare("SELECT name, bio, phone_number FROM profile WHERE id = ?1")
            facts = try connection.prepare("SELECT text FROM fun_fact WHERE profile_id = ?1 ORDER BY position")
            files = try connection.prepare("SELECT role, url FROM file_reference WHERE profile_id = ?1")
        }

        /// The profile with `id`, or `nil`.
        func profile(id: UUID) throws(ProfileStoreError) -> Profile? {
            let key = id.uuidString
            for statement in [row, facts, files] {
                statement.reset()
                try statement.bind(key, at: 1)
            }
            guard try row.step() else { return nil }
            var profile = Profile(id: id, name: row.text(at: 0), phoneNumber: row.text(at: 2), bio: row.text(at: 1))
            while try facts.step() { profile.funFacts.append(facts.text(at: 0)) }
            while try files.step() {
                let url = try ProfileRowReader.url(files, column: 1, key: key)
                if files.text(at: 0) == "video" { profile.video = url } else { profile.portrait = url }
            }
            return profile
        }
    }
}
