// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import CSV

/// Lenient mode reads what Python's `csv` module (default dialect, `strict=False`) reads,
/// checked against /usr/bin/python3 itself, and says what it forgave.
@Suite struct CSVReaderLenientTests {
    /// Odd inputs, each one a way CSV goes wrong in the wild.
    static let oddInputs: [String] = [
        "a\"b,c\n", "\"ab\"cd,e\n", "\"abc", "a,\"b", "\"a\"\"", "\"\"a", "\"a\"b\"c\"\n", "\"a\" \"b\"\n",
        "a\"\"b\n", " \"a\" ,b\n", "\"a\"\r", "a,b\r\n\r\n", "\n\na\n", "\r\r\n\n", "x\ry\r\nz", "\"a\r\nb\"\n",
        "\"\n\"", "\"a\r", ",", ",,\n,", "\"\"", "\"\",\"\"", "\"\"\"\"", "a,b\nc\nd,e,f\n", "\u{FEFF}h1,h2\n1,2\n",
        "a\u{0}b,c\n", "\"a\"\"\"b\n", "\"a,b\nc", "a,\"\"x\"\"\n", "\"x\"\"\"\"\"\n", "é,\"東\"京\n", "abc\"",
        "\"\"\"", "a\r\n\"b\"c\r\n", "\"x\"\r\n\r\n\"y", "  ,  \n", "a;b,c\n", "\"a\"\n\"b\"x\"c\n",
    ]

    @Test func oddInputsReadLikePython() throws {
        let expected = try python(Self.oddInputs.map { Array($0.utf8) })
        for (input, rows) in zip(Self.oddInputs, expected) {
            let outcome = readAll(input, options: .lenient)
            #expect(outcome.error == nil, "\(input.debugDescription)")
            #expect(outcome.records == rows, "\(input.debugDescription)")
        }
    }

    @Test func randomInputsReadLikePython() throws {
        var random = SplitMix64(seed: 11)
        let inputs = (0..<400).map { _ in randomCSVBytes(count: Int(random.next() % 40), random: &random) }
        let expected = try python(inputs)
        var mismatches = 0
        for (input, rows) in zip(inputs, expected) {
            let outcome = readAll(input, options: .lenient)
            if outcome.records != rows || outcome.error != nil {
                mismatches += 1
                Issue.record("\(input): ferry \(outcome.records), python \(rows)")
                if mismatches > 5 { break }
            }
        }
    }

    @Test func invalidUTF8IsReplacedLikePythonsReplaceErrorHandler() throws {
        let inputs: [[UInt8]] = [
            [0x61, 0xFF, 0x2C, 0x62, 0x0A], [0xE2, 0x82, 0x2C, 0xC0, 0xAF], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0xF4, 0x90, 0x80, 0x80, 0x0A, 0x80, 0x80],
        ]
        let expected = try python(inputs, errors: "replace")
        for (input, rows) in zip(inputs, expected) {
            let outcome = readAll(input, options: .lenient)
            #expect(outcome.records == rows, "\(input)")
            #expect(outcome.forgiven.contains { if case .invalidUTF8 = $0 { true } else { false } })
        }
    }

    @Test func forgivenIssuesAreReportedWithTheirPositions() {
        let outcome = readAll("a,b\n1,x\"y\n\"q\"r,2,3\n\"open", options: .lenient)
        #expect(outcome.records == [["a", "b"], ["1", "x\"y"], ["qr", "2", "3"], ["open"]])
        #expect(outcome.forgiven == [
            .quoteInUnquotedField(line: 2, column: 4),
            .textAfterClosingQuote(line: 3, column: 4),
            .fieldCountMismatch(line: 3, column: 8, expected: 2, found: 3),
            .unterminatedQuotedField(line: 4, column: 1),
            .fieldCountMismatch(line: 4, column: 6, expected: 2, found: 1),
        ])
    }

    /// One record over several lines (quoted fields holding CR LF, CR and LF), with a stray
    /// quote in most fields and letters of one to four bytes: each problem is where a naive
    /// walk from the start of the input puts it, on every reading path, in memory and
    /// streamed through a small buffer (where a record cut short is parsed again).
    @Test func manyProblemsInOneLongRecordAreEachLocated() {
        var text = "h1,h2\n"
        var strayQuotes: [String.Index] = []
        let letters = ["a", "é", "東", "😀"]
        let breaks = ["\r\n", "\r", "\n"]
        for field in 0..<300 {
            if field > 0 { text += "," }
            if field % 7 == 3 {
                text += "\"\(letters[field % 4])\(breaks[field % 3])\(letters[(field + 1) % 4])\""
            } else {
                text += String(repeating: letters[field % 4], count: 1 + field % 4)
                strayQuotes.append(text.endIndex)
                text += "\"x"
            }
        }
        text += "\n"
        let expected = strayQuotes.map { quote in
            var line = 1, column = 1
            for character in text[..<quote] {
                // (Swift reads CR LF as one character.)
                if character == "\r\n" || character == "\r" || character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return CSVError.quoteInUnquotedField(line: line, column: column)
        }
        var lenient = CSVReader.Options.lenient
        lenient.hasHeader = true
        lenient.requiresUniformFieldCount = false
        for (name, options) in everyReadingPath(lenient) {
            for (chunkSize, bufferSize) in [(nil, nil), (7, 16)] as [(Int?, Int?)] {
                let outcome = readAll(Array(text.utf8), options: options, chunkSize: chunkSize, bufferSize: bufferSize)
                #expect(outcome.records.count == 1, "\(name), chunks of \(String(describing: chunkSize))")
                #expect(outcome.forgiven.filter { if case .quoteInUnquotedField = $0 { true } else { false } } == expected,
                        "\(name), chunks of \(String(describing: chunkSize))")
            }
        }
    }

    @Test func keepsAtMostTheConfiguredNumberOfIssuesButCountsAll() throws {
        var options = CSVReader.Options.lenient
        options.maximumForgivenIssuesKept = 2
        let reader = try CSVReader(string: "a\"\nb\"\nc\"\nd\"\n", options: options)
        #expect(try reader.readAllRecords().map(\.fields) == [["a\""], ["b\""], ["c\""], ["d\""]])
        #expect(reader.forgivenIssueCount == 4)
        #expect(reader.forgivenIssues == [.quoteInUnquotedField(line: 1, column: 2), .quoteInUnquotedField(line: 2, column: 2)])
    }

    @Test func strictModeForgivesNothing() throws {
        let reader = try CSVReader(string: "a\"b\n")
        #expect(throws: CSVError.quoteInUnquotedField(line: 1, column: 2)) { try reader.nextRecord() }
        #expect(reader.forgivenIssueCount == 0)
    }

    /// Python's reading of each input: `csv.reader` over the text decoded as UTF-8 (a
    /// byte-order mark dropped), with universal newlines kept (`newline=""`).
    private func python(_ inputs: [[UInt8]], errors: String = "strict") throws -> [[[String]]] {
        let script = """
        import base64, csv, io, json, sys
        out = []
        for item in json.load(sys.stdin):
            text = base64.b64decode(item).decode("utf-8-sig", errors="\(errors)")
            out.append([row for row in csv.reader(io.StringIO(text, newline=""))])
        json.dump(out, sys.stdout)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let payload = try JSONEncoder().encode(inputs.map { Data($0).base64EncodedString() })
        input.fileHandleForWriting.write(payload)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 failed")
        return try JSONDecoder().decode([[[String]]].self, from: data)
    }
}
