// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// The machine's database against GIO itself (`Gio.content_type_guess` through Debian's
/// python3-gi), both limited to /usr/share/mime.
@Suite("shared-mime-info agreement with GIO")
struct SharedMIMEGIOAgreementTests {
    /// One line of `globs2`.
    struct GlobLine: Hashable {
        var type: String
        var pattern: String
        var weight: Int
        var caseSensitive: Bool
    }

    /// Every glob of `/usr/share/mime/globs2`, read independently of the cache reader.
    /// Case-sensitive globs appear there twice, with and without the `cs` flag.
    static func systemGlobs() throws -> Set<GlobLine> {
        let text = try String(contentsOf: SharedMIMEFixtures.system.appendingPathComponent("globs2"), encoding: .utf8)
        var lines: [String: GlobLine] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let weight = Int(fields[0]) else { continue }
            let caseSensitive = fields.count == 4 && fields[3].split(separator: ",").contains("cs")
            let key = fields[1] + "\u{0}" + fields[2]
            if lines[key] == nil || caseSensitive {
                lines[key] = GlobLine(type: fields[1], pattern: fields[2], weight: weight, caseSensitive: caseSensitive)
            }
        }
        return Set(lines.values)
    }

    /// A file name that `pattern` matches: `*.ext` gives `file.ext`, literal names stay as
    /// they are, `*` and `?` become `x`, a bracket becomes its first member.
    static func sampleName(for pattern: String) -> String {
        if pattern.hasPrefix("*."), !pattern.dropFirst().contains(where: { "*?[\\".contains($0) }) {
            return "file" + pattern.dropFirst()
        }
        var name = ""
        var characters = Array(pattern)
        while !characters.isEmpty {
            let character = characters.removeFirst()
            switch character {
            case "*", "?":
                name.append("x")
            case "\\":
                if !characters.isEmpty { name.append(characters.removeFirst()) }
            case "[":
                guard let close = characters.dropFirst().firstIndex(of: "]") else { name.append("["); continue }
                let members = characters[..<close]
                if members.first == "!" || members.first == "^" {
                    name.append("x")
                } else {
                    name.append(members.first!)
                }
                characters.removeFirst(close + 1)
            default:
                name.append(character)
            }
        }
        return name
    }

    @Test func everyGlobGetsTheSameTypeAsGIO() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let globs = try Self.systemGlobs().sorted { ($0.type, $0.pattern) < ($1.type, $1.pattern) }
        try #require(globs.count > 1000)
        var names: [String] = []
        for glob in globs {
            let name = Self.sampleName(for: glob.pattern)
            // The sample name really matches its pattern.
            let folded = glob.caseSensitive ? name : MIMEPackageParser.asciiLowercased(name)
            #expect(MIMEFileNamePattern.matches(Array(glob.pattern.unicodeScalars), Array(folded.unicodeScalars)), "\(name) ∉ \(glob.pattern)")
            names.append(name)
            // The same name in upper case exercises the case rules.
            names.append(String(name.map { $0.isASCII ? Character($0.uppercased()) : $0 }))
        }
        let gio = try SharedMIMEFixtures.gioGuesses(names.map { ($0, nil) })
        try #require(gio.count == names.count)
        var agreeing = 0
        var guessesAgreeing = 0
        for (name, expected) in zip(names, gio) {
            let ours = database.mimeTypes(forFileName: name).first ?? "application/octet-stream"
            if ours == expected.0 { agreeing += 1 } else { Issue.record("\(name): Ferry \(ours), GIO \(expected.0)") }
            let guess = database.guessContentType(fileName: name, data: nil)
            if guess.mime == expected.0 && guess.uncertain == expected.1 {
                guessesAgreeing += 1
            } else {
                Issue.record("\(name): Ferry guess \(guess), GIO \(expected)")
            }
        }
        print("GIO agreement: \(agreeing)/\(names.count) file names (\(globs.count) globs, each as written and in upper case); guess with uncertainty flag: \(guessesAgreeing)/\(names.count)")
        #expect(agreeing == names.count)
        #expect(guessesAgreeing == names.count)
    }

    @Test func sniffingAgreesWithGIOOnRealFiles() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let elf = Array(try Data(contentsOf: URL(fileURLWithPath: "/bin/ls")).prefix(database.maxMagicExtent))
        let samples: [(label: String, data: [UInt8])] = [
            ("PNG", try SharedMIMEFixtures.sniffSample("png-image")),
            ("PDF", try SharedMIMEFixtures.sniffSample("pdf-document")),
            ("gzip", try SharedMIMEFixtures.sniffSample("gzip-data")),
            ("ELF", elf),
            ("text", try SharedMIMEFixtures.sniffSample("text-notes")),
            ("empty", []),
            ("binary", [0, 1, 2, 3, 0xFF]),
        ]
        let gio = try SharedMIMEFixtures.gioGuesses(samples.map { (nil, $0.data) })
        try #require(gio.count == samples.count)
        var agreeing = 0
        for (sample, expected) in zip(samples, gio) {
            let ours = database.guessContentType(fileName: nil, data: sample.data)
            #expect(ours.mime == expected.0 && ours.uncertain == expected.1, "\(sample.label): Ferry \(ours), GIO \(expected)")
            if ours.mime == expected.0 && ours.uncertain == expected.1 { agreeing += 1 }
        }
        print("GIO sniffing agreement: \(agreeing)/\(samples.count) (\(zip(samples, gio).map { "\($0.label) → \($1.0)" }.joined(separator: ", ")))")
        #expect(database.sniff(samples[0].data).first == "image/png")
        #expect(database.sniff(samples[1].data).first == "application/pdf")
        #expect(database.sniff(samples[2].data).first == "application/gzip")
    }

    @Test func nameAndDataTogetherAgreeWithGIO() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let png = try SharedMIMEFixtures.sniffSample("png-image")
        let text = try SharedMIMEFixtures.sniffSample("text-notes")
        let requests: [(name: String?, data: [UInt8]?)] = [
            ("photo.ogg", png), ("song.ogg", text), ("notes.txt", png), ("picture", png), ("README", text),
            ("archive.doc", text), ("/tmp/folder/", nil), ("x.desktop", Array("[Desktop Entry]\n".utf8)),
            ("noext", Array("[Desktop Entry]\nName=x\n".utf8)), ("data.bin", [0, 0, 0]), ("x.ts", text),
        ]
        let gio = try SharedMIMEFixtures.gioGuesses(requests)
        try #require(gio.count == requests.count)
        for (request, expected) in zip(requests, gio) {
            let ours = database.guessContentType(fileName: request.name, data: request.data)
            #expect(ours.mime == expected.0 && ours.uncertain == expected.1, "\(request.name ?? "nil"): Ferry \(ours), GIO \(expected)")
        }
    }

    @Test func allGlobsMatchTheGlobs2File() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let fromCache = Set(database.allGlobs().map { GlobLine(type: $0.mimeType, pattern: $0.glob.pattern, weight: $0.glob.weight, caseSensitive: $0.glob.caseSensitive) })
        #expect(fromCache == (try Self.systemGlobs()))
    }
}

@Suite("shared-mime-info type information agreement with GIO")
struct SharedMIMEGIOTypeInformationTests {
    @Test func registeredTypesAndDescriptionsMatchGIO() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let script = """
        types = list(Gio.content_types_get_registered())
        json.dump({"types": types, "descriptions": {t: Gio.content_type_get_description(t.lower()) for t in json.load(sys.stdin)}}, sys.stdout)
        """
        let answer = try SharedMIMEFixtures.runGIO(script: script, input: database.allTypes) as? [String: Any] ?? [:]
        let registered = answer["types"] as? [String] ?? []
        // GIO lists the types by their XML file names, which update-mime-database writes in
        // lower case (application/vnd.ms-word.document.macroenabled.12); compare alike.
        let ours = database.allTypes.map(MIMEPackageParser.asciiLowercased)
        let missing = Set(registered).subtracting(ours).sorted()
        let extra = Set(ours).subtracting(registered).sorted()
        #expect(missing.isEmpty && extra.isEmpty, "GIO only: \(missing); Ferry only: \(extra)")
        let descriptions = answer["descriptions"] as? [String: String] ?? [:]
        var agreeing = 0
        for type in database.allTypes {
            let ours = database.comment(for: type)
            if ours == descriptions[type] { agreeing += 1 } else { Issue.record("\(type): Ferry \(ours ?? "nil"), GIO \(descriptions[type] ?? "nil")") }
        }
        print("GIO description agreement: \(agreeing)/\(database.allTypes.count)")
        #expect(agreeing == database.allTypes.count)
    }

    @Test func subclassRelationsMatchGIO() throws {
        let database = try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system])
        let bases = ["text/plain", "application/octet-stream", "application/xml", "application/zip", "image/*", "inode/directory"]
        var pairs: [[String]] = []
        for type in database.allTypes {
            for parent in database.directParents(of: type) { pairs.append([type, parent]) }
            for base in bases { pairs.append([type, base]) }
        }
        for alias in ["image/pjpeg", "application/x-gzip", "text/x-csv"] { pairs.append([alias, "application/octet-stream"]) }
        let script = "json.dump([Gio.content_type_is_a(a, b) for a, b in json.load(sys.stdin)], sys.stdout)"
        let gio = try SharedMIMEFixtures.runGIO(script: script, input: pairs) as? [Bool] ?? []
        try #require(gio.count == pairs.count)
        var agreeing = 0
        for (pair, expected) in zip(pairs, gio) {
            if database.isSubclass(pair[0], of: pair[1]) == expected { agreeing += 1 } else { Issue.record("\(pair[0]) ⊂ \(pair[1]): GIO \(expected)") }
            // Every parent Ferry reports is a supertype for GIO too.
        }
        print("GIO subclass agreement: \(agreeing)/\(pairs.count) pairs")
        #expect(agreeing == pairs.count)
    }
}
