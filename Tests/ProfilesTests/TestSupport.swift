// SPDX-License-Identifier: Apache-2.0
import Foundation
@testable import Profiles

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ label: String = "profiles-test") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the folder, hidden ones included, sorted.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Random strings biased toward what breaks CSV and the fun-facts escaping.
enum RandomText {
    /// Characters that matter to the codecs, plus ordinary and non-ASCII ones.
    static let alphabet: [String] = [
        ",", "\"", "\n", "\r", "\r\n", "\\", "\\n", "\\e", "\\r", " ", "\t", "\u{0}", "\u{FEFF}",
        "a", "B", "z", "0", "é", "ß", "中", "文", "😀", "👩‍👩‍👧", "\u{301}", "ñ", ";", "'", "#", "%",
    ]

    static func string<G: RandomNumberGenerator>(using generator: inout G, maxLength: Int = 12) -> String {
        let length = Int.random(in: 0...maxLength, using: &generator)
        return (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
    }

    static func strings<G: RandomNumberGenerator>(using generator: inout G, maxCount: Int = 4) -> [String] {
        (0..<Int.random(in: 0...maxCount, using: &generator)).map { _ in string(using: &generator) }
    }

    /// A random profile, every field random (URLs are file URLs of random paths).
    static func profile<G: RandomNumberGenerator>(using generator: inout G) -> Profile {
        func url() -> URL? {
            guard Bool.random(using: &generator) else { return nil }
            // File paths cannot hold NUL.
            let name = string(using: &generator).replacingOccurrences(of: "\u{0}", with: "")
            return URL(fileURLWithPath: "/media/" + name + ".mp4")
        }
        return Profile(
            id: UUID(),
            name: string(using: &generator),
            phoneNumber: string(using: &generator),
            bio: string(using: &generator, maxLength: 30),
            funFacts: strings(using: &generator),
            video: url(),
            portrait: url())
    }
}

import CSQLite

/// Direct SQLite access, independent of the store's own code, to build fixtures and look
/// at what the store wrote.
enum RawSQLite {
    /// Runs `sql` (several statements allowed) on the database at `path`.
    static func execute(_ path: String, _ sql: String) throws {
        var database: OpaquePointer?
        guard sqlite3_open(path, &database) == SQLITE_OK else { throw RawSQLiteError(message: "cannot open \(path)") }
        defer { sqlite3_close(database) }
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &message) == SQLITE_OK else {
            defer { sqlite3_free(message) }
            throw RawSQLiteError(message: message.map { String(cString: $0) } ?? "failed")
        }
    }

    /// The rows of a query, each column as text ("NULL" for NULL).
    static func rows(_ path: String, _ sql: String) throws -> [[String]] {
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { throw RawSQLiteError(message: "cannot open \(path)") }
        defer { sqlite3_close(database) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else {
            throw RawSQLiteError(message: String(cString: sqlite3_errmsg(database)))
        }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "NULL"
            })
        }
        return rows
    }

    /// A single value of a query.
    static func value(_ path: String, _ sql: String) throws -> String {
        try rows(path, sql).first?.first ?? "NONE"
    }
}

struct RawSQLiteError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Runs blocking work (waiting for child processes, sleeping) on a thread of its own, so
/// that it does not hold one of the few threads Swift concurrency shares between tests.
/// Expectations cannot be recorded from that thread: return what to check instead.
func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}

extension Profile {
    /// Two profiles with fixed ids, for stores seeded in tests (the app's own demo data
    /// lives with the Profiles scene in FerryScenes).
    static let demoProfiles: [Profile] = [
        Profile(id: UUID(uuidString: "6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41")!, name: "Juan Chavez", phoneNumber: "(408) 555-4301"),
        Profile(id: UUID(uuidString: "0A9B8C7D-6E5F-4A3B-9C2D-1E0F9A8B7C62")!, name: "Mei Chen", phoneNumber: "(919) 555-2481"),
    ]
}
