// SPDX-License-Identifier: Apache-2.0
/// Conversions between offsets in explicit units and `String.Index`.
///
/// Rounding rule (the same everywhere): a position that would fall inside a grapheme
/// cluster — or, with ``TextBoundary/scalar``, inside a surrogate pair or a UTF-8 sequence —
/// is moved to the start of that piece with ``OffsetRounding/down`` or to its end with
/// ``OffsetRounding/up``, and the move is listed in the result's `adjustments`. Offsets that
/// are negative or past the end throw ``TextEditingError/offsetOutOfBounds(offset:length:unit:)``.
///
/// These walk the text from its start, which is O(n); for repeated conversions in a large
/// text use ``TextOffsetIndex``.
extension String {
    /// The length of this text in `unit`.
    public func length(in unit: TextUnit) -> Int { unit.length(of: self) }

    /// The index at `offset` (counted in `unit`), on a boundary of the requested kind.
    ///
    /// Grapheme offsets are always on grapheme boundaries; `boundary` only matters for the
    /// other units.
    public func index(atOffset offset: Int, in unit: TextUnit, rounding: OffsetRounding = .down,
                      boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Rounded<String.Index> {
        let result = try walk(toOffset: offset, in: unit, from: (startIndex, UnitCounts()),
                              rounding: rounding, boundary: boundary)
        return Rounded(result.position.index, adjustments: result.adjustment.map { [$0] } ?? [])
    }

    /// The offset of `index` counted in `unit`. An index inside a piece (for example one
    /// taken from the `unicodeScalars` or `utf16` view) is rounded first; the report gives
    /// UTF-8 positions, the encoding `String.Index` is native to.
    public func offset(of index: String.Index, in unit: TextUnit, rounding: OffsetRounding = .down,
                       boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Rounded<Int> {
        let effective: TextBoundary = unit == .grapheme ? .grapheme : boundary
        let result = try walk(toIndex: index, from: (startIndex, UnitCounts()), rounding: rounding, boundary: effective)
        return Rounded(result.position.counts[unit], adjustments: result.adjustment.map { [$0] } ?? [])
    }

    /// Converts `offset` from one unit to another, rounding as documented above. The report
    /// is in the source unit.
    public func convertOffset(_ offset: Int, from source: TextUnit, to target: TextUnit,
                              rounding: OffsetRounding = .down,
                              boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Rounded<Int> {
        let effective: TextBoundary = source == .grapheme || target == .grapheme ? .grapheme : boundary
        let result = try walk(toOffset: offset, in: source, from: (startIndex, UnitCounts()),
                              rounding: rounding, boundary: effective)
        return Rounded(result.position.counts[target], adjustments: result.adjustment.map { [$0] } ?? [])
    }

    /// Whether `offset` (in `unit`) is a boundary of the given kind. Throws for offsets
    /// outside the text.
    public func isBoundary(offset: Int, in unit: TextUnit, boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Bool {
        try !index(atOffset: offset, in: unit, boundary: boundary).wasRounded
    }
}
