// SPDX-License-Identifier: Apache-2.0
/// Everything that can be wrong with input to this module. Each case says what was wrong
/// and where.
public enum TextEditingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An offset was negative or past the end of a text of `length` (both in `unit`).
    case offsetOutOfBounds(offset: Int, length: Int, unit: TextUnit)
    /// A `String.Index` pointed past the end of the text (UTF-8 positions).
    case indexOutOfBounds(utf8Offset: Int, utf8Length: Int)
    /// A replacement or range ended before it started.
    case negativeLength(from: Int, to: Int, unit: TextUnit)
    /// Two replacements of one change set overlap; `first` and `second` are their positions
    /// in the list that was given.
    case overlappingReplacements(first: Int, second: Int, firstRange: ClosedOpenRange, secondRange: ClosedOpenRange)
    /// A change set or selection describes a text of `expected` length, but the text (or
    /// the change set it was combined with) has `actual` length.
    case lengthMismatch(expected: Int, actual: Int, unit: TextUnit)
    /// Values counted in different units were combined.
    case unitMismatch(expected: TextUnit, actual: TextUnit)
    /// Change sets need an additive unit; grapheme counts do not add up.
    case nonAdditiveUnit(TextUnit)
    /// A change boundary falls inside a surrogate pair or a UTF-8 sequence of the text.
    case splitsScalar(offset: Int, unit: TextUnit)
    /// A change boundary falls inside a grapheme cluster and the caller asked for whole clusters.
    case splitsGraphemeCluster(offset: Int, unit: TextUnit)
    /// A selection needs at least one range.
    case emptySelection
    /// The primary range index is not one of the ranges.
    case primaryIndexOutOfRange(index: Int, count: Int)
    /// No item with this id is in the list (or in the removed items, for a restore).
    case unknownItem(id: String)
    /// An item with this id is already in the list, or two records share it.
    case duplicateItem(id: String)
    /// A row index is outside the list.
    case rowIndexOutOfRange(index: Int, count: Int)
    /// An `NSRange` had `NSNotFound` as location or a negative length.
    case invalidNSRange(location: Int, length: Int)
    /// Commit or cancel was asked for while no composition was active.
    case noActiveComposition

    public var description: String {
        switch self {
        case let .offsetOutOfBounds(offset, length, unit):
            "\(unit) offset \(offset) is outside the text (valid: 0...\(length))"
        case let .indexOutOfBounds(utf8Offset, utf8Length):
            "string index at UTF-8 offset \(utf8Offset) is past the end of the text (UTF-8 length \(utf8Length))"
        case let .negativeLength(from, to, unit):
            "range \(from)..<\(to) (\(unit)) ends before it starts"
        case let .overlappingReplacements(first, second, firstRange, secondRange):
            "replacement #\(second) \(secondRange) overlaps replacement #\(first) \(firstRange)"
        case let .lengthMismatch(expected, actual, unit):
            "expected a text of \(unit) length \(expected), got \(actual)"
        case let .unitMismatch(expected, actual):
            "expected offsets in \(expected), got \(actual)"
        case let .nonAdditiveUnit(unit):
            "change sets cannot count in \(unit)s: their lengths do not add up"
        case let .splitsScalar(offset, unit):
            "\(unit) offset \(offset) splits an encoded Unicode scalar"
        case let .splitsGraphemeCluster(offset, unit):
            "\(unit) offset \(offset) splits a grapheme cluster"
        case .emptySelection:
            "a selection needs at least one range"
        case let .primaryIndexOutOfRange(index, count):
            "primary range index \(index) is not among \(count) range(s)"
        case let .unknownItem(id):
            "no item with id \(id)"
        case let .duplicateItem(id):
            "item id \(id) appears twice"
        case let .rowIndexOutOfRange(index, count):
            "row index \(index) is outside 0..<\(count)"
        case let .invalidNSRange(location, length):
            "NSRange {\(location), \(length)} is not a valid range"
        case .noActiveComposition:
            "no composition (marked text) is active"
        }
    }
}
