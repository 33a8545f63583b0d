// SPDX-License-Identifier: Apache-2.0
/// A declarative rule over a whole dropped (or pasted) batch: either every item is
/// accepted, or the batch is rejected with a reason for the user. Evaluated only on
/// values that decoded: bytes that fail to decode never reach the contract.
///
/// ```swift
/// let shapes = AcceptanceContract<ShapePayload>(
///     rejectionReason: "Drop rejected: unsupported payload.",
///     rules: [.nonEmpty, .every("version == 1", \.version, equals: 1)])
/// ```
public struct AcceptanceContract<Item>: Sendable {
    /// The rules, checked in order; the first one violated rejects the batch.
    public var rules: [AcceptanceRule<Item>]
    /// What the user is told when a rule is violated.
    public var rejectionReason: String
    /// Whether one failed load or decode rejects the batch (`true`), or the items that
    /// arrived are applied and the failures reported alongside (`false`). Failures are
    /// never silently left out either way.
    public var requiresEveryItem: Bool

    /// Creates a contract.
    public init(requiresEveryItem: Bool = true, rejectionReason: String, rules: [AcceptanceRule<Item>]) {
        self.rules = rules
        self.rejectionReason = rejectionReason
        self.requiresEveryItem = requiresEveryItem
    }

    /// Judges `items` as one batch.
    public func evaluate(_ items: [Item]) -> AcceptanceVerdict {
        for rule in rules {
            if let violation = rule.violation(in: items) {
                return .rejected(reason: rejectionReason, violation: violation)
            }
        }
        return .accepted
    }
}
