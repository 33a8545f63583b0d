// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// Whether a batch was cancelled, set once from its task's cancellation handler and read
/// per item by the batch's workers.
@usableFromInline
final class CancellationFlag: Sendable {
    @usableFromInline let value = Atomic<Bool>(false)

    @usableFromInline init() {}

    /// Whether the batch was cancelled.
    @inlinable var isSet: Bool { value.load(ordering: .relaxed) }

    /// Marks the batch cancelled; it stays so.
    @usableFromInline func set() { value.store(true, ordering: .relaxed) }
}
