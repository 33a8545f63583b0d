// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

@Suite struct AbsoluteURLTextTests {
    /// What the decoders accepted before the shortcut: Foundation's parse, with a scheme.
    static func reference(_ text: String) -> URL? {
        guard let url = URL(string: text), url.scheme != nil else { return nil }
        return url
    }

    static let samples = [
        "file:///home/ana/Videos/Ferry/clip-1.mp4", "https://example.com/a?b=c#d", "HTTP://EXAMPLE.COM", "x-app+v1.2:payload",
        "mailto:ana@example.com", "file:///a%20b", "file:///x y", "C:\\Users\\me", "a:", ":", ":x", "1a:b", "a b:c", "-a:b",
        "relative/path", "/absolute/path", "//host/path", "?query", "#fragment", "", " ", "file://", "é:x", "aé:x", "a/b:c",
        "data:text/plain,hi", "urn:isbn:0451450523", "ht!tp://x", "http//x", "http:/x", "x:%zz", "x:[", "http://[::1]:80/",
    ]

    @Test func acceptsExactlyWhatFoundationParsesWithAScheme() {
        for text in Self.samples {
            #expect(AbsoluteURLText.parse(text) == Self.reference(text), "\(text.debugDescription)")
        }
    }

    @Test func aLeadingSchemeIsAlwaysTheParsedScheme() {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("aZ9+-.:/?#%@ é\\[]")
        var checked = 0
        for _ in 0..<3000 {
            // Mostly texts that start like a scheme, to reach the interesting cases.
            let start = generator.next() % 4 == 0 ? "" : "a"
            let text = start + String((0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            guard AbsoluteURLText.startsWithScheme(text), let url = URL(string: text) else { continue }
            checked += 1
            #expect(url.scheme != nil, "\(text.debugDescription)")
        }
        #expect(checked > 100)
        #expect(AbsoluteURLText.startsWithScheme("file:///x"))
        #expect(!AbsoluteURLText.startsWithScheme("/file:x"))
        #expect(!AbsoluteURLText.startsWithScheme("file"))
    }
}
