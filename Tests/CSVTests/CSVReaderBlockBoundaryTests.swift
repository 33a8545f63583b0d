// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import CSV

/// The reader scans 64 bytes at a time (16 or 32 per vector compare, or all 64) and refills
/// its buffer as it goes: quotes, line breaks and multi-byte UTF-8 that straddle a block edge
/// or a refill must read exactly as anywhere else, on every path the reader has here (the
/// byte-level parser with its vector and its portable scan, each record scanner build).
@Suite struct CSVReaderBlockBoundaryTests {
    /// Reads `bytes` on every path (see `everyReadingPath`), in memory and streamed in a few
    /// chunk and buffer sizes, expects them all to agree with the byte-level parser in
    /// memory, and returns what it read.
    static func readOnEveryPath(_ bytes: [UInt8], options: CSVReader.Options = .init()) -> ReadOutcome {
        let paths = everyReadingPath(options)
        let expected = readAll(bytes, options: paths[0].options)
        for (name, pathOptions) in paths {
            let inMemory = readAll(bytes, options: pathOptions)
            #expect(inMemory == expected, "in memory, \(name): \(bytes)")
            for (chunk, buffer) in [(1, 16), (5, 40), (64, 64), (61, 128)] {
                let streamed = readAll(bytes, options: pathOptions, chunkSize: chunk, bufferSize: buffer)
                #expect(streamed == expected, "chunk \(chunk), buffer \(buffer), \(name): \(bytes)")
            }
        }
        return expected
    }

    /// A field as written (`raw`) and as read (`value`), with the line breaks it holds.
    struct Construct: Sendable, CustomStringConvertible {
        let raw: String
        let value: String
        let lineBreaks: Int
        var description: String { raw.debugDescription }
    }

    static let constructs: [Construct] = [
        Construct(raw: "\"a,b\"", value: "a,b", lineBreaks: 0),
        Construct(raw: "\"x\"\"y\"", value: "x\"y", lineBreaks: 0),
        Construct(raw: "\"\"\"\"", value: "\"", lineBreaks: 0),
        Construct(raw: "\"\"", value: "", lineBreaks: 0),
        Construct(raw: "\"l1\nl2\"", value: "l1\nl2", lineBreaks: 1),
        Construct(raw: "\"l1\r\nl2\"", value: "l1\r\nl2", lineBreaks: 1),
        Construct(raw: "\"l1\rl2\"", value: "l1\rl2", lineBreaks: 1),
        Construct(raw: "\"\r\n\r\n\"", value: "\r\n\r\n", lineBreaks: 2),
        Construct(raw: "é", value: "é", lineBreaks: 0),
        Construct(raw: "東京", value: "東京", lineBreaks: 0),
        Construct(raw: "😀", value: "😀", lineBreaks: 0),
        Construct(raw: "\"é\"\"😀\"", value: "é\"😀", lineBreaks: 0),
    ]

    /// Each construct, each line end, at every offset across the 48- and 64-byte edges (the
    /// records repeat, so later copies cross the 128- and 192-byte edges too).
    @Test(arguments: constructs)
    func constructsReadTheSameAtEveryOffset(_ construct: Construct) {
        for lineEnd in ["\n", "\r\n", "\r"] {
            for padding in 40..<72 {
                let pad = String(repeating: "p", count: padding)
                let text = String(repeating: pad + "," + construct.raw + ",z" + lineEnd, count: 3)
                let outcome = Self.readOnEveryPath(Array(text.utf8))
                #expect(outcome.error == nil, "\(construct) after \(padding) bytes: \(outcome)")
                #expect(outcome.records == Array(repeating: [pad, construct.value, "z"], count: 3))
                let linesPerRecord = construct.lineBreaks + 1
                #expect(outcome.lines == [1, 1 + linesPerRecord, 1 + 2 * linesPerRecord])
            }
        }
    }

    /// The byte after a CR decides whether it is a CRLF; here the CR ends a block or a read.
    @Test func crAtTheEndOfABlockOrARead() {
        for padding in 55..<70 {
            let pad = String(repeating: "q", count: padding)
            for text in [pad + "\r\nb\r\n", pad + "\rb\r", pad + "\r\r\nb", "\"" + pad + "\r\nx\"\r\nb\r\n"] {
                let outcome = Self.readOnEveryPath(Array(text.utf8), options: .init(requiresUniformFieldCount: false))
                #expect(outcome.error == nil)
                #expect(outcome.records.count == 2, "\(text.debugDescription): \(outcome)")
                #expect(outcome.records.last == ["b"])
            }
        }
    }

    /// Errors keep their line and column wherever they fall.
    @Test func errorsAtEveryOffsetAcrossABlockEdge() {
        for padding in 56..<70 {
            let pad = String(repeating: "e", count: padding)
            let column = padding + 1
            let cases: [([UInt8], CSVError)] = [
                // A quote inside an unquoted field.
                (Array((pad + "\"x\n").utf8), .quoteInUnquotedField(line: 1, column: column)),
                // Text after a closing quote; the field opens on line 1.
                (Array(("a\n\"" + pad + "\"x,y\n").utf8), .textAfterClosingQuote(line: 2, column: column + 2)),
                // A three-byte sequence cut short by ASCII.
                (Array(pad.utf8) + [0xE6, 0x9D] + Array("x\n".utf8), .invalidUTF8(line: 1, column: column)),
                // A four-byte sequence cut short by the end of the input.
                (Array(pad.utf8) + [0xF0, 0x9F, 0x98], .invalidUTF8(line: 1, column: column)),
                // A lone continuation byte after a valid two-byte sequence.
                (Array((pad + "é").utf8) + [0xA9, 0x0A], .invalidUTF8(line: 1, column: column + 1)),
                // An overlong two-byte form inside quotes, after a line break in them.
                (Array(("\"x\n" + pad).utf8) + [0xC1, 0xBF, 0x22, 0x0A], .invalidUTF8(line: 2, column: column)),
            ]
            for (bytes, error) in cases {
                #expect(Self.readOnEveryPath(bytes).error == error, "\(bytes)")
            }
        }
    }

    /// Random inputs heavy in the bytes that matter (and in multi-byte UTF-8): every path
    /// reads exactly what the byte-level parser reads, strict and lenient.
    @Test(arguments: [CSVReader.Options.Mode.strict, .lenient])
    func everyPathAgreesOnRandomInput(_ mode: CSVReader.Options.Mode) {
        var random = SplitMix64(seed: mode == .strict ? 21 : 22)
        let alphabet = defaultAlphabet + [Array("😀".utf8), [0xE6, 0x9D], [0xFF], Array("ab".utf8), Array("cdefgh".utf8)]
        for round in 0..<300 {
            let bytes = randomCSVBytes(count: 40 + Int(random.next() % 200), random: &random, alphabet: alphabet)
            var options = CSVReader.Options(mode: mode, requiresUniformFieldCount: round % 3 != 0)
            options.blankLines = round % 2 == 0 ? .skip : .emptyRecord
            _ = Self.readOnEveryPath(bytes, options: options)
        }
    }
}
