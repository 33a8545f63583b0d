// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

/// Imports only, from text, asynchronously (Apple's iOS 16.1 `ProxyRepresentation(importing:)`).
struct Shout: Transferable, Equatable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(importing: { (text: String) async throws -> Shout in
            await Task.yield()
            return Shout(text: text.uppercased())
        })
    }
}

/// Exports synchronously and imports asynchronously through text (Apple's iOS 17.2 form).
struct Whisper: Transferable, Equatable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (whisper: Whisper) in whisper.text }, importing: { (text: String) async throws -> Whisper in
            await Task.yield()
            return Whisper(text: text.lowercased())
        })
    }
}

/// The iOS 18.2 / macOS 15.2 conveniences, with Apple's semantics.
@Suite struct TransferableConveniencesTests {
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-conveniences-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func exportedAsNilUsesTheFirstRepresentationThatExports() async throws {
        let profile = Profile(id: UUID(), name: "Ana", bio: "", funFacts: [])
        #expect(try JSONDecoder().decode(Profile.self, from: try await profile.exported(as: nil)) == profile)
        #expect(String(decoding: try await ProfilesArchive(names: ["A"], supportsCSV: true).exported(as: nil), as: UTF8.self) == "\"A\"")
        // The only representation's condition is false: nothing exports, and the error says why.
        await #expect(throws: TransferError.exportingConditionFalse(type: "ProfilesArchive", contentType: "public.comma-separated-values-text")) {
            _ = try await ProfilesArchive(names: ["A"], supportsCSV: false).exported(as: nil)
        }
        // An import-only type has nothing to export.
        await #expect(throws: TransferError.noRepresentation(type: "Shout", contentType: nil, direction: .export)) {
            _ = try await Shout(text: "x").exported(as: nil)
        }
    }

    @Test func exportToAFolderUsesTheSuggestedNameAndNeverOverwrites() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = ProfilesArchive(names: ["Mei"], supportsCSV: true)
        let first = try await archive.export(to: folder, contentType: .commaSeparatedText)
        #expect(first.deletingLastPathComponent().path == folder.path)
        #expect(first.lastPathComponent == "Profiles.csv")
        #expect(try String(contentsOf: first, encoding: .utf8) == "\"Mei\"")
        // The name is taken: a unique variant, the first file untouched.
        let second = try await ProfilesArchive(names: ["Juan"], supportsCSV: true).export(to: folder, contentType: nil)
        #expect(second != first)
        #expect(second.pathExtension == "csv")
        #expect(second.lastPathComponent.hasPrefix("Profiles"))
        #expect(try String(contentsOf: first, encoding: .utf8) == "\"Mei\"")
        #expect(try String(contentsOf: second, encoding: .utf8) == "\"Juan\"")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }

    @Test func exportToAFolderNamesUnsuggestedDataByTheTypeAndExtension() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = try await Note(body: "hi").export(to: folder, contentType: .json)
        #expect(note.lastPathComponent == "Note.json")
        #expect(try JSONDecoder().decode(Note.self, from: Data(contentsOf: note)) == Note(body: "hi"))
        let text = try await Note(body: "hi").export(to: folder, contentType: .plainText)
        #expect(text.lastPathComponent == "Note.txt")
        #expect(try String(contentsOf: text, encoding: .utf8) == "hi")
    }

    @Test func exportToAFolderCopiesFilesUnderTheirSuggestedName() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("holiday.mp4")
        try Data(repeating: 7, count: 300_000).write(to: source)
        let destination = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        let exported = try await Video(url: source).export(to: destination, contentType: .movie)
        #expect(exported.lastPathComponent == "holiday.mp4")
        #expect(try Data(contentsOf: exported) == Data(contentsOf: source))
        #expect(FileManager.default.fileExists(atPath: source.path))
        await #expect(throws: TransferError.noRepresentation(type: "Video", contentType: "public.png", direction: .export)) {
            _ = try await Video(url: source).export(to: destination, contentType: .png)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["holiday.mp4"])
    }

    @Test func withExportedFileRemovesItsFileWhenTheHandlerReturns() async throws {
        let archive = ProfilesArchive(names: ["Mei"], supportsCSV: true)
        let (seen, contents) = try await archive.withExportedFile(contentType: nil) { file in
            (file, try String(contentsOf: file, encoding: .utf8))
        }
        #expect(seen.lastPathComponent == "Profiles.csv")
        #expect(contents == "\"Mei\"")
        #expect(!FileManager.default.fileExists(atPath: seen.path))
        #expect(!FileManager.default.fileExists(atPath: seen.deletingLastPathComponent().path))
    }

    @Test func withExportedFileRemovesItsFileWhenTheHandlerThrows() async throws {
        struct HandlerFailed: Error, Equatable {}
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("clip.mp4")
        try Data(repeating: 1, count: 1000).write(to: source)
        // The handler is neither escaping nor Sendable (Apple's declaration): it may
        // write a local.
        var seen: URL?
        do {
            try await Video(url: source).withExportedFile(contentType: .mpeg4Movie) { file in
                seen = file
                #expect(FileManager.default.fileExists(atPath: file.path))
                throw HandlerFailed()
            }
            Issue.record("the handler's error must come through")
        } catch is HandlerFailed {}
        let file = try #require(seen)
        #expect(file.lastPathComponent == "clip.mp4")
        #expect(file.standardizedFileURL != source.standardizedFileURL)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // The sender's original is never handed out, so never removed.
        #expect(FileManager.default.fileExists(atPath: source.path))
    }

    @Test func instanceSuggestedFilenameFollowsTheFirstExportingRepresentation() {
        #expect(ProfilesArchive(names: [], supportsCSV: true).suggestedFilename == "Profiles.csv")
        // Its condition is false: the representation does not export this value.
        #expect(ProfilesArchive(names: [], supportsCSV: false).suggestedFilename == nil)
        #expect(Profile(id: UUID(), name: "A", bio: "", funFacts: []).suggestedFilename == nil)
        #expect(Video(url: URL(fileURLWithPath: "/tmp/beach.mp4")).suggestedFilename == "beach.mp4")
    }

    @Test func instanceContentTypesEvaluateThisValue() {
        #expect(ProfilesArchive(names: [], supportsCSV: true).exportedContentTypes() == [.commaSeparatedText])
        #expect(ProfilesArchive(names: [], supportsCSV: false).exportedContentTypes().isEmpty)
        let shape = ShapePayload(version: 1, kind: .circle)
        #expect(shape.exportedContentTypes().isEmpty)
        #expect(shape.exportedContentTypes(.ownProcess) == [.shapeTransfer])
        #expect(shape.importedContentTypes() == [.shapeTransfer])
        #expect("text".importedContentTypes() == [.utf8PlainText, .plainText])
        #expect(Shout(text: "").importedContentTypes() == [.utf8PlainText, .plainText])
        #expect(Shout(text: "").exportedContentTypes(.ownProcess).isEmpty)
    }

    @Test func asynchronousProxyImportersRun() async throws {
        #expect(try await Shout(importing: Data("hey".utf8), contentType: .utf8PlainText) == Shout(text: "HEY"))
        #expect(try await Shout(importing: Data("hey".utf8), contentType: nil) == Shout(text: "HEY"))
        #expect(try await Whisper(importing: Data("QUIET".utf8), contentType: .plainText) == Whisper(text: "quiet"))
        #expect(String(decoding: try await Whisper(text: "Soft").exported(as: .utf8PlainText), as: UTF8.self) == "Soft")
    }
}
