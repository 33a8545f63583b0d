// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Decodes values of `Value` from bytes of one content type without an async frame: what
/// ``Transferable/synchronousImporter(for:)`` gives a caller that imports many items in
/// a loop (TransferSessions' drops).
///
/// ``decode(_:)`` calls the representation's coder directly and maps only its failures,
/// to exactly the errors ``Transferable/importContent(_:contentType:)`` throws for the
/// same bytes.
///
/// Visible to Ferry's own modules only (`package`), not part of Apple's API. It is
/// `@usableFromInline` so that TransferSessions' inlinable drop worker can use it: the
/// worker is specialised in whichever module makes a drop destination for a concrete
/// type, and there the decoding is specialised with it.
@usableFromInline
package struct SynchronousImporter<Value: Transferable>: Sendable {
    @usableFromInline let coder: ResolvedRepresentation<Value>.RawDecoder
    /// The content type the representation imports, named in its errors.
    @usableFromInline let contentType: UTType

    init(_ coder: ResolvedRepresentation<Value>.RawDecoder, contentType: UTType) {
        self.coder = coder
        self.contentType = contentType
    }

    /// Decodes a value from `data`.
    ///
    /// - Throws: ``TransferError`` as ``Transferable/importContent(_:contentType:)`` would.
    ///
    /// Inlinable, so a caller's loop specialised for `Value` calls the coder's closure
    /// directly instead of going through generic code once per item.
    @inlinable
    package func decode(_ data: Data) throws -> Value {
        do {
            return try coder.decode(data)
        } catch {
            throw Value.wrap(coder.mapError(error), contentType: contentType, direction: .import)
        }
    }
}
