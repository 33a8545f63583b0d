// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

@Suite struct UTTypeTests {
    static let systemTypes = UTType.systemConstants.map(\.value)

    @Test func conformanceIsReflexive() {
        for type in Self.systemTypes {
            #expect(type.conforms(to: type))
            #expect(!type.isSubtype(of: type))
            #expect(!type.isSupertype(of: type))
            #expect(!type.supertypes.contains(type))
        }
    }

    @Test func conformanceIsTransitiveAndMatchesSupertypes() {
        let types = Self.systemTypes
        for a in types {
            let supertypes = a.supertypes
            for b in types where a != b {
                // supertypes is exactly the set of other types a conforms to
                #expect(supertypes.contains(b) == a.conforms(to: b), "\(a) → \(b)")
                #expect(a.isSubtype(of: b) == b.isSupertype(of: a))
                guard a.conforms(to: b) else { continue }
                for c in b.supertypes {
                    #expect(a.conforms(to: c), "\(a) → \(b) → \(c)")
                }
            }
        }
    }

    @Test func everyDataTypeConformsToItem() {
        for type in Self.systemTypes where type.conforms(to: .data) {
            #expect(type.conforms(to: .item))
            #expect(type.supertypes.contains(.item))
        }
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
    }

    @Test func unknownTagsGiveDynamicTypesThatRoundTrip() throws {
        let type = try #require(UTType(filenameExtension: "ferryzz"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.tags == [.filenameExtension: ["ferryzz"]])
        #expect(type.preferredFilenameExtension == "ferryzz")
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: .item))
        #expect(type.localizedDescription == nil)

        let again = try #require(UTType(type.identifier))
        #expect(again == type)
        #expect(again.isDynamic)
        #expect(again.tags == type.tags)
        #expect(again.conforms(to: .data))

        let mime = try #require(UTType(mimeType: "application/x-ferry-unknown", conformingTo: .text))
        #expect(mime.isDynamic)
        #expect(mime.preferredMIMEType == "application/x-ferry-unknown")
        #expect(mime.conforms(to: .text))
        #expect(UTType(mime.identifier)?.conforms(to: .text) == true)
        #expect(UTType.types(tag: "ferryzz", tagClass: .filenameExtension, conformingTo: nil).map(\.isDynamic) == [true])
    }

    @Test func dynamicIdentifiersAreDeterministicAndDistinct() throws {
        let a = try #require(UTType(filenameExtension: "abc1"))
        let b = try #require(UTType(filenameExtension: "abc1"))
        let c = try #require(UTType(filenameExtension: "abc2"))
        let d = try #require(UTType(filenameExtension: "abc1", conformingTo: .image))
        #expect(a == b)
        #expect(a != c)
        #expect(a != d)
        #expect(UTType("dyn.ah!!!") == nil)
        #expect(UTType("dyn.ahzzzz") == nil)
    }

    @Test(arguments: ["", " ", "public png", "public.png ", ".public", "public.", "public..png", "a\u{0}b", "café latte",
                      String(repeating: "a", count: 10_000), "tab\there", "emoji.😀.ok"])
    func malformedOrUnknownIdentifiersGiveNil(_ identifier: String) {
        #expect(UTType(identifier) == nil)
    }

    @Test func wellFormedIdentifiersAreAccepted() {
        #expect(TypeIdentifierSyntax.isValidIdentifier("com.example.shape-transfer"))
        #expect(TypeIdentifierSyntax.isValidIdentifier("emoji.😀.ok"))
        #expect(TypeIdentifierSyntax.isValidIdentifier("org.ünïcode.type"))
        #expect(!TypeIdentifierSyntax.isValidIdentifier("com.example/shape"))
        #expect(!TypeIdentifierSyntax.isValidIdentifier("com.example_shape"))
    }

    @Test(arguments: ["", "a/b", "x\u{0}y", String(repeating: "e", count: 10_000), " txt", "txt\n"])
    func invalidExtensionsGiveNil(_ tag: String) {
        #expect(UTType(filenameExtension: tag) == nil)
        #expect(UTType.types(tag: tag, tagClass: .filenameExtension, conformingTo: nil).isEmpty)
    }

    @Test(arguments: ["", "text", "text/", "/plain", "text/pl ain", "te\u{0}xt/plain", "a/b/c", String(repeating: "x", count: 10_000) + "/y"])
    func invalidMIMETypesGiveNil(_ tag: String) {
        #expect(UTType(mimeType: tag) == nil)
    }

    @Test func undeclaredExportedTypeIsUsableButNotDeclared() {
        let type = UTType(exportedAs: "com.example.not-declared-anywhere")
        #expect(type.identifier == "com.example.not-declared-anywhere")
        #expect(!type.isDeclared)
        #expect(!type.isDynamic)
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: type))
        #expect(type == UTType(exportedAs: "com.example.not-declared-anywhere"))
        let child = UTType(exportedAs: "com.example.undeclared-json", conformingTo: .json)
        #expect(child.conforms(to: .json))
        #expect(child.conforms(to: .text))
        #expect(!child.conforms(to: .image))
        let imported = UTType(importedAs: "com.example.undeclared-import", conformingTo: .image)
        #expect(imported.conforms(to: .image))
        #expect(!imported.isDeclared)
    }

    @Test func undeclaredUseWarnsOncePerIdentifier() {
        let identifier = "com.example.warn-once-\(UUID().uuidString.prefix(8).lowercased())"
        let key = UTType.undeclaredWarningKey(for: identifier)
        #expect(!UTType.diagnostics.hasLogged(key: key))
        _ = UTType(exportedAs: identifier)
        #expect(UTType.diagnostics.hasLogged(key: key))
        _ = UTType(exportedAs: identifier.uppercased())
        _ = UTType(importedAs: identifier)
        // The key was spent by the first use: logging it again is refused.
        #expect(!UTType.diagnostics.warning("again", once: key))
    }

    @Test func exportedAsOfADeclaredSystemTypeIsThatType() {
        #expect(UTType(exportedAs: "public.png") == .png)
        #expect(UTType(exportedAs: "public.png").isDeclared)
    }

    @Test func allowUndeclaredKeepsIdentity() throws {
        #expect(UTType(identifier: "com.example.nowhere", allowUndeclared: false) == nil)
        let kept = try #require(UTType(identifier: "com.example.nowhere", allowUndeclared: true))
        #expect(kept.identifier == "com.example.nowhere")
        #expect(!kept.isDeclared && !kept.isDynamic)
        #expect(kept.supertypes.isEmpty)
        #expect(UTType(identifier: "not valid", allowUndeclared: true) == nil)
    }

    @Test func codableUsesTheIdentifier() throws {
        let encoded = try JSONEncoder().encode([UTType.png, .commaSeparatedText])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["public.png","public.comma-separated-values-text"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.png, .commaSeparatedText])

        let dynamic = try #require(UTType(filenameExtension: "ferryzz"))
        let roundTripped = try JSONDecoder().decode(UTType.self, from: JSONEncoder().encode(dynamic))
        #expect(roundTripped == dynamic && roundTripped.isDynamic)

        let foreign = try JSONDecoder().decode(UTType.self, from: Data(#""com.other-app.thing""#.utf8))
        #expect(foreign.identifier == "com.other-app.thing")
        #expect(!foreign.isDeclared)

        #expect(throws: DecodingError.self) { try JSONDecoder().decode(UTType.self, from: Data(#""not an identifier""#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(UTType.self, from: Data("42".utf8)) }
    }

    @Test func tagClassIsCodableAndDescribed() throws {
        #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension")
        #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
        #expect(UTTagClass.mimeType.description == "public.mime-type")
        let data = try JSONEncoder().encode(UTTagClass.mimeType)
        #expect(try JSONDecoder().decode(UTTagClass.self, from: data) == .mimeType)
    }

    @Test func descriptionIsTheIdentifier() {
        #expect(UTType.png.description == "public.png")
        #expect(String(describing: UTType.json) == "public.json")
        #expect(UTType.png.debugDescription.contains("declared"))
    }

    @Test func sendableAcrossTasks() async {
        let identifiers = await withTaskGroup(of: String.self) { group in
            for ext in ["png", "jpg", "csv", "mp4", "json", "zzq1", "zzq2"] {
                group.addTask { UTType(filenameExtension: ext)!.identifier }
            }
            var result: [String] = []
            for await identifier in group { result.append(identifier) }
            return result
        }
        #expect(identifiers.count == 7)
        #expect(identifiers.contains("public.png"))
    }
}
