// SPDX-License-Identifier: Apache-2.0
/// A position measured in every unit at once. Internal bookkeeping of the offset walkers.
struct UnitCounts: Hashable, Sendable {
    var grapheme = 0
    var scalar = 0
    var utf16 = 0
    var utf8 = 0

    @inline(__always)
    subscript(unit: TextUnit) -> Int {
        switch unit {
        case .grapheme: grapheme
        case .scalar: scalar
        case .utf16: utf16
        case .utf8: utf8
        }
    }

    @inline(__always)
    static func + (lhs: UnitCounts, rhs: UnitCounts) -> UnitCounts {
        UnitCounts(grapheme: lhs.grapheme + rhs.grapheme, scalar: lhs.scalar + rhs.scalar,
                   utf16: lhs.utf16 + rhs.utf16, utf8: lhs.utf8 + rhs.utf8)
    }
}
