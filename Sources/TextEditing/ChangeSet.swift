// SPDX-License-Identifier: Apache-2.0
/// A set of non-overlapping replacements over a text of a known length, counted in one
/// additive ``TextUnit`` (scalar, UTF-16 or UTF-8).
///
/// A change set can be applied to a text, composed with the change set that follows it,
/// inverted, and — its main use here — used to map positions and selections from the old
/// text to the new one without looking at either text, so mapping costs depend on the
/// number of changes, never on the text's length.
///
/// Semantics follow CodeMirror 6's `ChangeSet`/`ChangeDesc.mapPos` and ProseMirror's
/// `StepMap`: see ``mapResult(_:association:)``.
public struct ChangeSet: Hashable, Sendable, CustomStringConvertible {
    /// One changed region, in old and in new coordinates.
    public struct Edit: Hashable, Sendable, CustomStringConvertible {
        /// Start of the replaced text in the old text.
        public let oldFrom: Int
        /// End of the replaced text in the old text.
        public let oldTo: Int
        /// Start of the inserted text in the new text.
        public let newFrom: Int
        /// End of the inserted text in the new text.
        public let newTo: Int
        /// The inserted text.
        public let inserted: String

        /// Length of the replaced old text.
        public var deletedLength: Int { oldTo - oldFrom }
        /// Length of the inserted text.
        public var insertedLength: Int { newTo - newFrom }

        public var description: String {
            "\(oldFrom)..<\(oldTo)→\(newFrom)..<\(newTo) \(String(reflecting: inserted))"
        }
    }

    /// The unit every offset of this change set counts in.
    public let unit: TextUnit
    /// Length of the text the change set applies to.
    public let oldLength: Int
    /// Length of the text it produces.
    public let newLength: Int
    /// The changed regions, sorted and non-overlapping in old coordinates.
    public let edits: [Edit]

    /// True when the change set changes nothing.
    public var isEmpty: Bool { edits.isEmpty }

    /// Builds a change set from replacements given in any order.
    ///
    /// Replacements at the same position are ordered by end (an insertion goes before a
    /// replacement starting where it is); insertions at the same position keep their given
    /// order and join; adjacent deletions join; empty replacements are dropped.
    ///
    /// - Throws: ``TextEditingError/nonAdditiveUnit(_:)`` for graphemes;
    ///   ``TextEditingError/offsetOutOfBounds(offset:length:unit:)`` for a negative start or
    ///   an end past `length`; ``TextEditingError/negativeLength(from:to:unit:)``;
    ///   ``TextEditingError/overlappingReplacements(first:second:firstRange:secondRange:)``.
    public init(replacements: [Replacement], length: Int, unit: TextUnit) throws(TextEditingError) {
        guard unit.isAdditive else { throw .nonAdditiveUnit(unit) }
        guard length >= 0 else { throw .negativeLength(from: 0, to: length, unit: unit) }
        for replacement in replacements {
            if replacement.from < 0 || replacement.from > length {
                throw .offsetOutOfBounds(offset: replacement.from, length: length, unit: unit)
            }
            if replacement.to < replacement.from {
                throw .negativeLength(from: replacement.from, to: replacement.to, unit: unit)
            }
            if replacement.to > length {
                throw .offsetOutOfBounds(offset: replacement.to, length: length, unit: unit)
            }
        }
        let order = replacements.indices.sorted { left, right in
            let a = replacements[left], b = replacements[right]
            return (a.from, a.to, left) < (b.from, b.to, right)
        }
        var builder = EditBuilder()
        var previous: Int?
        for position in order {
            let replacement = replacements[position]
            if let previous, replacements[previous].to > replacement.from {
                let (first, second) = previous < position ? (previous, position) : (position, previous)
                throw .overlappingReplacements(
                    first: first, second: second,
                    firstRange: ClosedOpenRange(from: replacements[first].from, to: replacements[first].to),
                    secondRange: ClosedOpenRange(from: replacements[second].from, to: replacements[second].to))
            }
            previous = position
            builder.keep(replacement.from - builder.oldPosition)
            builder.change(deleted: replacement.to - replacement.from, inserted: replacement.text,
                           insertedLength: unit.length(of: replacement.text), source: .init(first: position))
        }
        builder.keep(length - builder.oldPosition)
        self.init(unit: unit, oldLength: length, newLength: builder.newPosition, edits: builder.edits)
    }

    /// A single replacement.
    public init(replacing from: Int, to: Int, with text: String, length: Int, unit: TextUnit) throws(TextEditingError) {
        try self.init(replacements: [Replacement(from: from, to: to, with: text)], length: length, unit: unit)
    }

    /// The change set that changes nothing in a text of `length`.
    public static func identity(length: Int, unit: TextUnit) throws(TextEditingError) -> ChangeSet {
        try ChangeSet(replacements: [], length: length, unit: unit)
    }

    /// Trusted construction from already normalized edits.
    init(unit: TextUnit, oldLength: Int, newLength: Int, edits: [Edit]) {
        self.unit = unit
        self.oldLength = oldLength
        self.newLength = newLength
        self.edits = edits
    }

    /// The replacements of this change set, in old coordinates.
    public var replacements: [Replacement] {
        edits.map { Replacement(from: $0.oldFrom, to: $0.oldTo, with: $0.inserted) }
    }

    /// Whether a change touches `from...to` (an insertion or deletion at either end counts).
    public func touches(from: Int, to: Int) -> Bool {
        edits.contains { $0.oldFrom <= to && $0.oldTo >= from }
    }

    /// Compact form, CodeMirror style: kept lengths as numbers, changes as `deleted:inserted`.
    public var description: String {
        var parts: [String] = []
        var position = 0
        for edit in edits {
            if edit.oldFrom > position { parts.append("\(edit.oldFrom - position)") }
            parts.append("\(edit.deletedLength):\(edit.insertedLength)")
            position = edit.oldTo
        }
        if oldLength > position { parts.append("\(oldLength - position)") }
        return parts.joined(separator: " ")
    }
}
