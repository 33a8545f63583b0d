// SPDX-License-Identifier: Apache-2.0
/// What went wrong when computing or applying a ``KeyedDiff``.
public enum KeyedDiffError<ID: Hashable & Sendable>: Error, CustomStringConvertible, Equatable {
    /// Which of the two id lists a problem was found in.
    public enum List: String, Sendable, Equatable {
        /// The list the diff starts from.
        case old
        /// The list the diff produces.
        case new
    }

    /// Which stage of an application found the list out of step with the diff.
    public enum Stage: String, Sendable, Equatable {
        /// Stage 1.
        case removals
        /// Stage 2.
        case insertions
        /// Stage 3.
        case moves
    }

    /// An id occurs twice in one list; ids in a keyed diff must be unique.
    case duplicateID(ID, list: List, firstOffset: Int, secondOffset: Int)
    /// The list a diff is applied to does not have the count of the diff's old list.
    case countMismatch(expected: Int, actual: Int)
    /// The list a diff is applied to holds another id where the diff expected `expected`.
    case unexpectedID(expected: ID, found: ID, offset: Int, stage: Stage)

    /// A sentence saying what was wrong and where.
    public var description: String {
        switch self {
        case let .duplicateID(id, list, firstOffset, secondOffset):
            "duplicate id \(id) in the \(list.rawValue) list at offsets \(firstOffset) and \(secondOffset)"
        case let .countMismatch(expected, actual):
            "the list has \(actual) elements but the diff was computed for \(expected)"
        case let .unexpectedID(expected, found, offset, stage):
            "stale list during \(stage.rawValue): expected id \(expected) at offset \(offset), found \(found)"
        }
    }
}
