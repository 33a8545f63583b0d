// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct TextTransformationTests {
    @Test func builtInTransformations() {
        #expect(TextTransformation.trimWhitespace(" \n Blue tile \t") == "Blue tile")
        #expect(TextTransformation.trimWhitespace("   ") == "")
        #expect(TextTransformation.uppercase("Blue tile") == "BLUE TILE")
        let replace = TextTransformation.replace(with: "Soft Blue tile", policy: .selectReplacement)
        #expect(replace("anything") == "Soft Blue tile")
        #expect(replace.policy == .selectReplacement)
        #expect(TextTransformation.trimWhitespace.policy == .keepLogicalPosition)
    }
}
