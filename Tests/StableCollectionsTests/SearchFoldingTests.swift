// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
import StableCollections

@Suite struct SearchFoldingTests {
    @Test(arguments: [
        ("Tile A", "tile a"),
        ("Crème Brûlée", "creme brulee"),
        ("ÇA VA", "ca va"),
        ("Straße", "strasse"),
        ("STRAẞE", "strasse"),
        ("İstanbul", "istanbul"),
        ("ΟΔΥΣΣΕΥΣ", "οδυσσευσ"),
        ("ὀδυσσεύς", "οδυσσευσ"),
        ("ﬁle", "file"),
        ("\u{212A}elvin", "kelvin"),
        ("e\u{301}", "e"),
        ("がぎ", "かき"),
        ("Ñandú", "nandu"),
    ])
    func foldsCaseAndDiacritics(text: String, folded: String) {
        #expect(SearchFolding.folded(text) == folded)
    }

    @Test func precomposedAndDecomposedFormsFoldAlike() {
        #expect(SearchFolding.folded("caf\u{E9}") == SearchFolding.folded("cafe\u{301}"))
        #expect(SearchFolding.foldedUTF8("Å") == SearchFolding.foldedUTF8("A\u{30A}"))
    }

    @Test func lettersWithoutDecompositionKeepTheirIdentity() {
        #expect(SearchFolding.folded("Ø") == "ø")
        #expect(SearchFolding.folded("Łódź") == "łodz")
        #expect(!SearchFolding.contains("Ørsted", "o"))
    }

    @Test func vowelSignsThatAreNotDiacriticsStay() {
        // Devanagari "कि" is KA + vowel sign I (a spacing mark): both stay.
        #expect(SearchFolding.folded("कि") == "कि")
        // Thai SARA I (U+0E34) is a non-spacing vowel sign, not a diacritic: it stays.
        #expect(SearchFolding.folded("\u{E01}\u{E34}").unicodeScalars.count == 2)
    }

    @Test func containsIgnoresCaseAndDiacritics() {
        #expect(SearchFolding.contains("Crème Brûlée", "BRULE"))
        #expect(SearchFolding.contains("Dot A", "a"))
        #expect(!SearchFolding.contains("Tile B", "a"))
        #expect(SearchFolding.contains("Grüße", "GRUSSE"))
        #expect(!SearchFolding.contains("abc", "abcd"))
        #expect(SearchFolding.contains("abc", "c"))
    }

    @Test func emptyQueryAndLoneAccentMatchEverything() {
        #expect(SearchFolding.contains("anything", ""))
        #expect(SearchFolding.contains("", ""))
        #expect(SearchFolding.contains("anything", "\u{301}"))
        #expect(!SearchFolding.contains("", "a"))
    }

    @Test func queryIsNeverTrimmed() {
        #expect(!SearchFolding.contains("TileA", "tile a"))
        #expect(SearchFolding.contains("Tile A", "e a"))
        #expect(!SearchFolding.contains("Tile A", " tile"))
    }

    @Test func matchesAgreeWithAFoldThenSearchOnRandomTitles() {
        // Cross-check: contains(text, query) must equal a substring test on the folded strings.
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("aAeÉéèbBsSßẞ ïIİıǅ\u{301}")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let query = String((0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let foldedText = Array(SearchFolding.folded(text).unicodeScalars)
            let foldedQuery = Array(SearchFolding.folded(query).unicodeScalars)
            let expected = foldedQuery.isEmpty || (foldedQuery.count <= foldedText.count
                && (0...(foldedText.count - foldedQuery.count)).contains { Array(foldedText[$0..<($0 + foldedQuery.count)]) == foldedQuery })
            #expect(SearchFolding.contains(text, query) == expected, "\(text) / \(query)")
        }
    }
}
