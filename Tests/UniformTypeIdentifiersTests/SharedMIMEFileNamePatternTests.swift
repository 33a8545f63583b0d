// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import UniformTypeIdentifiers

@Suite("shared-mime-info fnmatch patterns")
struct SharedMIMEFileNamePatternTests {
    func matches(_ pattern: String, _ name: String) -> Bool {
        MIMEFileNamePattern.matches(Array(pattern.unicodeScalars), Array(name.unicodeScalars))
    }

    @Test func starsAndQuestionMarks() {
        #expect(matches("*.so.[0-9]*", "libz.so.1.2.13"))
        #expect(!matches("*.so.[0-9]*", "libz.so.x"))
        #expect(matches("readme*", "readme"))
        #expect(matches("readme*", "readme.md"))
        #expect(matches("*", ""))
        #expect(matches("**a**", "xxaxx"))
        #expect(matches("a?c", "abc"))
        #expect(!matches("a?c", "ac"))
        #expect(matches("*/*", "dir/file"))
        #expect(matches("*x", ".x"))
        #expect(!matches("abc", "abcd"))
        #expect(matches("*ab*ab", "abxabab"))
        #expect(matches("?", "é"))
    }

    @Test func brackets() {
        #expect(matches("[0-9][0-9][0-9].vdr", "001.vdr"))
        #expect(!matches("[0-9][0-9][0-9].vdr", "0a1.vdr"))
        #expect(matches("*.anim[1-9j]", "x.animj"))
        #expect(matches("[!a]", "b"))
        #expect(!matches("[^a]", "a"))
        #expect(matches("[]]", "]"))
        #expect(matches("[!]]", "a"))
        #expect(matches("[a-]", "-"))
        #expect(matches("[[:digit:][:upper:]]x", "Qx"))
        #expect(!matches("[[:digit:]]", "a"))
        #expect(matches("[[:alpha:]]", "ß"))
        #expect(!matches("[[:bogus:]]", "a"))
        #expect(matches("[[=a=]]", "a"))
        #expect(matches("[[.-.]]", "-"))
        #expect(matches("[\\]]", "]"))
        #expect(matches("[a-\\z]", "m"))
        // An unterminated bracket is a literal '['.
        #expect(matches("x[ab", "x[ab"))
        #expect(!matches("x[ab", "xa"))
    }

    @Test func escapes() {
        #expect(matches("\\*", "*"))
        #expect(!matches("\\*", "a"))
        #expect(matches("a\\?", "a?"))
        #expect(!matches("a\\", "a\\"))
    }
}
