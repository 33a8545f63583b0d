import CoreTransferable
import Foundation

/// What a ``DropBatch`` does for each dropped item, decided synchronously in the drop
/// handler: fail at once, load bytes to decode in a chunk's decoding pass, or load and
/// import on its own.
///
/// Bytes from a source's data handler whose type `Item` decodes synchronously (a
/// `CodableRepresentation`) are the common case of a large drop. Their decoding needs no
/// task or async frame per item: the batch loads every item's bytes first (each load in
/// flight at once if it suspends), then decodes a chunk's bytes in one loop with the
/// decoder looked up once. Everything else (files, asynchronous importers, values
/// exported on demand) is loaded and imported per item, exactly as
/// ``ItemProvider/loadTransferable(type:)`` would.
struct DropBatchPlan<Item: Transferable>: Sendable {
    enum Step: Sendable {
        /// Failed before loading (access expired, nothing importable).
        case failed(ItemProviderError)
        /// The source's bytes handler; the bytes are decoded with `decoders[decoder]`.
        case bytes(@Sendable () async throws -> Data, decoder: Int)
        /// Loaded and imported on its own.
        case load(ItemProvider.PlannedLoad)
    }

    /// A synchronous decoder for bytes of one content type.
    struct Decoder: Sendable {
        let contentType: UTType
        let decode: @Sendable (Data) throws -> Item
    }

    /// One step per item, in drop order.
    let steps: [Step]
    /// For `.bytes` steps, the decoder's index; `-1` for other steps. Kept apart so the
    /// decoding pass reads plain integers.
    let decoderIndexes: [Int]
    /// The decoders, one per content type seen (usually one).
    let decoders: [Decoder]

    var count: Int { steps.count }

    /// Plans every item of `items`; checks their access and choices now, for each item's
    /// reader, without making a view of any item.
    init(items: DropItems) {
        let importedTypes = Item.importedContentTypes()
        var decoders: [Decoder] = []
        var undecodable: [UTType] = []
        var steps: [Step] = []
        var decoderIndexes: [Int] = []
        steps.reserveCapacity(items.count)
        decoderIndexes.reserveCapacity(items.count)
        // The type of the last bytes seen and its decoder's index (-1: none): a drop's
        // items almost always share one type, so most items skip the lookups below.
        var lastType: UTType?
        var lastDecoder = -1
        for index in items.indices {
            let reader = items.reader(at: index)
            switch reader.provider.planTransferableLoad(Item.self, importedTypes: importedTypes, for: reader.audience,
                                                        accessWindow: reader.accessWindow) {
            case .failure(let error):
                steps.append(.failed(error))
                decoderIndexes.append(-1)
            case .success(let plan):
                guard case .bytes(let handler) = plan.representation.source else {
                    steps.append(.load(plan))
                    decoderIndexes.append(-1)
                    continue
                }
                let type = plan.representation.contentType
                if lastType != type {
                    lastType = type
                    if let index = decoders.firstIndex(where: { $0.contentType == type }) {
                        lastDecoder = index
                    } else if !undecodable.contains(type), let decode = Item.synchronousImporter(for: type) {
                        decoders.append(Decoder(contentType: type, decode: decode))
                        lastDecoder = decoders.count - 1
                    } else {
                        undecodable.append(type)
                        lastDecoder = -1
                    }
                }
                if lastDecoder >= 0 {
                    steps.append(.bytes(handler, decoder: lastDecoder))
                } else {
                    steps.append(.load(plan))
                }
                decoderIndexes.append(lastDecoder)
            }
        }
        self.steps = steps
        self.decoderIndexes = decoderIndexes
        self.decoders = decoders
    }
}
