// SPDX-License-Identifier: Apache-2.0
import Foundation
import StableCollections
import Synchronization

/// The profiles of SPEC scene 4, kept in SQLite at `$XDG_DATA_HOME/ferry/profiles.sqlite`
/// (``ProfilesDirectories/storeURL``): each profile, its place in the list, its fun
/// facts and its file references (video, portrait). Schema and migrations:
/// `ProfileStoreSchema`.
///
/// Every change is one transaction: a multi-profile drop or a CSV import stores all of
/// its profiles or none (a failure, or the process being killed, rolls the whole batch
/// back); a reorder stores the new order whole. The file uses write-ahead logging with
/// `synchronous = NORMAL` (a commit survives the app being killed; a power cut may lose
/// the latest commits but never tears one) and enforced foreign keys.
///
/// All methods are synchronous and may be called from any thread; calls run one at a
/// time. Errors are ``ProfileStoreError``s.
public final class ProfileStore: Sendable {
    /// What an import does with a profile whose id is already stored (or repeated in the
    /// batch).
    public enum IDConflictPolicy: Sendable, Hashable {
        /// Refuse the whole batch with ``ProfileStoreError/duplicateID(_:index:)``.
        case reject
        /// Store the profile as a copy under a new id, as a drop of the same profile twice
        /// makes two independent profiles.
        case assignNewID
    }

    /// The database file.
    public let url: URL
    /// The schema version the file had when it was opened (0: it was created now).
    public let openedVersion: Int

    private let connection: Mutex<SQLiteConnection>

    /// Opens the store at `url`, creating the file and its folder when needed, and
    /// migrates it to the current schema. A new store starts with `initialProfiles`
    /// (in the same transaction as its tables).
    public init(url: URL = ProfilesDirectories.standard().storeURL, initialProfiles: [Profile] = []) throws(ProfileStoreError) {
        do {
            try MediaFolder.makeFolder(url.deletingLastPathComponent().path)
        } catch {
            guard case let .io(_, path, code) = error else { throw .cannotCreateFolder(path: url.path, errno: EIO) }
            throw .cannotCreateFolder(path: path, errno: code)
        }
        let connection = try SQLiteConnection(path: url.path)
        // WAL must be chosen outside a transaction; it persists in the file.
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("PRAGMA foreign_keys = ON")
        // Room for a large import to build its pages in memory rather than spill them early.
        try connection.execute("PRAGMA cache_size = -32768")
        // A CSV import's staging tables (temporary) stay in memory up to 64 MB before they
        // spill to a temporary file: a 50 MB import then runs about a quarter faster.
        try connection.execute("PRAGMA temp.cache_size = -65536")
        openedVersion = try ProfileStoreSchema.migrate(connection, initialProfiles: initialProfiles)
        self.url = url
        self.connection = Mutex(connection)
    }

    /// The newest schema version this code knows (the version of every opened store).
    public static var schemaVersion: Int { ProfileStoreSchema.currentVersion }

    /// Runs `body` with the connection, one caller at a time.
    func withConnection<Result: Sendable>(_ body: (SQLiteConnection) throws(ProfileStoreError) -> Result) throws(ProfileStoreError) -> Result {
        try connection.withLock { (connection: inout SQLiteConnection) throws(ProfileStoreError) -> Result in
            try body(connection)
        }
    }

    // MARK: Reading

    /// Every profile, in list order.
    public func profiles() throws(ProfileStoreError) -> [Profile] {
        try withConnection { connection throws(ProfileStoreError) in
            try ProfileRowReader(connection).allProfiles()
        }
    }

    /// The profile with `id`, or `nil`.
    public func profile(id: UUID) throws(ProfileStoreError) -> Profile? {
        try withConnection { connection throws(ProfileStoreError) in
            try ProfileRowReader.ByID(connection).profile(id: id)
        }
    }

    /// The profiles with `ids`, in that order; an id with no profile is left out. Costs
    /// the profiles read, not the list: what a list shows a page at a time asks for.
    public func profiles(ids: some Sequence<UUID>) throws(ProfileStoreError) -> [Profile] {
        try withConnection { connection throws(ProfileStoreError) in
            let reader = try ProfileRowReader.ByID(connection)
            var found: [Profile] = []
            for id in ids {
                if let profile = try reader.profile(id: id) { found.append(profile) }
            }
            return found
        }
    }

    /// How many profiles are stored.
    public func count() throws(ProfileStoreError) -> Int {
        try withConnection { connection throws(ProfileStoreError) in
            Int(try connection.integer("SELECT COUNT(*) FROM profile"))
        }
    }

    /// The ids in list order.
    public func orderedIDs() throws(ProfileStoreError) -> [UUID] {
        try withConnection { connection throws(ProfileStoreError) in
            try ProfileRowReader(connection).orderedIDs()
        }
    }

    /// The file's schema version (`PRAGMA user_version`).
    public func storedSchemaVersion() throws(ProfileStoreError) -> Int {
        try withConnection { connection throws(ProfileStoreError) in
            Int(try connection.integer("PRAGMA user_version"))
        }
    }

    /// SQLite's `PRAGMA integrity_check` and `foreign_key_check`: `["ok"]` when the file
    /// is sound, otherwise what is wrong.
    public func integrityCheck() throws(ProfileStoreError) -> [String] {
        try withConnection { connection throws(ProfileStoreError) in
            var problems: [String] = []
            let integrity = try connection.prepare("PRAGMA integrity_check")
            while try integrity.step() { problems.append(integrity.text(at: 0)) }
            let foreignKeys = try connection.prepare("PRAGMA foreign_key_check")
            while try foreignKeys.step() {
                problems.append("foreign key: \(foreignKeys.text(at: 0)) row \(foreignKeys.int64(at: 1)) → \(foreignKeys.text(at: 2))")
            }
            return problems == ["ok"] ? problems : problems.filter { $0 != "ok" }
        }
    }

    // MARK: Changing

    /// Appends `profiles` at the end, in order, in one transaction: all or none.
    ///
    /// - Returns: The profiles as stored (with new ids where `policy` gave them).
    @discardableResult
    public func append(_ profiles: [Profile], ids policy: IDConflictPolicy = .reject) throws(ProfileStoreError) -> [Profile] {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) -> [Profile] in
                let batch = try ProfileBatchInsertion(connection, policy: policy)
                return try profiles.map { profile throws(ProfileStoreError) in try batch.append(profile) }
            }
        }
    }

    /// Inserts `profile` at `index` (0…count), before the profile that was there. Finds
    /// the place by walking the list order up to `index`; ``insert(_:before:)`` finds it
    /// by id.
    public func insert(_ profile: Profile, at index: Int) throws(ProfileStoreError) {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) in
                let count = Int(try connection.integer("SELECT COUNT(*) FROM profile"))
                guard index >= 0, index <= count else { throw .invalidIndex(index, count: count) }
                let positions = ProfilePositions(connection)
                let placed = try positions.room(for: 1) { () throws(ProfileStoreError) in
                    let lower = index > 0 ? try positions.position(atOffset: index - 1) : nil
                    let upper = index < count ? try positions.position(atOffset: index) : nil
                    return (lower, upper)
                }
                try Self.insertRow(profile, at: placed, connection: connection)
            }
        }
    }

    /// Inserts `profile` just before the profile with id `successor` (`nil`: at the end).
    /// Writes no other row, unless the two neighbours have no room left between them
    /// (then every position is spread once).
    ///
    /// - Throws: ``ProfileStoreError/notFound(_:)`` when no profile has id `successor`;
    ///   ``ProfileStoreError/duplicateID(_:index:)`` when the id of `profile` is taken.
    public func insert(_ profile: Profile, before successor: UUID?) throws(ProfileStoreError) {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) in
                let positions = ProfilePositions(connection)
                let placed = try positions.room(for: 1) { () throws(ProfileStoreError) in
                    try Self.bounds(before: successor, skipping: [], positions: positions)
                }
                try Self.insertRow(profile, at: placed, connection: connection)
            }
        }
    }

    /// Writes the row of `profile` at the one position in `placed`.
    private static func insertRow(_ profile: Profile, at placed: [Int64]?, connection: SQLiteConnection) throws(ProfileStoreError) {
        // One new position always fits in a spread list: its neighbours are a spacing apart.
        guard let position = placed?.first else { throw .sqlite(operation: "placing a profile", code: 0, message: "no room between its neighbours") }
        try ProfileRowWriter(connection).insert(profile, position: position, batchIndex: 0)
    }

    /// The positions to go between to stand just before `successor` (`nil`: at the end),
    /// leaving out the profiles in `skipping`; `nil` when nothing fits there (the
    /// successor shares its position).
    private static func bounds(
        before successor: UUID?, skipping: Set<String>, positions: ProfilePositions
    ) throws(ProfileStoreError) -> (lower: Int64?, upper: Int64?)? {
        var upper: Int64?
        if let successor {
            guard let found = try positions.position(of: successor) else { throw .notFound(successor) }
            guard try !positions.isShared(found) else { return nil }
            upper = found
        }
        return (try positions.position(before: upper, skipping: skipping), upper)
    }

    /// Replaces the stored profile with the same id (name, phone number, bio, facts, files); its place in
    /// the list is kept.
    public func update(_ profile: Profile) throws(ProfileStoreError) {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) in
                let id = profile.id.uuidString
                let update = try connection.prepare("UPDATE profile SET name = ?2, bio = ?3, phone_number = ?4 WHERE id = ?1")
                try update.bind(id, at: 1)
                try update.bind(profile.name, at: 2)
                try update.bind(profile.bio, at: 3)
                try update.bind(profile.phoneNumber, at: 4)
                try update.run()
                guard connection.changedRowCount == 1 else { throw .notFound(profile.id) }
                for table in ["fun_fact", "file_reference"] {
                    let delete = try connection.prepare("DELETE FROM \(table) WHERE profile_id = ?1")
                    try delete.bind(id, at: 1)
                    try delete.run()
                }
                try ProfileRowWriter(connection).insertDetails(of: profile, id: id)
            }
        }
    }

    /// Deletes the profiles with `ids` (with their facts and file references; the files
    /// themselves stay). No other row is written: the order has gaps. Unknown ids are
    /// ignored.
    public func delete(ids: some Sequence<UUID>) throws(ProfileStoreError) {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) in
                let delete = try connection.prepare("DELETE FROM profile WHERE id = ?1")
                for id in ids {
                    try delete.bind(id.uuidString, at: 1)
                    try delete.run()
                }
            }
        }
    }

    /// Moves the profiles at `source` (offsets in the list) to before the profile at
    /// `destination` (the count for the end), as SwiftUI's `move(fromOffsets:toOffset:)`
    /// does, and stores the new order, writing only the moved rows' positions.
    ///
    /// - Returns: The ids in their new order.
    @discardableResult
    public func move(fromOffsets source: IndexSet, toOffset destination: Int) throws(ProfileStoreError) -> [UUID] {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) -> [UUID] in
                let order = try ProfileRowReader(connection).orderedIDs()
                guard let moved = order.movingElements(fromOffsets: source, toOffset: destination) else {
                    throw .invalidMove(offsets: Array(source), destination: destination, count: order.count)
                }
                let block = source.map { order[$0] }
                guard let first = block.first else { return moved }
                // The moved profiles stand together in the new order; the one after them is
                // their successor.
                let after = moved.firstIndex(of: first).map { $0 + block.count } ?? moved.count
                try Self.place(block, before: after < moved.count ? moved[after] : nil, newOrder: moved, connection: connection)
                return moved
            }
        }
    }

    /// Moves the profiles with `ids` (in that order) to just before the profile with id
    /// `successor` (`nil`: to the end), writing only their positions (unless their new
    /// neighbours have no room left between them: then every position is spread once).
    ///
    /// - Throws: ``ProfileStoreError/notFound(_:)`` when a moved profile or the successor
    ///   is not stored; ``ProfileStoreError/invalidMove(offsets:destination:count:)``
    ///   (with no offsets) when the successor is one of the moved profiles or an id is
    ///   given twice.
    public func move(_ ids: [UUID], before successor: UUID?) throws(ProfileStoreError) {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) in
                guard Set(ids).count == ids.count, successor.map({ !ids.contains($0) }) ?? true else {
                    throw .invalidMove(offsets: [], destination: 0, count: ids.count)
                }
                let positions = ProfilePositions(connection)
                for id in ids where try positions.position(of: id) == nil { throw .notFound(id) }
                try Self.place(ids, before: successor, newOrder: nil, connection: connection)
            }
        }
    }

    /// Gives `block` new positions, in its order, just before `successor` (`nil`: at the
    /// end). When even a spread list has no room there, writes the whole order: `newOrder`
    /// when the caller has it, otherwise the stored order with the block moved.
    private static func place(_ block: [UUID], before successor: UUID?, newOrder: [UUID]?, connection: SQLiteConnection) throws(ProfileStoreError) {
        guard !block.isEmpty else { return }
        let positions = ProfilePositions(connection)
        let keys = block.map(\.uuidString)
        let skipping = Set(keys)
        if let placed = try positions.room(for: block.count, between: { () throws(ProfileStoreError) in
            try bounds(before: successor, skipping: skipping, positions: positions)
        }) {
            try positions.place(keys, at: placed)
            return
        }
        var order: [UUID]
        if let newOrder {
            order = newOrder
        } else {
            order = try ProfileRowReader(connection).orderedIDs()
            order.removeAll { skipping.contains($0.uuidString) }
            order.insert(contentsOf: block, at: successor.flatMap { order.firstIndex(of: $0) } ?? order.count)
        }
        try positions.write(order: order.map(\.uuidString))
    }
}
