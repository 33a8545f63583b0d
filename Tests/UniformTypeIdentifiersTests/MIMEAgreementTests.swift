// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// `UTType` against GIO over the machine's whole shared-mime-info database:
/// - for every glob, the type of a file name it matches, of GIO's MIME type for that name
///   and (for `*.ext` globs) of the extension are one type;
/// - a MIME alias is the same type as its canonical name, and that type lists both;
/// - `conforms(to:)` agrees with `g_content_type_is_a` for every pair of the database's
///   types, except where Apple's hierarchy says otherwise.
/// Where Apple's table genuinely differs, the case must be listed, with its reason, in
/// docs/api-parity.md ("MIME agreement"): the test reads those lists and fails on any
/// difference that is not listed, or listed but gone. Lookups use no supertype
/// (`conformingTo: nil`): some of Apple's types, such as `public.email-message`, are not
/// `public.data`, and `UTType(mimeType:)`'s default `.data` filter would hide them.
@Suite("UTType agrees with GIO on the desktop's MIME types")
struct MIMEAgreementTests {
    static func database() throws -> SharedMIMEDatabase {
        try #require(TypeRegistry.shared.sharedMIMEDatabase, "no shared-mime-info database on this machine")
    }

    /// The parents of the shared registry's `mime` folders, for GIO to read the same ones.
    static var dataDirectories: [String] {
        SharedMIMEDatabase.systemDirectories().map { $0.deletingLastPathComponent().path }
    }

    static func type(mime: String) -> UTType? { UTType(tag: mime, tagClass: .mimeType, conformingTo: nil) }

    /// The first cell of each table row of docs/api-parity.md between
    /// `<!-- mime: <list> -->` and the next blank line after the table.
    static func documented(_ list: String) throws -> Set<String> {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/api-parity.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let marker = "<!-- mime: \(list) -->"
        guard let start = text.range(of: marker) else { return [] }
        var rows: Set<String> = []
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if line.isEmpty { if rows.isEmpty { continue } else { break } }
            guard line.hasPrefix("| `") else { continue }
            rows.insert(String(line.dropFirst(3).prefix { $0 != "`" }))
        }
        return rows
    }

    @Test func namesExtensionsAndGIOsMIMETypesGiveTheSameType() throws {
        let globs = try SharedMIMEGIOAgreementTests.systemGlobs().sorted { ($0.pattern, $0.type) < ($1.pattern, $1.type) }
        try #require(globs.count > 1000)
        let names = globs.map { SharedMIMEGIOAgreementTests.sampleName(for: $0.pattern) }
        let gio = try SharedMIMEFixtures.gioGuesses(names.map { ($0, nil) }, dataDirectories: Self.dataDirectories)
        try #require(gio.count == names.count)
        var agreeing = 0
        var differing: [String: String] = [:]
        for (index, glob) in globs.enumerated() {
            let mime = gio[index].0
            let byName = UTType(fileName: names[index])
            let byMIME = Self.type(mime: mime)
            var byExtension: UTType?
            if glob.pattern.hasPrefix("*."), !glob.pattern.dropFirst(2).contains(where: { "*?[.".contains($0) }) {
                byExtension = UTType(tag: String(glob.pattern.dropFirst(2)), tagClass: .filenameExtension, conformingTo: nil)
            }
            if byName != nil, byName == byMIME, byExtension == nil || byExtension == byName {
                agreeing += 1
            } else {
                differing[glob.pattern] = "| `\(glob.pattern)` | `\(mime)` | `\(byName?.identifier ?? "nil")`, `\(byMIME?.identifier ?? "nil")` | `\(byExtension?.identifier ?? "-")` |"
            }
        }
        print("MIME agreement, file names: \(agreeing)/\(globs.count) globs of the machine's database give one type for the name, GIO's MIME type and the extension; \(globs.count - agreeing) differ, each listed in docs/api-parity.md")
        let listed = try Self.documented("names")
        for pattern in Set(differing.keys).subtracting(listed).sorted() { Issue.record("not listed in docs/api-parity.md: \(differing[pattern]!)") }
        for pattern in listed.subtracting(differing.keys).sorted() { Issue.record("listed in docs/api-parity.md but now agrees: \(pattern)") }
        // The C++ case from issue #17: what Files puts on the clipboard for a .cpp file.
        #expect(Self.type(mime: "text/x-c++src") == .cPlusPlusSource)
        #expect(UTType.cPlusPlusSource.tags[.mimeType]?.contains("text/x-c++src") == true)
        #expect(UTType.cPlusPlusSource.preferredMIMEType == "text/x-c++src")
        // GIO's type of any byte stream is public.data, which keeps Apple's nil MIME type.
        #expect(Self.type(mime: "application/octet-stream") == .data)
        #expect(UTType.data.preferredMIMEType == nil)
    }

    @Test func aliasesAreTheSameTypeAsTheirCanonicalNameAndAmongItsTags() throws {
        let database = try Self.database()
        var agreeing = 0, total = 0
        var differing: [String: String] = [:]
        for (alias, canonical) in database.allAliases() {
            total += 1
            let byAlias = Self.type(mime: alias), byCanonical = Self.type(mime: canonical)
            let tags = Set(byCanonical?.tags[.mimeType]?.map { $0.lowercased() } ?? [])
            if byAlias == byCanonical, tags.contains(alias.lowercased()), tags.contains(canonical.lowercased()) {
                agreeing += 1
            } else {
                differing[alias] = "| `\(alias)` | `\(canonical)` | `\(byAlias?.identifier ?? "nil")` | `\(byCanonical?.identifier ?? "nil")` |"
            }
        }
        print("MIME agreement, aliases: \(agreeing)/\(total) aliases are their canonical type and among its tags; \(total - agreeing) differ, each listed in docs/api-parity.md")
        let listed = try Self.documented("aliases")
        for alias in Set(differing.keys).subtracting(listed).sorted() { Issue.record("not listed in docs/api-parity.md: \(differing[alias]!)") }
        for alias in listed.subtracting(differing.keys).sorted() { Issue.record("listed in docs/api-parity.md but now agrees: \(alias)") }
        // Every MIME type the database knows is among the tags of its type, except the
        // ones that only resolve to a type of Apple's (application/octet-stream).
        for mime in database.allTypes where SystemTypes.lookupOnlyMIMETypes[mime] == nil {
            let tags = Self.type(mime: mime)?.tags[.mimeType]?.map { $0.lowercased() } ?? []
            #expect(tags.contains(mime.lowercased()), "\(mime) is not among the tags of its type")
        }
    }

    @Test func conformanceAgreesWithGIOExceptWhereApplesHierarchyDecides() throws {
        let database = try Self.database()
        let mimes = database.allTypes
        let script = """
        types = json.load(sys.stdin)
        json.dump([[b for b in types if b != a and Gio.content_type_is_a(a, b)] for a in types], sys.stdout)
        """
        let gio = try SharedMIMEFixtures.runGIO(script: script, input: mimes, dataDirectories: Self.dataDirectories) as? [[String]] ?? []
        try #require(gio.count == mimes.count)
        let gioSupertypes = gio.map(Set.init)
        let index = Dictionary(uniqueKeysWithValues: mimes.enumerated().map { ($1, $0) })
        let types = try mimes.map { try #require(Self.type(mime: $0), "\($0) has no type") }
        let isApples = types.map { $0.record.kind == .declared(.system) }
        var agreeing = 0, total = 0
        var differing: [String: String] = [:]
        for a in mimes.indices {
            for b in mimes.indices where a != b {
                total += 1
                let ours = types[a].conforms(to: types[b]), theirs = gioSupertypes[a].contains(mimes[b])
                if ours == theirs { agreeing += 1; continue }
                // A witness: a type of Apple's on a's way up (a itself, or a supertype both
                // agree on) whose declaration decides the pair.
                let candidates = [a] + gioSupertypes[a].compactMap { index[$0] }.sorted()
                let witness = candidates.first { c in
                    guard isApples[c], c == a || types[a].conforms(to: types[c]) else { return false }
                    return theirs
                        ? (c == a || gioSupertypes[c].contains(mimes[b])) && !types[c].conforms(to: types[b])
                        : c != b && !(c != a && gioSupertypes[c].contains(mimes[b])) && types[c].conforms(to: types[b])
                }
                let pair = "\(mimes[a]) ⊂ \(mimes[b])"
                guard let c = witness else {
                    Issue.record("\(pair): GIO \(theirs), Ferry \(ours), and no type of Apple's decides it (\(types[a].identifier), \(types[b].identifier))")
                    continue
                }
                let reason = theirs
                    ? "Apple's `\(types[c].identifier)` does not conform to `\(types[b].identifier)`"
                    : types[c] == types[b] ? "Apple has one type for both: `\(types[b].identifier)`"
                    : "Apple's `\(types[c].identifier)` conforms to `\(types[b].identifier)`"
                differing[pair] = "| `\(pair)` | \(theirs ? "yes" : "no") | \(ours ? "yes" : "no") | \(reason) |"
            }
        }
        print("MIME agreement, conformance: \(agreeing)/\(total) ordered pairs of the machine's \(mimes.count) MIME types agree with g_content_type_is_a; \(total - agreeing) differ where Apple's hierarchy decides, each listed in docs/api-parity.md")
        let listed = try Self.documented("conformance")
        for pair in Set(differing.keys).subtracting(listed).sorted() { Issue.record("not listed in docs/api-parity.md: \(differing[pair]!)") }
        for pair in listed.subtracting(differing.keys).sorted() { Issue.record("listed in docs/api-parity.md but now agrees: \(pair)") }
    }
}
