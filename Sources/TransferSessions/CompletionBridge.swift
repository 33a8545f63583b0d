// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// Turns an `NSItemProvider`-style completion-handler load into an async call that
/// resumes exactly once: with the first completion, or with `CancellationError` as soon
/// as the task is cancelled (the handler's `Progress` is cancelled too, and a late
/// completion is ignored). A handler that calls its completion twice cannot resume twice.
enum CompletionBridge {
    private final class Once<Value: Sendable>: Sendable {
        struct State {
            var continuation: CheckedContinuation<Value, any Error>?
            var progress: Progress?
            var cancelled = false
        }
        let state = Mutex(State())

        func finish(_ result: Result<Value, any Error>) {
            let continuation = state.withLock { state in
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(with: result)
        }

        func attach(_ progress: Progress?) {
            let cancelNow = state.withLock { state in
                state.progress = progress
                return state.cancelled
            }
            if cancelNow { progress?.cancel() }
        }

        func cancel() {
            let progress = state.withLock { state in
                state.cancelled = true
                return state.progress
            }
            progress?.cancel()
            finish(.failure(CancellationError()))
        }
    }

    static func run<Value: Sendable>(_ start: (@escaping @Sendable (Result<Value, any Error>) -> Void) -> Progress?) async throws -> Value {
        let once = Once<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let alreadyCancelled = once.state.withLock { state in
                    state.continuation = continuation
                    return state.cancelled
                }
                if alreadyCancelled {
                    once.finish(.failure(CancellationError()))
                    return
                }
                once.attach(start { once.finish($0) })
            }
        } onCancel: {
            once.cancel()
        }
    }
}
