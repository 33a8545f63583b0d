// SPDX-License-Identifier: Apache-2.0
/// Offset conversions for large texts: a table of checkpoints (every `checkpointStride`
/// grapheme clusters, each holding its position in every unit) built once in O(n), after
/// which each conversion costs a binary search plus a walk of at most one stride — the cost
/// depends on the stride, not on the text's length.
///
/// Conversions follow exactly the rules (and rounding reports) of the `String` conversions
/// in `String+TextOffsets.swift`. The index describes one text snapshot; build a new one for
/// a new text version.
public struct TextOffsetIndex: Sendable {
    /// The text this index describes.
    public let text: String
    /// Grapheme clusters between two checkpoints.
    public let checkpointStride: Int
    private let scalarCheckpoints: [Int]
    private let utf16Checkpoints: [Int]
    private let utf8Checkpoints: [Int]
    private let totals: UnitCounts

    /// Builds the checkpoint table for `text`. A stride below 1 is treated as 1.
    public init(_ text: String, checkpointStride: Int = 64) {
        let stride = max(1, checkpointStride)
        var scalars = [0], utf16 = [0], utf8 = [0]
        let totals: UnitCounts? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = text.startIndex
            var counts = UnitCounts()
            while index < text.endIndex {
                let next = text.index(index, offsetBy: stride, limitedBy: text.endIndex) ?? text.endIndex
                let nextUTF8 = text.utf8Offset(of: next)
                // Scalars start at every non-continuation byte; 4-byte scalars take 2 UTF-16 units.
                var scalarCount = 0, astralCount = 0
                for offset in counts.utf8..<nextUTF8 {
                    let byte = bytes[offset]
                    if byte & 0xC0 != 0x80 { scalarCount += 1 }
                    if byte >= 0xF0 { astralCount += 1 }
                }
                let graphemes = next == text.endIndex ? text.distance(from: index, to: next) : stride
                counts = counts + UnitCounts(grapheme: graphemes, scalar: scalarCount,
                                             utf16: scalarCount + astralCount, utf8: nextUTF8 - counts.utf8)
                if next < text.endIndex {
                    scalars.append(counts.scalar)
                    utf16.append(counts.utf16)
                    utf8.append(counts.utf8)
                }
                index = next
            }
            return counts
        }
        guard let totals else {
            // Not contiguous UTF-8 (native Swift strings always are): walk piece by piece.
            self.init(walking: text, stride: stride)
            return
        }
        self.init(text: text, stride: stride, scalars: scalars, utf16: utf16, utf8: utf8, totals: totals)
    }

    private init(text: String, stride: Int, scalars: [Int], utf16: [Int], utf8: [Int], totals: UnitCounts) {
        self.text = text
        self.checkpointStride = stride
        self.scalarCheckpoints = scalars
        self.utf16Checkpoints = utf16
        self.utf8Checkpoints = utf8
        self.totals = totals
    }

    private init(walking text: String, stride: Int) {
        var scalars = [0], utf16 = [0], utf8 = [0]
        var position: String.WalkPosition = (text.startIndex, UnitCounts())
        while position.index < text.endIndex {
            position = text.stepPiece(from: position, boundary: .grapheme)
            if position.counts.grapheme % stride == 0 && position.index < text.endIndex {
                scalars.append(position.counts.scalar)
                utf16.append(position.counts.utf16)
                utf8.append(position.counts.utf8)
            }
        }
        self.init(text: text, stride: stride, scalars: scalars, utf16: utf16, utf8: utf8, totals: position.counts)
    }

    /// The text's length in `unit`, without walking.
    public func length(in unit: TextUnit) -> Int { totals[unit] }

    /// The number of checkpoints in the table.
    public var checkpointCount: Int { utf8Checkpoints.count }

    /// The index at `offset` (in `unit`); see `String.index(atOffset:in:rounding:boundary:)`.
    public func index(atOffset offset: Int, in unit: TextUnit, rounding: OffsetRounding = .down,
                      boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Rounded<String.Index> {
        let result = try walk(toOffset: offset, in: unit, rounding: rounding, boundary: boundary, needsGraphemeCount: false)
        return Rounded(result.position.index, adjustments: result.adjustment.map { [$0] } ?? [])
    }

    /// The offset of `index` in `unit`; see `String.offset(of:in:rounding:boundary:)`.
    public func offset(of index: String.Index, in unit: TextUnit, rounding: OffsetRounding = .down,
                       boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Rounded<Int> {
        guard index <= text.endIndex else {
            throw .indexOutOfBounds(utf8Offset: text.utf8Offset(of: index), utf8Length: totals.utf8)
        }
        let effective: TextBoundary = unit == .grapheme ? .grapheme : boundary
        let checkpoint = lastCheckpoint(atMost: text.utf8Offset(of: index), in: utf8Checkpoints)
        let result = try text.walk(toIndex: index, from: position(ofCheckpoint: checkpoint),
                                   rounding: rounding, boundary: effective)
        return Rounded(result.position.counts[unit], adjustments: result.adjustment.map { [$0] } ?? [])
    }

    /// Converts `offset` between units; see `String.convertOffset(_:from:to:rounding:boundary:)`.
    public func convertOffset(_ offset: Int, from source: TextUnit, to target: TextUnit,
                              rounding: OffsetRounding = .down,
                              boundary: TextBoundary = .grapheme) throws(TextEditingError) -> Rounded<Int> {
        let effective: TextBoundary = source == .grapheme || target == .grapheme ? .grapheme : boundary
        let result = try walk(toOffset: offset, in: source, rounding: rounding, boundary: effective,
                              needsGraphemeCount: target == .grapheme)
        return Rounded(result.position.counts[target], adjustments: result.adjustment.map { [$0] } ?? [])
    }

    private func walk(toOffset offset: Int, in unit: TextUnit, rounding: OffsetRounding, boundary: TextBoundary,
                      needsGraphemeCount: Bool)
        throws(TextEditingError) -> (position: String.WalkPosition, adjustment: RoundingAdjustment?) {
        guard offset >= 0, offset <= totals[unit] else {
            throw .offsetOutOfBounds(offset: offset, length: totals[unit], unit: unit)
        }
        let checkpoint: Int
        switch unit {
        case .grapheme: checkpoint = min(offset / checkpointStride, utf8Checkpoints.count - 1)
        case .scalar: checkpoint = lastCheckpoint(atMost: offset, in: scalarCheckpoints)
        case .utf16: checkpoint = lastCheckpoint(atMost: offset, in: utf16Checkpoints)
        case .utf8: checkpoint = lastCheckpoint(atMost: offset, in: utf8Checkpoints)
        }
        let start = position(ofCheckpoint: checkpoint)
        if unit != .grapheme && !needsGraphemeCount, let exact = scanScalars(toOffset: offset, in: unit, from: start.counts) {
            // Fast path: the target is a scalar boundary found by scanning bytes; it only
            // needs the walk when it is not a grapheme boundary (rounding is required).
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: exact.utf8)
            if boundary == .scalar || index.samePosition(in: text) != nil {
                return ((index, exact), nil)
            }
        }
        return try text.walk(toOffset: offset, in: unit, from: start, rounding: rounding, boundary: boundary)
    }

    /// Scans UTF-8 bytes from `start` to the scalar boundary at `offset` (in `unit`), or nil
    /// when `offset` falls inside a scalar's encoding. The grapheme count is not maintained.
    private func scanScalars(toOffset offset: Int, in unit: TextUnit, from start: UnitCounts) -> UnitCounts? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> UnitCounts? in
            var counts = start
            while counts[unit] < offset {
                let lead = bytes[counts.utf8]
                let width = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                counts.utf8 += width
                counts.scalar += 1
                counts.utf16 += width == 4 ? 2 : 1
            }
            return counts[unit] == offset ? counts : nil
        } ?? nil
    }

    private func position(ofCheckpoint checkpoint: Int) -> String.WalkPosition {
        let utf8Offset = utf8Checkpoints[checkpoint]
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
        return (index, UnitCounts(grapheme: checkpoint * checkpointStride, scalar: scalarCheckpoints[checkpoint],
                                  utf16: utf16Checkpoints[checkpoint], utf8: utf8Offset))
    }

    /// The last checkpoint whose value is at most `value` (values strictly increase).
    private func lastCheckpoint(atMost value: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if values[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
