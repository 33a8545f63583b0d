// SPDX-License-Identifier: Apache-2.0
// Seed 002 (05:01): the profile a PasteButton appends fun facts to (the PasteButtonView
// around it is SwiftUI, Mac-only). One call differs from the seed: it writes
// `funFacts.append(newFunFacts)` with an array of strings, which no Swift compiler accepts
// ("no exact matches in call to instance method 'append'"); appending a sequence is
// `append(contentsOf:)`.
import Foundation

struct Profile {
    private var funFacts: [String] = []
    mutating func addFunFacts(_ newFunFacts: [String]) {
        funFacts.append(contentsOf: newFunFacts)
    }
}

extension Profile {
    /// The facts, for the check (the seed keeps them private).
    var factsForCheck: [String] { funFacts }
}
