// SPDX-License-Identifier: Apache-2.0
import Foundation

/// One load from an ``ItemProvider``, started synchronously and finished
/// asynchronously, with its `Progress` and a way to cancel it.
///
/// The work runs in a detached task, never on the main actor, so a caller on the main
/// actor can start loads and await them without the loads waiting for it. Cancelling
/// (``cancel()``, `progress.cancel()`, or cancelling a task awaiting ``value``) ends the
/// load with ``ItemProviderError/cancelled(contentType:)`` unless it already finished.
public final class ItemLoad<Value: Sendable>: Sendable {
    /// Progress of this load: units are bytes for files, one unit otherwise.
    public let progress: Progress
    private let task: Task<Result<Value, ItemProviderError>, Never>

    /// Starts `operation` detached from the caller's actor.
    init(operation: @escaping @Sendable (Progress) async -> Result<Value, ItemProviderError>) {
        let progress = Progress.discreteProgress(totalUnitCount: 1)
        self.progress = progress
        let task = Task.detached {
            let result = await operation(progress)
            if case .success = result { progress.completedUnitCount = progress.totalUnitCount }
            return result
        }
        self.task = task
        progress.cancellationHandler = { task.cancel() }
        if progress.isCancelled { task.cancel() }
    }

    /// A load that failed before it could start.
    init(failure: ItemProviderError) {
        progress = Progress.discreteProgress(totalUnitCount: 1)
        task = Task { .failure(failure) }
    }

    /// The outcome, once the load has finished. Cancelling the awaiting task cancels the
    /// load.
    public var result: Result<Value, ItemProviderError> {
        get async {
            let task = task
            return await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        }
    }

    /// The loaded value, once the load has finished.
    public var value: Value {
        get async throws(ItemProviderError) { try await result.get() }
    }

    /// Cancels the load (and marks its progress cancelled).
    public func cancel() {
        task.cancel()
        progress.cancel()
    }
}
