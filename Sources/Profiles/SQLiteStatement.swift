// SPDX-License-Identifier: Apache-2.0
internal import CSQLite
import Foundation

/// A prepared SQLite statement: bind parameters (1-based), step, read columns
/// (0-based), reset for the next use.
final class SQLiteStatement {
    private let handle: OpaquePointer
    let sql: String
    private unowned let connection: SQLiteConnection

    /// Takes ownership of `handle`, prepared by ``SQLiteConnection/prepare(_:)``.
    init(handle: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds text (copied by SQLite; never NULL, even when empty).
    func bind(_ text: String, at index: Int32) throws(ProfileStoreError) {
        var text = text
        let code = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                // A NULL pointer would bind NULL; an empty string must stay text.
                guard let base = characters.baseAddress else { return csqlite_bind_text_transient(handle, index, "", 0) }
                return csqlite_bind_text_transient(handle, index, base, Int32(characters.count))
            }
        }
        try check(code, "bind text \(index)")
    }

    /// Binds an integer.
    func bind(_ value: Int64, at index: Int32) throws(ProfileStoreError) {
        try check(sqlite3_bind_int64(handle, index, value), "bind integer \(index)")
    }

    /// Binds text, or NULL for `nil`.
    func bind(_ text: String?, at index: Int32) throws(ProfileStoreError) {
        if let text { try bind(text, at: index) } else { try check(sqlite3_bind_null(handle, index), "bind null \(index)") }
    }

    /// Steps once: `true` when a row is ready to read, `false` when done.
    @discardableResult
    func step() throws(ProfileStoreError) -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw connection.failure(sql, code)
    }

    /// Makes the statement ready to run again with new bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Runs the statement to completion (for statements that return no rows) and resets it.
    func run() throws(ProfileStoreError) {
        defer { reset() }
        while try step() {}
    }

    /// The extended result code of the last failed step (or other failed call on the
    /// statement's connection).
    var lastResultCode: SQLiteConnection.ResultCode { connection.lastResultCode }

    /// Column `index` of the current row as text (`""` for NULL).
    func text(at index: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Column `index` of the current row as text, or `nil` for NULL.
    func optionalText(at index: Int32) -> String? {
        sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : text(at: index)
    }

    /// Calls `body` with the raw UTF-8 bytes of column `index` (empty for NULL).
    func withTextBytes<R>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard let bytes = sqlite3_column_text(handle, index) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))))
    }

    /// Whether column `index` of the current row is NULL.
    func isNull(at index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    /// Column `index` of the current row as an integer.
    func int64(at index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    private func check(_ code: Int32, _ operation: String) throws(ProfileStoreError) {
        guard code == SQLITE_OK else { throw connection.failure("\(operation) of \(sql)", code) }
    }
}
