// SPDX-License-Identifier: Apache-2.0
/// One rule of an ``AcceptanceContract``.
public struct AcceptanceRule<Item>: Sendable {
    /// What the rule demands, for logs and errors (`"non-empty"`, `"version == 1"`).
    public let name: String
    /// `nil` when `items` satisfy the rule; otherwise the first offending item's index
    /// (`.some(nil)` for a rule about the whole batch).
    @usableFromInline let check: @Sendable ([Item]) -> Int??

    /// A rule over the whole batch; `isSatisfied` is called once.
    @inlinable
    public static func batch(_ name: String, _ isSatisfied: @escaping @Sendable ([Item]) -> Bool) -> AcceptanceRule {
        AcceptanceRule(name: name) { items in isSatisfied(items) ? nil : .some(nil) }
    }

    /// The batch has at least one item.
    @inlinable
    public static var nonEmpty: AcceptanceRule {
        batch("non-empty") { !$0.isEmpty }
    }

    /// The batch has at most `limit` items.
    @inlinable
    public static func atMost(_ limit: Int) -> AcceptanceRule {
        batch("at most \(limit) item\(limit == 1 ? "" : "s")") { $0.count <= limit }
    }

    /// Every item satisfies `isSatisfied`.
    @inlinable
    public static func every(_ name: String, _ isSatisfied: @escaping @Sendable (Item) -> Bool) -> AcceptanceRule {
        AcceptanceRule(name: name) { items in
            items.firstIndex { !isSatisfied($0) }.map { .some($0) }
        }
    }

    /// Every item's `keyPath` equals `value`.
    @inlinable
    public static func every<Value: Equatable & Sendable>(_ name: String, _ keyPath: KeyPath<Item, Value> & Sendable, equals value: Value) -> AcceptanceRule {
        every(name) { $0[keyPath: keyPath] == value }
    }

    @usableFromInline init(name: String, check: @escaping @Sendable ([Item]) -> Int??) {
        self.name = name
        self.check = check
    }

    func violation(in items: [Item]) -> AcceptanceViolation? {
        guard let offending = check(items) else { return nil }
        return AcceptanceViolation(rule: name, itemIndex: offending)
    }
}
