// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
import TransferSessions
@testable import GtkKit

struct ReadPlanTests {
    @Test func aValueFromThisProcessIsImportedDirectly() {
        let transfer = InProcessTransfer(TestShape(kind: "circle"))
        #expect(ReadPlan.make(offered: ["text/plain;charset=utf-8"], inProcess: transfer, offersFiles: false,
                              importable: TestShape.importedContentTypes()) == .inProcess)
    }

    @Test func anotherProcessOffersOnlyTheTextFallbackSoAShapeCannotBeRead() {
        // What a second process's shape drag offers: just the text fallback's MIME types.
        #expect(ReadPlan.make(offered: ["text/plain;charset=utf-8", "text/plain"], inProcess: nil, offersFiles: false,
                              importable: TestShape.importedContentTypes()) == nil)
        #expect(ReadPlan.make(offered: ["text/plain;charset=utf-8", "text/plain"], inProcess: nil, offersFiles: false,
                              importable: String.importedContentTypes()) == .bytes(mimeType: "text/plain;charset=utf-8", contentType: .utf8PlainText))
    }

    @Test func anInProcessValueTheImporterCannotTakeFallsBackToMIMETypes() {
        let transfer = InProcessTransfer(Data([1, 2]))
        #expect(ReadPlan.make(offered: ["text/plain"], inProcess: transfer, offersFiles: false,
                              importable: String.importedContentTypes()) == .bytes(mimeType: "text/plain", contentType: .utf8PlainText))
    }

    @Test func uriListsBecomeFilesForFileImporters() {
        #expect(ReadPlan.make(offered: ["text/uri-list", "text/plain"], inProcess: nil, offersFiles: true,
                              importable: [.data]) == .files)
        // Only a file list (a GType) on offer, no MIME type.
        #expect(ReadPlan.make(offered: [], inProcess: nil, offersFiles: true, importable: [.plainText]) == .files)
    }

    @Test func aURLImporterReadsTheURIListAsText() {
        #expect(ReadPlan.make(offered: ["text/uri-list"], inProcess: nil, offersFiles: true,
                              importable: URL.importedContentTypes()) == .bytes(mimeType: "text/uri-list", contentType: .fileURL))
    }
}

/// What a file manager's Ctrl+C offers on X11: the file first, then its path as text.
@MainActor
final class CopiedFileContent: ReceivedContent {
    let file: URL
    var offeredMIMETypes: [String] { ["x-special/gnome-copied-files", "text/uri-list", "text/plain;charset=utf-8"] }
    var inProcessTransfer: InProcessTransfer? { nil }
    var offersFiles: Bool { true }
    private(set) var reads: [String] = []

    init(file: URL) { self.file = file }

    func read(mimeType: String) async throws -> Data {
        reads.append(mimeType)
        guard mimeType.hasPrefix("text/plain") else { throw CocoaError(.fileReadUnsupportedScheme) }
        return Data(file.path.utf8)
    }

    func readFiles() async throws -> [URL] {
        reads.append("files")
        return [file]
    }
}

extension ReadPlanTests {
    @Test func everyPlanInTheSendersOrderWithFilesWhereTheURIListIs() {
        let offered = ["x-special/gnome-copied-files", "text/uri-list", "text/plain;charset=utf-8"]
        #expect(ReadPlan.candidates(offered: offered, inProcess: nil, offersFiles: true, importable: String.importedContentTypes())
                == [.files, .bytes(mimeType: "text/plain;charset=utf-8", contentType: .utf8PlainText)])
        #expect(ReadPlan.candidates(offered: ["text/plain"], inProcess: nil, offersFiles: true, importable: String.importedContentTypes())
                == [.bytes(mimeType: "text/plain", contentType: .utf8PlainText), .files], "files offered without a URI list come last")
        #expect(ReadPlan.candidates(offered: ["image/png"], inProcess: nil, offersFiles: false, importable: String.importedContentTypes()).isEmpty)
    }

    @MainActor
    @Test func aCopiedFileTheReceiverCannotImportGivesWayToTheTextBesideIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readplan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("people.csv")
        try Data("name\nMei Chen\n".utf8).write(to: csv)
        let content = CopiedFileContent(file: csv)
        let strings = try await TransferLoader.load(String.self, from: content, progress: nil)
        #expect(strings == [csv.path], "the path offered as text, since String does not import a CSV file")
        #expect(content.reads == ["files", "text/plain;charset=utf-8"])

        // A plain-text file is imported as the file itself: the first plan works.
        let note = folder.appendingPathComponent("note.txt")
        try Data("Keeps bees".utf8).write(to: note)
        let noteContent = CopiedFileContent(file: note)
        #expect(try await TransferLoader.load(String.self, from: noteContent, progress: nil) == ["Keeps bees"])
        #expect(noteContent.reads == ["files"])

        // A receiver that takes only files still says which file it cannot import.
        await #expect(throws: ReceiveError.self) { _ = try await TransferLoader.load(URLOnlyImages.self, from: content, progress: nil) }
    }
}

/// Imports image files only (no text, no URL), to see the file error when no plan is left.
struct URLOnlyImages: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .image) { _ in URLOnlyImages() }
    }
}
