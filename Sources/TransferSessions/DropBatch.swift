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
    /// access, is decided synchronously here; the exports and imports then run in a task
    /// group detached from the caller's actor, so they never run on the main actor or
    /// wait for it.
    public static func load(_ type: Item.Type, from providers: [ItemProvider]) -> DropBatch {
        let importedTypes = Item.importedContentTypes()
        let prepared = providers.map { $0.prepareTransferableLoad(type, importedTypes: importedTypes) }
        let progress = Progress.discreteProgress(totalUnitCount: Int64(prepared.count))
        let task = Task.detached { await run(prepared, progress: progress) }
        progress.cancellationHandler = { task.cancel() }
        return DropBatch(count: prepared.count, progress: progress, task: task)
    }

    /// Items per inner task group. Every item gets its own child task, so every load is
    /// in flight at once and a slow or suspended load never holds up another. The groups
    /// run in parallel on the global executor; inside one, each item's task starts
    /// immediately on that group's thread (`addImmediateTask`) and runs until it first
    /// suspends, so loads that finish without suspending (bytes already in memory) cost
    /// no thread hand-off. Two levels keep each group small, because a task group's
    /// bookkeeping for finishing children grows with its size (10,000 children in one
    /// group cost more than all their decoding).
    static var groupSize: Int { 64 }

    private typealias Prepared = Result<@Sendable () async -> Result<Item, ItemProviderError>, ItemProviderError>

    /// Runs every prepared load concurrently; returns the results by index. Progress
    /// advances as each group of up to ``groupSize`` items finishes.
    private static func run(_ prepared: [Prepared], progress: Progress) async -> [Result<Item, ItemProviderError>] {
        let slots = ResultSlots<Result<Item, ItemProviderError>>(count: prepared.count)
        let finished = ProgressCounter(progress)
        // Child tasks return nothing and write their own slot: no generic task results to
        // collect, and the group's end orders every write before the read below.
        await withDiscardingTaskGroup { groups in
            for start in stride(from: 0, to: prepared.count, by: groupSize) {
                let end = min(start + groupSize, prepared.count)
                let slice = prepared[start..<end]
                groups.addTask {
                    await withDiscardingTaskGroup { items in
                        for (index, load) in zip(slice.indices, slice) {
                            switch load {
                            case .failure(let error): slots.write(.failure(error), at: index)
                            case .success(let run): items.addImmediateTask { slots.write(await run(), at: index) }
                            }
                        }
                    }
                    finished.add(Int64(end - start))
                }
            }
        }
        return slots.take()
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
