// SPDX-License-Identifier: Apache-2.0
import Foundation

// Beyond Apple's API, for receivers that copy a received file themselves (a desktop drop
// that shows the copy's progress): they ask whether a copy is needed at all, and hand the
// copy they made to the importer as the received file, instead of the engine copying it
// a second time.
extension Transferable {
    /// Whether the representation that imports `contentType` takes the sender's original
    /// file when the sender allows it (a `FileRepresentation` with
    /// `shouldAttemptToOpenInPlace`), so that a receiver need not copy it first. `false`
    /// when no representation imports `contentType`, or the one that does is not a file
    /// representation.
    public static func opensFilesInPlace(importing contentType: UTType) -> Bool {
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        guard let index = try? importRouteIndex(in: resolved, for: contentType) else { return false }
        let entry = resolved.all[resolved.importRoutes[index].index]
        guard case .file = entry.importer else { return false }
        return entry.attemptsOpenInPlace
    }

    /// Imports `file`, a private copy the caller made for this import alone, with the
    /// representation that imports `contentType`. A file representation receives `file`
    /// itself as a copy (`isOriginalFile` is `false`); a data or Codable representation
    /// reads its bytes. The caller removes `file` afterwards, as the engine removes its
    /// own temporary copies.
    ///
    /// - Throws: ``TransferError`` as ``importContent(_:contentType:)`` does.
    public static func importContent(privateCopy file: URL, contentType: UTType) async throws -> Self {
        try TransferFileIO.checkCancellation()
        guard FileManager.default.fileExists(atPath: file.path) else { throw TransferError.fileMissing(path: file.path) }
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        let index = try importRouteIndex(in: resolved, for: contentType)
        let entry = resolved.all[resolved.importRoutes[index].index]
        do {
            switch entry.importer! {
            case .decode(let decode): return try decode(TransferFileIO.read(file))
            case .data(let load): return try await load(TransferFileIO.read(file))
            case .file(let load): return try await load(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        } catch {
            throw wrap(error, contentType: entry.importedContentType!, direction: .import)
        }
    }
}
