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

extension RowAnimation {
    /// The animation the tests use: ease-in-out over 0.22 s, entering rows rising 8 points
    /// (the Filter scene's values, chosen by the app; the library has no default).
    static let fadeAndRise = RowAnimation(curve: .easeInOut, duration: 0.22, insertionRise: 8)
}
