// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import Profiles

struct FunFactsColumnTests {
    @Test func factsAreSeparatedByLineFeeds() {
        #expect(FunFactsColumn.encode(["Plays the oboe", "Ran a marathon"]) == "Plays the oboe\nRan a marathon")
        #expect(FunFactsColumn.decode("Plays the oboe\nRan a marathon") == ["Plays the oboe", "Ran a marathon"])
    }

    @Test func noFactsIsAnEmptyColumnAndOneEmptyFactIsNot() {
        #expect(FunFactsColumn.encode([]) == "")
        #expect(FunFactsColumn.encode([""]) == "\\e")
        #expect(FunFactsColumn.decode("") == [])
        #expect(FunFactsColumn.decode("\\e") == [""])
        #expect(FunFactsColumn.encode(["", "a", ""]) == "\\e\na\n\\e")
    }

    @Test func backslashesAndLineBreaksInsideAFactAreEscaped() {
        let facts = ["C:\\Users", "two\nlines", "carriage\rreturn", "crlf\r\nhere"]
        let encoded = FunFactsColumn.encode(facts)
        #expect(encoded == "C:\\\\Users\ntwo\\nlines\ncarriage\\rreturn\ncrlf\\r\\nhere")
        #expect(FunFactsColumn.decode(encoded) == facts)
    }

    @Test func handEditedColumnsAreReadLeniently() {
        // CR and CRLF separate facts too; an empty line is an empty fact.
        #expect(FunFactsColumn.decode("a\r\nb\rc") == ["a", "b", "c"])
        #expect(FunFactsColumn.decode("a\n\nb") == ["a", "", "b"])
        #expect(FunFactsColumn.decode("a\n") == ["a", ""])
        // Unknown escapes and a final backslash are kept as they are.
        #expect(FunFactsColumn.decode("100\\% sure") == ["100\\% sure"])
        #expect(FunFactsColumn.decode("ends with \\") == ["ends with \\"])
        // \e inside a fact adds nothing.
        #expect(FunFactsColumn.decode("a\\eb") == ["ab"])
    }

    @Test func nonASCIIPassesThrough() {
        let facts = ["Zoë 中文 😀", "👩‍👩‍👧"]
        #expect(FunFactsColumn.decode(FunFactsColumn.encode(facts)) == facts)
    }

    @Test func randomFactsRoundTrip() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let facts = RandomText.strings(using: &generator, maxCount: 5)
            let decoded = FunFactsColumn.decode(FunFactsColumn.encode(facts))
            #expect(decoded == facts, "facts \(facts.debugDescription)")
            if decoded != facts { return }
        }
    }

    @Test func anyColumnTextDecodesToFactsThatRoundTrip() {
        // Whatever a hand-edited column holds, what it decodes to is written back so that
        // it decodes to the same facts.
        var generator = SplitMix64(seed: 8)
        for _ in 0..<2_000 {
            let text = RandomText.string(using: &generator, maxLength: 20)
            let facts = FunFactsColumn.decode(text)
            #expect(FunFactsColumn.decode(FunFactsColumn.encode(facts)) == facts, "column \(text.debugDescription)")
        }
    }
}
