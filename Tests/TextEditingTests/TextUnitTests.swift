// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct TextUnitTests {
    @Test func onlyGraphemesAreNotAdditive() {
        #expect(TextUnit.allCases.filter { !$0.isAdditive } == [.grapheme])
        // Why: two one-grapheme texts concatenate to one grapheme.
        #expect("e".count + "\u{301}".count == 2 && ("e" + "\u{301}").count == 1)
    }

    @Test func scalarWidthsPerUnit() {
        let samples: [(Unicode.Scalar, utf16: Int, utf8: Int)] = [("a", 1, 1), ("é", 1, 2), ("中", 1, 3), ("👍", 2, 4)]
        for sample in samples {
            #expect(TextUnit.scalar.width(of: sample.0) == 1)
            #expect(TextUnit.utf16.width(of: sample.0) == sample.utf16)
            #expect(TextUnit.utf8.width(of: sample.0) == sample.utf8)
        }
    }

    @Test func versionsCount() {
        #expect(TextVersion.initial.next.next == TextVersion(2))
        #expect(TextVersion(1) < TextVersion(2))
    }
}
