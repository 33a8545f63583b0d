// SPDX-License-Identifier: Apache-2.0
/// A named yes/no test on a record, switched on or off by the user (for example the
/// "Tiles only" switch). All switched-on predicates must accept a record for it to show.
public struct FilterPredicate<Element>: Sendable {
    /// The name the predicate is switched by.
    public let name: String
    /// The test.
    public let accepts: @Sendable (Element) -> Bool

    /// A predicate called `name` that keeps the records `accepts` returns `true` for.
    public init(_ name: String, accepts: @escaping @Sendable (Element) -> Bool) {
        self.name = name
        self.accepts = accepts
    }
}
