// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A value in transit inside this process: what a drag or a copy offers under GtkKit's
/// private GType (`GtkKitInProcessTransfer`), which GDK never advertises to other
/// processes. A receiver in the same process reads it directly and may use every
/// representation, including `.ownProcess` ones; other processes see only the MIME types
/// of `.all` representations.
final class InProcessTransfer: Sendable {
    /// The content types the value exports to its own process, in priority order.
    let contentTypes: [UTType]
    /// The value's type, for messages.
    let typeName: String
    private let exportContent: @Sendable (UTType) async throws -> (content: TransferredContent, contentType: UTType)

    init<T: Transferable>(_ value: T) {
        contentTypes = value.exportableContentTypes(visibility: .ownProcess)
        typeName = "\(T.self)"
        exportContent = { type in try await value.exportedContent(as: type, visibility: .ownProcess) }
    }

    /// The first of the value's content types (in its priority order) that an importer of
    /// `importable` types accepts, with the importable type it satisfies.
    func importChoice(importable: [UTType]) -> UTType? {
        contentTypes.first { offered in importable.contains { offered.conforms(to: $0) } }
    }

    /// Imports the value as a `T`, through the first representation `T` can import.
    func load<T: Transferable>(_ type: T.Type) async throws -> T {
        guard let contentType = importChoice(importable: T.importedContentTypes()) else {
            throw TransferError.noRepresentation(type: "\(T.self)", contentType: nil, direction: .import)
        }
        let (content, exportedType) = try await exportContent(contentType)
        return try await T.importContent(content, contentType: exportedType)
    }
}
