// SPDX-License-Identifier: Apache-2.0
/// Combining two change sets that run one after the other.
extension ChangeSet {
    /// The single change set with the effect of this one followed by `next`.
    ///
    /// `next` must start from the text this one produces: same unit, and `next.oldLength ==
    /// newLength`. Applying the result equals applying both in turn. Pieces of one original
    /// change stay joined; text inserted by `self` and deleted by `next` disappears.
    ///
    /// - Throws: ``TextEditingError/unitMismatch(expected:actual:)``,
    ///   ``TextEditingError/lengthMismatch(expected:actual:unit:)``, or
    ///   ``TextEditingError/splitsScalar(offset:unit:)`` when `next` cuts text inserted by
    ///   `self` inside a surrogate pair or UTF-8 sequence.
    public func composed(with next: ChangeSet) throws(TextEditingError) -> ChangeSet {
        guard next.unit == unit else { throw .unitMismatch(expected: unit, actual: next.unit) }
        guard next.oldLength == newLength else {
            throw .lengthMismatch(expected: newLength, actual: next.oldLength, unit: unit)
        }
        if isEmpty { return next }
        if next.isEmpty { return self }

        var builder = EditBuilder()
        var first = SectionCursor(self)
        var second = SectionCursor(next)
        var middle = 0 // position in the text between the two change sets
        while true {
            if first.isChange, first.outputRemaining == 0 {
                // What is left of a change in `first` is a deletion: it consumes no middle text.
                builder.change(deleted: first.takeDeleted(), inserted: "", insertedLength: 0,
                               source: .init(first: first.sectionNumber))
                first.advance()
            } else if second.isChange, second.inputRemaining == 0 {
                // What is left of a change in `second` is an insertion.
                let (text, length) = second.takeInserted()
                builder.change(deleted: 0, inserted: text, insertedLength: length,
                               source: .init(second: second.sectionNumber))
                second.advance()
            } else if first.isDone || second.isDone {
                break
            } else {
                let length = min(first.outputRemaining, second.inputRemaining)
                switch (first.isChange, second.isChange) {
                case (false, false):
                    builder.keep(length)
                case (false, true):
                    let (text, insertedLength) = second.takeInserted()
                    builder.change(deleted: length, inserted: text, insertedLength: insertedLength,
                                   source: .init(second: second.sectionNumber))
                case (true, false):
                    let piece = try first.insertedPiece(length: length, middleOffset: middle, unit: unit)
                    builder.change(deleted: first.takeDeleted(), inserted: piece, insertedLength: length,
                                   source: .init(first: first.sectionNumber))
                case (true, true):
                    let (text, insertedLength) = second.takeInserted()
                    builder.change(deleted: first.takeDeleted(), inserted: text, insertedLength: insertedLength,
                                   source: .init(first: first.sectionNumber, second: second.sectionNumber))
                }
                first.consume(length)
                second.consume(length)
                middle += length
            }
        }
        guard first.isDone, second.isDone else {
            // Unreachable when the lengths match; kept as a typed failure rather than a trap.
            throw .lengthMismatch(expected: newLength, actual: next.oldLength, unit: unit)
        }
        return ChangeSet(unit: unit, oldLength: oldLength, newLength: next.newLength, edits: builder.edits)
    }

    /// Composes a sequence of change sets, each starting from the text the previous produced.
    public static func composing(_ changeSets: [ChangeSet]) throws(TextEditingError) -> ChangeSet? {
        guard var result = changeSets.first else { return nil }
        for changeSet in changeSets.dropFirst() { result = try result.composed(with: changeSet) }
        return result
    }
}
