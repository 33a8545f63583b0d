import CoreTransferable
import Foundation

/// The loads of one dropped batch: every item's load is checked and started when the
/// batch is made (call ``load(_:from:)`` inside the drop handler), they run
/// concurrently off the main actor, and their results are kept in their original order
/// by index, whatever order they finish in.
///
/// ``apply(contract:_:)`` is the whole provider-drop rule in one call: wait for every
/// result, judge them against an ``AcceptanceContract``, and apply the model change once
/// on the main actor, or apply nothing and report the first failure with its index.
public final class DropBatch<Item: Transferable>: Sendable {
    /// How many items were dropped.
    public let count: Int
    /// Progress of the whole batch, one unit per item.
    public let progress: Progress
    private let task: Task<[Result<Item, ItemProviderError>], Never>

    private init(count: Int, progress: Progress, task: Task<[Result<Item, ItemProviderError>], Never>) {
        self.count = count
        self.progress = progress
        self.task = task
    }

    /// Starts loading a value of `type` from each of `providers`, now.
    ///
    /// Which representation each item loads from, and whether its provider still grants
    /// access, is decided synchronously here; the exports and imports then run in tasks
    /// detached from the caller's actor, so they never run on the main actor or wait
    /// for it.
    public static func load(_ type: Item.Type, from providers: [ItemProvider]) -> DropBatch {
        let plan = DropBatchPlan<Item>(providers: providers)
        let progress = Progress.discreteProgress(totalUnitCount: Int64(plan.count))
        let task = Task.detached { await run(plan, progress: progress) }
        progress.cancellationHandler = { task.cancel() }
        return DropBatch(count: plan.count, progress: progress, task: task)
    }

    /// Items per chunk. Chunks run in parallel on the global executor; progress advances
    /// as each one finishes.
    static var chunkSize: Int { 256 }

    /// Runs every planned item; returns the results by index.
    private static func run(_ plan: DropBatchPlan<Item>, progress: Progress) async -> [Result<Item, ItemProviderError>] {
        let results = ResultSlots<Result<Item, ItemProviderError>>(count: plan.count)
        let bytes = ResultSlots<Data>(count: plan.count)
        let finished = ProgressCounter(progress)
        // Set when this task is cancelled; read per item (a plain atomic load, cheaper
        // than asking the runtime for the current task's state each time).
        let cancelled = CancellationFlag()
        // Tasks return nothing and write their own slots: no generic task results to
        // collect, and the groups' ends order every write before the reads after them.
        await withTaskCancellationHandler {
            await withDiscardingTaskGroup { chunks in
                for start in stride(from: 0, to: plan.count, by: chunkSize) {
                    let range = start..<min(start + chunkSize, plan.count)
                    chunks.addTask {
                        await load(range, of: plan, bytes: bytes, results: results, cancelled: cancelled)
                        decode(range, of: plan, bytes: bytes, results: results, cancelled: cancelled)
                        finished.add(Int64(range.count))
                    }
                }
            }
        } onCancel: {
            cancelled.set()
        }
        return results.take()
    }

    /// Loads the items of `range` with as few tasks as it can while every load that
    /// suspends stays in flight with all the others.
    ///
    /// A worker task claims items in order and loads them one after another. It starts
    /// immediately on this task's thread (`addImmediateTask`), so `addImmediateTask`
    /// returns only once the worker has finished the whole range or suspended inside a
    /// load (a handler waiting for I/O, a timer, another task). In that case a new worker
    /// takes over the items left, and so on: loads that finish without suspending (bytes
    /// already in memory) cost one task per chunk instead of one each, and a slow or
    /// suspended load never holds up another, since each one that suspends keeps its own
    /// worker. When a suspended worker resumes, it finishes its load and claims more.
    ///
    /// `.bytes` items leave their bytes in `bytes` for ``decode(_:of:bytes:results:cancelled:)``;
    /// every other item, and every failure, goes straight to `results`.
    private static func load(_ range: Range<Int>, of plan: DropBatchPlan<Item>, bytes: ResultSlots<Data>,
                             results: ResultSlots<Result<Item, ItemProviderError>>, cancelled: CancellationFlag) async {
        let cursor = IndexCursor(range)
        await withDiscardingTaskGroup { workers in
            repeat {
                workers.addImmediateTask {
                    while let index = cursor.claim() {
                        switch plan.steps[index] {
                        case .failed(let error):
                            results.write(.failure(error), at: index)
                        case .bytes(let handler, let decoder):
                            do {
                                if cancelled.isSet { throw CancellationError() }
                                bytes.write(try await handler(), at: index)
                            } catch {
                                results.write(.failure(ItemProvider.loadFailure(error, contentType: plan.decoders[decoder].contentType)), at: index)
                            }
                        case .load(let load):
                            results.write(await ItemProvider.performLoad(load, as: Item.self), at: index)
                        }
                    }
                }
            } while !cursor.isExhausted
        }
    }

    /// Decodes the bytes the loads of `range` left, in one loop: the decoder is looked up
    /// once per content type, and nothing here suspends.
    private static func decode(_ range: Range<Int>, of plan: DropBatchPlan<Item>, bytes: ResultSlots<Data>,
                               results: ResultSlots<Result<Item, ItemProviderError>>, cancelled: CancellationFlag) {
        var current = -1
        var decode: (@Sendable (Data) throws -> Item)?
        for index in range {
            let decoder = plan.decoderIndexes[index]
            guard decoder >= 0, let data = bytes.take(at: index) else { continue }
            if decoder != current {
                current = decoder
                decode = plan.decoders[decoder].decode
            }
            if cancelled.isSet {
                results.write(.failure(.cancelled(contentType: plan.decoders[decoder].contentType.identifier)), at: index)
                continue
            }
            do {
                results.write(.success(try decode!(data)), at: index)
            } catch {
                results.write(.failure(.decodeFailed(type: "\(Item.self)", contentType: plan.decoders[decoder].contentType.identifier,
                                                     reason: ItemProvider.describe(error))), at: index)
            }
        }
    }

    /// Every item's result, in the order the items were dropped.
    public func results() async -> [Result<Item, ItemProviderError>] {
        let task = task
        return await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }

    /// Every value in order, or the failure of the lowest-indexed item that failed.
    public func values() async -> Result<[Item], DropError> {
        let results = await results()
        var values: [Item] = []
        values.reserveCapacity(results.count)
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(.itemFailed(index: index, count: results.count, error: error))
            }
        }
        return .success(values)
    }

    /// Cancels every load still running.
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
    public func apply(contract: AcceptanceContract<Item>,
                      _ apply: @escaping @MainActor ([Item]) -> Bool) -> PendingDrop {
        PendingDrop { await self.finish(contract: contract, apply: apply) }
    }

    /// The judgement and the single main-actor application; see ``apply(contract:_:)``.
    @MainActor
    func finish(contract: AcceptanceContract<Item>, apply: @MainActor ([Item]) -> Bool) async -> DropResult {
        let results = await results()
        var values: [Item] = []
        values.reserveCapacity(results.count)
        var failures: [DropError] = []
        var originalIndices: [Int] = []
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let value):
                values.append(value)
                originalIndices.append(index)
            case .failure(let error):
                let failure = DropError.itemFailed(index: index, count: results.count, error: error)
                if contract.requiresEveryItem { return .failed(failure) }
                failures.append(failure)
            }
        }
        if case let .rejected(reason, violation) = contract.evaluate(values) {
            // Report the offending item by its index in the drop, not among the survivors.
            let index = violation.itemIndex.map { originalIndices[$0] }
            return .rejected(reason: reason, violation: AcceptanceViolation(rule: violation.rule, itemIndex: index))
        }
        return apply(values) ? .succeeded(count: values.count, failures: failures) : .declined
    }
}
