// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

@Suite("shared-mime-info system database")
struct SharedMIMEDatabaseTests {
    static func system() throws -> SharedMIMEDatabase {
        try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
    }

    @Test func systemDirectoriesFollowTheXDGBaseDirectorySpecification() {
        #expect(SharedMIMEDatabase.systemDirectories(environment: ["HOME": "/home/ann"]).map(\.path)
            == ["/home/ann/.local/share/mime", "/usr/local/share/mime", "/usr/share/mime"])
        #expect(SharedMIMEDatabase.systemDirectories(environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "/data/", "XDG_DATA_DIRS": "/opt/share/::/usr/share:/opt/share"]).map(\.path)
            == ["/data/mime", "/opt/share/mime", "/usr/share/mime"])
        #expect(SharedMIMEDatabase.systemDirectories(environment: ["XDG_DATA_HOME": "", "XDG_DATA_DIRS": ""]).map(\.path)
            == ["/usr/local/share/mime", "/usr/share/mime"])
    }

    @Test func missingDirectoriesAreSkipped() throws {
        let database = try SharedMIMEDatabase.load(directories: [URL(fileURLWithPath: "/nonexistent/mime"), SharedMIMEFixtures.system])
        #expect(database.directories.map(\.path) == ["/usr/share/mime"])
        let empty = try SharedMIMEDatabase.load(directories: [])
        #expect(empty.allTypes.isEmpty)
        #expect(empty.mimeTypes(forFileName: "x.png").isEmpty)
        #expect(empty.guessContentType(fileName: "x.png", data: nil) == ("application/octet-stream", true))
        #expect(empty.maxMagicExtent == 0)
    }

    @Test func listsEveryTypeOfTheTypesFile() throws {
        let database = try Self.system()
        let listed = try String(contentsOf: SharedMIMEFixtures.system.appendingPathComponent("types"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(database.allTypes == listed.sorted())
        #expect(database.allTypes.contains("inode/directory"))
        #expect(!database.allTypes.contains("image/pjpeg"))
    }

    @Test func knowsAliasesParentsCommentsAndGlobs() throws {
        let database = try Self.system()
        #expect(database.canonicalName(for: "image/pjpeg") == "image/jpeg")
        #expect(database.canonicalName(for: "IMAGE/PNG") == "image/png")
        #expect(database.canonicalName(for: "application/x-ferry-nothing") == nil)
        #expect(database.aliases(of: "image/jpeg").contains("image/pjpeg"))
        #expect(database.directParents(of: "image/svg+xml") == ["application/xml"])
        #expect(database.directParents(of: "application/xml") == ["text/plain"])
        #expect(database.directParents(of: "image/png") == ["application/octet-stream"])
        #expect(database.directParents(of: "inode/mount-point") == ["inode/directory"])
        #expect(database.directParents(of: "inode/directory") == [])
        #expect(database.comment(for: "image/png") == "PNG image")
        #expect(database.comment(for: "image/png", language: "de_DE.UTF-8") == "PNG-Bild")
        #expect(database.comment(for: "image/pjpeg") == "JPEG image")
        #expect(database.declaredGlobs(of: "image/jpeg").first?.pattern == "*.jpg")
        #expect(database.declaredGlobs(of: "text/x-makefile").contains(MIMEGlob(pattern: "GNUmakefile")))
        #expect(database.globs(of: "text/x-makefile").contains(MIMEGlob(pattern: "gnumakefile")))
        #expect(database.globs(of: "application/x-compressed-tar").map(\.fileExtension) == ["tar.gz", "tgz"])
        #expect(Set(database.globs(of: "image/jpeg")) == Set(database.declaredGlobs(of: "image/jpeg")))
        #expect(database.mimeTypes(forFileName: "photo.JPG") == ["image/jpeg"])
        #expect(database.mimeTypes(forFileName: "Makefile") == ["text/x-makefile"])
        #expect(database.mimeTypes(forFileName: "backup.tar.gz") == ["application/x-compressed-tar"])
        #expect(database.mimeTypes(forFileName: "libz.so.1") == ["application/x-sharedlib", "application/x-troff-man"])
    }

    @Test func maxMagicExtentMatchesTheCacheHeader() throws {
        let database = try Self.system()
        let bytes = Array(try Data(contentsOf: SharedMIMEFixtures.system.appendingPathComponent("mime.cache")))
        let magicList = SharedMIMECacheCorruptionTests.read32(bytes, at: 24)
        #expect(database.maxMagicExtent == SharedMIMECacheCorruptionTests.read32(bytes, at: magicList + 4))
        #expect(database.maxMagicExtent > 4096)
    }

    /// Every magic rule of a cache, read back into the package model.
    static func magicRules(_ cache: MIMECache) -> [MIMEPackageContents.Magic] {
        func matchlets(_ block: Int, _ count: Int) -> [MIMEPackageContents.Match] {
            (0..<count).map { index in
                let matchlet = block + 32 * index
                let length = cache.card32(matchlet + 12)
                let value = cache.card32(matchlet + 16)
                let mask = cache.card32(matchlet + 20)
                return .init(rangeStart: cache.card32(matchlet), rangeLength: cache.card32(matchlet + 4), wordSize: cache.card32(matchlet + 8),
                             value: Array(cache.bytes[value..<(value + length)]), mask: mask == 0 ? nil : Array(cache.bytes[mask..<(mask + length)]),
                             children: matchlets(cache.card32(matchlet + 28), cache.card32(matchlet + 24)))
            }
        }
        let first = cache.card32(cache.magicListOffset + 8)
        return (0..<cache.card32(cache.magicListOffset)).map { index in
            let match = first + 16 * index
            return .init(type: cache.string(at: cache.card32(match + 4)), priority: cache.card32(match),
                         matches: matchlets(cache.card32(match + 12), cache.card32(match + 8)))
        }
    }

    /// Ferry's XML reader and cache builder, run on the system's own package, give the
    /// same database as update-mime-database's cache.
    @Test func compilingTheSystemPackageReproducesTheSystemCache() throws {
        let directory = try SharedMIMEFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mime = directory.appendingPathComponent("mime", isDirectory: true)
        try FileManager.default.createDirectory(at: mime.appendingPathComponent("packages"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: mime.appendingPathComponent("packages/freedesktop.org.xml"),
            withDestinationURL: SharedMIMEFixtures.system.appendingPathComponent("packages/freedesktop.org.xml"))
        let compiled = try SharedMIMEDatabase.load(directories: [mime])
        let system = try Self.system()
        #expect(compiled.storage.sources[0].packageDetails != nil)
        #expect(compiled.allTypes == system.allTypes)
        #expect(compiled.maxMagicExtent == system.maxMagicExtent)
        #expect(Self.magicRules(compiled.storage.sources[0].cache) == Self.magicRules(system.storage.sources[0].cache))
        let compiledGlobs = compiled.allGlobs().map { "\($0.mimeType) \($0.glob)" }
        #expect(Set(compiledGlobs) == Set(system.allGlobs().map { "\($0.mimeType) \($0.glob)" }))
        var differences = 0
        for (_, glob) in system.allGlobs() {
            let name = SharedMIMEGIOAgreementTests.sampleName(for: glob.pattern)
            for variant in [name, name.uppercased()] where compiled.mimeTypes(forFileName: variant) != system.mimeTypes(forFileName: variant) {
                differences += 1
                Issue.record("\(variant): compiled \(compiled.mimeTypes(forFileName: variant)), system \(system.mimeTypes(forFileName: variant))")
            }
        }
        #expect(differences == 0)
        for type in system.allTypes {
            #expect(compiled.aliases(of: type) == system.aliases(of: type), "\(type)")
            #expect(compiled.directParents(of: type) == system.directParents(of: type), "\(type)")
        }
        for type in ["image/png", "application/vnd.ms-word.document.macroEnabled.12", "text/x-makefile"] {
            #expect(compiled.comment(for: type, language: "fr") == system.comment(for: type, language: "fr"))
            #expect(compiled.declaredGlobs(of: type) == system.declaredGlobs(of: type))
        }
    }

    @Test func lazyLookupsAreThreadSafe() async throws {
        let database = try Self.system()
        let types = Array(database.allTypes.prefix(200))
        let expected = try Self.system()
        let answers = await withTaskGroup(of: [String].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var seen: [String] = []
                    for type in (worker.isMultiple(of: 2) ? types : types.reversed()) {
                        seen.append("\(type) \(database.globs(of: type)) \(database.aliases(of: type)) \(database.comment(for: type) ?? "-")")
                    }
                    return seen.sorted()
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let reference = types.map { "\($0) \(expected.globs(of: $0)) \(expected.aliases(of: $0)) \(expected.comment(for: $0) ?? "-")" }.sorted()
        #expect(answers.count == 8)
        for answer in answers { #expect(answer == reference) }
    }
}
