// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A representation that transfers an item by encoding it with its `Codable`
/// conformance: JSON by default, or any top-level encoder and decoder with `Data`.
public struct CodableRepresentation<Item, Encoder, Decoder>: PrimitiveTransferRepresentation
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never

    @usableFromInline let contentType: UTType
    @usableFromInline let coders: CodableCoders<Item>

    /// Creates a representation that encodes and decodes with the given coders.
    ///
    /// Inlinable, so the coding closures are specialised for the model's coders where
    /// its `transferRepresentation` is written.
    @inlinable
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: sending Encoder, decoder: sending Decoder) {
        self.contentType = contentType
        coders = CodableCoders(encode: { [encoder] in try encoder.encode($0) }, decode: { [decoder] in try decoder.decode(Item.self, from: $0) })
    }

    func resolve() -> [ResolvedRepresentation<Item>] {
        let coders = coders, contentType = contentType
        var entry = ResolvedRepresentation<Item>()
        entry.exportedContentType = contentType
        entry.importedContentType = contentType
        // Synchronous closures: the engine calls them without an async frame per item.
        entry.exporter = .encode { item in
            do {
                return try coders.encode(item)
            } catch {
                throw TransferError.encodingFailed(type: "\(Item.self)", contentType: contentType.identifier, reason: .error(error))
            }
        }
        let decodingFailed: @Sendable (any Error) -> any Error = { error in
            if let error = error as? DecodingError {
                return TransferError.decodingFailed(type: "\(Item.self)", contentType: contentType.identifier,
                                                    codingPath: TransferError.codingPath(of: error), reason: .error(error))
            }
            return TransferError.decodingFailed(type: "\(Item.self)", contentType: contentType.identifier, codingPath: "", reason: .error(error))
        }
        entry.importer = .decode { data in
            do {
                return try coders.decode(data)
            } catch {
                throw decodingFailed(error)
            }
        }
        entry.rawDecoder = .init(decode: coders.decode, mapError: decodingFailed)
        return [entry]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Creates a representation that encodes and decodes the item as JSON.
    @inlinable
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// The encoding and decoding calls of a ``CodableRepresentation``, holding its coders.
/// The coders are configured once and then only read; keeping them (possibly
/// non-Sendable types) inside these plain closures keeps them, and their types, out of
/// the Sendable closures the engine stores.
@usableFromInline
struct CodableCoders<Item>: @unchecked Sendable {
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item

    @usableFromInline
    init(encode: @escaping (Item) throws -> Data, decode: @escaping (Data) throws -> Item) {
        self.encode = encode
        self.decode = decode
    }
}
