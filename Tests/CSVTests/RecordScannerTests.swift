// SPDX-License-Identifier: Apache-2.0
import CCSVSupport
import FerryTestSupport
import Testing
@testable import CSV

/// The C record scanner: each build this processor runs, called directly (what it vouches
/// for, where it stops) and inside the reader (it reads exactly what the byte-level parser
/// reads, and it is the one reading regular input).
@Suite struct RecordScannerTests {
    /// What one call of the scanner returned.
    struct Scan {
        var result: FerryCSVScanResult
        var records: [FerryCSVRecordEntry]
        /// Each record's field values, decoded from its spans.
        var values: [[String]]
    }

    /// Calls the scanner build `tier` on `bytes`, padded as the reader pads its buffer.
    static func scan(
        _ bytes: [UInt8], tier: FerryCSVScanTier, from: Int = 0, atEnd: Bool = true, blankLinesAreRecords: Bool = false,
        delimiter: UInt8 = UInt8(ascii: ","), spanCapacity: Int = 4096, recordCapacity: Int = 1024
    ) -> Scan {
        let buffer = bytes + [UInt8](repeating: 0, count: 64)
        let spans = UnsafeMutablePointer<FerryCSVFieldSpan>.allocate(capacity: spanCapacity)
        let records = UnsafeMutablePointer<FerryCSVRecordEntry>.allocate(capacity: recordCapacity)
        defer {
            spans.deallocate()
            records.deallocate()
        }
        return buffer.withUnsafeBufferPointer { base in
            var request = FerryCSVScanRequest(
                base: base.baseAddress!, from: from, limit: bytes.count, atEndOfInput: atEnd,
                blankLinesAreRecords: blankLinesAreRecords, delimiter: delimiter, spans: spans,
                spanCapacity: spanCapacity, records: records, recordCapacity: recordCapacity)
            let result = ferry_csv_scan_records(&request, tier)
            let entries = Array(UnsafeBufferPointer(start: records, count: result.recordCount))
            let values = entries.map { entry in
                (0..<Int(entry.fieldCount)).map { index in
                    let span = spans[Int(entry.firstSpan) + index]
                    let field = FieldSpan(
                        start: span.startAndKind & 0x00FF_FFFF_FFFF_FFFF, end: span.end,
                        kind: FieldKind(rawValue: UInt8(span.startAndKind >> 56))!)
                    return CSVFieldView(base: base.baseAddress!, span: field, isValidUTF8: false).string
                }
            }
            return Scan(result: result, records: entries, values: values)
        }
    }

    static var tiers: [FerryCSVScanTier] { RecordScanner.supportedBuilds.compactMap(\.tier) }

    /// Whether the processor runs any build. Tests of the builds themselves run only then
    /// (they are skipped, saying why, on a processor without AVX2, where the reader never
    /// uses them; `FERRY_CSV_SCAN_BUILDS=none` shows that run here); the tests that compare
    /// every reading path run everywhere, on the portable path and every build there is.
    static var hasBuild: Bool { !tiers.isEmpty }

    /// Why those tests are skipped when they are, said in the run's output.
    static let withoutBuild: Comment = "no record scanner build runs here (no AVX2, or FERRY_CSV_SCAN_BUILDS left the builds out)"

    @Test func withoutABuildTheScanVouchesForNothing() {
        let scan = Self.scan(Array("a,b\nc,d\n".utf8), tier: FerryCSVScanTierNone, from: 4)
        #expect(scan.records.isEmpty)
        #expect(scan.result.resumeAt == 4)
        #expect(scan.result.checkedEnd == 4)
        #expect(RecordScanner.none.tier == nil)
    }

    @Test func theFastestBuildIsOneTheProcessorRuns() {
        let best = ferry_csv_best_scan_tier()
        #expect(best == FerryCSVScanTierNone || ferry_csv_scan_tier_is_supported(best))
        #expect(!ferry_csv_scan_tier_is_supported(FerryCSVScanTierNone))
        #if arch(x86_64)
        // Every x86-64 processor with AVX-512 VBMI2 has AVX2 too.
        if ferry_csv_scan_tier_is_supported(FerryCSVScanTierAVX512) {
            #expect(ferry_csv_scan_tier_is_supported(FerryCSVScanTierAVX2))
            #expect(best == FerryCSVScanTierAVX512)
        }
        #endif
    }

    @Test func theReaderNamesTheBuildItUses() {
        let expected = RecordScanner.supportedBuilds.contains(.avx512) ? "AVX-512"
            : RecordScanner.supportedBuilds.contains(.avx2) ? "AVX2" : "none"
        #expect(CSVReader.recordScannerName == expected)
    }

    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func regularRecordsComeOutWithTheirFieldsLinesAndBounds() {
        let text = "a,\"b,c\",\"d\"\"e\"\r\n\"multi\nline\",,x\n\n\"\",\"\",\"\"\rlast,1,2\n"
        for tier in Self.tiers {
            let scan = Self.scan(Array(text.utf8), tier: tier)
            #expect(scan.values == [["a", "b,c", "d\"e"], ["multi\nline", "", "x"], ["", "", ""], ["last", "1", "2"]])
            #expect(scan.records.map(\.start) == [0, 16, 33, 42])
            #expect(scan.records.map(\.next) == [16, 32, 42, 51])
            // Lines start at 0, 1, 4 (after the blank line) and 5.
            #expect(scan.records.map(\.lineBreaksBefore) == [0, 1, 4, 5])
            #expect(scan.result.resumeAt == text.utf8.count)
            #expect(scan.result.lineBreaksBeforeResume == 6)
            #expect(scan.result.checkedEnd == text.utf8.count)
        }
    }

    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func blankLinesAreSkippedOrComeOutAsRecordsWithoutFields() {
        let text = "\n\r\na\n\r\rb\r\n"
        for tier in Self.tiers {
            let skipped = Self.scan(Array(text.utf8), tier: tier)
            #expect(skipped.values == [["a"], ["b"]])
            #expect(skipped.records.map(\.lineBreaksBefore) == [2, 5])
            let kept = Self.scan(Array(text.utf8), tier: tier, blankLinesAreRecords: true)
            #expect(kept.values == [[], [], ["a"], [], [], ["b"]])
            #expect(kept.records.map(\.lineBreaksBefore) == [0, 1, 2, 3, 4, 5])
        }
    }

    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func aRecordTheBufferDoesNotHoldWholeIsLeftForLater() {
        for tier in Self.tiers {
            // Unterminated last record, or a CR that may yet be followed by an LF.
            for tail in ["c,d", "c,d\r", "\"c\nd"] {
                let bytes = Array(("a,b\n" + tail).utf8)
                let scan = Self.scan(bytes, tier: tier, atEnd: false)
                #expect(scan.values == [["a", "b"]], "\(tail.debugDescription)")
                #expect(scan.result.resumeAt == 4)
            }
            // At the end of the input a final CR ends its record.
            let atEnd = Self.scan(Array("a,b\nc,d\r".utf8), tier: tier, atEnd: true)
            #expect(atEnd.values == [["a", "b"], ["c", "d"]])
            #expect(atEnd.records.last?.next == 8)
        }
    }

    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func fullListsEndTheBatchAtARecord() {
        let text = String(repeating: "a,b,c\n", count: 10)
        for tier in Self.tiers {
            let fewRecords = Self.scan(Array(text.utf8), tier: tier, recordCapacity: 3)
            #expect(fewRecords.values == Array(repeating: ["a", "b", "c"], count: 3))
            #expect(fewRecords.result.resumeAt == 18)
            #expect(fewRecords.result.lineBreaksBeforeResume == 3)
            // Room for only a few spans (eight of them the vector writes may need): nothing.
            let fewSpans = Self.scan(Array(text.utf8), tier: tier, spanCapacity: 12)
            #expect(fewSpans.records.isEmpty)
            #expect(fewSpans.result.resumeAt == 0)
            // A later start: the same records, with indices into the same buffer.
            let later = Self.scan(Array(text.utf8), tier: tier, from: 54)
            #expect(later.values == [["a", "b", "c"]])
            #expect(later.records.first?.start == 54)
        }
    }

    /// A misplaced quote or invalid UTF-8 stops the scan before the 64-byte block that holds
    /// it: the records that end before that block come out, nothing after.
    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func irregularInputStopsTheScanAtItsBlock() {
        let record = "abc,defgh\n"  // ten bytes
        let problems: [(String, [UInt8])] = [
            ("quote in an unquoted field", Array("x\"y".utf8)),
            ("text after a closing quote", Array("\"x\"y".utf8)),
            ("truncated sequence", [0xE6, 0x9D, 0x78]),
            ("lone continuation byte", [0x80]),
            ("overlong form", [0xC0, 0xAF]),
            ("surrogate", [0xED, 0xA0, 0x80]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ]
        for tier in Self.tiers {
            for (name, problem) in problems {
                for records in 0..<14 {
                    let prefix = Array(String(repeating: record, count: records).utf8)
                    let bytes = prefix + problem + Array("\nnext,line\n".utf8)
                    let scan = Self.scan(bytes, tier: tier)
                    let blockStart = prefix.count / 64 * 64
                    #expect(scan.result.checkedEnd == blockStart, "\(name) after \(records) records")
                    #expect(scan.values.count == blockStart / 10, "\(name) after \(records) records")
                    #expect(scan.result.resumeAt == blockStart / 10 * 10)
                }
            }
        }
    }

    /// A `""` marks its field as holding escapes wherever it falls: the escape and the end of
    /// the field may be many blocks apart.
    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func escapesAreFoundAcrossBlocks() {
        for tier in Self.tiers {
            for escapeAt in stride(from: 0, to: 200, by: 7) {
                let before = String(repeating: "x", count: escapeAt)
                let text = "a,\"" + before + "\"\"" + String(repeating: "y", count: 150) + "\",b\nc,\"plain\",d\n"
                let scan = Self.scan(Array(text.utf8), tier: tier)
                #expect(scan.values == [["a", before + "\"" + String(repeating: "y", count: 150), "b"], ["c", "plain", "d"]])
            }
        }
    }

    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func anyAsciiDelimiterWorks() {
        for tier in Self.tiers {
            for delimiter: UInt8 in [UInt8(ascii: ";"), 0x09, 0x00, 0x7F, UInt8(ascii: "a")] {
                let bytes: [UInt8] = [0x31, delimiter, 0x22, 0x32, delimiter, 0x22, 0x0A, 0x33, delimiter, 0x34, 0x0A]
                let scan = Self.scan(bytes, tier: tier, delimiter: delimiter)
                let quoted = String(decoding: [0x32, delimiter], as: UTF8.self)
                #expect(scan.values == [["1", quoted], ["3", "4"]], "delimiter \(delimiter)")
            }
        }
    }

    // MARK: In the reader

    /// Regular input goes through the scanner, not around it, and reads as the byte-level
    /// parser reads it.
    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func theScannerReadsRegularInput() throws {
        var random = SplitMix64(seed: 31)
        let table = (0..<3000).map { row in
            (0..<5).map { column -> String in
                switch (row + column) % 7 {
                case 0: "quoted, with \"quotes\""
                case 1: "line\nbreak"
                case 2: ""
                case 3: "naïve 東京 😀"
                default: String(random.next() % 100_000)
                }
            }
        }
        let bytes = try CSVWriter.bytes(for: table, options: .init(lineBreak: .crlf))
        let paths = everyReadingPath(.init())
        let expected = readAll(bytes, options: paths[0].options)
        #expect(expected.records == table)
        for (name, options) in paths.dropFirst(2) {
            let reader = try CSVReader(bytes: bytes, options: options)
            var records: [[String]] = []
            while let record = try reader.nextRecord() { records.append(record.fields) }
            #expect(records == table, "\(name)")
            #expect(reader.scannedRecordCount == table.count, "\(name)")
        }
    }

    /// A reader of a few bytes holds a batch sized to them (not the 16,384 fields and 2,048
    /// records a large input gets), and its records, however many fields each has, still go
    /// through the scanner; a reader without a scanner holds no batch.
    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func aSmallInputsBatchIsSizedToIt() throws {
        let row = (0..<40).map { String($0 % 10) }.joined(separator: ",")
        let bytes = Array(String(repeating: row + "\n", count: 3).utf8)
        // (Empty fields: every byte ends one.)
        let emptyFields = Array((String(repeating: ",", count: 59) + "\n").utf8)
        for build in RecordScanner.supportedBuilds {
            var options = CSVReader.Options()
            options.recordScanner = build
            let reader = try CSVReader(bytes: bytes, options: options)
            #expect(reader.batchSpanCapacity <= bytes.count + 72 && reader.batchRecordCapacity <= bytes.count + 1)
            #expect(try reader.readAllRecords().map(\.fields.count) == [40, 40, 40])
            #expect(reader.scannedRecordCount == 3, "\(build)")
            let empty = try CSVReader(bytes: emptyFields, options: options)
            #expect(try empty.readAllRecords().map(\.fields.count) == [60])
            #expect(empty.scannedRecordCount == 1, "\(build)")
            let large = try CSVReader(bytes: [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20), options: options)
            #expect(large.batchSpanCapacity == CSVReader.largestBatchSpanCapacity)
            #expect(large.batchRecordCapacity == CSVReader.largestBatchRecordCapacity)
        }
        var parserOnly = CSVReader.Options()
        parserOnly.recordScanner = .none
        let reader = try CSVReader(bytes: bytes, options: parserOnly)
        #expect(reader.batchSpanCapacity == 0 && reader.batchRecordCapacity == 0)
    }

    /// With a problem in every record the byte-level parser reads everything, and the
    /// scanner, which finds nothing to vouch for, is not asked again for every record.
    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild)) func aProblemInEveryRecordCostsAtMostAScanPerBlock() throws {
        let bytes = Array(String(repeating: "ab\"c,de\n", count: 1000).utf8)
        for build in RecordScanner.supportedBuilds {
            var options = CSVReader.Options.lenient
            options.recordScanner = build
            let reader = try CSVReader(bytes: bytes, options: options)
            #expect(try reader.readAllRecords().count == 1000)
            #expect(reader.forgivenIssueCount == 1000)
            #expect(reader.scannedRecordCount == 0)
            #expect(reader.scanCount <= bytes.count / 64 + 1, "\(build)")
        }
    }

    /// Inputs where the scanner must hand records to the byte-level parser and take over
    /// again: errors, forgiven problems, records wider than a batch, more records than a
    /// batch, a byte-order mark.
    @Test func everyBuildReadsWhatTheByteLevelParserReads() {
        let regular = String(repeating: "r1,\"q,\"\"x\"\"\",3\r\n", count: 50)
        let wide = String(repeating: "w,", count: 20_000) + "w\n"
        var inputs: [(String, [UInt8], CSVReader.Options)] = [
            ("regular", Array(regular.utf8), .init()),
            ("quote in an unquoted field", Array((regular + "a,b\"c,d\n" + regular).utf8), .init()),
            ("the same, lenient", Array((regular + "a,b\"c,d\n" + regular).utf8), .lenient),
            ("text after a closing quote, lenient", Array((regular + "a,\"b\"c,d\n" + regular).utf8), .lenient),
            ("invalid UTF-8", Array(regular.utf8) + [0xFF] + Array(("\n" + regular).utf8), .init()),
            ("invalid UTF-8, lenient", Array(regular.utf8) + [0xC3, 0x28] + Array(("\n" + regular).utf8), .lenient),
            ("too few fields", Array((regular + "1,2\n" + regular).utf8), .init()),
            ("too many fields, lenient", Array((regular + "1,2,3,4\n" + regular).utf8), .lenient),
            ("unterminated quote", Array((regular + "1,\"2\n").utf8), .init()),
            ("wider than a batch", Array((wide + wide).utf8), .init()),
            ("more records than a batch", Array(String(repeating: "1,2\n", count: 5000).utf8), .init()),
            ("byte-order mark", [0xEF, 0xBB, 0xBF] + Array(regular.utf8), .init()),
            ("header and blank lines", Array(("h1,h2,h3\n\n" + regular + "\r\n\r\n" + regular).utf8), .init(hasHeader: true)),
            ("blank lines as records", Array(("\n" + regular + "\n\n" + regular).utf8), .lenient),
            ("no final line break", Array((regular + "x,y,z").utf8), .init()),
        ]
        inputs.append(("semicolons", inputs[0].1.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ";") : $0 }, .init(delimiter: UInt8(ascii: ";"))))
        for (name, bytes, options) in inputs {
            let paths = everyReadingPath(options)
            let expected = readAll(bytes, options: paths[0].options)
            for (pathName, pathOptions) in paths.dropFirst() {
                #expect(readAll(bytes, options: pathOptions) == expected, "\(name), \(pathName)")
                for (chunk, buffer) in [(7, 64), (1000, 4096), (4096, 100_000)] {
                    let streamed = readAll(bytes, options: pathOptions, chunkSize: chunk, bufferSize: buffer)
                    #expect(streamed == expected, "\(name), \(pathName), chunk \(chunk), buffer \(buffer)")
                }
            }
        }
    }

    /// Invalid UTF-8 at every offset of a run of regular records: the same error, line and
    /// column on every path.
    @Test func invalidUTF8AtEveryOffsetGivesTheSameError() {
        let records = Array(String(repeating: "ab,\"c\nd\",é\r\n", count: 20).utf8)
        for offset in 0..<200 {
            for bad: [UInt8] in [[0xFF], [0xE2, 0x82]] {
                var bytes = records
                bytes.insert(contentsOf: bad, at: offset)
                let paths = everyReadingPath(.init(requiresUniformFieldCount: false))
                let expected = readAll(bytes, options: paths[0].options)
                #expect(expected.error != nil, "\(bad) at \(offset)")
                for (name, options) in paths.dropFirst() {
                    #expect(readAll(bytes, options: options) == expected, "\(bad) at \(offset), \(name)")
                }
            }
        }
    }

    /// An error after records of a scanned batch (in it, for a field count): its line and
    /// column, and reading on meets the same error again, on every path.
    @Test func anErrorAfterABatchIsReportedInPlaceAndAgain() throws {
        let cases: [([UInt8], CSVError)] = [
            (Array("1,2,3".utf8), .fieldCountMismatch(line: 23, column: 5, expected: 2, found: 3)),
            (Array("1,2\"3".utf8), .quoteInUnquotedField(line: 23, column: 4)),
            (Array("1,\"2\"3".utf8), .textAfterClosingQuote(line: 23, column: 6)),
            (Array("1,x".utf8) + [0xFF], .invalidUTF8(line: 23, column: 4)),
        ]
        let before = Array((String(repeating: "a,b\n", count: 20) + "\"x\ny\",z\n").utf8)
        for (bad, error) in cases {
            let bytes = before + bad + Array("\nlast,one\n".utf8)
            for (name, options) in everyReadingPath(.init()) {
                let reader = try CSVReader(bytes: bytes, options: options)
                for _ in 0..<20 { #expect(try reader.nextRecord()?.fields == ["a", "b"]) }
                #expect(try reader.nextRecord()?.fields == ["x\ny", "z"])
                for _ in 0..<2 {
                    #expect(throws: error, "\(bad), \(name)") { try reader.nextRecord() }
                }
                #expect(reader.scannedRecordCount > 0 || options.recordScanner == .none, "\(name)")
            }
        }
    }

    /// Random fields (plain, quoted with delimiters, line breaks and `""` inside, empty)
    /// between random separators, about `count` bytes: regular CSV, but for ragged records.
    static func randomRegularBytes(count: Int, random: inout SplitMix64) -> [UInt8] {
        let plainPieces = ["abc", "de", "é", "😀", "7"]
        let quotedPieces = ["x", ",", "\n", "\r\n", "\r", "\"\"", "東"]
        let separators = [",", ",", ",", ",", "\n", "\r\n", "\r"]
        func pick(_ pieces: [String], _ random: inout SplitMix64) -> String {
            pieces[Int(random.next() % UInt64(pieces.count))]
        }
        var text = ""
        while text.utf8.count < count {
            switch random.next() % 4 {
            case 0: text += "\"" + (0..<Int(random.next() % 4)).map { _ in pick(quotedPieces, &random) }.joined() + "\""
            case 1: break
            default: text += (0..<1 + Int(random.next() % 3)).map { _ in pick(plainPieces, &random) }.joined()
            }
            text += pick(separators, &random)
        }
        return Array(text.utf8)
    }

    @Test(.enabled(if: Self.hasBuild, Self.withoutBuild), arguments: [CSVReader.Options.Mode.strict, .lenient])
    func randomInputReadsTheSameOnEveryBuild(_ mode: CSVReader.Options.Mode) throws {
        var random = SplitMix64(seed: mode == .strict ? 41 : 42)
        let problems: [[UInt8]] = [[0x22], [0xFF], [0xE6, 0x9D], [0x80], Array("\"x\"y".utf8)]
        var scanned = 0
        for round in 0..<400 {
            var bytes = Self.randomRegularBytes(count: Int(random.next() % 600), random: &random)
            // Half of the inputs get a problem somewhere (or two).
            for _ in 0..<Int(random.next() % 4) where random.next() % 2 == 0 {
                let problem = problems[Int(random.next() % UInt64(problems.count))]
                bytes.insert(contentsOf: problem, at: Int(random.next() % UInt64(bytes.count + 1)))
            }
            var options = CSVReader.Options(mode: mode, requiresUniformFieldCount: round % 3 == 0)
            options.blankLines = round % 2 == 0 ? .skip : .emptyRecord
            options.hasHeader = round % 5 == 0
            let paths = everyReadingPath(options)
            let expected = readAll(bytes, options: paths[0].options)
            for (name, pathOptions) in paths.dropFirst(2) {
                #expect(readAll(bytes, options: pathOptions) == expected, "\(name): \(bytes)")
                #expect(readAll(bytes, options: pathOptions, chunkSize: 37, bufferSize: 64) == expected, "\(name): \(bytes)")
                let reader = try CSVReader(bytes: bytes, options: pathOptions)
                while (try? reader.nextRecord()) != nil {}
                scanned += reader.scannedRecordCount
            }
        }
        // The scanner did take part (thousands of records over the rounds).
        #expect(scanned > 2000 * RecordScanner.supportedBuilds.count)
    }
}
