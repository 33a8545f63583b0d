// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import CSV

/// `Options.maximumRecordSize`: a streaming reader refuses a record longer than the limit
/// with `CSVError.recordTooLarge` instead of growing its buffer to hold it, in either mode,
/// and reads records up to the limit as before.
struct CSVReaderRecordLimitTests {
    static func streamingReader(_ text: String, mode: CSVReader.Options.Mode, limit: Int) throws -> CSVReader {
        var options = CSVReader.Options(mode: mode, requiresUniformFieldCount: false, bufferSize: 64)
        options.maximumRecordSize = limit
        return try CSVReader(source: ChunkedMemorySource(bytes: Array(text.utf8), chunkSize: 7), options: options)
    }

    @Test(arguments: [CSVReader.Options.Mode.strict, .lenient])
    func aRecordLongerThanTheLimitStopsTheReaderWithItsLine(_ mode: CSVReader.Options.Mode) throws {
        let long = String(repeating: "x", count: 5_000)
        let reader = try Self.streamingReader("a,b\nshort,\(String(repeating: "y", count: 900))\n\"\(long)\",z\nafter\n", mode: mode, limit: 1_024)
        #expect(try reader.nextRecord()?.fields == ["a", "b"])
        #expect(try reader.nextRecord()?.fields == ["short", String(repeating: "y", count: 900)])
        #expect(throws: CSVError.recordTooLarge(line: 3, limit: 1_024)) { try reader.nextRecord() }
        #expect(CSVError.recordTooLarge(line: 3, limit: 1_024).line == 3)
        #expect(CSVError.recordTooLarge(line: 3, limit: 1_024).column == nil)
        #expect(CSVError.recordTooLarge(line: 3, limit: 1_024).description == "line 3: a record longer than 1024 bytes; the reader stops there")
    }

    @Test func withoutALimitTheBufferGrowsForALongRecord() throws {
        let long = String(repeating: "x", count: 5_000)
        let reader = try Self.streamingReader("\(long),z\n", mode: .strict, limit: .max)
        #expect(try reader.nextRecord()?.fields == [long, "z"])
        #expect(CSVReader.Options().maximumRecordSize == .max)
    }
}
