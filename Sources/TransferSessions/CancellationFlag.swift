import Synchronization

/// Whether a batch was cancelled, set once from its task's cancellation handler and read
/// per item by the batch's workers.
final class CancellationFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Whether the batch was cancelled.
    var isSet: Bool { value.load(ordering: .relaxed) }

    /// Marks the batch cancelled; it stays so.
    func set() { value.store(true, ordering: .relaxed) }
}
