// SPDX-License-Identifier: Apache-2.0
/// What went wrong when changing a ``CollectionFilter``.
public enum FilterError: Error, CustomStringConvertible, Equatable {
    /// No predicate of the filter has this name.
    case unknownPredicate(name: String, known: [String])

    /// A sentence saying what was wrong and where.
    public var description: String {
        switch self {
        case let .unknownPredicate(name, known):
            "unknown filter predicate \"\(name)\": known predicates are \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
    }
}
