// SPDX-License-Identifier: Apache-2.0
import StableCollections

/// A label row as in SPEC scene 2: a stored, immutable id and editable text.
struct Label: Identifiable, Equatable, Sendable {
    let id: Int
    var text: String
}

/// A record as in SPEC scene 3.
struct FilterRecord: Equatable, Sendable {
    let recordID: Int
    var title: String
    var isTile: Bool
}

/// A small deterministic generator (SplitMix64) so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RowAnimation {
    /// The animation the tests use: ease-in-out over 0.22 s, entering rows rising 8 points
    /// (the Filter scene's values, chosen by the app; the library has no default).
    static let fadeAndRise = RowAnimation(curve: .easeInOut, duration: 0.22, insertionRise: 8)
}
