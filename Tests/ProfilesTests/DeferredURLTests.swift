// SPDX-License-Identifier: Apache-2.0
import CSV
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

struct DeferredURLTests {
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { PlainURLText.isPlain($0) }
    }

    @Test func plainTextIsWhatFoundationParsesUnchangedWithAScheme() {
        var generator = SplitMix64(seed: 9)
        let pathAlphabet = Array("az09-._~!$&'()*+,;=:@/%AF")
        var plain = 0
        for _ in 0..<5000 {
            let prefix = ["file:///", "http://", "https://", "http://host.example:8080/", "https://a-b.c/"].randomElement(using: &generator)!
            let tail = String((0..<Int.random(in: 0...20, using: &generator)).map { _ in pathAlphabet.randomElement(using: &generator)! })
            let text = prefix + tail
            guard Self.isPlain(text) else { continue }
            plain += 1
            let url = URL(string: text)
            #expect(url != nil && url?.scheme != nil, "\(text)")
            #expect(url?.absoluteString == text, "\(text)")
            #expect(AbsoluteURLText.parse(text) == url)
        }
        #expect(plain > 1000)
    }

    @Test func otherTextIsNotPlain() {
        for text in ["", "file://", "file:/x", "FILE:///x", "file:///a b", "file:///a?b", "file:///a#b", "file:///%4", "file:///%zz",
                     "http://", "http:///x", "http://host:/x", "http://host:80x", "http://ho st/", "http://host?x", "https://h/é",
                     "ftp://host/x", "relative/path", "/absolute", "mailto:a@b"] {
            #expect(!Self.isPlain(text), "\(text.debugDescription)")
        }
        for text in ["file:///", "http://h", "https://h:1", "http://h/", "file:///a%20b/C~d"] {
            #expect(Self.isPlain(text), "\(text.debugDescription)")
        }
    }

    @Test func deferredURLsEqualHashAndCodeAsTheirURLs() throws {
        let text = "file:///home/ana/Videos/clip%201.mp4"
        let url = try #require(URL(string: text))
        let deferred = Profile(id: UUID(), name: "A", phoneNumber: "", bio: "", funFacts: [], storedVideo: DeferredURL(plainText: text), storedPortrait: nil)
        var parsed = deferred
        parsed.video = url
        #expect(deferred.video == url)
        #expect(deferred == parsed)
        #expect(deferred.hashValue == parsed.hashValue)
        #expect(Set([deferred, parsed]).count == 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(deferred) == encoder.encode(parsed))
        #expect(try JSONDecoder().decode(Profile.self, from: encoder.encode(deferred)) == parsed)
        var other = parsed
        other.video = URL(string: "file:///home/ana/Videos/clip%202.mp4")
        #expect(deferred != other)
    }

    @Test func decodedArchivesKeepPlainURLsAsTextAndParseTheRest() throws {
        let csv = "id,name,video,portrait\n\(UUID().uuidString),A,file:///v/a.mp4,https://example.com/p.png?size=2\n"
        let profile = try #require(try ProfilesArchive(csvData: Data(csv.utf8)).profiles.first)
        #expect(profile.video == URL(string: "file:///v/a.mp4"))
        #expect(profile.portrait == URL(string: "https://example.com/p.png?size=2"))
    }

    @Test func deferredURLsParseOnceAcrossThreads() async throws {
        let deferred = DeferredURL(plainText: "file:///x/y.png")
        let urls = await withTaskGroup(of: URL.self) { group in
            for _ in 0..<8 { group.addTask { deferred.url } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(urls) == [URL(string: "file:///x/y.png")!])
    }
}
