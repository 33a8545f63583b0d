// SPDX-License-Identifier: Apache-2.0
/// The selection of one editor: one or more ranges (insertion points or selected ranges),
/// counted in one explicit unit, in a text of known length.
///
/// Ranges are kept sorted and never overlap: overlapping ranges merge, and an insertion
/// point touching another range merges into it, while two selected ranges that merely touch
/// stay separate (as in CodeMirror). The primary range is the one a single-selection widget
/// shows; it survives merging (the merged range becomes primary). A merged range keeps the
/// direction and affinity of the primary range when that is one of the merged ones,
/// otherwise of the earlier range.
public struct Selection: Hashable, Sendable, CustomStringConvertible {
    /// The ranges, sorted by position.
    public let ranges: [SelectionRange]
    /// Index of the primary range in ``ranges``.
    public let primaryIndex: Int
    /// The unit the offsets count in.
    public let unit: TextUnit
    /// The length of the text the selection describes, in ``unit``.
    public let textLength: Int

    /// A selection of `ranges` in a text of `textLength`.
    ///
    /// - Throws: ``TextEditingError/emptySelection``,
    ///   ``TextEditingError/primaryIndexOutOfRange(index:count:)``, or
    ///   ``TextEditingError/offsetOutOfBounds(offset:length:unit:)`` for an end outside
    ///   `0...textLength`.
    public init(ranges: [SelectionRange], primaryIndex: Int = 0, textLength: Int, unit: TextUnit) throws(TextEditingError) {
        guard !ranges.isEmpty else { throw .emptySelection }
        guard ranges.indices.contains(primaryIndex) else {
            throw .primaryIndexOutOfRange(index: primaryIndex, count: ranges.count)
        }
        guard textLength >= 0 else { throw .negativeLength(from: 0, to: textLength, unit: unit) }
        for range in ranges {
            for end in [range.anchor, range.head] where end < 0 || end > textLength {
                throw .offsetOutOfBounds(offset: end, length: textLength, unit: unit)
            }
        }
        let normalized = Selection.normalize(ranges, primaryIndex: primaryIndex)
        self.init(unchecked: normalized.ranges, primaryIndex: normalized.primaryIndex, textLength: textLength, unit: unit)
    }

    /// A single insertion point.
    public static func caret(at position: Int, affinity: Association = .before, textLength: Int,
                             unit: TextUnit) throws(TextEditingError) -> Selection {
        try Selection(ranges: [.caret(position, affinity: affinity)], textLength: textLength, unit: unit)
    }

    /// A single range.
    public static func range(anchor: Int, head: Int, textLength: Int, unit: TextUnit) throws(TextEditingError) -> Selection {
        try Selection(ranges: [SelectionRange(anchor: anchor, head: head)], textLength: textLength, unit: unit)
    }

    init(unchecked ranges: [SelectionRange], primaryIndex: Int, textLength: Int, unit: TextUnit) {
        self.ranges = ranges
        self.primaryIndex = primaryIndex
        self.textLength = textLength
        self.unit = unit
    }

    /// The primary range.
    public var primary: SelectionRange { ranges[primaryIndex] }

    /// True when the selection is one insertion point.
    public var isSingleCaret: Bool { ranges.count == 1 && ranges[0].isEmpty }

    /// Sorts and merges; keeps track of the primary range.
    static func normalize(_ ranges: [SelectionRange], primaryIndex: Int) -> (ranges: [SelectionRange], primaryIndex: Int) {
        var sortedFlag = true
        for i in ranges.indices.dropFirst() {
            let previous = ranges[i - 1], range = ranges[i]
            if range.isEmpty || previous.isEmpty ? range.from <= previous.to : range.from < previous.to {
                sortedFlag = false
                break
            }
        }
        if sortedFlag { return (ranges, primaryIndex) }
        let order = ranges.indices.sorted { (ranges[$0].from, ranges[$0].to, $0) < (ranges[$1].from, ranges[$1].to, $1) }
        var merged: [SelectionRange] = []
        var primary = 0
        for position in order {
            let range = ranges[position]
            if let last = merged.last,
               range.isEmpty || last.isEmpty ? range.from <= last.to : range.from < last.to {
                let from = min(last.from, range.from), to = max(last.to, range.to)
                let keeper = position == primaryIndex ? range : last
                merged[merged.count - 1] = from == to
                    ? SelectionRange.caret(from, affinity: keeper.affinity)
                    : keeper.withBounds(from: from, to: to)
            } else {
                merged.append(range)
            }
            if position == primaryIndex { primary = merged.count - 1 }
        }
        return (merged, primary)
    }

    public var description: String {
        let parts = ranges.enumerated().map { $0.offset == primaryIndex && ranges.count > 1 ? "*\($0.element)" : "\($0.element)" }
        return "[\(parts.joined(separator: ", "))] (\(unit), length \(textLength))"
    }
}
