// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import Profiles

/// The Swift API over SQLite that the rest of the module uses instead of calling SQLite:
/// typed result codes and the count of changed rows.
struct SQLiteConnectionTests {
    /// A connection to a new database in `scratch` with one table, `item(id TEXT PRIMARY KEY)`.
    static func connectionWithItems(in scratch: TemporaryFolder) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: scratch.file("items.sqlite").path)
        try connection.execute("CREATE TABLE item (id TEXT PRIMARY KEY NOT NULL, label TEXT)")
        return connection
    }

    @Test func resultCodesDescribeThemselvesInSQLitesWords() {
        let code = SQLiteConnection.ResultCode.primaryKeyConstraint
        #expect(code.rawValue == 1555)
        #expect(code.description == "constraint failed (SQLite code 1555)")
        #expect(SQLiteConnection.ResultCode(rawValue: 1555) == code)
    }

    @Test func aRepeatedPrimaryKeyFailsWithThePrimaryKeyCode() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let connection = try Self.connectionWithItems(in: scratch)
        let insert = try connection.prepare("INSERT INTO item (id) VALUES (?1)")
        try insert.bind("a", at: 1)
        try insert.run()
        try insert.bind("a", at: 1)
        #expect {
            try insert.run()
        } throws: { error in
            guard case let .sqlite(operation, code, _) = error as? ProfileStoreError else { return false }
            return operation == "INSERT INTO item (id) VALUES (?1)" && code == 1555
        }
        #expect(insert.lastResultCode == .primaryKeyConstraint)
        #expect(connection.lastResultCode == .primaryKeyConstraint)
    }

    @Test func changedRowCountCountsTheRowsOfTheLastChange() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let connection = try Self.connectionWithItems(in: scratch)
        try connection.execute("INSERT INTO item (id) VALUES ('a'), ('b'), ('c')")
        #expect(connection.changedRowCount == 3)
        let update = try connection.prepare("UPDATE item SET label = ?2 WHERE id >= ?1")
        try update.bind("b", at: 1)
        try update.bind("late", at: 2)
        try update.run()
        #expect(connection.changedRowCount == 2)
        try update.bind("z", at: 1)
        try update.bind("none", at: 2)
        try update.run()
        #expect(connection.changedRowCount == 0)
    }
}
