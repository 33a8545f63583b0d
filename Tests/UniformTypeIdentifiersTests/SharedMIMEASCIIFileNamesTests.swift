// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// The byte-wise fast path of `mimeTypes(forFileName:)` (ASCII names) against the
/// general path over Unicode scalars, which the GIO agreement tests pin down.
@Suite("shared-mime-info ASCII file-name fast path")
struct SharedMIMEASCIIFileNamesTests {
    /// Names that exercise every glob of `database`: each glob's sample name as written,
    /// in upper and lower case and with random letters flipped, glued to random stems and
    /// to each other; plus random printable ASCII names (with `.`, `*`, `[`, `\` …).
    static func names(for database: SharedMIMEDatabase, seed: UInt64, randomCount: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        let samples = database.allGlobs().map { SharedMIMEGIOAgreementTests.sampleName(for: $0.glob.pattern) }
            .filter { $0.unicodeScalars.allSatisfy(\.isASCII) }
        func flipped(_ name: String) -> String {
            String(String.UnicodeScalarView(name.unicodeScalars.map { scalar -> Unicode.Scalar in
                guard Bool.random(using: &random), let flipped = String(scalar).uppercased().unicodeScalars.first,
                      flipped.isASCII, flipped != scalar else {
                    return Unicode.Scalar(String(scalar).lowercased().unicodeScalars.first!.value)!
                }
                return flipped
            }))
        }
        var names: [String] = []
        for sample in samples {
            names += [sample, sample.uppercased(), sample.lowercased(), flipped(sample), "stem-" + sample, sample + ".bak"]
        }
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        let fragments = samples.isEmpty ? ["x"] : samples
        for _ in 0..<randomCount {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                names.append(String((0..<Int.random(in: 1...24, using: &random)).map { _ in printable.randomElement(using: &random)! }))
            case 1:
                names.append(flipped(fragments.randomElement(using: &random)! + fragments.randomElement(using: &random)!))
            default:
                let stem = String((0..<Int.random(in: 0...6, using: &random)).map { _ in printable.randomElement(using: &random)! })
                names.append(flipped(stem + fragments.randomElement(using: &random)!))
            }
        }
        return names
    }

    /// Checks that the fast path answers every name and agrees with the general path.
    static func expectAgreement(_ database: SharedMIMEDatabase, _ names: [String]) -> Int {
        var agreeing = 0
        for name in names {
            let fast = database.asciiMIMETypes(forFileName: name)
            let general = database.scalarMIMETypes(forFileName: name)
            #expect(fast != nil, "\(name) did not take the fast path")
            if fast == general { agreeing += 1 } else { Issue.record("\(name): fast \(fast ?? []), general \(general)") }
            #expect(database.mimeTypes(forFileName: name) == general, "\(name)")
        }
        return agreeing
    }

    @Test func agreesWithTheGeneralPathOnTheSystemDatabase() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let names = Self.names(for: database, seed: 2, randomCount: 20_000)
        try #require(names.count > 25_000)
        let agreeing = Self.expectAgreement(database, names)
        print("ASCII fast path agreement: \(agreeing)/\(names.count) names")
        #expect(agreeing == names.count)
        // The sample names did reach every kind of answer.
        #expect(names.contains { database.mimeTypes(forFileName: $0).count > 1 })
        #expect(names.contains { database.mimeTypes(forFileName: $0).isEmpty })
    }

    /// Two directories, XML-compiled and as `update-mime-database` writes them: literals
    /// and suffixes from the first directory that has them, candidates from both ranked
    /// together, `<glob-deleteall/>` hiding the lower directory's globs.
    @Test func agreesWithTheGeneralPathAcrossDirectories() throws {
        let compiledBase = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.base)
        let compiledOverride = try SharedMIMEFixtures.compiledCopy(of: SharedMIMEFixtures.override)
        defer {
            try? FileManager.default.removeItem(at: compiledBase.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: compiledOverride.deletingLastPathComponent())
        }
        let fixed = ["FerryFile", "ferryfile", "FERRYLOG", "ferrylog", "README.ferry", "readme.ferry", "x.ferry", "x.ferrydoc",
                     "x.fry", "x.FRY", "x.ferry.gz", "x.gz", "x.f", "x.F", "ferry-1.log", "FERRY-1.LOG", "a.ferry3", "x.fnotes",
                     "x.txt", "nothing", "__NOGLOBS__", "__noglobs__", "x.ogg", "x.so.1", "README", "Makefile"]
        for directories in [[SharedMIMEFixtures.override, SharedMIMEFixtures.base], [compiledOverride, compiledBase],
                            [compiledOverride, SharedMIMEFixtures.system], [SharedMIMEFixtures.base, SharedMIMEFixtures.system]] {
            let database = try SharedMIMEDatabase.load(directories: directories)
            let names = fixed + Self.names(for: database, seed: 7, randomCount: 2_000)
            #expect(Self.expectAgreement(database, names) == names.count, "\(directories.map(\.path))")
        }
    }

    @Test func otherNamesTakeTheGeneralPath() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        for name in ["", "café.txt", "résumé.PDF", "a\u{0}b.txt", "x.png\u{0}", "\u{0}", "ünïcode"] {
            #expect(database.asciiMIMETypes(forFileName: name) == nil, "\(name.debugDescription)")
        }
        #expect(database.mimeTypes(forFileName: "") == [])
        #expect(database.mimeTypes(forFileName: "café.txt") == ["text/plain"])
        #expect(database.mimeTypes(forFileName: "x.png\u{0}.txt") == ["image/png"])
    }

    @Test func literalFilterPassesEveryLiteral() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let cache = database.storage.sources[0].cache
        let literals = database.allGlobs().map(\.glob).filter(\.isLiteral).map(\.pattern)
        try #require(literals.count > 10)
        for literal in literals {
            var bytes = literal
            #expect(bytes.withUTF8 { cache.mayBeLiteral($0) }, "\(literal)")
        }
        // It does reject: most extensions are not literal names.
        let rejected = ["x.png", "x.jpg", "notes.txt", "a", "archive.tar.gz"].filter { name in
            var bytes = name
            return !bytes.withUTF8 { cache.mayBeLiteral($0) }
        }
        #expect(rejected.count >= 3)
    }
}
