// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

/// Imports local files into `Transferable` values, with progress and cancellation.
///
/// Each file costs at most one copy before its importer runs: an importer that opens
/// files in place gets the original (there is nothing to copy, so nothing to show
/// progress for until it returns); any other gets a private copy made here, with progress,
/// and handed to it as its received file (the engine does not copy it again).
enum FileImport {
    /// Imports each file as a `T`, in order; all or nothing.
    @MainActor
    static func importFiles<T: Transferable>(_ files: [URL], as type: T.Type, progress: ImportProgress?) async throws -> [T] {
        let importable = T.importedContentTypes()
        var plan: [(url: URL, contentType: UTType)] = []
        for file in files {
            let contentType = (try? UTType(contentsOf: file)) ?? .data
            guard ExchangeFormat.importableType(for: contentType, in: importable) != nil else {
                throw ReceiveError.fileNotImportable(path: file.path, contentType: contentType.identifier, type: "\(T.self)")
            }
            plan.append((file, contentType))
        }
        progress?.begin(fileNames: plan.map { $0.url.lastPathComponent }, totalBytes: plan.reduce(0) { $0 + fileSize($1.url) })
        let folder = try TransferFileIO.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var values: [T] = []
        var copiedBefore: Int64 = 0
        for (index, item) in plan.enumerated() {
            try Task.checkCancellation()
            if T.opensFilesInPlace(importing: item.contentType) {
                let sent = SentTransferredFile(item.url, allowAccessingOriginalFile: true)
                values.append(try await T.importContent(.file(sent), contentType: item.contentType))
            } else {
                // One folder per file, so each keeps its own name (importers name copies after it).
                let slot = folder.appendingPathComponent("\(index)")
                try FileManager.default.createDirectory(at: slot, withIntermediateDirectories: false)
                let staged = slot.appendingPathComponent(TransferFileIO.sanitizedFileName(item.url.lastPathComponent))
                // Progress comes back in order, before the copy's end: a cancel made while
                // showing it is seen before the importer runs.
                let (updates, reporter) = AsyncStream.makeStream(of: Int64.self, bufferingPolicy: .bufferingNewest(1))
                async let copy: Void = stage(item.url, to: staged, reporting: reporter)
                for await copied in updates { progress?.advance(to: copiedBefore + copied) }
                try await copy
                try Task.checkCancellation()
                values.append(try await T.importContent(privateCopy: staged, contentType: item.contentType))
                try? FileManager.default.removeItem(at: slot)
            }
            copiedBefore += fileSize(item.url)
            progress?.advance(to: copiedBefore)
        }
        return values
    }

    /// Copies off the main actor, telling `reporter` the bytes copied after each chunk and
    /// finishing it at the end; the copy checks for cancellation between chunks. Not
    /// flushed to disk: it is a temporary file, gone when the import ends.
    @concurrent
    static func stage(_ source: URL, to destination: URL, reporting reporter: AsyncStream<Int64>.Continuation) async throws {
        defer { reporter.finish() }
        try TransferFileIO.copyFile(from: source, to: destination, existing: .fail, durability: .atomic) { reporter.yield($0) }
    }

    static func fileSize(_ url: URL) -> Int64 {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.int64Value ?? 0
    }
}
