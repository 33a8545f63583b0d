import Foundation

/// Decodes values of `Value` from bytes of one content type without an async frame: what
/// ``Transferable/synchronousImporter(for:)`` gives a caller that imports many items in
/// a loop (TransferSessions' drops).
///
/// ``decode(_:)`` calls the representation's coder directly and maps only its failures,
/// to exactly the errors ``Transferable/importContent(_:contentType:)`` throws for the
/// same bytes.
package struct SynchronousImporter<Value: Transferable>: Sendable {
    private let coder: ResolvedRepresentation<Value>.RawDecoder
    /// The content type the representation imports, named in its errors.
    private let contentType: UTType

    init(_ coder: ResolvedRepresentation<Value>.RawDecoder, contentType: UTType) {
        self.coder = coder
        self.contentType = contentType
    }

    /// Decodes a value from `data`.
    ///
    /// - Throws: ``TransferError`` as ``Transferable/importContent(_:contentType:)`` would.
    package func decode(_ data: Data) throws -> Value {
        do {
            return try coder.decode(data)
        } catch {
            throw Value.wrap(coder.mapError(error), contentType: contentType, direction: .import)
        }
    }
}
