// SPDX-License-Identifier: Apache-2.0
internal import CSQLite
import Foundation

/// One SQLite connection, used by one thread at a time (``ProfileStore`` holds it
/// behind a mutex). Errors carry the statement that failed and SQLite's message.
///
/// This file and `SQLiteStatement.swift` are the only ones that call SQLite: the rest of
/// the module uses their Swift API (statements, transactions, result codes).
final class SQLiteConnection {
    /// An SQLite result code (extended codes are on), typed so that callers compare it
    /// with named codes rather than with SQLite's integers.
    struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        let rawValue: Int32

        init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// `SQLITE_CONSTRAINT_PRIMARYKEY`: an insert or update repeated a primary key.
        static var primaryKeyConstraint: ResultCode { ResultCode(rawValue: csqlite_constraint_primary_key()) }

        /// SQLite's English text for the code, and the code: `constraint failed (SQLite code 1555)`.
        var description: String { "\(String(cString: sqlite3_errstr(rawValue))) (SQLite code \(rawValue))" }
    }

    private let handle: OpaquePointer
    let path: String

    /// Opens (creating if needed) the database at `path`.
    init(path: String) throws(ProfileStoreError) {
        var database: OpaquePointer?
        let code = sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(database)
            throw .openFailed(path: path, code: code, message: message)
        }
        handle = database
        self.path = path
        sqlite3_extended_result_codes(database, 1)
        // Another process (a second window, an import) may hold the write lock briefly.
        sqlite3_busy_timeout(database, 10_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws(ProfileStoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw .sqlite(operation: sql, code: code, message: text)
        }
    }

    /// A prepared statement for `sql`.
    func prepare(_ sql: String) throws(ProfileStoreError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw failure(sql, code) }
        return SQLiteStatement(handle: statement, connection: self, sql: sql)
    }

    /// The value of a pragma or single-value query, as an integer.
    func integer(_ sql: String) throws(ProfileStoreError) -> Int64 {
        let statement = try prepare(sql)
        guard try statement.step() else { throw .sqlite(operation: sql, code: SQLITE_DONE, message: "the query returned no row") }
        return statement.int64(at: 0)
    }

    /// Runs `body` in an immediate transaction (the write lock taken at once, so a
    /// second writer waits instead of failing half way) and commits; rolls back when
    /// `body` or the commit throws.
    func transaction<Result>(_ body: () throws(ProfileStoreError) -> Result) throws(ProfileStoreError) -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Runs `body` with `shouldStop` asked every `instructions` steps of SQLite's virtual
    /// machine (a few milliseconds' work); when it answers `true`, the running statement
    /// stops with `SQLITE_INTERRUPT` (and `body` sees that as an error).
    func withStopCheck<Result>(every instructions: Int32, _ shouldStop: @escaping () -> Bool,
                               _ body: () throws(ProfileStoreError) -> Result) throws(ProfileStoreError) -> Result {
        let check = Unmanaged.passRetained(StopCheck(shouldStop))
        sqlite3_progress_handler(handle, instructions, { context in
            guard let context else { return 0 }
            return Unmanaged<StopCheck>.fromOpaque(context).takeUnretainedValue().shouldStop() ? 1 : 0
        }, check.toOpaque())
        defer {
            sqlite3_progress_handler(handle, 0, nil, nil)
            check.release()
        }
        return try body()
    }

    /// The question ``withStopCheck(every:_:_:)`` hands SQLite, boxed for its context pointer.
    private final class StopCheck {
        let shouldStop: () -> Bool
        init(_ shouldStop: @escaping () -> Bool) { self.shouldStop = shouldStop }
    }

    /// How many rows the most recent `INSERT`, `UPDATE` or `DELETE` on this connection
    /// changed (not counting changes made by triggers or foreign key actions).
    var changedRowCount: Int { Int(sqlite3_changes(handle)) }

    /// The extended result code of the most recent failed call on this connection.
    var lastResultCode: ResultCode { ResultCode(rawValue: sqlite3_extended_errcode(handle)) }

    /// The error for a failed call of `operation` with result `code`.
    func failure(_ operation: String, _ code: Int32) -> ProfileStoreError {
        .sqlite(operation: operation, code: code, message: String(cString: sqlite3_errmsg(handle)))
    }
}
