// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// The loads of one dropped batch: every item's load is checked and started when the
/// batch is made (call ``load(_:from:)-(_,DropItems)`` inside the drop handler), they run
/// off the main actor, and their results are kept in their original order by index,
/// whatever order they finish in.
///
/// ``apply(contract:_:)`` is the whole provider-drop rule in one call: wait for every
/// result, judge them against an ``AcceptanceContract``, and apply the model change once
/// on the main actor, or apply nothing and report the first failure with its index.
///
/// Loads run concurrently exactly as far as they wait: a worker task loads and decodes
/// items one after another, and whenever a load suspends (a handler waiting for I/O, a
/// timer, another task, the main actor) another worker takes over the items left, so
/// every load that waits is in flight with all the others and none holds up the rest.
/// Items whose bytes are already at hand (the common large drop) are loaded and decoded
/// by one worker, a run of items at a time (`BatchDecoder`). Decoding is deliberately
/// not spread over cores: small payloads decode in about 2 µs each, a 10,000-item drop
/// in some 20 ms, off the main actor either way; measured on two cores, the same
/// decoding on two threads finished about 10 ms sooner but took 10–20 % more CPU time in
/// all.
public final class DropBatch<Item: Transferable>: Sendable {
    /// How many items were dropped.
    public let count: Int
    /// Progress of the whole batch, one unit per item.
    public let progress: Progress
    @usableFromInline let task: Task<Outcome, Never>

    @usableFromInline init(count: Int, progress: Progress, task: Task<Outcome, Never>) {
        self.count = count
        self.progress = progress
        self.task = task
    }

    /// Starts loading a value of `type` from each of `providers`, now, as each
    /// provider's own reader.
    @inlinable
    public static func load(_ type: Item.Type, from providers: [ItemProvider]) -> DropBatch {
        load(type, from: DropItems(providers))
    }

    /// Starts loading a value of `type` from each of a drop's `items`, now.
    ///
    /// Whether the drop still grants access is checked synchronously here (a drop's
    /// items share one window: one check). Each item's load then runs, as its reader
    /// (without making a view per item), in a task detached from the caller's actor, so
    /// no export or import runs on the main actor or waits for it; the representation an
    /// item loads from is the first its reader may see that `Item` imports, chosen when
    /// its load runs.
    @inlinable
    public static func load(_ type: Item.Type, from items: DropItems) -> DropBatch {
        let plan = DropBatchPlan<Item>(items: items)
        let progress = Progress.discreteProgress(totalUnitCount: Int64(plan.count))
        let task = Task.detached { await run(plan, progress: progress) }
        progress.cancellationHandler = { task.cancel() }
        return DropBatch(count: plan.count, progress: progress, task: task)
    }

    /// How many items a worker finishes between two updates of ``progress`` (each
    /// update takes the progress object's locks).
    @inlinable static var progressStride: Int { 256 }

    /// What a batch's loads left: the values that arrived, in drop order, and the items
    /// that failed, in index order.
    @usableFromInline
    struct Outcome: Sendable {
        @usableFromInline var values: [Item]
        @usableFromInline var failures: [(index: Int, error: ItemProviderError)]

        @inlinable init(values: [Item], failures: [(index: Int, error: ItemProviderError)]) {
            self.values = values
            self.failures = failures
        }

        /// The index in the drop of `values[position]`: the failed items are the gaps.
        @inlinable func dropIndex(ofValueAt position: Int) -> Int {
            var index = position
            for failure in failures where failure.index <= index { index += 1 }
            return index
        }

        /// Every item's result, in drop order.
        @inlinable var results: [Result<Item, ItemProviderError>] {
            var results: [Result<Item, ItemProviderError>] = []
            results.reserveCapacity(values.count + failures.count)
            var nextValue = values.startIndex
            for failure in failures {
                while results.count < failure.index {
                    results.append(.success(values[nextValue]))
                    nextValue += 1
                }
                results.append(.failure(failure.error))
            }
            results += values[nextValue...].lazy.map { .success($0) }
            return results
        }
    }

    /// Runs every planned item with as few worker tasks as the loads' waiting allows;
    /// returns what arrived.
    ///
    /// A worker claims items in order and loads each; it decodes them a run at a time
    /// (``BatchDecoder``). It starts immediately on this task's thread
    /// (`addImmediateTask`), so `addImmediateTask` returns only once the worker has
    /// finished every item or suspended inside a load. In that case a new worker takes
    /// over the items left, and so on: loads that finish without suspending cost no task
    /// at all, and a suspended load never holds up another, since each one that suspends
    /// keeps its own worker. When a suspended worker resumes, it finishes its item, claims
    /// more, and decodes what it queued before it ends.
    @inlinable static func run(_ plan: DropBatchPlan<Item>, progress: Progress) async -> Outcome {
        let values = ResultSlots<Item>(count: plan.count)
        let failures = FailureList()
        let cursor = IndexCursor(0..<plan.count)
        let finished = ProgressCounter(progress)
        // Set when this task is cancelled; read per item (a plain atomic load, cheaper
        // than asking the runtime for the current task's state each time).
        let cancelled = CancellationFlag()
        // Workers return nothing and write their own slots: the group's end orders every
        // write before the reads after it.
        await withTaskCancellationHandler {
            await withDiscardingTaskGroup { workers in
                repeat {
                    workers.addImmediateTask {
                        await work(plan, cursor: cursor, values: values, failures: failures, progress: finished, cancelled: cancelled)
                    }
                } while !cursor.isExhausted
            }
        } onCancel: {
            cancelled.set()
        }
        return Outcome(values: values.takeWritten(), failures: failures.sortedByIndex())
    }

    /// One worker: claims items until none is left, loading each; bytes it can decode
    /// synchronously are decoded a run at a time (``BatchDecoder``), the rest as they
    /// arrive.
    @inlinable static func work(_ plan: DropBatchPlan<Item>, cursor: IndexCursor, values: ResultSlots<Item>, failures: FailureList,
                             progress: ProgressCounter, cancelled: CancellationFlag) async {
        var decoder = BatchDecoder<Item>(values: values, failures: failures, cancelled: cancelled)
        var unreported = 0
        while let index = cursor.claim() {
            switch await load(index, of: plan, decoder: &decoder, cancelled: cancelled) {
            case .queued:
                break
            case .finished(.success(let value)):
                values.write(value, at: index)
                unreported += 1
            case .finished(.failure(let error)):
                failures.record(error, at: index)
                unreported += 1
            }
            unreported += decoder.takeFinishedCount()
            if unreported >= progressStride {
                progress.add(Int64(unreported))
                unreported = 0
            }
        }
        decoder.decodeQueued()
        unreported += decoder.takeFinishedCount()
        if unreported > 0 { progress.add(Int64(unreported)) }
    }

    /// What loading one item gave a worker.
    @usableFromInline enum Loaded {
        /// Its bytes went to the worker's ``BatchDecoder``, which finishes it.
        case queued
        /// It finished with this result.
        case finished(Result<Item, ItemProviderError>)
    }

    /// Loads item `index` as its reader: the first representation it may see that `Item`
    /// imports, exactly as ``ItemProvider/loadTransferable(type:)`` on its view would.
    /// Bytes that `Item` decodes synchronously (a `CodableRepresentation`, the common
    /// large drop) are queued for `decoder`, with its importer looked up once per content
    /// type: bytes from a source's own handler, and values registered with
    /// ``ItemProvider/register(_:)`` whose representation encodes synchronously (encoded
    /// here too, with no async frame). Anything else (files, asynchronous exporters or
    /// importers) goes through the provider's general load.
    @inlinable @inline(__always)
    static func load(_ index: Int, of plan: DropBatchPlan<Item>, decoder: inout BatchDecoder<Item>,
                             cancelled: CancellationFlag) async -> Loaded {
        if plan.hasExpiredAccess(index) { return .finished(.failure(.accessExpired(contentType: nil))) }
        let reader = plan.items.reader(at: index)
        guard let representation = reader.provider.representation(importing: plan.importedTypes, for: reader.audience) else {
            return .finished(.failure(reader.provider.noImportableRepresentation(Item.self, for: reader.audience)))
        }
        // The general load's plan is made only on the paths that take it, not per item.
        let registeredType = representation.contentType
        switch representation.source {
        case .bytes(let handler) where decoder.prepare(for: registeredType):
            do {
                if cancelled.isSet { throw CancellationError() }
                decoder.enqueue(try await handler(), at: index)
                return .queued
            } catch {
                return .finished(.failure(ItemProvider.loadFailure(error, contentType: registeredType)))
            }
        case .value(_, let encodeNow):
            let data: Data, contentType: UTType
            do {
                if cancelled.isSet { throw CancellationError() }
                guard let encoded = try encodeNow(reader.audience) else {
                    return .finished(await ItemProvider.performLoad(.init(representation: representation, audience: reader.audience), as: Item.self))
                }
                (data, contentType) = encoded
            } catch {
                return .finished(.failure(ItemProvider.loadFailure(error, contentType: registeredType)))
            }
            guard decoder.prepare(for: contentType) else {
                return .finished(await ItemProvider.importLoaded(.data(data), contentType: contentType, as: Item.self))
            }
            decoder.enqueue(data, at: index)
            return .queued
        default:
            return .finished(await ItemProvider.performLoad(.init(representation: representation, audience: reader.audience), as: Item.self))
        }
    }

    /// The outcome, once every load has finished; cancelling the awaiting task cancels
    /// the batch.
    @inlinable func outcome() async -> Outcome {
        let task = task
        return await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }

    /// Every item's result, in the order the items were dropped.
    public func results() async -> [Result<Item, ItemProviderError>] {
        await outcome().results
    }

    /// Every value in order, or the failure of the lowest-indexed item that failed.
    public func values() async -> Result<[Item], DropError> {
        let outcome = await outcome()
        if let first = outcome.failures.first {
            return .failure(.itemFailed(index: first.index, count: count, error: first.error))
        }
        return .success(outcome.values)
    }

    /// Cancels every load still running: items not loaded yet, and items whose bytes
    /// arrive after this call, fail as cancelled; items whose bytes had arrived are still
    /// decoded.
    public func cancel() {
        task.cancel()
    }

    /// Finishes the drop: waits for every result, then, on the main actor, either
    /// applies the accepted values once with `apply` or applies nothing.
    ///
    /// - A failed item, when `contract.requiresEveryItem`, fails the drop with
    ///   ``DropResult/failed(_:)`` naming its index; otherwise the items that arrived are
    ///   judged and applied and the failures are listed in the result.
    /// - A batch the contract rejects gives ``DropResult/rejected(reason:violation:)``.
    /// - `apply` returning `false` gives ``DropResult/declined``.
    @inlinable
    public func apply(contract: AcceptanceContract<Item>,
                      _ apply: @escaping @MainActor ([Item]) -> Bool) -> PendingDrop {
        PendingDrop { await self.finish(contract: contract, apply: apply) }
    }

    /// The judgement and the single main-actor application; see ``apply(contract:_:)``.
    @MainActor @inlinable
    func finish(contract: AcceptanceContract<Item>, apply: @MainActor ([Item]) -> Bool) async -> DropResult {
        let outcome = await outcome()
        let failures = outcome.failures.map { DropError.itemFailed(index: $0.index, count: count, error: $0.error) }
        if let first = failures.first, contract.requiresEveryItem { return .failed(first) }
        if case let .rejected(reason, violation) = contract.evaluate(outcome.values) {
            // Report the offending item by its index in the drop, not among the survivors.
            let index = violation.itemIndex.map(outcome.dropIndex(ofValueAt:))
            return .rejected(reason: reason, violation: AcceptanceViolation(rule: violation.rule, itemIndex: index))
        }
        return apply(outcome.values) ? .succeeded(count: outcome.values.count, failures: failures) : .declined
    }
}
