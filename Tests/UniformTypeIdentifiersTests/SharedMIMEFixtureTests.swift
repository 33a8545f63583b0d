// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// Paths, temporary directories and external tools shared by the shared-mime-info tests.
enum SharedMIMEFixtures {
    static let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("SharedMIMEInfo", isDirectory: true)
    static let base = root.appendingPathComponent("Base", isDirectory: true)
    static let override = root.appendingPathComponent("Override", isDirectory: true)
    static let system = URL(fileURLWithPath: "/usr/share/mime", isDirectory: true)

    static func sniffSample(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent("Sniff/\(name)")))
    }

    /// A fresh empty directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ferry-mime-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies `directory` to a temporary one and compiles it with `update-mime-database`
    /// (Debian package shared-mime-info); returns the copy.
    static func compiledCopy(of directory: URL) throws -> URL {
        let copy = try temporaryDirectory().appendingPathComponent("mime", isDirectory: true)
        try FileManager.default.copyItem(at: directory, to: copy)
        let status = try run("/usr/bin/update-mime-database", [copy.path], input: Data()).status
        #expect(status == 0, "update-mime-database failed on \(copy.path)")
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("mime.cache").path))
        return copy
    }

    /// Runs a program, feeding `input` to its standard input; returns its exit status and
    /// standard output.
    static func run(_ program: String, _ arguments: [String], input: Data, environment: [String: String]? = nil) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Write and read concurrently so neither pipe buffer fills up.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Runs `script` in Debian's `/usr/bin/python3` with python3-gi, GIO's database limited
    /// to `dataDirectories` (the parents of the `mime` directories). The script reads
    /// `input` as JSON from standard input and writes JSON to standard output.
    static func runGIO(script: String, input: Any, dataDirectories: [String] = ["/usr/share"]) throws -> Any {
        let payload = try JSONSerialization.data(withJSONObject: input)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = "/nonexistent-ferry-data-home"
        environment["XDG_DATA_DIRS"] = dataDirectories.joined(separator: ":")
        environment["LANGUAGE"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        let (status, output) = try run("/usr/bin/python3", ["-c", "import sys, json, base64\nfrom gi.repository import Gio\n" + script],
                                       input: payload, environment: environment)
        #expect(status == 0, "python3 with gi failed (is python3-gi installed?)")
        return try JSONSerialization.jsonObject(with: output)
    }

    /// `Gio.content_type_guess(name, data)` for every request, in one python process.
    /// Returns (type, uncertain).
    static func gioGuesses(_ requests: [(name: String?, data: [UInt8]?)], dataDirectories: [String] = ["/usr/share"]) throws -> [(String, Bool)] {
        let script = """
        results = []
        for name, data in json.load(sys.stdin):
            if data is not None:
                data = base64.b64decode(data)
            mime, uncertain = Gio.content_type_guess(name, data)
            results.append([mime, bool(uncertain)])
        json.dump(results, sys.stdout)
        """
        let payload: [[Any]] = requests.map { [$0.name ?? NSNull(), $0.data.map { Data($0).base64EncodedString() } ?? NSNull()] }
        let decoded = try runGIO(script: script, input: payload, dataDirectories: dataDirectories) as? [[Any]] ?? []
        return decoded.map { ($0[0] as? String ?? "", $0[1] as? Bool ?? false) }
    }

    static func loadBase() throws -> SharedMIMEDatabase {
        try SharedMIMEDatabase.load(directories: [base])
    }

    static func loadOverridden() throws -> SharedMIMEDatabase {
        try SharedMIMEDatabase.load(directories: [override, base])
    }
}

@Suite("shared-mime-info fixture database (XML packages)")
struct SharedMIMEFixtureTests {
    @Test func listsDeclaredTypesByCanonicalName() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.allTypes.count == 15)
        #expect(database.allTypes.contains("application/x-ferry-document"))
        #expect(!database.allTypes.contains("application/vnd.ferry.document"))
        #expect(database.allTypes == database.allTypes.sorted())
        #expect(database.directories.map(\.lastPathComponent) == ["Base"])
    }

    @Test func resolvesAliases() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.canonicalName(for: "application/vnd.ferry.document") == "application/x-ferry-document")
        #expect(database.canonicalName(for: "application/x-ferry-document") == "application/x-ferry-document")
        #expect(database.canonicalName(for: "Application/X-Gzip") == "application/gzip")
        #expect(database.canonicalName(for: "application/x-unknown") == nil)
        #expect(database.aliases(of: "application/gzip") == ["application/x-gzip"])
        #expect(database.aliases(of: "application/vnd.ferry.document") == ["application/vnd.ferry.document"])
        #expect(database.aliases(of: "text/plain") == [])
    }

    @Test func resolvesExplicitAndImplicitParents() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.directParents(of: "application/x-ferry-document") == ["application/x-ferry-container"])
        // sub-class-of an alias resolves to the canonical type.
        #expect(database.directParents(of: "application/x-ferry-archive") == ["application/x-ferry-document"])
        #expect(database.directParents(of: "application/x-ferry-container") == ["application/octet-stream"])
        #expect(database.directParents(of: "text/x-ferry-script") == ["text/plain"])
        // A text type whose explicit parent is already text/* gets no redundant text/plain.
        #expect(database.directParents(of: "text/x-ferry-log") == ["text/x-ferry-script"])
        #expect(database.directParents(of: "text/plain") == ["application/octet-stream"])
        #expect(database.directParents(of: "inode/x-ferry-volume") == [])
        #expect(database.directParents(of: "application/octet-stream") == [])
    }

    @Test func subclassFollowsGIOsRule() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.isSubclass("application/x-ferry-archive", of: "application/x-ferry-container"))
        #expect(database.isSubclass("application/vnd.ferry.document", of: "application/x-ferry-container"))
        #expect(database.isSubclass("text/x-ferry-log", of: "text/plain"))
        #expect(database.isSubclass("text/x-ferry-log", of: "text/*"))
        #expect(database.isSubclass("image/png", of: "application/octet-stream"))
        #expect(!database.isSubclass("inode/x-ferry-volume", of: "application/octet-stream"))
        #expect(!database.isSubclass("application/x-ferry-container", of: "application/x-ferry-document"))
    }

    @Test func literalNamesWinAndRespectCase() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.mimeTypes(forFileName: "FerryFile") == ["text/x-ferry-script"])
        #expect(database.mimeTypes(forFileName: "ferryfile") == ["text/x-ferry-script"])
        #expect(database.mimeTypes(forFileName: "FERRYLOG") == ["text/x-ferry-upper"])
        #expect(database.mimeTypes(forFileName: "FerryLog") == [])
        // A case-sensitive literal met case-insensitively stops the literal search (GIO),
        // and the suffix rule decides.
        #expect(database.mimeTypes(forFileName: "README.ferry") == ["application/x-ferry-document"])
        #expect(database.mimeTypes(forFileName: "readme.ferry") == ["application/x-ferry-document"])
    }

    @Test func suffixesPreferTheLongestMatchAndRankByWeight() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.mimeTypes(forFileName: "report.ferry") == ["application/x-ferry-document"])
        #expect(database.mimeTypes(forFileName: "REPORT.FERRY") == ["application/x-ferry-document"])
        #expect(database.mimeTypes(forFileName: "backup.ferry.gz") == ["application/x-ferry-archive"])
        #expect(database.mimeTypes(forFileName: "backup.gz") == ["application/gzip"])
        // Three types claim *.fry: the heaviest first, equal weights in GIO's order.
        #expect(database.mimeTypes(forFileName: "x.fry") == ["application/x-ferry-archive", "application/x-ferry-document", "application/x-ferry-strong"])
        #expect(database.mimeTypes(forFileName: "") == [])
        #expect(database.mimeTypes(forFileName: "nothing.known") == [])
    }

    @Test func caseSensitiveSuffixesJoinCaseInsensitiveOnes() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.mimeTypes(forFileName: "x.f") == ["text/x-ferry-lower"])
        #expect(database.mimeTypes(forFileName: "x.F") == ["text/x-ferry-lower", "text/x-ferry-upper"])
    }

    @Test func fullGlobsUseFnmatch() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.mimeTypes(forFileName: "ferry-2024.log") == ["text/x-ferry-log"])
        #expect(database.mimeTypes(forFileName: "FERRY-2024.LOG") == ["text/x-ferry-log"])
        #expect(database.mimeTypes(forFileName: "old.ferry7") == ["text/x-ferry-log"])
        #expect(database.mimeTypes(forFileName: "old.ferryx") == [])
    }

    @Test func globsOfATypeComeFromEveryTable() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(Set(database.globs(of: "application/x-ferry-document")) == [
            MIMEGlob(pattern: "*.ferry"), MIMEGlob(pattern: "*.fry", weight: 40),
            MIMEGlob(pattern: "readme.ferry", caseSensitive: true),
        ])
        #expect(database.globs(of: "application/x-ferry-document").first == MIMEGlob(pattern: "*.ferry"))
        #expect(database.declaredGlobs(of: "application/vnd.ferry.document").map(\.pattern) == ["*.ferry", "*.fry", "readme.ferry"])
        #expect(database.declaredGlobs(of: "text/x-ferry-script").map(\.pattern) == ["*.fs", "FerryFile"])
        #expect(database.globs(of: "text/x-ferry-script").map(\.pattern) == ["*.fs", "ferryfile"])
        #expect(database.globs(of: "text/x-ferry-log").map(\.pattern) == ["ferry-*.log", "*.ferry[0-9]"])
        #expect(database.globs(of: "application/x-ferry-host") == [])
        #expect(database.allGlobs().count == 17)
        #expect(MIMEGlob(pattern: "*.tar.gz").fileExtension == "tar.gz")
        #expect(MIMEGlob(pattern: "*.ferry[0-9]").fileExtension == nil)
        #expect(MIMEGlob(pattern: "FerryFile").isLiteral)
    }

    @Test func commentsAreLocalised() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.comment(for: "application/x-ferry-document") == "Ferry document")
        #expect(database.comment(for: "application/vnd.ferry.document", language: "de") == "Ferry-Dokument")
        #expect(database.comment(for: "application/x-ferry-document", language: "de_AT.UTF-8") == "Ferry-Dokument")
        #expect(database.comment(for: "application/x-ferry-document", language: "pt-BR") == "Documento Ferry")
        #expect(database.comment(for: "application/x-ferry-document", language: "pt") == "Ferry document")
        #expect(database.comment(for: "application/x-ferry-document", language: "fi") == "Ferry document")
        #expect(database.comment(for: "application/x-nothing") == nil)
        #expect(MIMETypeDetails.languageVariants("de_DE.UTF-8@euro") == ["de_DE.UTF-8@euro", "de_DE@euro", "de.UTF-8@euro", "de@euro", "de_DE.UTF-8", "de_DE", "de.UTF-8", "de"])
    }

    @Test func magicUsesPrioritiesNestingMasksRangesAndWordSizes() throws {
        let database = try SharedMIMEFixtures.loadBase()
        #expect(database.sniff(Array("FERRY\u{1}rest".utf8)) == ["application/x-ferry-document", "application/x-ferry-container"])
        #expect(database.sniff(Array("FERRY\u{3}rest".utf8)) == ["application/x-ferry-container"])
        // host16 0x1234 is stored big-endian and compared in host (little-endian) order.
        #expect(database.sniff([0x34, 0x12, 0, 0]) == ["application/x-ferry-host"])
        #expect(database.sniff([0x12, 0x34, 0, 0]) == [])
        #expect(database.sniff([0, 0, 0, 0, 0xCA, 0xFE, 0x99, 0x99]) == ["application/x-ferry-masked"])
        #expect(database.sniff([0, 0, 0, 0, 0x0D, 0xF0, 0xAD, 0x0B]) == ["application/x-ferry-masked"])
        #expect(database.sniff([0, 0, 0, 0, 0xCA, 0xFF, 0x99, 0x99]) == [])
        // Range 8…16 inclusive, and the mask folds the second letter's case.
        #expect(database.sniff(Array("........RANGE".utf8)) == ["application/x-ferry-ranged"])
        #expect(database.sniff(Array("................RaNGE".utf8)) == ["application/x-ferry-ranged"])
        #expect(database.sniff(Array(".................RANGE".utf8)) == [])
        #expect(database.sniff([0x1F, 0x8B, 0x08]) == ["application/gzip"])
        #expect(database.sniff([]) == [])
        #expect(database.maxMagicExtent == 8 + 9 + 5)
    }

    @Test func guessCombinesNameAndDataLikeGIO() throws {
        let database = try SharedMIMEFixtures.loadBase()
        // One name candidate decides.
        #expect(database.guessContentType(fileName: "a.ferry", data: Array("STRONG\n".utf8)) == ("application/x-ferry-document", false))
        // Ambiguous name: priority ≥ 80 wins outright…
        #expect(database.guessContentType(fileName: "a.fry", data: Array("STRONG\n".utf8)) == ("application/x-ferry-strong", false))
        // …else the candidate that is a subclass of the sniffed type…
        #expect(database.guessContentType(fileName: "a.fry", data: Array("FERRY\u{1}".utf8)) == ("application/x-ferry-archive", false))
        // …else the first candidate, uncertain.
        #expect(database.guessContentType(fileName: "a.fry", data: [0xCA, 0xFE, 0, 0]) == ("application/x-ferry-archive", true))
        #expect(database.guessContentType(fileName: "a.fry", data: nil) == ("application/x-ferry-archive", true))
        // No name match: magic, text or binary fallback, empty data.
        #expect(database.guessContentType(fileName: "unknown", data: Array("FERRY\u{2}".utf8)) == ("application/x-ferry-document", false))
        #expect(database.guessContentType(fileName: nil, data: Array("hello\u{8}\u{C}".utf8)) == ("text/plain", false))
        #expect(database.guessContentType(fileName: nil, data: [0, 1, 2]) == ("application/octet-stream", true))
        #expect(database.guessContentType(fileName: nil, data: []) == ("application/x-zerosize", false))
        #expect(database.guessContentType(fileName: nil, data: nil) == ("application/octet-stream", true))
        // Paths count by their last component; a trailing slash is a directory.
        #expect(database.guessContentType(fileName: "/tmp/dir.f/x.ferry", data: nil) == ("application/x-ferry-document", false))
        #expect(database.guessContentType(fileName: "/tmp/some.ferry/", data: nil) == ("inode/directory", true))
        // A desktop entry is only trusted under its own name.
        let entry = Array("[Desktop Entry]\nExec=x\n".utf8)
        #expect(database.guessContentType(fileName: nil, data: entry) == ("application/x-desktop", false))
        #expect(database.guessContentType(fileName: "photo", data: entry) == ("text/plain", false))
        #expect(database.guessContentType(fileName: "a.desktop", data: entry) == ("application/x-desktop", false))
    }

    @Test func higherPriorityDirectoriesOverrideLowerOnes() throws {
        let database = try SharedMIMEFixtures.loadOverridden()
        #expect(database.directories.map(\.lastPathComponent) == ["Override", "Base"])
        #expect(database.allTypes.count == 16)
        // First directory wins for aliases and literals.
        #expect(database.canonicalName(for: "application/x-ferry-bundle") == "application/x-ferry-document")
        #expect(database.mimeTypes(forFileName: "FerryFile") == ["text/x-ferry-notes"])
        // glob-deleteall hides the lower directory's globs of that type only.
        #expect(database.mimeTypes(forFileName: "a.ferry") == [])
        #expect(database.mimeTypes(forFileName: "a.ferrydoc") == ["application/x-ferry-document"])
        #expect(database.mimeTypes(forFileName: "a.fry") == ["application/x-ferry-archive", "application/x-ferry-strong"])
        #expect(database.globs(of: "application/x-ferry-document") == [MIMEGlob(pattern: "*.ferrydoc")])
        // magic-deleteall likewise.
        #expect(database.sniff(Array("FERRY\u{3}".utf8)) == [])
        #expect(database.sniff(Array("FCONT".utf8)) == ["application/x-ferry-container"])
        #expect(database.sniff(Array("FERRY\u{1}".utf8)) == ["application/x-ferry-document"])
        // Comments merge language by language.
        #expect(database.comment(for: "application/x-ferry-document") == "Ferry document (override)")
        #expect(database.comment(for: "application/x-ferry-document", language: "de") == "Ferry-Dokument")
        // Parents still come from every directory.
        #expect(database.directParents(of: "application/x-ferry-document") == ["application/x-ferry-container"])
    }

    @Test func updateMimeDatabaseCacheAgreesWithTheXMLReader() throws {
        let compiledBase = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.base)
        let compiledOverride = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.override)
        defer {
            try? FileManager.default.removeItem(at: compiledBase.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: compiledOverride.deletingLastPathComponent())
        }
        let fromXML = try SharedMIMEFixtures.loadOverridden()
        let fromCache = try SharedMIMEDatabase.load(directories: [compiledOverride, compiledBase])
        #expect(fromCache.storage.sources.allSatisfy { $0.packageDetails == nil })
        #expect(fromCache.allTypes == fromXML.allTypes)
        #expect(fromCache.maxMagicExtent == fromXML.maxMagicExtent)
        let names = ["FerryFile", "ferryfile", "FERRYLOG", "README.ferry", "readme.ferry", "x.ferry", "x.ferrydoc", "x.fry",
                     "x.ferry.gz", "x.gz", "x.f", "x.F", "ferry-1.log", "a.ferry3", "x.fnotes", "x.txt", "nothing"]
        for name in names {
            #expect(fromCache.mimeTypes(forFileName: name) == fromXML.mimeTypes(forFileName: name), "\(name)")
        }
        let samples: [[UInt8]] = [Array("FERRY\u{1}".utf8), Array("FERRY\u{3}".utf8), Array("FCONT".utf8), [0x34, 0x12],
                                  [0, 0, 0, 0, 0xCA, 0xFE, 1, 1], Array("..........rANGE".utf8), Array("STRONG\n".utf8)]
        for sample in samples {
            #expect(fromCache.sniff(sample) == fromXML.sniff(sample), "\(sample)")
        }
        for type in fromXML.allTypes {
            #expect(fromCache.directParents(of: type) == fromXML.directParents(of: type), "\(type)")
            #expect(fromCache.aliases(of: type) == fromXML.aliases(of: type), "\(type)")
            #expect(fromCache.globs(of: type) == fromXML.globs(of: type), "\(type)")
            #expect(fromCache.declaredGlobs(of: type) == fromXML.declaredGlobs(of: type), "\(type)")
            #expect(fromCache.comment(for: type, language: "de") == fromXML.comment(for: type, language: "de"), "\(type)")
        }
    }

    @Test func gioAgreesOnTheFixtureDatabase() throws {
        let compiledBase = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.base)
        defer { try? FileManager.default.removeItem(at: compiledBase.deletingLastPathComponent()) }
        let database = try SharedMIMEDatabase.load(directories: [compiledBase])
        let requests: [(name: String?, data: [UInt8]?)] = [
            ("FerryFile", nil), ("README.ferry", nil), ("readme.ferry", nil), ("x.fry", nil), ("x.F", nil), ("x.f", nil),
            ("backup.ferry.gz", nil), ("ferry-1.log", nil), ("a.fry", Array("STRONG\n".utf8)), ("a.fry", Array("FERRY\u{1}".utf8)),
            ("a.fry", [0xCA, 0xFE]), (nil, Array("FERRY\u{2}".utf8)), (nil, Array("FERRY\u{3}".utf8)),
            (nil, Array("........RANGE".utf8)), ("photo", Array("[Desktop Entry]\n".utf8)), (nil, [0, 1, 2]), (nil, []),
        ]
        let gio = try SharedMIMEFixtures.gioGuesses(requests, dataDirectories: [compiledBase.deletingLastPathComponent().path])
        try #require(gio.count == requests.count)
        for (request, expected) in zip(requests, gio) {
            let ours = database.guessContentType(fileName: request.name, data: request.data)
            #expect(ours.mime == expected.0 && ours.uncertain == expected.1, "\(request.name ?? "nil") \(request.data ?? [])")
        }
    }
    /// Two compiled directories: GIO consults them in the same order. (Requests touching
    /// the types whose globs or magic the Override directory deletes are left out: there
    /// Ferry follows the specification and GIO does not.)
    @Test func gioAgreesAcrossTwoDirectories() throws {
        let compiledBase = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.base)
        let compiledOverride = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.override)
        defer {
            try? FileManager.default.removeItem(at: compiledBase.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: compiledOverride.deletingLastPathComponent())
        }
        let database = try SharedMIMEDatabase.load(directories: [compiledOverride, compiledBase])
        let requests: [(name: String?, data: [UInt8]?)] = [
            ("FerryFile", nil), ("ferryfile", nil), ("x.fnotes", nil), ("x.ferrydoc", nil), ("x.ferry.gz", nil), ("x.gz", nil),
            ("x.txt", nil), ("x.F", nil), ("ferry-1.log", nil), ("FERRYLOG", nil), (nil, Array("FCONT".utf8)),
            (nil, Array("STRONG\n".utf8)), (nil, Array("FERRY\u{2}".utf8)), ("x.gz", [0x1F, 0x8B, 0x08]), ("x.fnotes", Array("FCONT".utf8)),
        ]
        let gio = try SharedMIMEFixtures.gioGuesses(requests, dataDirectories: [compiledOverride, compiledBase].map { $0.deletingLastPathComponent().path })
        try #require(gio.count == requests.count)
        for (request, expected) in zip(requests, gio) {
            let ours = database.guessContentType(fileName: request.name, data: request.data)
            #expect(ours.mime == expected.0 && ours.uncertain == expected.1, "\(request.name ?? "nil"): Ferry \(ours), GIO \(expected)")
        }
    }
}


@Suite("shared-mime-info descriptions from compiled directories")
struct SharedMIMEFixtureDescriptionTests {
    @Test func fallsBackToThePackagesWhenTheTypeFileIsMissing() throws {
        let compiled = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.base)
        defer { try? FileManager.default.removeItem(at: compiled.deletingLastPathComponent()) }
        let typeFile = compiled.appendingPathComponent("application/x-ferry-document.xml")
        #expect(FileManager.default.fileExists(atPath: typeFile.path))
        try FileManager.default.removeItem(at: typeFile)
        // A damaged type file counts as absent too.
        try "<mime-type".write(to: compiled.appendingPathComponent("text/x-ferry-script.xml"), atomically: true, encoding: .utf8)
        let database = try SharedMIMEDatabase.load(directories: [compiled])
        #expect(database.storage.sources[0].packageDetails == nil)
        #expect(database.comment(for: "application/x-ferry-document", language: "pt_BR") == "Documento Ferry")
        #expect(database.declaredGlobs(of: "application/x-ferry-document").map(\.pattern) == ["*.ferry", "*.fry", "readme.ferry"])
        #expect(database.comment(for: "text/x-ferry-script") == "Ferry script")
        #expect(database.comment(for: "application/x-ferry-container") == "Ferry container")
    }
}
