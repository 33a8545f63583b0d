// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct SearchQueryTests {
    @Test func keepsTheTypedText() {
        #expect(SearchQuery(" Tile ").text == " Tile ")
    }

    @Test func emptyOrAccentOnlyQueriesMatchEverything() {
        #expect(SearchQuery("").matchesEverything)
        #expect(SearchQuery("\u{308}").matchesEverything)
        #expect(!SearchQuery("a").matchesEverything)
    }

    @Test func longerQueryNarrowsTheShorterOne() {
        #expect(SearchQuery("til").narrows(SearchQuery("ti")))
        #expect(SearchQuery("TÍL").narrows(SearchQuery("il")))
        #expect(SearchQuery("a").narrows(SearchQuery("")))
        #expect(!SearchQuery("b").narrows(SearchQuery("a")))
        #expect(!SearchQuery("ti").narrows(SearchQuery("til")))
    }
}
