// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// The lock-free fast lookups give exactly what the general path gives, or leave the input
/// to it; and records made on first use stay unique under concurrency.
@Suite struct TypeRegistryFastLookupTests {
    /// A registry of Apple's types over the machine's database, fresh for each test so that
    /// the order of lookups is the test's own.
    static func freshRegistry() throws -> TypeRegistry {
        TypeRegistry(declarations: SystemTypes.declarations, database: try SharedMIMEDatabase.load(directories: [SharedMIMEFixtures.system]))
    }

    /// What the general path answers for a tag (nil: invalid input; a dynamic record's
    /// identifier otherwise).
    static func general(_ registry: TypeRegistry, _ tag: String, _ tagClass: UTTagClass, _ supertype: TypeRecord?) -> String? {
        guard let key = TypeIdentifierSyntax.lookupKey(forTag: tag, tagClass: tagClass) else { return nil }
        return registry.firstRecord(key: key, tag: tag, tagClass: tagClass, conformingTo: supertype)?.identifier ?? "dynamic"
    }

    /// Expects a fast answer for `tag` to agree with the general path's `expected`
    /// identifier (an unanswered input is left to the general path); returns whether the
    /// fast path answered.
    static func expectAgreement(_ answer: TypeRegistry.FastAnswer, _ expected: String?, _ tag: String,
                                sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        switch answer {
        case .found(let record):
            #expect(record.identifier == expected, "\(tag.debugDescription)", sourceLocation: sourceLocation)
            return true
        case .invalid:
            #expect(expected == nil, "\(tag.debugDescription)", sourceLocation: sourceLocation)
            return false
        case .unanswered:
            return false
        }
    }

    static func variants(of tag: String) -> [String] {
        [tag, tag.uppercased(), tag.prefix(1).uppercased() + tag.dropFirst(), tag + "/", "/" + tag, tag + "\u{0}", tag + ";q=1", tag + "é"]
    }

    @Test func mimeTypesAgreeWithTheGeneralPath() throws {
        let registry = try Self.freshRegistry()
        let database = try #require(registry.sharedMIMEDatabase)
        let names = database.allTypes + database.allAliases().map(\.alias) + SystemTypes.declarations.flatMap(\.mimeTypes)
            + ["text/unknown-to-all", "a/b", "text", "", String(repeating: "a/", count: 600)]
        let data = try #require(registry.record(forIdentifier: "public.data"))
        let text = try #require(registry.record(forIdentifier: "public.text"))
        var answered = 0
        for name in names {
            for tag in Self.variants(of: name) {
                for supertype in [nil, data, text] {
                    let expected = Self.general(registry, tag, .mimeType, supertype)
                    if Self.expectAgreement(registry.fastRecord(mimeType: tag, conformingTo: supertype), expected, tag) { answered += 1 }
                }
            }
        }
        // The fast path answers the ordinary cases itself.
        #expect(answered > 4 * database.allTypes.count)
    }

    @Test func extensionsAgreeWithTheGeneralPath() throws {
        let registry = try Self.freshRegistry()
        let extensions = try UTTypeDesktopTests.globFileNames().compactMap { $0.split(separator: ".").last.map(String.init) }
            + SystemTypes.declarations.flatMap(\.filenameExtensions) + ["C", "c", "x/y", "nosuchextension", ""]
        let data = try #require(registry.record(forIdentifier: "public.data"))
        let image = try #require(registry.record(forIdentifier: "public.image"))
        var answered = 0
        for ext in extensions {
            for tag in [ext, ext.uppercased(), ext + "\u{1}", ext + " "] {
                for supertype in [nil, data, image] {
                    let expected = Self.general(registry, tag, .filenameExtension, supertype)
                    if Self.expectAgreement(registry.fastRecord(filenameExtension: tag, conformingTo: supertype), expected, tag) { answered += 1 }
                }
            }
        }
        #expect(answered > extensions.count)
    }

    @Test func fileNamesAgreeWithTheGeneralPath() throws {
        let registry = try Self.freshRegistry()
        let database = try #require(registry.sharedMIMEDatabase)
        let names = try UTTypeDesktopTests.globFileNames() + ["README", "Makefile", "noextension", "a.b.c", ".hidden", "x."]
        var answered = 0
        for name in names {
            for candidate in [name, name.uppercased(), "dir/" + name, name + "\u{0}"] {
                let expected = candidate.contains("/") || candidate.contains("\u{0}") ? nil
                    : database.mimeTypes(forFileName: candidate).first.map { registry.desktopRecord(forCanonicalMIME: $0).identifier }
                switch registry.fastRecord(fileName: candidate) {
                case .found(let record):
                    answered += 1
                    #expect(record.identifier == expected, "\(candidate.debugDescription)")
                case .invalid:
                    #expect(candidate.contains("/") || candidate.contains("\u{0}"), "\(candidate.debugDescription)")
                case .unanswered:
                    #expect(expected == nil, "\(candidate.debugDescription): the database knows it, the fast path should too")
                }
            }
        }
        #expect(answered > names.count)
    }

    @Test func concurrentFirstLookupsShareOneRecord() async throws {
        let registry = try Self.freshRegistry()
        let database = try #require(registry.sharedMIMEDatabase)
        let names = Array(database.allTypes.prefix(300))
        let answers = await withTaskGroup(of: [ObjectIdentifier].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let order = worker.isMultiple(of: 2) ? names : names.reversed()
                    var found: [String: ObjectIdentifier] = [:]
                    for name in order {
                        if case .found(let record) = registry.fastRecord(mimeType: name, conformingTo: nil) {
                            found[name] = ObjectIdentifier(record)
                        }
                    }
                    return names.compactMap { found[$0] }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 8)
        #expect(answers[0].count == names.count)
        for answer in answers { #expect(answer == answers[0]) }
        // The records are also what identifier lookups find.
        for name in names {
            guard case .found(let record) = registry.fastRecord(mimeType: name, conformingTo: nil) else { continue }
            #expect(registry.record(forIdentifier: record.identifier) === record, "\(name)")
        }
    }

    @Test func extensionAnswersDoNotDependOnWhichCaseCameFirst() throws {
        // `*.gs` is a case-sensitive glob of text/x-genie: "x.GS" matches nothing.
        let upperFirst = try Self.freshRegistry()
        let lowerFirst = try Self.freshRegistry()
        let upper = Self.general(upperFirst, "GS", .filenameExtension, nil)
        let lower = Self.general(upperFirst, "gs", .filenameExtension, nil)
        #expect(Self.general(lowerFirst, "gs", .filenameExtension, nil) == lower)
        #expect(Self.general(lowerFirst, "GS", .filenameExtension, nil) == upper)
        #expect(lower == "org.freedesktop.mime.text.x-genie")
        #expect(upper == "dynamic")
    }

    @Test func mimeTypesMatchWhateverTheirCase() throws {
        let registry = try Self.freshRegistry()
        let database = try #require(registry.sharedMIMEDatabase)
        let capitalised = try #require(database.allTypes.first { $0 != $0.lowercased() })
        let canonical = registry.record(forMIMEType: capitalised)
        #expect(canonical != nil)
        // Before the canonical spelling was ever looked up, too.
        let fresh = try Self.freshRegistry()
        #expect(fresh.record(forMIMEType: capitalised.lowercased())?.identifier == canonical?.identifier)
        #expect(fresh.record(forMIMEType: capitalised.uppercased())?.identifier == canonical?.identifier)
    }
}
