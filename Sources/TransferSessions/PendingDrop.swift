// SPDX-License-Identifier: Apache-2.0
/// The rest of a drop after its handler returned: the loading already started and the
/// model change still to come. The session awaits it (without blocking the main actor)
/// before telling the source the outcome, so a source never removes moved items whose
/// arrival failed.
public struct PendingDrop: Sendable {
    private let task: Task<DropResult, Never>

    /// A drop whose result is already known.
    public static func finished(_ result: DropResult) -> PendingDrop {
        PendingDrop(task: Task { result })
    }

    /// A drop finished by `completion` on the main actor: typically awaiting loads that
    /// the handler started, then applying the model change once.
    public init(_ completion: @escaping @MainActor @Sendable () async -> DropResult) {
        task = Task { @MainActor in await completion() }
    }

    private init(task: Task<DropResult, Never>) {
        self.task = task
    }

    /// The drop's result, once known.
    public var result: DropResult {
        get async { await task.value }
    }
}
