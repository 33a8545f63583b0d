// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A representation that transfers an item as a file on disk, never reading it into
/// memory unless a receiver explicitly asks for bytes.
public struct FileRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never

    let exportedContentType: UTType?
    let importedContentType: UTType?
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?
    let allowsOpenInPlace: Bool
    let attemptsOpenInPlace: Bool

    /// Creates a representation that exports and imports the item as a file.
    ///
    /// - Parameter shouldAttemptToOpenInPlace: Whether the importer would like the
    ///   sender's original file rather than a copy (granted only when the sender allows it).
    public init(contentType: UTType,
                shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        exportedContentType = contentType
        importedContentType = contentType
        self.exporting = exporting
        self.importing = importing
        allowsOpenInPlace = shouldAttemptToOpenInPlace
        attemptsOpenInPlace = shouldAttemptToOpenInPlace
    }

    /// Creates a representation that only exports the item as a file.
    ///
    /// - Parameter shouldAllowToOpenInPlace: Whether receivers may open the original.
    public init(exportedContentType: UTType,
                shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.exportedContentType = exportedContentType
        importedContentType = nil
        self.exporting = exporting
        importing = nil
        allowsOpenInPlace = shouldAllowToOpenInPlace
        attemptsOpenInPlace = false
    }

    /// Creates a representation that only imports the item from a file.
    public init(importedContentType: UTType,
                shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        exportedContentType = nil
        self.importedContentType = importedContentType
        exporting = nil
        self.importing = importing
        allowsOpenInPlace = false
        attemptsOpenInPlace = shouldAttemptToOpenInPlace
    }

    func resolve() -> [ResolvedRepresentation<Item>] {
        var entry = ResolvedRepresentation<Item>()
        entry.allowsOpenInPlace = allowsOpenInPlace
        entry.attemptsOpenInPlace = attemptsOpenInPlace
        if let exporting {
            entry.exportedContentType = exportedContentType
            entry.exporter = .file(exporting)
        }
        if let importing {
            entry.importedContentType = importedContentType
            entry.importer = .file(importing)
        }
        return [entry]
    }
}
