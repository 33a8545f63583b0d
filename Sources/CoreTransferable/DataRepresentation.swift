// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A representation that transfers an item as bytes of one content type.
public struct DataRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never

    let exportedContentType: UTType?
    let importedContentType: UTType?
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Creates a representation that exports and imports the item as bytes.
    public init(contentType: UTType,
                exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedContentType = contentType
        importedContentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Creates a representation that only exports the item as bytes.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.exportedContentType = exportedContentType
        importedContentType = nil
        self.exporting = exporting
        importing = nil
    }

    /// Creates a representation that only imports the item from bytes.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedContentType = nil
        self.importedContentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    func resolve() -> [ResolvedRepresentation<Item>] {
        var entry = ResolvedRepresentation<Item>()
        if let exporting {
            entry.exportedContentType = exportedContentType
            entry.exporter = .data(exporting)
        }
        if let importing {
            entry.importedContentType = importedContentType
            entry.importer = .data(importing)
        }
        return [entry]
    }
}
