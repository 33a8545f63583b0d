// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import CSV

/// Every strict-mode error, with the exact line and column it reports.
@Suite struct CSVErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        let input: String
        let error: CSVError
        var description: String { "\(input.debugDescription) → \(error)" }
    }

    static let cases: [Case] = [
        Case(input: "ab\"c\n", error: .quoteInUnquotedField(line: 1, column: 3)),
        Case(input: "x,y\nfoo,b\"ar\n", error: .quoteInUnquotedField(line: 2, column: 6)),
        Case(input: " \"a\"\n", error: .quoteInUnquotedField(line: 1, column: 2)),
        Case(input: "\"ab\"c,d\n", error: .textAfterClosingQuote(line: 1, column: 5)),
        Case(input: "1,2\n3,\"x\ny\" ,4\n", error: .textAfterClosingQuote(line: 3, column: 3)),
        Case(input: "\"a\"\"b\"x\n", error: .textAfterClosingQuote(line: 1, column: 7)),
        Case(input: "\"abc", error: .unterminatedQuotedField(line: 1, column: 1)),
        Case(input: "a,b\nc,\"d\ne\n", error: .unterminatedQuotedField(line: 2, column: 3)),
        Case(input: "a,\"b\"\"", error: .unterminatedQuotedField(line: 1, column: 3)),
        Case(input: "a,b\nc\n", error: .fieldCountMismatch(line: 2, column: 2, expected: 2, found: 1)),
        Case(input: "a,b\nc,d,e\n", error: .fieldCountMismatch(line: 2, column: 5, expected: 2, found: 3)),
        Case(input: "a,b\nc,\"d\",\"e\"\n", error: .fieldCountMismatch(line: 2, column: 7, expected: 2, found: 3)),
        Case(input: "a,b\n\"c\nc\"\n", error: .fieldCountMismatch(line: 3, column: 3, expected: 2, found: 1)),
        Case(input: "é,b\nä\n", error: .fieldCountMismatch(line: 2, column: 2, expected: 2, found: 1)),
        Case(input: "a,b\rc,d\r\ne\r", error: .fieldCountMismatch(line: 3, column: 2, expected: 2, found: 1)),
    ]

    @Test(arguments: cases)
    func strictModeThrowsAtTheRightPlace(_ testCase: Case) {
        #expect(readAll(testCase.input).error == testCase.error)
        #expect(testCase.error.line != nil && testCase.error.column != nil)
    }

    @Test(arguments: cases)
    func theSameErrorWhenStreamedInTinyChunks(_ testCase: Case) {
        for chunk in [1, 2, 3] {
            #expect(readAll(Array(testCase.input.utf8), chunkSize: chunk, bufferSize: 16).error == testCase.error)
        }
    }

    @Test func invalidUTF8GivesLineAndColumn() {
        // Column counts characters: "é" and "東" are one column each.
        let bytes = Array("id,name\n1,é東".utf8) + [0xFF] + Array("x\n".utf8)
        #expect(readAll(bytes).error == .invalidUTF8(line: 2, column: 5))
        // A truncated sequence, an overlong form, a surrogate, beyond U+10FFFF.
        #expect(readAll([0x61, 0xE2, 0x82]).error == .invalidUTF8(line: 1, column: 2))
        #expect(readAll([0x61, 0x0A, 0xC0, 0xAF, 0x0A]).error == .invalidUTF8(line: 2, column: 1))
        #expect(readAll([0x22, 0x0A, 0xED, 0xA0, 0x80, 0x22]).error == .invalidUTF8(line: 2, column: 1))
        #expect(readAll([0x61, 0x2C, 0xF4, 0x90, 0x80, 0x80]).error == .invalidUTF8(line: 1, column: 3))
        // A lone continuation byte inside a quoted field on a later line.
        #expect(readAll(Array("a\n\"x\nab".utf8) + [0x80, 0x22]).error == .invalidUTF8(line: 3, column: 3))
    }

    @Test func invalidUTF8IsFoundAcrossBlockAndBufferBoundaries() {
        // Put the bad byte at every offset around the 64-byte block edges.
        for offset in 55..<140 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 200)
            for index in stride(from: 9, to: 200, by: 10) { bytes[index] = 0x0A }
            // A valid two-byte character right before the bad byte, to cross edges too.
            bytes[offset - 2] = 0xC3
            bytes[offset - 1] = 0xA9
            bytes[offset] = 0xFE
            let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
            let lineStart = (bytes[..<offset].lastIndex(of: 0x0A) ?? -1) + 1
            let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
            let expected = CSVError.invalidUTF8(line: line, column: column)
            #expect(readAll(bytes).error == expected)
            #expect(readAll(bytes, chunkSize: 7, bufferSize: 16).error == expected)
        }
    }

    @Test func recordsBeforeTheErrorAreDelivered() throws {
        let reader = try CSVReader(string: "a,b\nc,d\ne,\"f\n")
        #expect(try reader.nextRecord()?.fields == ["a", "b"])
        #expect(try reader.nextRecord()?.fields == ["c", "d"])
        #expect(throws: CSVError.unterminatedQuotedField(line: 3, column: 3)) { try reader.nextRecord() }
    }

    @Test func descriptionsSayWhatAndWhere() {
        let samples: [(CSVError, String)] = [
            (.quoteInUnquotedField(line: 3, column: 7), "line 3, column 7: a quote inside a field"),
            (.textAfterClosingQuote(line: 1, column: 2), "line 1, column 2: text after the closing quote"),
            (.unterminatedQuotedField(line: 4, column: 1), "line 4, column 1: the quoted field opened here"),
            (.fieldCountMismatch(line: 9, column: 3, expected: 2, found: 3), "line 9, column 3: a record with 3 field(s) where 2"),
            (.invalidUTF8(line: 2, column: 8), "line 2, column 8: invalid UTF-8"),
            (.invalidDelimiter(0x22), "delimiter byte 34"),
            (.openFailed(path: "/x", errno: 2), "cannot open /x: errno 2"),
            (.readFailed(offset: 10, errno: 5), "reading failed after 10 byte(s): errno 5"),
            (.writeFailed(offset: 3, errno: 28), "writing failed after 3 byte(s): errno 28"),
            (.writeAfterFinish(recordsWritten: 2), "a record was written after finish()"),
        ]
        for (error, text) in samples {
            #expect(error.description.hasPrefix(text), "\(error.description)")
        }
        #expect(CSVError.invalidUTF8(line: 2, column: 8).line == 2)
        #expect(CSVError.invalidUTF8(line: 2, column: 8).column == 8)
        #expect(CSVError.openFailed(path: "/x", errno: 2).line == nil)
        #expect(CSVError.writeFailed(offset: 3, errno: 28).column == nil)
    }
}
