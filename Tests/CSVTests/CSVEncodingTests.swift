// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import CSV

@Suite struct CSVEncodingTests {
    /// Each fixture with the encoding and delimiter detection must find.
    static let cases: [(EncodingFixtures.Fixture, CSVTextEncoding, UInt8)] = [
        (EncodingFixtures.windows1252Semicolons, .windows1252, UInt8(ascii: ";")),
        (EncodingFixtures.windows1256Arabic, .windows1256, UInt8(ascii: ",")),
        (EncodingFixtures.shiftJISEmployees, .shiftJIS, UInt8(ascii: ",")),
        (EncodingFixtures.gb18030Orders, .gb18030, UInt8(ascii: ",")),
        (EncodingFixtures.utf16LittleEndianTabs, .utf16LittleEndian, 0x09),
        (EncodingFixtures.utf16BigEndianCommas, .utf16BigEndian, UInt8(ascii: ",")),
        (EncodingFixtures.utf8WithMarkSemicolons, .utf8, UInt8(ascii: ";")),
    ]

    /// What the fixture's text reads as when it is UTF-8 already.
    private func expectedRecords(_ fixture: EncodingFixtures.Fixture, delimiter: UInt8) -> [[String]] {
        readAll(Array(fixture.text.utf8), options: .init(delimiter: delimiter, hasHeader: true)).records
    }

    @Test(arguments: 0..<cases.count)
    func detectsEncodingAndDelimiterOfEachExport(_ index: Int) throws {
        let (fixture, encoding, delimiter) = Self.cases[index]
        let reader = try CSVReader(bytes: fixture.bytes, options: .init(hasHeader: true, inputEncoding: .detected, detectsDelimiter: true))
        var records: [[String]] = []
        while let record = try reader.nextRecord() { records.append(record.fields) }
        #expect(reader.encoding == encoding, "\(fixture)")
        #expect(reader.options.delimiter == delimiter, "\(fixture)")
        let expected = expectedRecords(fixture, delimiter: delimiter)
        #expect(!expected.isEmpty)
        #expect(records == expected, "\(fixture)")
        #expect(reader.header == readAll(Array(fixture.text.utf8), options: .init(delimiter: delimiter, hasHeader: true)).header)
    }

    @Test(arguments: 0..<cases.count, [1, 2, 3, 7, 64])
    func streamsEachExportInSmallReads(_ index: Int, chunkSize: Int) {
        let (fixture, _, delimiter) = Self.cases[index]
        let options = CSVReader.Options(hasHeader: true, inputEncoding: .detected, detectsDelimiter: true)
        let outcome = readAll(fixture.bytes, options: options, chunkSize: chunkSize, bufferSize: 16)
        #expect(outcome.error == nil)
        #expect(outcome.records == expectedRecords(fixture, delimiter: delimiter), "\(fixture) in \(chunkSize)-byte reads")
    }

    @Test func theCallersEncodingIsUsedWithoutDetection() throws {
        let fixture = EncodingFixtures.windows1256Arabic
        let reader = try CSVReader(bytes: fixture.bytes, options: .init(hasHeader: true, inputEncoding: .known(.windows1256)))
        let records = try reader.readAllRecords().map(\.fields)
        #expect(reader.encoding == .windows1256)
        #expect(records == expectedRecords(fixture, delimiter: UInt8(ascii: ",")))
        #expect(records[3][1] == "پرويز گلستاني")
    }

    @Test func aByteOrderMarkWinsOverTheCallersEncoding() throws {
        let fixture = EncodingFixtures.utf16BigEndianCommas
        let reader = try CSVReader(bytes: fixture.bytes, options: .init(inputEncoding: .known(.shiftJIS)))
        #expect(try reader.readAllRecords().map(\.fields) == [["name", "city"], ["José", "São Paulo"], ["Zoë", "Zürich"]])
        #expect(reader.encoding == .utf16BigEndian)
    }

    @Test func withoutDetectionNonUTF8InputIsStillAnErrorWithItsPosition() {
        // The default stays UTF-8: a legacy file is not silently reinterpreted.
        let outcome = readAll(EncodingFixtures.windows1252Semicolons.bytes, options: .init(delimiter: UInt8(ascii: ";")))
        #expect(outcome.error == .invalidUTF8(line: 1, column: 21))
    }

    @Test func plainASCIIIsReadAsUTF8() throws {
        let reader = try CSVReader(string: "a;b\n1;2\n", options: .init(inputEncoding: .detected, detectsDelimiter: true))
        #expect(try reader.readAllRecords().map(\.fields) == [["a", "b"], ["1", "2"]])
        #expect(reader.encoding == .utf8)
        #expect(reader.options.delimiter == UInt8(ascii: ";"))
    }

    // MARK: Errors keep their line and column

    /// Shift_JIS with `0x85 0x40` (a lead byte CP932 leaves undefined) at line 3, after
    /// "A0002,佐藤," (9 characters).
    private static let shiftJISWithUndefinedBytes: [UInt8] = {
        var bytes: [UInt8] = Array("id,name,note\r\nA0001,".utf8) + [0x8E, 0x52, 0x93, 0x63] + Array(",x\r\nA0002,".utf8)
        bytes += [0x8D, 0xB2, 0x93, 0xA1] + Array(",".utf8) + [0x85, 0x40] + Array("\r\n".utf8)
        return bytes
    }()

    @Test func strictModeNamesTheLineAndColumnOfBytesTheEncodingLacks() {
        let outcome = readAll(Self.shiftJISWithUndefinedBytes, options: .init(hasHeader: true, inputEncoding: .known(.shiftJIS)))
        #expect(outcome.records == [["A0001", "山田", "x"]])
        #expect(outcome.error == .invalidEncoding(line: 3, column: 10, encoding: .shiftJIS))
        #expect(outcome.error?.description == "line 3, column 10: bytes that are not Shift_JIS (CP932) text")
    }

    @Test func lenientModeReplacesThemAndSaysWhere() {
        var options = CSVReader.Options.lenient
        options.inputEncoding = .known(.shiftJIS)
        options.hasHeader = true
        let outcome = readAll(Self.shiftJISWithUndefinedBytes, options: options)
        #expect(outcome.error == nil)
        #expect(outcome.records == [["A0001", "山田", "x"], ["A0002", "佐藤", "\u{FFFD}@"]])
        #expect(outcome.forgiven == [.invalidEncoding(line: 3, column: 10, encoding: .shiftJIS)])
    }

    @Test func parseErrorsInConvertedTextCountCharactersNotBytes() {
        // Line 2 of a Windows-1252 file: `Müller;Bä"cker` — the quote is the 11th character.
        let bytes: [UInt8] = Array("Name;Beruf\r\nM".utf8) + [0xFC] + Array("ller;B".utf8) + [0xE4] + Array("\"cker\r\n".utf8)
        let outcome = readAll(bytes, options: .init(delimiter: UInt8(ascii: ";"), inputEncoding: .known(.windows1252)))
        #expect(outcome.error == .quoteInUnquotedField(line: 2, column: 10))
    }

    @Test func aTruncatedMultiByteCharacterAtTheEndIsAnError() {
        let bytes: [UInt8] = Array("a,b\r\n1,".utf8) + [0x93]
        let outcome = readAll(bytes, options: .init(inputEncoding: .known(.shiftJIS)))
        #expect(outcome.records == [["a", "b"]])
        #expect(outcome.error == .invalidEncoding(line: 2, column: 3, encoding: .shiftJIS))
    }

    // MARK: Detection

    @Test func detectionTellsTheLegacyEncodingsApartOnShortSamples() {
        // One line each, encoded with Python's codecs.
        let samples: [(String, [UInt8], CSVTextEncoding)] = [
            ("Zürich,Genève\n", [0x5A, 0xFC, 0x72, 0x69, 0x63, 0x68, 0x2C, 0x47, 0x65, 0x6E, 0xE8, 0x76, 0x65, 0x0A], .windows1252),
            ("القاهرة,الرياض\n", [0xC7, 0xE1, 0xDE, 0xC7, 0xE5, 0xD1, 0xC9, 0x2C, 0xC7, 0xE1, 0xD1, 0xED, 0xC7, 0xD6, 0x0A], .windows1256),
            ("東京都,大阪府,ひらがな\n", [0x93, 0x8C, 0x8B, 0x9E, 0x93, 0x73, 0x2C, 0x91, 0xE5, 0x8D, 0xE3, 0x95, 0x7B, 0x2C, 0x82, 0xD0, 0x82, 0xE7, 0x82, 0xAA, 0x82, 0xC8, 0x0A], .shiftJIS),
            ("北京市,上海市,广州\n", [0xB1, 0xB1, 0xBE, 0xA9, 0xCA, 0xD0, 0x2C, 0xC9, 0xCF, 0xBA, 0xA3, 0xCA, 0xD0, 0x2C, 0xB9, 0xE3, 0xD6, 0xDD, 0x0A], .gb18030),
        ]
        for (text, bytes, encoding) in samples {
            let detected = bytes.withUnsafeBufferPointer { EncodingDetector.detect($0, isWholeInput: true) }
            #expect(detected == encoding, "\(text)")
        }
    }

    @Test func aSampleThatEndsInsideAUTF8CharacterIsStillUTF8() {
        let bytes = Array("naïve,東".utf8.dropLast())
        let detected = bytes.withUnsafeBufferPointer { EncodingDetector.detect($0, isWholeInput: false) }
        #expect(detected == .utf8)
    }

    // MARK: Delimiters

    @Test func delimiterDetectionIgnoresDelimitersInsideQuotes() {
        let text = "name;amount;note\n\"Smith, John\";1,50;\"a, b, c\"\n\"Doe, Jane\";2,75;x\n"
        let detected = Array(text.utf8).withUnsafeBufferPointer { DelimiterDetector.detect($0, isWholeInput: true) }
        #expect(detected == UInt8(ascii: ";"))
    }

    @Test func delimiterDetectionPrefersTheConsistentSplit() {
        let tabs = "id\tname\tcity\n1\tAnn, Bob\tOslo\n2\tCy\tRome, IT\n"
        #expect(Array(tabs.utf8).withUnsafeBufferPointer { DelimiterDetector.detect($0, isWholeInput: true) } == 0x09)
        let none = "justone\ncolumn\n"
        #expect(Array(none.utf8).withUnsafeBufferPointer { DelimiterDetector.detect($0, isWholeInput: true) } == nil)
    }
}
