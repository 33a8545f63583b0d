// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import UniformTypeIdentifiers

/// The registry's immutable tag table and the one-pass tag scan that feeds it.
@Suite struct TagTableTests {
    /// Keys of every length from 1 to 40 bytes, so that every tail length and word count
    /// is covered.
    static let keys: [String] = (1...40).map { length in
        String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(($0 * 7 + length) % 26))) })
    }

    @Test func findsEveryKeyIgnoringASCIICase() {
        let table = TagTable(Self.keys.enumerated().map { ($1, TagTable.Entry(declared: Int32($0), declaredCount: 1)) })
        #expect(table.count == Self.keys.count)
        for (index, key) in Self.keys.enumerated() {
            #expect(table.entry(for: key)?.declared == Int32(index), "\(key)")
            #expect(table.entry(for: key.uppercased())?.declared == Int32(index), "\(key.uppercased())")
            var mixed = key
            mixed.replaceSubrange(mixed.startIndex...mixed.startIndex, with: mixed.prefix(1).uppercased())
            #expect(table.entry(for: mixed)?.declared == Int32(index), "\(mixed)")
        }
    }

    @Test func missesNearKeys() {
        let table = TagTable(Self.keys.map { ($0, TagTable.Entry(declared: 0, declaredCount: 1)) })
        for key in Self.keys {
            #expect(table.entry(for: String(key.dropLast()) + "#") == nil, "\(key)")
            // A different last byte (in the tail word) and a different first byte.
            #expect(table.entry(for: String(key.dropLast()) + "0") == nil, "\(key)")
            #expect(table.entry(for: "0" + key.dropFirst()) == nil, "\(key)")
        }
        #expect(table.entry(for: "") == nil)
        #expect(table.entry(for: "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz") == nil)
    }

    @Test func foldsOnlyASCIILetters() {
        let table = TagTable([("text/x-é", TagTable.Entry(desktop: 1)), ("a@[`{", TagTable.Entry(desktop: 2))])
        #expect(table.entry(for: "TEXT/X-é")?.desktop == 1)
        #expect(table.entry(for: "text/x-É") == nil)
        // The neighbours of A–Z and a–z ("@[`{") are not letters.
        #expect(table.entry(for: "A@[`{")?.desktop == 2)
        #expect(table.entry(for: "a`{@[") == nil)
        #expect(table.entry(for: "a@{`[") == nil)
    }

    @Test func firstEntryToSetAFieldWins() {
        let table = TagTable([
            ("text/plain", TagTable.Entry(declared: 3, declaredCount: 2)),
            ("TEXT/PLAIN", TagTable.Entry(declared: 9, declaredCount: 1, desktop: 4)),
            ("text/Plain", TagTable.Entry(desktop: 8)),
            ("", TagTable.Entry(desktop: 5)),
        ])
        #expect(table.count == 1)
        #expect(table.entry(for: "Text/Plain") == TagTable.Entry(declared: 3, declaredCount: 2, desktop: 4))
    }

    @Test func holdsThousandsOfKeys() {
        let keys = (0..<5000).map { "application/x-generated-\($0 * 7919)" }
        let table = TagTable(keys.enumerated().map { ($1, TagTable.Entry(desktop: Int32($0))) })
        #expect(table.count == 5000)
        for (index, key) in keys.enumerated() {
            #expect(table.entry(for: key.uppercased())?.desktop == Int32(index))
        }
        #expect(table.entry(for: "application/x-generated-1") == nil)
    }

    // MARK: The scan

    static func scan(_ text: String) -> TagScan {
        var text = text
        return text.withUTF8 { TagScan($0) }
    }

    @Test func scanHashesAsTheTableDoes() {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("abcXYZ/+-.;09 \u{7F}é")
        for _ in 0..<2000 {
            var text = String((0..<Int.random(in: 1...30, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let hash = text.withUTF8 { TagTable.hash($0) }
            #expect(Self.scan(text).hash == hash, "\(text.debugDescription)")
        }
    }

    @Test func scanFindsControlCharactersAnywhere() {
        for length in 1...24 {
            for position in 0..<length {
                for control: UInt8 in [0, 0x09, 0x1F, 0x7F] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = control
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(Self.scan(text).hasControl, "\(length) \(position) \(control)")
                }
            }
            let plain = String(repeating: "a", count: length)
            #expect(!Self.scan(plain).hasControl)
            #expect(!Self.scan(plain).needsGeneralPath)
        }
        // Space, and bytes from 0x20 up, are not control characters.
        #expect(!Self.scan(" !~").hasControl)
        #expect(!Self.scan("éé").hasControl)
    }

    @Test func scanCountsSlashesAndSpotsWhatNeedsTheGeneralPath() {
        #expect(Self.scan("text/plain").slashes == 1)
        #expect(Self.scan("a/b/c/d/e/f/g/h/i/j/k/l").slashes == 11)
        #expect(Self.scan("////////////////").slashes == 16)
        #expect(Self.scan("plain").slashes == 0)
        #expect(Self.scan("text/plain;charset=utf-8").needsGeneralPath)
        #expect(Self.scan("text/plain charset").needsGeneralPath)
        #expect(Self.scan("text/plaín").needsGeneralPath)
        #expect(!Self.scan("application/vnd.oasis.opendocument.text").needsGeneralPath)
        #expect(Self.scan("Text/plain").hasUppercase)
        #expect(Self.scan("text/plainZ").hasUppercase)
        #expect(!Self.scan("text/plain@[").hasUppercase)
    }
}
