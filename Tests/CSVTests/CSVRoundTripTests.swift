// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import CSV

/// Whatever the writer writes, the reader reads back exactly, for random strings and every
/// combination of writer options.
@Suite struct CSVRoundTripTests {
    private static let pieces: [String] = [
        "a", "Z", "0", " ", ",", ";", "\t", "\"", "\"\"", "\n", "\r", "\r\n", "é", "東京", "😀", "\u{FEFF}", "\u{0}",
        "\u{301}", "x y", "",
    ]

    private func randomString(_ random: inout SplitMix64) -> String {
        (0..<Int(random.next() % 8)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
    }

    @Test func randomTablesRoundTrip() throws {
        var random = SplitMix64(seed: 7)
        for round in 0..<2000 {
            let columns = 1 + Int(random.next() % 4)
            let table = (0..<Int(random.next() % 6)).map { _ in (0..<columns).map { _ in randomString(&random) } }
            let delimiter: UInt8 = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")][round % 3]
            let writerOptions = CSVWriter.Options(
                delimiter: delimiter, lineBreak: round % 2 == 0 ? .crlf : .lf, writesByteOrderMark: round % 4 < 2,
                writesFinalLineBreak: round % 5 != 0, quotesAllFields: round % 7 == 0)
            let bytes = try CSVWriter.bytes(for: table, options: writerOptions)
            let readerOptions = CSVReader.Options(delimiter: delimiter)
            let outcome = readAll(bytes, options: readerOptions)
            #expect(outcome.error == nil)
            #expect(outcome.records == table, "round \(round): \(table) → \(bytes)")
            // And streamed through a tiny buffer.
            #expect(readAll(bytes, options: readerOptions, chunkSize: 3, bufferSize: 16).records == table)
            if outcome.records != table { break }
        }
    }

    @Test func headerAndRecordsRoundTrip() throws {
        let header = ["name", "bio", "fun facts"]
        let rows = [["Juan Chavez", "(408) 555-4301", "likes \"CSV\"\nand commas, too"], ["Mei Chen", "", "東京"]]
        let bytes = try CSVWriter.bytes(for: [header] + rows, options: .init(writesByteOrderMark: true))
        let outcome = readAll(bytes, options: .init(hasHeader: true))
        #expect(outcome.header == header)
        #expect(outcome.records == rows)
    }
}
