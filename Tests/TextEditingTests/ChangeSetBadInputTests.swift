// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

/// Bad input to change sets: typed errors, never a crash.
@Suite struct ChangeSetBadInputTests {
    @Test func positionsPastTheEndOrNegative() {
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 11, length: 10, unit: .scalar)) {
            try ChangeSet(replacements: [.insertion("x", at: 11)], length: 10, unit: .scalar)
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 12, length: 10, unit: .utf16)) {
            try ChangeSet(replacements: [.deletion(from: 8, to: 12)], length: 10, unit: .utf16)
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: -1, length: 10, unit: .utf8)) {
            try ChangeSet(replacements: [.deletion(from: -1, to: 2)], length: 10, unit: .utf8)
        }
    }

    @Test func negativeLengths() {
        #expect(throws: TextEditingError.negativeLength(from: 5, to: 3, unit: .scalar)) {
            try ChangeSet(replacements: [Replacement(from: 5, length: -2, with: "x")], length: 10, unit: .scalar)
        }
        #expect(throws: TextEditingError.negativeLength(from: 0, to: -4, unit: .scalar)) {
            try ChangeSet(replacements: [], length: -4, unit: .scalar)
        }
    }

    @Test func overlappingReplacementsInOneChangeSet() {
        #expect(throws: TextEditingError.overlappingReplacements(
            first: 0, second: 1, firstRange: ClosedOpenRange(from: 2, to: 6), secondRange: ClosedOpenRange(from: 4, to: 8))) {
            try ChangeSet(replacements: [Replacement(from: 2, to: 6, with: "a"), Replacement(from: 4, to: 8, with: "b")],
                          length: 10, unit: .scalar)
        }
        // An insertion strictly inside a replaced range overlaps it too.
        #expect(throws: TextEditingError.overlappingReplacements(
            first: 0, second: 1, firstRange: ClosedOpenRange(from: 5, to: 5), secondRange: ClosedOpenRange(from: 4, to: 6))) {
            try ChangeSet(replacements: [.insertion("hi", at: 5), .deletion(from: 4, to: 6)], length: 10, unit: .scalar)
        }
        // Touching is not overlapping.
        #expect(throws: Never.self) {
            try ChangeSet(replacements: [.deletion(from: 2, to: 4), Replacement(from: 4, to: 6, with: "x"), .insertion("y", at: 6)],
                          length: 10, unit: .scalar)
        }
    }

    @Test func graphemeUnitsCannotDescribeChanges() {
        #expect(throws: TextEditingError.nonAdditiveUnit(.grapheme)) {
            try ChangeSet(replacements: [], length: 3, unit: .grapheme)
        }
        #expect(throws: TextEditingError.nonAdditiveUnit(.grapheme)) {
            try ChangeSet.minimalEdit(from: "a", to: "b", unit: .grapheme)
        }
    }

    @Test func applyingToATextOfTheWrongLength() throws {
        let changes = try ChangeSet(replacements: [.insertion("x", at: 2)], length: 5, unit: .scalar)
        #expect(throws: TextEditingError.lengthMismatch(expected: 5, actual: 4, unit: .scalar)) { try changes.apply(to: "abcd") }
        #expect(throws: TextEditingError.lengthMismatch(expected: 5, actual: 6, unit: .scalar)) { try changes.apply(to: "abcdef") }
        let far = try ChangeSet(replacements: [.insertion("x", at: 9)], length: 10, unit: .scalar)
        #expect(throws: TextEditingError.lengthMismatch(expected: 10, actual: 4, unit: .scalar)) { try far.apply(to: "abcd") }
    }

    @Test func changesThatSplitAScalarEncoding() throws {
        let text = "a👍b" // UTF-16: a, high, low, b; UTF-8: a, 4 bytes, b
        let insideSurrogates = try ChangeSet(replacements: [.insertion("x", at: 2)], length: 4, unit: .utf16)
        #expect(throws: TextEditingError.splitsScalar(offset: 2, unit: .utf16)) { try insideSurrogates.apply(to: text) }
        let insideUTF8 = try ChangeSet(replacements: [.deletion(from: 1, to: 3)], length: 6, unit: .utf8)
        #expect(throws: TextEditingError.splitsScalar(offset: 3, unit: .utf8)) { try insideUTF8.apply(to: text) }
    }

    @Test func changesThatSplitAGraphemeCluster() throws {
        let text = "e\u{301}x"
        // Deleting only the combining accent is a valid scalar-level edit (GTK may do it)…
        let accentOnly = try ChangeSet(replacements: [.deletion(from: 1, to: 2)], length: 3, unit: .scalar)
        #expect(try accentOnly.apply(to: text) == "ex")
        // …but is refused when whole clusters are required.
        #expect(throws: TextEditingError.splitsGraphemeCluster(offset: 1, unit: .scalar)) {
            try accentOnly.apply(to: text, boundary: .grapheme)
        }
        #expect(throws: TextEditingError.splitsGraphemeCluster(offset: 1, unit: .scalar)) {
            try accentOnly.validate(against: text, boundary: .grapheme)
        }
        #expect(throws: Never.self) { try accentOnly.validate(against: text, boundary: .scalar) }
    }
}
