// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// Damaged `mime.cache` files give a typed error naming the byte offset, never a crash or
/// an out-of-bounds read.
@Suite("shared-mime-info corrupt caches")
struct SharedMIMECacheCorruptionTests {
    /// The Base fixture compiled by Ferry's own cache builder.
    static func fixtureCache() throws -> [UInt8] {
        let contents = try #require(try MIMEPackageParser.parsePackagesDirectory(SharedMIMEFixtures.base.appendingPathComponent("packages").path))
        return MIMECacheBuilder.build(contents)
    }

    static func systemCache() throws -> [UInt8] {
        Array(try Data(contentsOf: SharedMIMEFixtures.system.appendingPathComponent("mime.cache")))
    }

    /// Runs every kind of lookup, so that a cache that passed validation is shown to be
    /// safe to use.
    static func exercise(_ database: SharedMIMEDatabase) {
        var generator = SplitMix64(seed: 7)
        let noise = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let samples: [[UInt8]] = [noise, Array(repeating: 0, count: 300), Array("FERRY\u{1}STRONG\n%PDF-1.4 <?xml".utf8), [0x89, 0x50, 0x4E, 0x47]]
        for name in ["x.png", "Makefile", "FerryFile", "x.tar.gz", "README", "x.C", "a.so.1", "ferry-1.log", "x.fry", "é.ü", "x"] {
            _ = database.mimeTypes(forFileName: name)
            _ = database.guessContentType(fileName: name, data: samples[2])
        }
        for sample in samples { _ = database.sniff(sample) }
        let types = Array(database.allTypes.prefix(40)) + ["image/pjpeg", "application/x-gzip", "a/b"]
        for type in types {
            _ = database.canonicalName(for: type)
            _ = database.aliases(of: type)
            _ = database.directParents(of: type)
            _ = database.isSubclass(type, of: "text/plain")
            _ = database.globs(of: type)
        }
        _ = database.allGlobs()
        _ = database.maxMagicExtent
    }

    /// Loads `bytes`; returns the error, or nil after exercising the database.
    static func loadOrError(_ bytes: [UInt8]) -> SharedMIMEDatabaseError? {
        do {
            exercise(try SharedMIMEDatabase.load(cacheBytes: bytes, file: "test.cache"))
            return nil
        } catch {
            return error
        }
    }

    static func patch32(_ bytes: inout [UInt8], at offset: Int, _ value: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }

    static func read32(_ bytes: [UInt8], at offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    @Test func intactCachesLoad() throws {
        #expect(Self.loadOrError(try Self.fixtureCache()) == nil)
        #expect(Self.loadOrError(try Self.systemCache()) == nil)
    }

    @Test func everyTruncationOfTheFixtureCacheFails() throws {
        let bytes = try Self.fixtureCache()
        for length in 0..<bytes.count {
            let error = Self.loadOrError(Array(bytes.prefix(length)))
            #expect(error != nil, "prefix of \(length) bytes loaded")
            if case .unsupportedCacheVersion? = error { Issue.record("prefix of \(length) bytes: \(error!)") }
        }
    }

    @Test func truncationsOfTheSystemCacheFail() throws {
        let bytes = try Self.systemCache()
        let cuts = Array(0..<64) + stride(from: 64, to: bytes.count, by: max(1, bytes.count / 400)) + [bytes.count - 1]
        for length in cuts {
            guard let error = Self.loadOrError(Array(bytes.prefix(length))) else {
                Issue.record("prefix of \(length) bytes loaded")
                continue
            }
            #expect(error.description.contains("test.cache"))
        }
    }

    @Test func randomByteFlipsNeverCrash() throws {
        var generator = SplitMix64(seed: 2024)
        var rejected = 0
        var trials = 0
        for (original, count) in [(try Self.fixtureCache(), 400), (try Self.systemCache(), 60)] {
            for _ in 0..<count {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
                }
                trials += 1
                if Self.loadOrError(bytes) != nil { rejected += 1 }
            }
        }
        print("byte flips: \(rejected)/\(trials) corrupted caches rejected with a typed error, the rest loaded and answered every lookup")
        #expect(rejected > 0)
    }

    @Test func rejectsUnknownVersionsAndShortHeaders() throws {
        var bytes = try Self.fixtureCache()
        bytes[1] = 2
        #expect(Self.loadOrError(bytes) == .unsupportedCacheVersion(file: "test.cache", major: 2, minor: 2))
        bytes[1] = 1
        bytes[3] = 3
        #expect(Self.loadOrError(bytes) == .unsupportedCacheVersion(file: "test.cache", major: 1, minor: 3))
        #expect(Self.loadOrError([0, 1]) == .truncatedCache(file: "test.cache", offset: 0, length: 40, fileSize: 2))
        #expect(Self.loadOrError([0, 1, 0, 2] + Array(repeating: 0, count: 16)) == .truncatedCache(file: "test.cache", offset: 0, length: 40, fileSize: 20))
        #expect(Self.loadOrError([0x3C, 0x3F, 0x78, 0x6D]) == .unsupportedCacheVersion(file: "test.cache", major: 0x3C3F, minor: 0x786D))
    }

    @Test func rejectsBadOffsetsAndCounts() throws {
        let original = try Self.fixtureCache()
        let aliasList = Self.read32(original, at: 4)

        var misaligned = original
        Self.patch32(&misaligned, at: 4, aliasList + 1)
        #expect(Self.loadOrError(misaligned) == .corruptCache(file: "test.cache", offset: aliasList + 1, reason: "alias list is not 4-byte aligned"))

        var outside = original
        Self.patch32(&outside, at: 4, original.count + 64)
        #expect(Self.loadOrError(outside) == .truncatedCache(file: "test.cache", offset: original.count + 64, length: 4, fileSize: original.count))

        var hugeCount = original
        Self.patch32(&hugeCount, at: aliasList, 0x7FFF_FFFF)
        #expect(Self.loadOrError(hugeCount) == .truncatedCache(file: "test.cache", offset: aliasList + 4, length: 8 * 0x7FFF_FFFF, fileSize: original.count))

        // A string that runs to the end of the file without a NUL.
        var unterminated = original + Array("AAAA".utf8)
        Self.patch32(&unterminated, at: aliasList + 4, original.count)
        #expect(Self.loadOrError(unterminated) == .corruptCache(file: "test.cache", offset: original.count, reason: "alias string has no terminating NUL before the end of the file"))

        var unsorted = original
        for index in 0..<8 { unsorted.swapAt(aliasList + 4 + index, aliasList + 12 + index) }
        #expect(Self.loadOrError(unsorted) == .corruptCache(file: "test.cache", offset: aliasList + 12, reason: "alias list is not sorted at entry 1"))

        let description = SharedMIMEDatabaseError.corruptCache(file: "/x/mime.cache", offset: 96, reason: "r").description
        #expect(description == "/x/mime.cache: corrupt mime.cache at offset 96: r")
    }

    @Test func rejectsCyclesAndBadCharactersInTheSuffixTree() throws {
        let original = try Self.fixtureCache()
        let tree = Self.read32(original, at: 16)
        let roots = Self.read32(original, at: tree + 4)
        var cyclic = original
        // The first root's children are the roots themselves.
        Self.patch32(&cyclic, at: roots + 4, Self.read32(original, at: tree))
        Self.patch32(&cyclic, at: roots + 8, roots)
        #expect(Self.loadOrError(cyclic) == .corruptCache(file: "test.cache", offset: roots, reason: "suffix tree node is reached twice (cycle or shared subtree)"))

        var surrogate = original
        Self.patch32(&surrogate, at: roots, 0xD800)
        guard case .corruptCache(_, roots, let reason)? = Self.loadOrError(surrogate) else {
            Issue.record("expected a corrupt-cache error at \(roots)")
            return
        }
        #expect(reason.contains("not a Unicode scalar value") || reason.contains("not sorted"))
    }

    @Test func rejectsBadMagic() throws {
        let original = try Self.fixtureCache()
        let magic = Self.read32(original, at: 24)
        let firstMatch = Self.read32(original, at: magic + 8)
        let firstMatchlet = Self.read32(original, at: firstMatch + 12)

        var priority = original
        Self.patch32(&priority, at: firstMatch, 101)
        #expect(Self.loadOrError(priority) == .corruptCache(file: "test.cache", offset: firstMatch, reason: "magic priority 101 is above 100"))

        var wordSize = original
        Self.patch32(&wordSize, at: firstMatchlet + 8, 3)
        #expect(Self.loadOrError(wordSize) == .corruptCache(file: "test.cache", offset: firstMatchlet + 8, reason: "word size 3 is not 1, 2 or 4"))

        var range = original
        Self.patch32(&range, at: firstMatchlet + 4, 0x7FFF_FFFF)
        guard case .corruptCache(_, firstMatchlet, let reason)? = Self.loadOrError(range) else {
            Issue.record("expected a corrupt-cache error at \(firstMatchlet)")
            return
        }
        #expect(reason.contains("beyond"))

        var value = original
        Self.patch32(&value, at: firstMatchlet + 12, original.count)
        #expect(Self.loadOrError(value) == .truncatedCache(file: "test.cache", offset: Self.read32(original, at: firstMatchlet + 16), length: original.count, fileSize: original.count))
    }

    @Test func rejectsMagicNestedTooDeeply() throws {
        var match = MIMEPackageContents.Match(rangeStart: 0, rangeLength: 1, wordSize: 1, value: [1], mask: nil, children: [])
        for _ in 0..<MIMECache.maximumMagicDepth { match = .init(rangeStart: 0, rangeLength: 1, wordSize: 1, value: [1], mask: nil, children: [match]) }
        var contents = MIMEPackageContents()
        contents.declare("a/b")
        contents.magic = [.init(type: "a/b", priority: 50, matches: [match])]
        guard case .corruptCache(_, _, let reason)? = Self.loadOrError(MIMECacheBuilder.build(contents)) else {
            Issue.record("expected a corrupt-cache error")
            return
        }
        #expect(reason == "magic matchlets nest deeper than \(MIMECache.maximumMagicDepth)")
        // One level less is fine, and matches.
        contents.magic = [.init(type: "a/b", priority: 50, matches: [match.children[0]])]
        let database = try SharedMIMEDatabase.load(cacheBytes: MIMECacheBuilder.build(contents))
        #expect(database.sniff([1]) == ["a/b"])
    }

    @Test func directoryLoadingNamesTheBrokenFile() throws {
        let directory = try SharedMIMEFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mime = directory.appendingPathComponent("mime", isDirectory: true)
        try FileManager.default.createDirectory(at: mime, withIntermediateDirectories: true)
        let cache = mime.appendingPathComponent("mime.cache")
        try Data(try Self.fixtureCache().prefix(100)).write(to: cache)
        #expect(throws: SharedMIMEDatabaseError.self) { try SharedMIMEDatabase.load(directories: [mime]) }
        do {
            _ = try SharedMIMEDatabase.load(directories: [mime])
        } catch {
            #expect(error.description.hasPrefix(cache.path + ": truncated mime.cache"))
        }
        try FileManager.default.removeItem(at: cache)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        #expect(throws: SharedMIMEDatabaseError.unreadableFile(file: cache.path, reason: "not a regular file")) {
            try SharedMIMEDatabase.load(directories: [mime])
        }
    }
}

@Suite("shared-mime-info unusual files")
struct SharedMIMEUnusualFileTests {
    @Test func aFIFOInPlaceOfTheCacheIsRejectedWithoutBlocking() throws {
        let directory = try SharedMIMEFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = directory.appendingPathComponent("mime.cache")
        #expect(mkfifo(cache.path, 0o600) == 0)
        #expect(throws: SharedMIMEDatabaseError.unreadableFile(file: cache.path, reason: "not a regular file")) {
            try SharedMIMEDatabase.load(directories: [directory])
        }
    }
}
