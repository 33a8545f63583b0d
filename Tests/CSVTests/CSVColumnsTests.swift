// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import CSV

@Suite struct CSVColumnsTests {
    static let text = "id,name,note\r\n1,Zoë,\"say \"\"hi\"\"\"\r\n2,\"a,b\",\"two\nlines\"\r\n3,,plain\r\n"

    @Test func eachColumnHoldsItsValuesInOneBufferWithOffsets() throws {
        let columns = try CSVReader(string: Self.text, options: .init(hasHeader: true)).readColumns()
        #expect(columns.header == ["id", "name", "note"])
        #expect(columns.rowCount == 3)
        #expect(columns.firstLine == 2)
        #expect(columns.columns.map { Array($0) } == [["1", "2", "3"], ["Zoë", "a,b", ""], ["say \"hi\"", "two\nlines", "plain"]])
        let note = try #require(columns["note"])
        note.withUnsafeStorage { bytes, offsets in
            #expect(String(decoding: bytes, as: UTF8.self) == "say \"hi\"two\nlinesplain")
            #expect(Array(offsets) == [0, 8, 17, 22])
        }
        #expect(note.byteCount == 22)
        #expect(String(decoding: try #require(columns["name"]).valueBytes(at: 0), as: UTF8.self) == "Zoë")
        #expect(columns["missing"] == nil)
    }

    @Test(arguments: [nil, 1, 3, 64] as [Int?])
    func columnsAgreeWithRecordsForRandomTables(_ chunkSize: Int?) throws {
        var random = SplitMix64(seed: 11)
        let alphabet = Array("ab,\"\n\r é東😀x".unicodeScalars)
        var rows: [[String]] = []
        for _ in 0..<200 {
            rows.append((0..<4).map { _ in
                String(String.UnicodeScalarView((0..<Int(random.next() % 20)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
            })
        }
        let text = rows.map { row in
            row.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: ",")
        }.joined(separator: "\r\n")
        let bytes = Array(text.utf8)
        let reader = chunkSize.map { try? CSVReader(source: ChunkedMemorySource(bytes: bytes, chunkSize: $0), options: .init(bufferSize: 16)) }
            ?? (try? CSVReader(bytes: bytes))
        let columns = try #require(reader).readColumns()
        #expect(columns.rowCount == rows.count)
        for (index, column) in columns.columns.enumerated() {
            #expect(Array(column) == rows.map { $0[index] })
        }
    }

    /// A lenient column keeps bytes that are not UTF-8; its `String`s repair them as a
    /// record's do, short values and long ones.
    @Test func lenientColumnsRepairInvalidUTF8AsRecordsDo() throws {
        var bytes: [UInt8] = []
        for length in [0, 1, 5, 14, 15, 16, 40] {
            bytes += Array(String(repeating: "a", count: length).utf8) + [0xFF] + Array(",é".utf8)
            bytes += Array(String(repeating: "b", count: length).utf8) + [0x0A]
        }
        let records = try CSVReader(bytes: bytes, options: .lenient).readAllRecords()
        let columns = try CSVReader(bytes: bytes, options: .lenient).readColumns()
        #expect(records.count == 7)
        #expect(records.first?[0] == "\u{FFFD}")
        expectColumns(columns, hold: records)
    }

    @Test func columnsGrowPastTheirFirstGuessAndAgreeWithRecords() throws {
        // A short first record sizes the columns small; later records hold values of up to
        // 300 bytes (past the 64-byte copy) and outnumber the first guess of values, so
        // every column's bytes and offsets grow several times, some in mid-record.
        var random = SplitMix64(seed: 4)
        var text = "a,b,c\n"
        for row in 0..<5000 {
            let long = String(repeating: "é", count: Int(random.next() % 150))
            let quoted = "\"" + String(repeating: "x\"\"", count: Int(random.next() % 30)) + "\""
            let fields = row % 3 == 0 ? ["\(row)", long, quoted] : ["\(row)", "s", long]
            text += fields.joined(separator: ",") + "\n"
        }
        let records = try CSVReader(string: text).readAllRecords()
        // Read in chunks, the input's length unknown: the columns are never sized ahead.
        let reader = try CSVReader(source: ChunkedMemorySource(bytes: Array(text.utf8), chunkSize: 4096), options: .init())
        let columns = try reader.readColumns()
        #expect(reader.columnReservationCount == 0)
        #expect(reader.columnGrowthsAfterSample > 0)
        #expect(columns.rowCount == records.count)
        expectColumns(columns, hold: records)
    }

    /// Records of columns of different, varying widths (one always empty, one long), some
    /// quoted with doubled quotes.
    static func variedTable(rows: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        var text = "id,word,empty,text,quoted\n"
        for row in 0..<rows {
            let word = String(repeating: "w", count: Int(random.next() % 12))
            let long = String(repeating: "é", count: 20 + Int(random.next() % 40))
            let quoted = "\"" + String(repeating: "q\"\"", count: Int(random.next() % 6)) + "\""
            // Ids of one width: a column that widens as the records go is the next test's.
            text += "\(100_000 + row),\(word),,\(long),\(quoted)\n"
        }
        return text
    }

    /// A file's columns are sized once, after the first records, from the file's length and
    /// each column's width so far: none grows again, and each gives its spare room back.
    @Test func aFilesColumnsAreSizedOnceForTheRestOfTheFile() throws {
        let text = Self.variedTable(rows: 20_000, seed: 21)
        let path = try temporaryFile(named: "sized.csv", contents: Array(text.utf8))
        defer { unlink(path) }
        let records = try CSVReader(string: text, options: .init(hasHeader: true)).readAllRecords()
        for reader in [try CSVReader(path: path, options: .init(hasHeader: true)), try CSVReader(string: text, options: .init(hasHeader: true))] {
            let columns = try reader.readColumns()
            #expect(reader.columnReservationCount == 1)
            #expect(reader.columnGrowthsAfterSample == 0)
            #expect(columns.rowCount == records.count)
            expectColumns(columns, hold: records)
        }
    }

    /// A column whose values are empty in the first records and long later outgrows the
    /// size guessed from them: it grows as it would have, and holds the same values.
    @Test func aColumnWiderThanInTheSampleStillFits() throws {
        var text = "id,late,early\n"
        for row in 0..<6_000 {
            let long = String(repeating: "x", count: 30 + row % 20)
            text += row < 3_000 ? "\(row),,\(long)\n" : "\(row),\(long),\n"
        }
        try expectSizedOnceAndGrown(text)
    }

    /// Reads `text` in columns (`prepare` first sets the reader up), expecting a sizing
    /// ahead that did not hold (the columns grew after the sample) and the records' values.
    func expectSizedOnceAndGrown(_ text: String, prepare: (CSVReader) -> Void = { _ in }) throws {
        let records = try CSVReader(string: text, options: .init(hasHeader: true)).readAllRecords()
        let reader = try CSVReader(string: text, options: .init(hasHeader: true))
        prepare(reader)
        let columns = try reader.readColumns()
        #expect(reader.columnReservationCount == 1)
        #expect(reader.columnGrowthsAfterSample > 0)
        expectColumns(columns, hold: records)
    }

    /// A size that cannot be had (an input said to be 2⁶⁰ bytes long) is not reserved: the
    /// columns grow as they fill, and the read holds the same values.
    @Test func aSizeThatCannotBeHadIsNotReserved() throws {
        try expectSizedOnceAndGrown(Self.variedTable(rows: 3_000, seed: 25)) { $0.expectedInputByteCount = 1 << 60 }
    }

    /// Each batch of a file read in batches is sized once, for at most its own rows.
    @Test func batchesOfAFileAreSizedOnceEach() throws {
        let text = Self.variedTable(rows: 10_000, seed: 23)
        let path = try temporaryFile(named: "batches.csv", contents: Array(text.utf8))
        defer { unlink(path) }
        let reader = try CSVReader(path: path, options: .init(hasHeader: true))
        var ids: [String] = []
        try reader.forEachColumnBatch(rows: 4_000) { batch in ids += batch.columns[0] }
        // Batches of 4,000, 4,000 and 2,000 rows: each passes the 1,024-row sample.
        #expect(reader.columnReservationCount == 3)
        #expect(reader.columnGrowthsAfterSample == 0)
        #expect(ids == (0..<10_000).map { String(100_000 + $0) })
    }

    /// An input whose length is not known ahead (a pipe) and one read through a transcoder
    /// (its length is not its UTF-8's) are not sized ahead, and read the same.
    @Test func pipesAndTranscodedInputsAreNotSizedAhead() throws {
        let text = Self.variedTable(rows: 1_500, seed: 24)
        let records = try CSVReader(string: text, options: .init(hasHeader: true)).readAllRecords()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let bytes = Array(text.utf8)
        let writer = Thread {
            bytes.withUnsafeBytes { raw in
                var written = 0
                while written < raw.count {
                    let count = write(writeEnd, raw.baseAddress! + written, raw.count - written)
                    if count <= 0 { break }
                    written += count
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        let piped = try CSVReader(fileDescriptor: readEnd, options: .init(hasHeader: true))
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let transcoded = try CSVReader(bytes: utf16, options: .init(hasHeader: true))
        for reader in [piped, transcoded] {
            let columns = try reader.readColumns()
            #expect(reader.columnReservationCount == 0)
            expectColumns(columns, hold: records)
        }
    }

    @Test func batchesCoverEveryRecordOnceInOrder() throws {
        let text = (1...10).map { "\($0),v\($0)" }.joined(separator: "\n")
        let reader = try CSVReader(string: text)
        var seen: [String] = []
        var sizes: [Int] = []
        var firstLines: [Int] = []
        try reader.forEachColumnBatch(rows: 4) { batch in
            sizes.append(batch.rowCount)
            firstLines.append(batch.firstLine)
            seen += batch.columns[1].map { $0 }
        }
        #expect(sizes == [4, 4, 2])
        #expect(firstLines == [1, 5, 9])
        #expect(seen == (1...10).map { "v\($0)" })
    }

    @Test func unevenRecordsGetEmptyValuesInLenientMode() throws {
        var options = CSVReader.Options.lenient
        options.blankLines = .skip
        let columns = try CSVReader(string: "a,b\nc\nd,e,f\n", options: options).readColumns()
        #expect(columns.columns.map { Array($0) } == [["a", "c", "d"], ["b", "", "e"], ["", "", "f"]])
    }

    @Test func anErrorStopsTheReadWithItsPosition() {
        #expect(throws: CSVError.quoteInUnquotedField(line: 2, column: 4)) {
            try CSVReader(string: "a,b\nc,d\"\n").readColumns()
        }
    }

    @Test func anEmptyInputHasTheHeadersColumnsAndNoRows() throws {
        let columns = try CSVReader(string: "x,y\n", options: .init(hasHeader: true)).readColumns()
        #expect(columns.rowCount == 0)
        #expect(columns.columns.count == 2)
        #expect(columns.columns.allSatisfy { $0.isEmpty })
    }
}

/// Expects `columns` to hold, column by column, the values of `records` (by field position).
func expectColumns(_ columns: CSVColumns, hold records: [CSVRecord], sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, column) in columns.columns.enumerated() {
        #expect(Array(column) == records.map { $0[index] }, sourceLocation: sourceLocation)
    }
}
