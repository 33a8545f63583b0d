// SPDX-License-Identifier: Apache-2.0
/// How a drag session ended, as its source learns it.
public enum DragOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A destination accepted the drop and performed `operation`.
    case completed(DragOperation)
    /// The user (or the toolkit) cancelled the drag.
    case cancelled
    /// The items were released where no destination accepts them.
    case droppedOutside
    /// A destination received the drop but did not succeed.
    case notAccepted(DropResult)

    /// The operation performed, when the drop completed.
    public var completedOperation: DragOperation? {
        if case .completed(let operation) = self { return operation }
        return nil
    }

    public var description: String {
        switch self {
        case .completed(let operation): "completed (\(operation))"
        case .cancelled: "cancelled"
        case .droppedOutside: "dropped outside any destination"
        case .notAccepted(let result): "not accepted: \(result)"
        }
    }
}
