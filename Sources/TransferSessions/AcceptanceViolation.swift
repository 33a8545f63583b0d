// SPDX-License-Identifier: Apache-2.0
/// Which rule a batch violated, and where.
public struct AcceptanceViolation: Sendable, Hashable, CustomStringConvertible {
    /// The violated rule's name.
    public let rule: String
    /// The first offending item (zero-based), or `nil` for a rule about the whole batch.
    public let itemIndex: Int?

    /// Creates a violation description.
    public init(rule: String, itemIndex: Int?) {
        self.rule = rule
        self.itemIndex = itemIndex
    }

    public var description: String {
        itemIndex.map { "item \($0) violates \"\(rule)\"" } ?? "the batch violates \"\(rule)\""
    }
}
