// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A ``DropBatch`` worker's decoding: bytes that `Item` decodes synchronously are queued
/// as they are loaded and decoded a run at a time, then written to their slots.
///
/// Why a run and not one item at a time: loading an item touches its provider, the
/// source's handler and its captured bytes, scattered objects that each miss the cache.
/// Loading a run of items in a tight loop lets the processor overlap those misses; and
/// decoding the run afterwards works over bytes and a decoder that are already in cache,
/// as a plain decoding loop does. A worker whose load suspends holds back the decoding of
/// the items it has queued (at most a run, 255 items) until it resumes; it never holds up
/// another item's load, which a new worker takes over.
///
/// Cancellation is decided when an item's load finishes: bytes that arrive after the
/// batch was cancelled fail as cancelled, bytes that arrived before are decoded.
///
/// One importer is current at a time, looked up once per content type seen (a drop's
/// items almost always share one type); switching type decodes the queued run first.
@usableFromInline
struct BatchDecoder<Item: Transferable> {
    /// How many loaded items are queued before they are decoded.
    @inlinable static var runLength: Int { 256 }

    @usableFromInline let values: ResultSlots<Item>
    @usableFromInline let failures: FailureList
    @usableFromInline let cancelled: CancellationFlag
    @usableFromInline var currentType: UTType?
    @usableFromInline var current: SynchronousImporter<Item>?
    @usableFromInline var others: [UTType: SynchronousImporter<Item>?] = [:]
    @usableFromInline var queuedIndexes: [Int] = []
    @usableFromInline var queuedBytes: [Data] = []
    /// Items finished (decoded, or failed) since ``takeFinishedCount()`` last ran.
    @usableFromInline var finished = 0

    @inlinable init(values: ResultSlots<Item>, failures: FailureList, cancelled: CancellationFlag) {
        self.values = values
        self.failures = failures
        self.cancelled = cancelled
        queuedIndexes.reserveCapacity(Self.runLength)
        queuedBytes.reserveCapacity(Self.runLength)
    }

    /// Makes the importer of bytes of `contentType` the current one, decoding what was
    /// queued for another type first; `false` when `Item` has no synchronous importer for
    /// it (its importer is asynchronous or takes files).
    @inlinable mutating func prepare(for contentType: UTType) -> Bool {
        if contentType != currentType {
            decodeQueued()
            if let currentType { others[currentType] = current }
            current = others[contentType] ?? Item.synchronousImporter(for: contentType)
            currentType = contentType
        }
        return current != nil
    }

    /// Takes `data`, bytes of the current type just loaded as item `index`: queued, and
    /// the queue decoded once it holds a run; failed as cancelled when the batch was
    /// cancelled before they arrived. Call after ``prepare(for:)`` returned `true`.
    @inlinable mutating func enqueue(_ data: Data, at index: Int) {
        if cancelled.isSet {
            failures.record(.cancelled(contentType: currentType!.identifier), at: index)
            finished += 1
            return
        }
        queuedIndexes.append(index)
        queuedBytes.append(data)
        if queuedIndexes.count == Self.runLength { decodeQueued() }
    }

    /// Decodes every queued item into its slot, or records its failure.
    @inlinable mutating func decodeQueued() {
        let count = queuedIndexes.count
        guard count > 0 else { return }
        // Items are queued only after `prepare(for:)` found an importer: never drop them.
        guard let current, let contentType = currentType else { preconditionFailure("BatchDecoder: items queued without an importer") }
        for position in 0..<count {
            do {
                values.write(try current.decode(queuedBytes[position]), at: queuedIndexes[position])
            } catch {
                failures.record(.decodeFailed(type: "\(Item.self)", contentType: contentType.identifier,
                                              reason: .error(error)), at: queuedIndexes[position])
            }
        }
        queuedIndexes.removeAll(keepingCapacity: true)
        queuedBytes.removeAll(keepingCapacity: true)
        finished += count
    }

    /// How many items finished since the last call (for the batch's progress).
    @inlinable mutating func takeFinishedCount() -> Int {
        defer { finished = 0 }
        return finished
    }
}
