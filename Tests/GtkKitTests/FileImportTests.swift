// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
import TransferSessions
@testable import GtkKit

/// Importing dropped files: staged copy with progress, all or nothing, cancellable.
@MainActor
struct FileImportTests {
    @Test func filesAreImportedUnderTheirOwnNamesWithProgress() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.txt"), second = folder.appendingPathComponent("second.txt")
        try Data("one".utf8).write(to: first)
        try Data("two!".utf8).write(to: second)
        let progress = ImportProgress()
        var began: [String] = []
        progress.onBegin = { began = $0.fileNames }

        let documents = try await FileImport.importFiles([first, second], as: TestDocument.self, progress: progress)

        #expect(documents.map(\.receivedName) == ["first.txt", "second.txt"])
        #expect(documents.map(\.contents) == [Data("one".utf8), Data("two!".utf8)])
        #expect(began == ["first.txt", "second.txt"])
        #expect(progress.totalBytes == 7)
        #expect(progress.completedBytes == 7)
        // The originals are untouched and the staged copies are gone.
        #expect(FileManager.default.fileExists(atPath: first.path))
        #expect(!FileManager.default.fileExists(atPath: documents[0].url.path))
    }

    @Test func eachFileIsCopiedAtMostOnceBeforeItsImporterRuns() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("notes.txt")
        try Data("notes".utf8).write(to: original)
        let copied = try await FileImport.importFiles([original], as: ReceivedFileProbe.self, progress: nil)
        // Not in place: the importer gets the staged copy itself (the engine made none).
        #expect(!copied[0].isOriginalFile && copied[0].url != original)
        let slot = copied[0].url.deletingLastPathComponent()
        #expect(slot.lastPathComponent == "0" && slot.deletingLastPathComponent().lastPathComponent.hasPrefix("ferry-transfer-"),
                "the staged copy (first file's slot), not a second copy: \(copied[0].url.path)")
        let inPlace = try await FileImport.importFiles([original], as: InPlaceProbe.self, progress: nil)
        // In place: the original itself, no copy at all.
        #expect(inPlace[0].isOriginalFile && inPlace[0].url == original)
    }

    @Test func aFileTheTypeCannotImportFailsTheWholeBatch() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("a.txt"), image = folder.appendingPathComponent("b.png")
        try Data("text".utf8).write(to: text)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: image)
        await #expect(throws: ReceiveError.self) {
            _ = try await FileImport.importFiles([text, image], as: TestDocument.self, progress: nil)
        }
    }

    private func makeBigFile(in folder: URL) throws -> URL {
        let big = folder.appendingPathComponent("big.txt")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        return big
    }

    @Test func cancellingDuringTheCopyImportsNothing() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = try makeBigFile(in: folder)
        let progress = ImportProgress()
        let task = Task { @MainActor in
            try await FileImport.importFiles([big], as: TestDocument.self, progress: progress)
        }
        progress.onUpdate = { progress in
            if progress.completedBytes > 0 { task.cancel() }
        }
        // Whether the copy was cut short depends on timing; the import never happens, since
        // progress reaches the main actor before the copy's end does.
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(progress.completedBytes > 0)
    }

    @Test func cancellingBeforeTheCopyCopiesNothing() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = try makeBigFile(in: folder)
        let progress = ImportProgress()
        let task = Task { @MainActor in
            try await FileImport.importFiles([big], as: TestDocument.self, progress: progress)
        }
        task.cancel()  // the task cannot start before this test suspends: both run on the main actor
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(progress.completedBytes == 0)
    }

    @Test func cancelMarksTheProgressAndCancelsItsTask() async {
        let progress = ImportProgress()
        let task = Task<Void, Never> { try? await Task.sleep(for: .seconds(30)) }
        progress.task = task
        var updates = 0
        progress.onUpdate = { _ in updates += 1 }
        progress.cancel()
        progress.cancel()
        #expect(progress.isCancelled)
        #expect(task.isCancelled)
        #expect(updates == 1)
    }
}

/// What an importer received: its path and whether it was the original.
struct ReceivedFileProbe: Transferable, Sendable {
    var url: URL
    var isOriginalFile: Bool

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .plainText) { received in
            ReceivedFileProbe(url: received.file, isOriginalFile: received.isOriginalFile)
        }
    }
}

/// The same, for an importer that opens files in place.
struct InPlaceProbe: Transferable, Sendable {
    var url: URL
    var isOriginalFile: Bool

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .plainText, shouldAttemptToOpenInPlace: true) { received in
            InPlaceProbe(url: received.file, isOriginalFile: received.isOriginalFile)
        }
    }
}
