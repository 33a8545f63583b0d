// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct FilterIndexTests {
    let index = FilterIndex(titles: ["Tile A", "Dot A", "Tile B", "Dot B", "Crème", ""])

    @Test func foldsEveryTitleOnce() {
        #expect(index.count == 6)
        #expect(index.foldedTitle(at: 4) == "creme")
        #expect(index.foldedTitle(at: 5) == "")
    }

    @Test func findsMatchingPositionsInOrder() {
        #expect(index.positions(matching: SearchQuery("a")) == [0, 1])
        #expect(index.positions(matching: SearchQuery("B")) == [2, 3])
        #expect(index.positions(matching: SearchQuery("CREME")) == [4])
        #expect(index.positions(matching: SearchQuery("")) == [0, 1, 2, 3, 4, 5])
        #expect(index.positions(matching: SearchQuery("z")).isEmpty)
    }

    @Test func titleMatchesDoNotCrossTitleBoundaries() {
        // "Tile A" + "Dot A" back to back would contain "adot"; separate titles must not.
        #expect(index.positions(matching: SearchQuery("adot")).isEmpty)
        #expect(!index.title(at: 0, contains: SearchQuery("a d")))
        #expect(index.title(at: 0, contains: SearchQuery("e a")))
    }

    @Test func restrictsToCandidatesAndAPredicate() {
        #expect(index.positions(matching: SearchQuery("t"), among: [1, 2, 3]) == [1, 2, 3])
        #expect(index.positions(matching: SearchQuery("t"), among: [1, 2, 3], where: { $0 != 2 }) == [1, 3])
        #expect(index.positions(matching: SearchQuery("tile"), where: { $0 > 0 }) == [2])
    }
}
