// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import CSV

/// The streaming reader, fed a few bytes at a time into tiny buffers, must read exactly
/// what the in-memory reader reads: records, lines, errors and forgiven issues.
@Suite struct CSVReaderStreamingTests {
    @Test(arguments: [CSVReader.Options.Mode.strict, .lenient])
    func randomInputsAgreeWithTheInMemoryReader(_ mode: CSVReader.Options.Mode) {
        var random = SplitMix64(seed: mode == .strict ? 1 : 2)
        var failures = 0
        for round in 0..<600 {
            let bytes = randomCSVBytes(count: Int(random.next() % 300), random: &random)
            var options = CSVReader.Options(mode: mode, requiresUniformFieldCount: round % 3 != 0)
            options.blankLines = round % 2 == 0 ? .skip : .emptyRecord
            options.hasHeader = round % 5 == 0
            let expected = readAll(bytes, options: options)
            for (chunk, buffer) in [(1, 16), (3, 16), (5, 40), (64, 64), (7, 1000)] {
                let streamed = readAll(bytes, options: options, chunkSize: chunk, bufferSize: buffer)
                if streamed != expected {
                    failures += 1
                    Issue.record("chunk \(chunk) buffer \(buffer) on \(bytes): \(streamed) != \(expected)")
                }
            }
            if failures > 5 { break }
        }
    }

    /// Well-formed random tables, so that most rounds go all the way through.
    @Test func wellFormedTablesAgreeAcrossBufferSizes() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<150 {
            let columns = 1 + Int(random.next() % 5)
            let rows = Int(random.next() % 30)
            let table = (0..<rows).map { _ in (0..<columns).map { _ in randomField(&random) } }
            let data = try CSVWriter.bytes(for: table, options: .init(lineBreak: random.next() % 2 == 0 ? .crlf : .lf))
            let expected = readAll(data)
            #expect(expected.error == nil)
            #expect(expected.records == table.filter { $0 != [""] || columns == 1 })
            for (chunk, buffer) in [(1, 16), (2, 16), (13, 32), (100, 128)] {
                #expect(readAll(data, chunkSize: chunk, bufferSize: buffer) == expected)
            }
        }
    }

    /// A record longer than many reads is not parsed again after every read (that would be
    /// about 800 times here): up to 64 KiB it is parsed again when a read brings a line
    /// break, beyond that only when its bytes have doubled.
    @Test func aLongRecordInSmallReadsIsNotParsedOverAndOver() throws {
        let long = String(repeating: "abc,", count: 100_000) + "end"
        for text in [long + "\n", "\"" + long.replacingOccurrences(of: ",", with: "\n") + "\"\n"] {
            let bytes = Array(("h\n" + text + "x\n").utf8)
            let reader = try CSVReader(
                source: ChunkedMemorySource(bytes: bytes, chunkSize: 512),
                options: .init(requiresUniformFieldCount: false, bufferSize: 1024))
            let records = try reader.readAllRecords()
            #expect(records.count == 3)
            #expect(reader.incompleteParseCount < 200, "parsed again \(reader.incompleteParseCount) times")
        }
    }

    /// Short records still come out as soon as their line break has arrived.
    @Test func shortRecordsAreNotHeldBack() throws {
        let reader = try CSVReader(
            source: ChunkedMemorySource(bytes: Array("a,b\nc,d\n".utf8), chunkSize: 4), options: .init(bufferSize: 16))
        #expect(try reader.nextRecord()?.fields == ["a", "b"])
        #expect(try reader.nextRecord()?.fields == ["c", "d"])
        #expect(try reader.nextRecord() == nil)
    }

    /// A problem in text already read comes before one the source meets later: a stray
    /// quote in a long UTF-16 line is reported, not the cut-off character at the file's
    /// end, however the reading is chunked (found by the CSV fuzz target: streamed, the
    /// source's error came while the reader was still gathering the line, before it
    /// parsed the quote).
    @Test func aProblemReadBeforeTheSourcesErrorIsReportedFirst() {
        for quoteAt in stride(from: 1, through: 200, by: 7) {
            let text = String(repeating: "x", count: quoteAt) + "\"" + String(repeating: "y", count: 20)
            // A BOM, the line in UTF-16LE, and a lone byte: the last character is cut off.
            let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x41]
            let inMemory = readAll(bytes)
            guard case .quoteInUnquotedField(line: 1, column: quoteAt + 1)? = inMemory.error else {
                Issue.record("in memory: \(inMemory)")
                continue
            }
            for chunkSize in [1, 2, 3, 5, 64] {
                let streamed = readAll(bytes, chunkSize: chunkSize, bufferSize: 16)
                #expect(streamed == inMemory, "quote at \(quoteAt), chunks of \(chunkSize)")
            }
        }
    }

    /// Lenient mode lists what it forgave in input order, however far ahead of the parser
    /// the converter ran: in memory it converts a whole block before the first record is
    /// parsed (found by the CSV fuzz target: a bad UTF-16 unit on line 2 was listed before
    /// a stray quote on line 1, but only in memory).
    @Test func forgivenIssuesAreInInputOrderStreamedOrInMemory() {
        // A BOM, then in UTF-16LE: a stray quote on line 1; a lone low surrogate (0xDC00,
        // undefined alone) on line 2 and another on line 4, after a second stray quote on
        // line 3 and before a record with a field too many.
        func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let loneSurrogate: [UInt8] = [0x00, 0xDC]
        let bytes: [UInt8] = [0xFF, 0xFE] + utf16("a\"b,c\nd") + loneSurrogate + utf16(",e\nf\"g,h\n") + loneSurrogate
            + utf16("i,j\nk,l,m\n")
        var options = CSVReader.Options.lenient
        options.requiresUniformFieldCount = true
        let expected: [CSVError] = [
            .quoteInUnquotedField(line: 1, column: 2),
            .invalidEncoding(line: 2, column: 2, encoding: .utf16LittleEndian),
            .quoteInUnquotedField(line: 3, column: 2),
            .invalidEncoding(line: 4, column: 1, encoding: .utf16LittleEndian),
            .fieldCountMismatch(line: 5, column: 5, expected: 2, found: 3),
        ]
        let inMemory = readAll(bytes, options: options)
        #expect(inMemory.error == nil)
        #expect(inMemory.forgiven == expected)
        for chunkSize in [1, 2, 3, 7, 64] {
            #expect(readAll(bytes, options: options, chunkSize: chunkSize, bufferSize: 16) == inMemory, "chunks of \(chunkSize)")
        }
    }

    private func randomField(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "bc", ",", "\"", "\n", "\r\n", "\r", " ", "é", "😀", ""]
        return (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
}

extension CSVWriter {
    /// The bytes of `records` written with `options` (test helper without Foundation).
    static func bytes(for records: [[String]], options: Options = Options()) throws -> [UInt8] {
        var output: [UInt8] = []
        let writer = try CSVWriter(options: options) { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
            output.append(contentsOf: chunk)
        }
        for record in records { try writer.writeRecord(record) }
        try writer.finish()
        return output
    }
}
