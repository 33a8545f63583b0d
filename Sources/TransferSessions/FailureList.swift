// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// The items of a ``DropBatch`` that failed, with their indexes, recorded by whichever
/// worker met the failure. Failures are rare, so one lock for all of them costs nothing
/// on the common path.
@usableFromInline
final class FailureList: Sendable {
    private let failures = Mutex<[(index: Int, error: ItemProviderError)]>([])

    @usableFromInline init() {}

    /// Records that item `index` failed with `error`.
    @usableFromInline func record(_ error: ItemProviderError, at index: Int) {
        failures.withLock { $0.append((index, error)) }
    }

    /// Every failure, lowest index first; call once all workers have finished.
    @usableFromInline func sortedByIndex() -> [(index: Int, error: ItemProviderError)] {
        failures.withLock { $0 }.sorted { $0.index < $1.index }
    }
}
