// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import GtkKit

/// GtkKit's GSettings wrapper over a schema compiled into a temporary folder, values in
/// memory: typed reads and writes, and a wrong key or type or a value outside the
/// schema's choices is refused instead of aborting.
@MainActor
struct SettingsTests {
    static let schemaID = "com.example.gtkkit-tests.settings"
    static let schema = """
    <schemalist>
      <schema id="\(schemaID)" path="/com/example/gtkkit-tests/settings/">
        <key name="flag" type="b"><default>true</default></key>
        <key name="count" type="i"><range min="0" max="100"/><default>7</default></key>
        <key name="mode" type="s"><choices><choice value="a"/><choice value="b"/></choices><default>"a"</default></key>
      </schema>
    </schemalist>
    """

    /// A folder holding the compiled test schema.
    static func compiledSchemaFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try schema.write(to: folder.appendingPathComponent("\(schemaID).gschema.xml"), atomically: true, encoding: .utf8)
        let compiled = try Tool.run("/usr/bin/glib-compile-schemas", ["--strict", folder.path])
        try #require(compiled.status == 0, "glib-compile-schemas failed: \(compiled.output)")
        return folder
    }

    @Test func typedReadsAndWrites() throws {
        let folder = try Self.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try #require(Settings(schemaID: Self.schemaID, schemaFolder: folder, keepsInMemory: true))
        #expect(settings.bool("flag") == true && settings.int("count") == 7 && settings.string("mode") == "a", "the defaults")
        #expect(settings.set("flag", bool: false) && settings.set("count", int: 42) && settings.set("mode", string: "b"))
        #expect(settings.bool("flag") == false && settings.int("count") == 42 && settings.string("mode") == "b")
    }

    @Test func wrongKeysTypesAndValuesAreRefused() throws {
        let folder = try Self.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try #require(Settings(schemaID: Self.schemaID, schemaFolder: folder, keepsInMemory: true))
        #expect(settings.bool("missing") == nil && settings.int("flag") == nil && settings.string("count") == nil)
        #expect(!settings.set("missing", bool: true))
        #expect(!settings.set("flag", string: "yes"), "a key of another type")
        #expect(!settings.set("mode", string: "c"), "not one of the key's choices")
        #expect(!settings.set("count", int: 101) && !settings.set("count", int: Int(Int32.max) + 1), "out of range")
        #expect(settings.string("mode") == "a" && settings.int("count") == 7 && settings.bool("flag") == true, "nothing changed")
    }

    @Test func aSchemaNobodyInstalledIsNil() throws {
        #expect(Settings(schemaID: "com.example.gtkkit-tests.not-installed") == nil)
        let folder = try Self.compiledSchemaFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Settings(schemaID: "com.example.gtkkit-tests.not-installed", schemaFolder: folder) == nil)
    }
}
