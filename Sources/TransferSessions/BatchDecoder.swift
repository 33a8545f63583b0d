@_spi(FerryEngine) import CoreTransferable
import Foundation

/// A ``DropBatch`` worker's decoding: bytes that `Item` decodes synchronously are queued
/// as they are loaded and decoded a run at a time, then written to their slots.
///
/// Why a run and not one item at a time: loading an item touches its provider, the
/// source's handler and its captured bytes, scattered objects that each miss the cache.
/// Loading a run of items in a tight loop lets the processor overlap those misses; and
/// decoding the run afterwards works over bytes and a decoder that are already in cache,
/// as a plain decoding loop does. A run is short, so a worker whose load suspends holds
/// back only the decoding of the few items it has already loaded, never another load.
///
/// One importer is current at a time, looked up once per content type seen (a drop's
/// items almost always share one type); switching type decodes the queued run first.
struct BatchDecoder<Item: Transferable> {
    /// How many loaded items are queued before they are decoded.
    static var runLength: Int { 256 }

    private let values: ResultSlots<Item>
    private let failures: FailureList
    private let cancelled: CancellationFlag
    private var currentType: UTType?
    private var current: SynchronousImporter<Item>?
    private var others: [UTType: SynchronousImporter<Item>?] = [:]
    private var queuedIndexes: [Int] = []
    private var queuedBytes: [Data] = []

    init(values: ResultSlots<Item>, failures: FailureList, cancelled: CancellationFlag) {
        self.values = values
        self.failures = failures
        self.cancelled = cancelled
        queuedIndexes.reserveCapacity(Self.runLength)
        queuedBytes.reserveCapacity(Self.runLength)
    }

    /// Makes the importer of bytes of `contentType` the current one, decoding what was
    /// queued for another type first; `false` when `Item` has no synchronous importer for
    /// it (its importer is asynchronous or takes files).
    mutating func prepare(for contentType: UTType) -> Bool {
        if contentType != currentType {
            decodeQueued()
            if let currentType { others[currentType] = current }
            current = others[contentType] ?? Item.synchronousImporter(for: contentType)
            currentType = contentType
        }
        return current != nil
    }

    /// Queues `data`, bytes of the current type, as item `index`; decodes the queue once
    /// it holds a run. Call after ``prepare(for:)`` returned `true`.
    ///
    /// - Returns: How many items were decoded (and so finished) by this call.
    mutating func enqueue(_ data: Data, at index: Int) -> Int {
        queuedIndexes.append(index)
        queuedBytes.append(data)
        return queuedIndexes.count == Self.runLength ? decodeQueued() : 0
    }

    /// Decodes every queued item into its slot, or records its failure; a batch
    /// cancelled meanwhile fails them as cancelled.
    ///
    /// - Returns: How many items were decoded.
    @discardableResult
    mutating func decodeQueued() -> Int {
        let count = queuedIndexes.count
        guard count > 0, let current, let contentType = currentType else { return 0 }
        for position in 0..<count {
            let index = queuedIndexes[position]
            if cancelled.isSet {
                failures.record(.cancelled(contentType: contentType.identifier), at: index)
                continue
            }
            do {
                values.write(try current.decode(queuedBytes[position]), at: index)
            } catch {
                failures.record(.decodeFailed(type: "\(Item.self)", contentType: contentType.identifier,
                                              reason: ItemProvider.describe(error)), at: index)
            }
        }
        queuedIndexes.removeAll(keepingCapacity: true)
        queuedBytes.removeAll(keepingCapacity: true)
        return count
    }
}
