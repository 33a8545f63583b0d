// SPDX-License-Identifier: Apache-2.0
import CGIO
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// UTType over the machine's shared-mime-info database, checked against GIO.
@Suite struct UTTypeDesktopTests {
    /// A file name for every glob of the machine's database, as GIO would see it.
    static func globFileNames() throws -> [String] {
        let text = try String(contentsOfFile: "/usr/share/mime/globs2", encoding: .utf8)
        var names: Set<String> = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { continue }
            let pattern = String(fields[2])
            guard !pattern.contains("[") else { continue }
            names.insert(pattern.replacingOccurrences(of: "*", with: "x"))
        }
        return names.sorted()
    }

    @Test func everyGlobAgreesWithGIO() throws {
        let names = try Self.globFileNames()
        #expect(names.count > 500)
        var agreed = 0
        var disagreements: [String] = []
        for name in names {
            var uncertain: gboolean = 0
            let raw = try #require(g_content_type_guess(name, nil, 0, &uncertain))
            let gio = String(cString: raw).lowercased()
            g_free(raw)
            let type = UTType(fileName: name)
            let mimes = (type?.tags[.mimeType] ?? []).map { $0.lowercased() }
            if mimes.contains(gio) {
                agreed += 1
            } else {
                disagreements.append("\(name): GIO \(gio), Ferry \(type?.identifier ?? "nil") \(mimes)")
            }
        }
        print("GIO agreement (UTType(fileName:)): \(agreed)/\(names.count)")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
    }

    @Test func mimeTypesOfAppleTypesMapToAppleTypes() {
        #expect(UTType(mimeType: "video/mp4") == .mpeg4Movie)
        #expect(UTType(mimeType: "text/csv") == .commaSeparatedText)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(mimeType: "image/jpeg")?.tags[.filenameExtension]?.first == "jpeg")
        // GIO's extra globs join Apple's type after Apple's own tags.
        #expect(UTType.jpeg.tags[.filenameExtension]?.starts(with: ["jpeg", "jpg", "jpe"]) == true)
    }

    @Test func desktopOnlyTypesAreDeclaredWithStableIdentifiers() throws {
        let odt = try #require(UTType(mimeType: "application/vnd.oasis.opendocument.text"))
        #expect(odt.isDeclared)
        #expect(odt.identifier == "org.freedesktop.mime.application.vnd.oasis.opendocument.text")
        #expect(odt.preferredFilenameExtension == "odt")
        #expect(odt.conforms(to: .data))
        #expect(odt.localizedDescription?.isEmpty == false)
        #expect(UTType(odt.identifier) == odt)
        #expect(UTType(filenameExtension: "odt") == odt)
        let linkedData = try #require(UTType(mimeType: "application/ld+json"))
        #expect(linkedData.identifier == "org.freedesktop.mime.application.ld-x2b-json")
        #expect(linkedData.conforms(to: .json))
        // Apple's table gives .svgz to public.svg-image: the desktop's name for it joins.
        #expect(UTType(mimeType: "image/svg+xml-compressed") == .svg)
    }

    @Test func aliasesResolve() {
        // text/x-csv is a shared-mime-info alias of text/csv.
        #expect(UTType(mimeType: "text/x-csv") == .commaSeparatedText)
    }

    @Test func contentSniffingForFilesWithoutExtensions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-sniff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url
        }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [UInt8](repeating: 0, count: 20)
        #expect(try UTType(contentsOf: file("dropped-image", png)) == .png)
        #expect(try UTType(contentsOf: file("document", Array("%PDF-1.4\n%âãÏÓ\n1 0 obj\n".utf8))) == .pdf)
        #expect(try UTType(contentsOf: file("archive", [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0, 3])) == .gzip)
        #expect(try UTType(contentsOf: file("notes", Array("just some words\nand more\n".utf8))).conforms(to: .plainText))
        #expect(try UTType(contentsOf: URL(fileURLWithPath: "/usr/bin/ls")).preferredMIMEType != nil)
        #expect(try UTType(contentsOf: folder) == .folder)
        // The name wins when it is certain, as in GIO.
        #expect(try UTType(contentsOf: file("photo.png", png)) == .png)
        #expect(throws: ContentTypeError.self) { try UTType(contentsOf: folder.appendingPathComponent("missing")) }
    }

    @Test func fileNamesFollowGIOsRules() {
        #expect(UTType(fileName: "photo.JPG") == .jpeg)
        #expect(UTType(fileName: "Makefile")?.preferredMIMEType == "text/x-makefile")
        #expect(UTType(fileName: "archive.tar.gz")?.preferredMIMEType == "application/x-compressed-tar")
        #expect(UTType(fileName: "") == nil)
        #expect(UTType(fileName: "a/b.png") == nil)
        #expect(UTType(fileName: "x\u{0}.png") == nil)
        #expect(UTType(fileName: "noext-zzqq")?.isDynamic != false)
    }

    @Test func brokenDesktopDatabaseFallsBackToApplesTableWithOneWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-broken-mime-\(UUID().uuidString)")
        let mime = folder.appendingPathComponent("mime")
        try FileManager.default.createDirectory(at: mime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0, 1, 0, 2, 0xFF, 0xFF, 0xFF, 0xFF]).write(to: mime.appendingPathComponent("mime.cache"))
        let result = try Fixture.run(Fixture.ferryTypesExecutable, ["--mime", "video/mp4", "application/vnd.oasis.opendocument.text"],
                                     environment: ["XDG_DATA_HOME": folder.path, "XDG_DATA_DIRS": folder.path])
        #expect(result.stdout.hasPrefix("public.mpeg-4"))
        // Apple's table has no ODT type: it is dynamic without the desktop database.
        #expect(result.stdout.contains("kind:         dynamic"))
        #expect(result.stderr.components(separatedBy: "desktop's MIME database could not be read").count == 2)
    }
}
