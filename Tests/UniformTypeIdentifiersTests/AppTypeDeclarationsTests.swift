// SPDX-License-Identifier: Apache-2.0
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import UniformTypeIdentifiers

@Suite struct AppTypeDeclarationsTests {
    @Test func readsExportedAndImportedDeclarations() throws {
        let declarations = try AppTypeDeclarations.load(contentsOf: Fixture.url("AppTypes/Info.plist"))
        #expect(declarations.map(\.identifier) == ["com.example.shape-transfer", "com.example.profile", "org.example.markdown-notes"])
        let profile = declarations[1]
        #expect(profile.origin == .exported)  // exported wins over the imported duplicate
        #expect(profile.conformsTo == ["public.json"])
        #expect(profile.description == "Ferry profile")
        #expect(profile.filenameExtensions == ["ferryprofile"])
        #expect(profile.mimeTypes == ["application/x-ferry-profile"])  // a single string is normalised to an array
        #expect(profile.referenceURL == URL(string: "https://example.com/profile-format"))
        #expect(profile.version == 2)
        #expect(declarations[2].origin == .imported)
        #expect(declarations[2].conformsTo == ["public.plain-text"])
    }

    @Test func readsBinaryPropertyLists() throws {
        let xml = try Data(contentsOf: Fixture.url("AppTypes/Info.plist"))
        let object = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        let declarations = try AppTypeDeclarations.parse(binary, path: "binary.plist")
        #expect(declarations.map(\.identifier) == ["com.example.shape-transfer", "com.example.profile", "org.example.markdown-notes"])
        #expect(declarations[1].version == 2)
    }

    static func plist(_ body: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>\(body)</dict></plist>
        """.utf8)
    }

    static let badInputs: [(String, TypeDeclarationError)] = [
        ("<key>UTExportedTypeDeclarations</key><string>nope</string>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: nil, key: "", expected: "an array of dictionaries")),
        ("<key>UTExportedTypeDeclarations</key><array><string>x</string></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "", expected: "a dictionary")),
        ("<key>UTImportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string></dict><dict><key>UTTypeDescription</key><string>x</string></dict></array>",
         .missingKey(path: "t.plist", list: "UTImportedTypeDeclarations", entryIndex: 1, key: "UTTypeIdentifier")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><integer>7</integer></dict></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeIdentifier", expected: "a string")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>has space</string></dict></array>",
         .invalidIdentifier(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeIdentifier", value: "has space")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeConformsTo</key><array><integer>1</integer></array></dict></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeConformsTo", expected: "a string or an array of strings")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeConformsTo</key><string>bad parent</string></dict></array>",
         .invalidIdentifier(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeConformsTo", value: "bad parent")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeTagSpecification</key><string>x</string></dict></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeTagSpecification", expected: "a dictionary")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><true/></dict></dict></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeTagSpecification.public.filename-extension", expected: "a string or an array of strings")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeTagSpecification</key><dict><key>public.mime-type</key><string>no-slash</string></dict></dict></array>",
         .invalidTag(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, tagClass: "public.mime-type", value: "no-slash")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><string>a/b</string></dict></dict></array>",
         .invalidTag(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, tagClass: "public.filename-extension", value: "a/b")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeVersion</key><array/></dict></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeVersion", expected: "an integer")),
        ("<key>UTExportedTypeDeclarations</key><array><dict><key>UTTypeIdentifier</key><string>a.b</string><key>UTTypeDescription</key><integer>3</integer></dict></array>",
         .wrongValueType(path: "t.plist", list: "UTExportedTypeDeclarations", entryIndex: 0, key: "UTTypeDescription", expected: "a string")),
    ]

    @Test(arguments: 0..<badInputs.count)
    func badDeclarationsNameTheKeyAndEntry(_ index: Int) {
        let (body, expected) = Self.badInputs[index]
        #expect(throws: expected) { try AppTypeDeclarations.parse(Self.plist(body), path: "t.plist") }
        #expect(!expected.description.isEmpty)
    }

    /// A hostile Info.plist built to exhaust the parser: nesting a million levels deep, or a
    /// binary plist whose objects contain each other. Each is refused as no property list.
    @Test func deepNestingAndCyclesAreNoPropertyList() throws {
        func isNotAPropertyList(_ data: Data) -> Bool {
            do {
                _ = try AppTypeDeclarations.parse(data, path: "hostile.plist")
                return false
            } catch {
                guard case .notAPropertyList(path: "hostile.plist", _) = error else { return false }
                return true
            }
        }
        let depth = 1_000_000
        let nested = #"<?xml version="1.0"?><plist version="1.0"><dict><key>UTExportedTypeDeclarations</key>"#
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>"
        #expect(isNotAPropertyList(Data(nested.utf8)), "nesting \(depth) levels deep")
        // [["a"]] as a binary plist (plistlib's bytes), then with the inner array's element
        // pointing back at the outer array: a cycle.
        var binary = Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xA1, 0x01, 0xA1, 0x02, 0x51, 0x61, 0x08, 0x0A, 0x0C])
        binary += Data(repeating: 0, count: 6) + Data([1, 1]) + Data(repeating: 0, count: 7) + Data([3])
        binary += Data(repeating: 0, count: 15) + Data([0x0E])
        #expect(throws: TypeDeclarationError.topLevelNotADictionary(path: "well-formed.plist")) {
            try AppTypeDeclarations.parse(binary, path: "well-formed.plist")
        }
        binary[11] = 0x00
        #expect(isNotAPropertyList(binary), "a binary plist containing itself")
    }

    @Test func errorDescriptionsSayWhereAndWhat() {
        let error = TypeDeclarationError.missingKey(path: "Info.plist", list: "UTImportedTypeDeclarations", entryIndex: 1, key: "UTTypeIdentifier")
        #expect(error.description == "Info.plist: UTImportedTypeDeclarations[1] has no UTTypeIdentifier")
        let tag = TypeDeclarationError.invalidTag(path: "p", list: "L", entryIndex: 0, tagClass: "public.mime-type", value: "a\u{0}b")
        #expect(tag.description.contains("\\u{0}"))
    }

    @Test func notAPropertyListOrWrongTopLevel() {
        #expect(throws: TypeDeclarationError.self) { try AppTypeDeclarations.parse(Data("garbage <<<".utf8)) }
        #expect(throws: TypeDeclarationError.topLevelNotADictionary(path: "a.plist")) {
            try AppTypeDeclarations.parse(Data(#"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#.utf8), path: "a.plist")
        }
        #expect(throws: TypeDeclarationError.self) { try AppTypeDeclarations.load(contentsOf: URL(fileURLWithPath: "/nonexistent/Info.plist")) }
        // Truncated XML at every length never crashes.
        let xml = (try? Data(contentsOf: Fixture.url("AppTypes/Info.plist"))) ?? Data()
        for length in stride(from: 0, to: xml.count, by: 37) {
            _ = try? AppTypeDeclarations.parse(xml.prefix(length))
        }
    }

    @Test func appDeclarationsJoinTheRegistryWithDocumentedPrecedence() throws {
        let app = try AppTypeDeclarations.load(contentsOf: Fixture.url("AppTypes/Info.plist"))
        let registry = TypeRegistry(declarations: SystemTypes.declarations + app, database: nil)
        let profile = try #require(registry.record(forIdentifier: "com.example.profile"))
        #expect(profile.kind == .declared(.exported))
        #expect(registry.conforms(profile, to: registry.record(forIdentifier: "public.text")!))  // through public.json
        #expect(registry.declaredRecords(key: "ferryprofile", tagClass: .filenameExtension).first === profile)
        #expect(registry.declaredRecords(key: "application/x-ferry-profile", tagClass: .mimeType).first === profile)
        // An imported type claiming "txt" does not displace Apple's plain text.
        #expect(registry.declaredRecords(key: "txt", tagClass: .filenameExtension).map(\.identifier) == ["public.plain-text", "org.example.markdown-notes"])
        #expect(registry.declaredRecords(key: "mdnotes", tagClass: .filenameExtension).first?.identifier == "org.example.markdown-notes")
    }

    @Test func ferryTypesReadsDeclarationsFromTheEnvironment() throws {
        let result = try Fixture.run(Fixture.ferryTypesExecutable, ["--identifier", "com.example.profile"],
                                     environment: [AppTypeDeclarations.environmentVariable: Fixture.url("AppTypes/Info.plist").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("com.example.profile"))
        #expect(result.stdout.contains("kind:         declared"))
        #expect(result.stdout.contains("Ferry profile"))
        #expect(result.stdout.contains("ferryprofile"))
        #expect(result.stdout.contains("version:      2"))
    }

    @Test func brokenDeclarationFileWarnsAndFallsBack() throws {
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-broken-\(UUID().uuidString).plist")
        try Data("<plist><dict><key>UTExportedTypeDeclarations</key><integer>1</integer></dict></plist>".utf8).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        let result = try Fixture.run(Fixture.ferryTypesExecutable, ["public.png"], environment: [AppTypeDeclarations.environmentVariable: broken.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("public.png"))
        #expect(result.stderr.components(separatedBy: "ignoring the app's type declarations").count == 2)
        #expect(result.stderr.contains("UTExportedTypeDeclarations must be an array of dictionaries"))
        // Through GLib's structured log (its writer's layout, with the library as the log
        // domain and the level), never on standard output.
        #expect(result.stderr.contains("UniformTypeIdentifiers-WARNING **"), "\(result.stderr)")
        #expect(!result.stdout.contains("ignoring"))
    }

    @Test func declarationsBecomeASharedMIMEInfoPackage() throws {
        let app = try AppTypeDeclarations.load(contentsOf: Fixture.url("AppTypes/Info.plist"))
        let xml = SharedMIMEInfoPackage.xml(for: app) { $0 == "public.json" ? "application/json" : nil }
        #expect(xml.contains(#"<mime-type type="application/x-com.example.shape-transfer">"#))
        #expect(xml.contains("<comment>Ferry shape</comment>"))
        #expect(xml.contains(#"<mime-type type="application/x-ferry-profile">"#))
        #expect(xml.contains(#"<sub-class-of type="application/json"/>"#))
        #expect(xml.contains(#"<glob pattern="*.ferryprofile"/>"#))
        // Well-formed XML that a parser accepts.
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse())
    }
}

/// Where the app's declarations are found: an installed app reads
/// `<prefix>/share/<name>/TypeDeclarations` only, a build folder its SwiftPM bundles.
@Suite struct AppTypeDeclarationLocationsTests {
    @Test func installedAppReadsItsShareFolderAndNoBundleBesideIt() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let declarations = prefix.appendingPathComponent("share/app/TypeDeclarations")
        let otherBundle = prefix.appendingPathComponent("bin/Other_Tool.resources")
        for folder in [declarations, otherBundle] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for file in [declarations.appendingPathComponent("b.plist"), declarations.appendingPathComponent("a.plist"),
                     declarations.appendingPathComponent("notes.txt"), otherBundle.appendingPathComponent("Info.plist")] {
            try Data().write(to: file)
        }
        let found = AppTypeDeclarationLocations.discovered(environment: [:], executable: prefix.appendingPathComponent("bin/app"))
        #expect(found.map(\.lastPathComponent) == ["a.plist", "b.plist"])
        #expect(found.allSatisfy { $0.path.hasPrefix(declarations.path) })
    }

    @Test func buildFolderReadsTheBundlesBesideTheExecutable() throws {
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: build) }
        let bundle = build.appendingPathComponent("debug/Ferry_app.resources/TypeDeclarations")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data().write(to: bundle.appendingPathComponent("Info.plist"))
        let found = AppTypeDeclarationLocations.discovered(environment: [:], executable: build.appendingPathComponent("debug/app"))
        #expect(found.map(\.path).filter { $0.hasPrefix(build.path) } == [bundle.appendingPathComponent("Info.plist").path])
    }
}
