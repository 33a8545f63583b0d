// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import CSV

@Suite struct CSVReaderTests {
    @Test func readsPlainRecords() {
        let outcome = readAll("a,b,c\n1,2,3\n")
        #expect(outcome.records == [["a", "b", "c"], ["1", "2", "3"]])
        #expect(outcome.lines == [1, 2])
        #expect(outcome.error == nil)
    }

    @Test func readsQuotedFieldsWithDelimitersQuotesAndLineBreaks() {
        let text = "\"a,b\",\"say \"\"hi\"\"\",\"line1\nline2\",\"cr\rlf\r\nend\"\r\nnext,row,x,y\r\n"
        let outcome = readAll(text)
        #expect(outcome.error == nil)
        #expect(outcome.records == [["a,b", "say \"hi\"", "line1\nline2", "cr\rlf\r\nend"], ["next", "row", "x", "y"]])
        // The second record starts after the three line breaks inside quotes.
        #expect(outcome.lines == [1, 5])
    }

    @Test(arguments: ["\r\n", "\n", "\r"])
    func readsEveryLineEnd(_ lineEnd: String) {
        let text = ["a,b", "c,d", "e,f"].joined(separator: lineEnd) + lineEnd
        let outcome = readAll(text)
        #expect(outcome.records == [["a", "b"], ["c", "d"], ["e", "f"]])
        #expect(outcome.lines == [1, 2, 3])
    }

    @Test func mixedLineEndsCountOneLineEach() {
        let outcome = readAll("a\r\nb\rc\nd")
        #expect(outcome.records == [["a"], ["b"], ["c"], ["d"]])
        #expect(outcome.lines == [1, 2, 3, 4])
    }

    @Test func finalLineBreakIsOptional() {
        #expect(readAll("a,b\nc,d").records == [["a", "b"], ["c", "d"]])
        #expect(readAll("a,b\nc,d\n").records == [["a", "b"], ["c", "d"]])
        #expect(readAll("a,\"b\"").records == [["a", "b"]])
        #expect(readAll("a,").records == [["a", ""]])
    }

    @Test func emptyFields() {
        let outcome = readAll(",,\n\"\",,\"\"\na,,\n")
        #expect(outcome.records == [["", "", ""], ["", "", ""], ["a", "", ""]])
    }

    @Test func singleEmptyQuotedFieldIsARecord() {
        #expect(readAll("\"\"\n").records == [[""]])
        #expect(readAll("\"\"").records == [[""]])
    }

    @Test func emptyInputHasNoRecords() {
        #expect(readAll("") == ReadOutcome())
        #expect(readAll("", options: .init(hasHeader: true)) == ReadOutcome())
        // A byte-order mark alone is empty input too.
        #expect(readAll([0xEF, 0xBB, 0xBF]) == ReadOutcome())
    }

    @Test func headerIsReadSeparately() {
        let outcome = readAll("name,age\nAda,36\nAlan,41\n", options: .init(hasHeader: true))
        #expect(outcome.header == ["name", "age"])
        #expect(outcome.records == [["Ada", "36"], ["Alan", "41"]])
        #expect(outcome.lines == [2, 3])
    }

    @Test func blankLinesBeforeTheHeaderAreSkipped() {
        let outcome = readAll("\n\r\nh1,h2\n\n1,2\n", options: .init(hasHeader: true, blankLines: .emptyRecord))
        #expect(outcome.header == ["h1", "h2"])
        #expect(outcome.records == [[], ["1", "2"]])
        #expect(outcome.lines == [4, 5])
    }

    @Test func headerOnly() throws {
        for text in ["name,age", "name,age\n", "name,age\r\n"] {
            let outcome = readAll(text, options: .init(hasHeader: true))
            #expect(outcome.header == ["name", "age"])
            #expect(outcome.records.isEmpty)
            #expect(outcome.error == nil)
        }
        let reader = try CSVReader(string: "h1,h2\n", options: .init(hasHeader: true))
        #expect(try reader.nextRecord() == nil)
        #expect(reader.header == ["h1", "h2"])
        #expect(reader.recordsRead == 0)
    }

    @Test func byteOrderMarkIsStripped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("id,name\n1,x\n".utf8)
        let outcome = readAll(bytes, options: .init(hasHeader: true))
        #expect(outcome.header == ["id", "name"])
        #expect(outcome.records == [["1", "x"]])
        // Only one mark is stripped, and only at the very start.
        let twice = readAll([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("a\n".utf8))
        #expect(twice.records == [["\u{FEFF}a"]])
        #expect(readAll("x\n\u{FEFF}y\n").records == [["x"], ["\u{FEFF}y"]])
    }

    @Test func byteOrderMarkIsStrippedWhenStreamedOneByteAtATime() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a,b\n".utf8)
        #expect(readAll(bytes, chunkSize: 1, bufferSize: 16).records == [["a", "b"]])
    }

    @Test func crOnlyFile() {
        let outcome = readAll("a,\"x\ry\"\rb,c\r\rd,e\r")
        #expect(outcome.records == [["a", "x\ry"], ["b", "c"], ["d", "e"]])
        #expect(outcome.lines == [1, 3, 5])
    }

    @Test func blankLinesAreSkippedByDefaultOrReportedAsEmptyRecords() {
        let text = "a\n\n\r\nb\r\r\n"
        let skipped = readAll(text)
        #expect(skipped.records == [["a"], ["b"]])
        #expect(skipped.lines == [1, 4])
        let reported = readAll(text, options: .init(blankLines: .emptyRecord))
        #expect(reported.records == [["a"], [], [], ["b"], []])
        #expect(reported.lines == [1, 2, 3, 4, 5])
    }

    @Test(arguments: [UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|"), 0x1F])
    func configurableDelimiter(_ delimiter: UInt8) {
        let d = String(UnicodeScalar(delimiter))
        let text = "a\(d)\"b\(d)c\"\(d)\n1\(d)2\(d)3\n"
        let outcome = readAll(text, options: .init(delimiter: delimiter))
        #expect(outcome.records == [["a", "b\(d)c", ""], ["1", "2", "3"]])
        // A comma is then ordinary text.
        #expect(readAll("a,b\(d)c\n", options: .init(delimiter: delimiter)).records == [["a,b", "c"]])
    }

    @Test(arguments: [UInt8(ascii: "\""), 0x0A, 0x0D, 0xC3])
    func unusableDelimiterIsRejected(_ delimiter: UInt8) {
        #expect(throws: CSVError.invalidDelimiter(delimiter)) {
            try CSVReader(string: "a", options: .init(delimiter: delimiter))
        }
    }

    @Test func recordViewExposesFieldsInPlace() throws {
        let reader = try CSVReader(string: "plain,\"quoted\",\"dou\"\"bled\",\n")
        let seen: [(String, Bool, Bool, Int)]? = try reader.withNextRecord { record in
            (0..<record.count).map { index in
                let field = record[index]
                return (field.string, field.isVerbatim, field.wasQuoted, field.rawBytes.count)
            }
        }
        let fields = try #require(seen)
        #expect(fields.map(\.0) == ["plain", "quoted", "dou\"bled", ""])
        #expect(fields.map(\.1) == [true, true, false, true])
        #expect(fields.map(\.2) == [false, true, true, false])
        // Raw bytes keep the doubled quote but not the surrounding ones.
        #expect(fields.map(\.3) == [5, 6, 9, 0])
        #expect(try reader.withNextRecord { $0.count } == nil)
    }

    @Test func valueBytesAreDecodedOnDemand() throws {
        let reader = try CSVReader(string: "\"a\"\"b\",c\n")
        let values = try reader.withNextRecord { record in
            (0..<record.count).map { index in record[index].withValueBytes { Array($0) } }
        }
        #expect(values == [Array("a\"b".utf8), Array("c".utf8)])
    }

    @Test func forEachRecordVisitsEveryRecordAndRethrows() throws {
        struct Stop: Error {}
        let reader = try CSVReader(string: "1\n2\n3\n4\n")
        var seen: [String] = []
        #expect(throws: Stop.self) {
            try reader.forEachRecord { record in
                seen.append(record.string(at: 0))
                if seen.count == 2 { throw Stop() }
            }
        }
        #expect(seen == ["1", "2"])
        var rest: [String] = []
        try reader.forEachRecord { rest.append($0.string(at: 0)) }
        #expect(rest == ["3", "4"])
        #expect(reader.recordsRead == 4)
    }

    @Test func readAllRecordsKeepsLines() throws {
        let records = try CSVReader(string: "a\n\"b\nc\"\nd\n").readAllRecords()
        #expect(records == [CSVRecord(["a"], line: 1), CSVRecord(["b\nc"], line: 2), CSVRecord(["d"], line: 4)])
        #expect(records[1][0] == "b\nc")
        #expect(records[1].description == "line 2: [\"b\\nc\"]")
    }

    @Test func readsFromDataFileDescriptorFileHandleAndPath() throws {
        let text = "h\n\"x,y\"\nz\n"
        let expected = [["x,y"], ["z"]]
        let options = CSVReader.Options(hasHeader: true, bufferSize: 16)
        #expect(try CSVReader(data: Data(text.utf8), options: options).readAllRecords().map(\.fields) == expected)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("csv-reader-\(UUID()).csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try CSVReader(path: path, options: options).readAllRecords().map(\.fields) == expected)

        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        #expect(try CSVReader(fileHandle: handle, options: options).readAllRecords().map(\.fields) == expected)

        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(try CSVReader(fileDescriptor: descriptor, options: options).readAllRecords().map(\.fields) == expected)
    }

    @Test func missingFileAndUnreadableDescriptorGiveTypedErrors() throws {
        #expect(throws: CSVError.openFailed(path: "/nonexistent/ferry.csv", errno: ENOENT)) {
            try CSVReader(path: "/nonexistent/ferry.csv")
        }
        // A directory opens but cannot be read.
        let reader = try CSVReader(path: "/")
        #expect(throws: CSVError.readFailed(offset: 0, errno: EISDIR)) { try reader.nextRecord() }
    }

    @Test func aRecordLargerThanTheBufferMakesItGrow() throws {
        let long = String(repeating: "x", count: 100_000)
        let text = "a,\"\(long)\n\(long)\",b\nc,d,e\n"
        let outcome = readAll(Array(text.utf8), chunkSize: 4096, bufferSize: 16)
        #expect(outcome.error == nil)
        #expect(outcome.records == [["a", "\(long)\n\(long)", "b"], ["c", "d", "e"]])
        #expect(outcome.lines == [1, 3])
    }

    @Test func nulAndControlBytesAreOrdinaryContent() {
        #expect(readAll("a\u{0}b,\u{1}\t\u{7F}\n").records == [["a\u{0}b", "\u{1}\t\u{7F}"]])
    }

    @Test func fieldCountCheckCanBeTurnedOff() {
        let outcome = readAll("a,b\nc\nd,e,f\n", options: .init(requiresUniformFieldCount: false))
        #expect(outcome.error == nil)
        #expect(outcome.records == [["a", "b"], ["c"], ["d", "e", "f"]])
    }
}
