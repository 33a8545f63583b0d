// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// `canonicalName(for:)` answers a declared name with one search before looking at
/// aliases; it must answer exactly as the rule it documents: alias target first, then the
/// name if declared, then both again in lower case.
@Suite("shared-mime-info canonical names")
struct SharedMIMECanonicalNameTests {
    /// The documented rule, step by step.
    static func reference(_ database: SharedMIMEDatabase, _ name: String) -> String? {
        if let target = database.aliasTarget(of: name) { return target }
        if database.isDeclared(name) { return name }
        let lowered = MIMEPackageParser.asciiLowercased(name)
        guard lowered != name else { return nil }
        if let target = database.aliasTarget(of: lowered) { return target }
        return database.isDeclared(lowered) ? lowered : nil
    }

    static func names(for database: SharedMIMEDatabase) -> [String] {
        let aliases = database.allTypes.flatMap { database.aliases(of: $0) }
        var names = database.allTypes + aliases
        names += names.map { $0.uppercased() } + names.map { $0 + "x" } + names.map { String($0.dropLast()) }
        names += ["", "text", "text/", "/plain", "TEXT/PLAIN", "text/plain\u{0}", "tëxt/plain", "application/x-gzip",
                  "Application/X-GZIP", "image/x-png", "application/octet-stream", "inode/directory"]
        return names
    }

    @Test func agreesWithTheDocumentedRuleOnTheSystemDatabase() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let names = Self.names(for: database)
        try #require(names.count > 3000)
        var agreeing = 0
        for name in names {
            let answer = database.canonicalName(for: name)
            if answer == Self.reference(database, name) { agreeing += 1 } else { Issue.record("\(name.debugDescription): \(answer ?? "nil"), expected \(Self.reference(database, name) ?? "nil")") }
        }
        #expect(agreeing == names.count)
        // Both kinds of answer occur.
        #expect(database.canonicalName(for: "application/x-gzip") == "application/gzip")
        #expect(database.canonicalName(for: "IMAGE/PNG") == "image/png")
        #expect(database.canonicalName(for: "image/png") == "image/png")
        #expect(database.canonicalName(for: "image/no-such-type") == nil)
    }

    @Test func agreesWithTheDocumentedRuleAcrossDirectories() throws {
        let database = try SharedMIMEFixtures.loadOverridden()
        let names = Self.names(for: database)
        for name in names {
            #expect(database.canonicalName(for: name) == Self.reference(database, name), "\(name.debugDescription)")
        }
    }

    @Test func exactDeclaredNamesAreNobodysAlias() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        for type in database.allTypes {
            var key = type
            #expect(key.withUTF8 { database.isDeclared(bytes: $0) }, "\(type)")
            #expect(database.aliasTarget(of: type) == nil, "\(type)")
        }
        for alias in database.allTypes.flatMap({ database.aliases(of: $0) }) {
            var key = alias
            #expect(!key.withUTF8 { database.isDeclared(bytes: $0) }, "\(alias)")
        }
    }
}
