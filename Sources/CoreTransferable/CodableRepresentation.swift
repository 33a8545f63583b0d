import Foundation

/// A representation that transfers an item by encoding it with its `Codable`
/// conformance: JSON by default, or any top-level encoder and decoder with `Data`.
public struct CodableRepresentation<Item, Encoder, Decoder>: PrimitiveTransferRepresentation
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never

    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data
    let decode: @Sendable (Data) throws -> Item

    /// Creates a representation that encodes and decodes with the given coders.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: sending Encoder, decoder: sending Decoder) {
        self.contentType = contentType
        // The coders are configured once and then only read; they move into the boxes,
        // which keep their (possibly non-Sendable) types out of the Sendable closures.
        let encodeWithCoder: (Item) throws -> Data = { try encoder.encode($0) }
        let decodeWithCoder: (Data) throws -> Item = { try decoder.decode(Item.self, from: $0) }
        let encoderBox = UncheckedSendable(encodeWithCoder)
        let decoderBox = UncheckedSendable(decodeWithCoder)
        encode = { try encoderBox.value($0) }
        decode = { try decoderBox.value($0) }
    }

    func resolve() -> [ResolvedRepresentation<Item>] {
        let encode = encode, decode = decode, contentType = contentType
        var entry = ResolvedRepresentation<Item>()
        entry.exportedContentType = contentType
        entry.importedContentType = contentType
        entry.exporter = .data { item in
            do {
                return try encode(item)
            } catch {
                throw TransferError.encodingFailed(type: "\(Item.self)", contentType: contentType.identifier, reason: TransferError.describe(error))
            }
        }
        entry.importer = .data { data in
            do {
                return try decode(data)
            } catch let error as DecodingError {
                throw TransferError.decodingFailed(type: "\(Item.self)", contentType: contentType.identifier,
                                                   codingPath: TransferError.codingPath(of: error), reason: TransferError.describe(error))
            } catch {
                throw TransferError.decodingFailed(type: "\(Item.self)", contentType: contentType.identifier, codingPath: "", reason: TransferError.describe(error))
            }
        }
        return [entry]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Creates a representation that encodes and decodes the item as JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// Holds a value that is only read after being handed over, such as a configured coder.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
