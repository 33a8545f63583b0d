// SPDX-License-Identifier: Apache-2.0
extension KeyedDiff {
    /// Applies the diff to `list`, which must be the diff's old list, and returns the new
    /// list.
    ///
    /// Removals and insertions are applied in one pass each (equivalent to applying them
    /// step by step, because their offsets are ordered); moves are applied one by one.
    ///
    /// - Throws: ``KeyedDiffError/countMismatch(expected:actual:)`` or
    ///   ``KeyedDiffError/unexpectedID(expected:found:offset:stage:)`` when `list` is not
    ///   the list the diff was computed from.
    public func applied(to list: [ID]) throws(KeyedDiffError<ID>) -> [ID] {
        guard list.count == oldCount else { throw .countMismatch(expected: oldCount, actual: list.count) }
        var isRemoved = [Bool](repeating: false, count: oldCount)
        for removal in removals {
            let found = list[removal.offset]
            guard found == removal.id else {
                throw .unexpectedID(expected: removal.id, found: found, offset: removal.offset, stage: .removals)
            }
            isRemoved[removal.offset] = true
        }
        var kept: [ID] = []
        kept.reserveCapacity(newCount)
        for offset in 0..<oldCount where !isRemoved[offset] { kept.append(list[offset]) }

        var result: [ID] = []
        result.reserveCapacity(newCount)
        var nextKept = 0
        for insertion in insertions {
            while result.count < insertion.offset, nextKept < kept.count {
                result.append(kept[nextKept])
                nextKept += 1
            }
            result.append(insertion.id)
        }
        result.append(contentsOf: kept[nextKept...])

        for move in moves {
            let found = result[move.from]
            guard found == move.id else {
                throw .unexpectedID(expected: move.id, found: found, offset: move.from, stage: .moves)
            }
            result.remove(at: move.from)
            result.insert(found, at: move.to)
        }
        return result
    }

    /// Applies the diff step by step to a list of rows, the way a widget list is updated:
    /// one removal, insertion or move at a time, each at an offset valid at that moment.
    ///
    /// - Parameters:
    ///   - rows: the rows, in the diff's old order.
    ///   - rowID: the id a row shows; checked before a row is removed or moved.
    ///   - makeRow: builds the row for an inserted id.
    /// - Throws: ``KeyedDiffError/countMismatch(expected:actual:)`` or
    ///   ``KeyedDiffError/unexpectedID(expected:found:offset:stage:)`` when `rows` is out
    ///   of step with the diff; `rows` may then be partly updated.
    public func apply<Rows: RangeReplaceableCollection>(
        to rows: inout Rows,
        rowID: (Rows.Element) -> ID,
        makeRow: (ID) -> Rows.Element
    ) throws(KeyedDiffError<ID>) {
        guard rows.count == oldCount else { throw .countMismatch(expected: oldCount, actual: rows.count) }
        for removal in removals {
            let index = rows.index(rows.startIndex, offsetBy: removal.offset)
            let found = rowID(rows[index])
            guard found == removal.id else {
                throw .unexpectedID(expected: removal.id, found: found, offset: removal.offset, stage: .removals)
            }
            rows.remove(at: index)
        }
        for insertion in insertions {
            guard insertion.offset <= rows.count else {
                throw .countMismatch(expected: insertion.offset, actual: rows.count)
            }
            rows.insert(makeRow(insertion.id), at: rows.index(rows.startIndex, offsetBy: insertion.offset))
        }
        for move in moves {
            let index = rows.index(rows.startIndex, offsetBy: move.from)
            let found = rowID(rows[index])
            guard found == move.id else {
                throw .unexpectedID(expected: move.id, found: found, offset: move.from, stage: .moves)
            }
            let row = rows.remove(at: index)
            rows.insert(row, at: rows.index(rows.startIndex, offsetBy: move.to))
        }
    }
}
