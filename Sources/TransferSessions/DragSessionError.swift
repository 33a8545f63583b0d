// SPDX-License-Identifier: Apache-2.0
/// A drag session was driven out of order.
public enum DragSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `event` (move, drop, cancel) is not possible in `phase`.
    case invalidTransition(event: String, phase: DragSession.Phase)
    /// A destination reported an operation the source does not allow.
    case operationNotAllowed(DragOperation, allowed: [String])

    public var description: String {
        switch self {
        case let .invalidTransition(event, phase):
            "cannot \(event) a drag session that is \(phase)"
        case let .operationNotAllowed(operation, allowed):
            "the drop was reported as \(operation), but the source allows only \(allowed.joined(separator: ", "))"
        }
    }
}
