// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import CSV

@Suite struct CSVWriterTests {
    private func text(_ records: [[String]], _ options: CSVWriter.Options = .init()) throws -> String {
        String(decoding: try CSVWriter.bytes(for: records, options: options), as: UTF8.self)
    }

    @Test func quotesOnlyWhatNeedsIt() throws {
        let output = try text([["plain", "with,comma", "say \"hi\"", "two\nlines", "cr\r", "", " spaced "]])
        #expect(output == "plain,\"with,comma\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\",, spaced \r\n")
    }

    @Test func usesCRLFByDefaultAndLFOnRequest() throws {
        #expect(try text([["a"], ["b"]]) == "a\r\nb\r\n")
        #expect(try text([["a"], ["b"]], .init(lineBreak: .lf)) == "a\nb\n")
    }

    @Test func finalLineBreakIsOptional() throws {
        #expect(try text([["a", "b"], ["c", "d"]], .init(writesFinalLineBreak: false)) == "a,b\r\nc,d")
        #expect(try text([], .init(writesFinalLineBreak: true)) == "")
    }

    @Test func writesAByteOrderMarkOnRequest() throws {
        let bytes = try CSVWriter.bytes(for: [["é"]], options: .init(writesByteOrderMark: true))
        #expect(bytes == [0xEF, 0xBB, 0xBF, 0xC3, 0xA9, 0x0D, 0x0A])
        // Even with no records at all.
        #expect(try CSVWriter.bytes(for: [], options: .init(writesByteOrderMark: true)) == [0xEF, 0xBB, 0xBF])
    }

    @Test func aLoneEmptyFieldIsQuotedSoItIsNotABlankLine() throws {
        #expect(try text([[""], ["a"], [""]]) == "\"\"\r\na\r\n\"\"\r\n")
        #expect(try text([["", ""]]) == ",\r\n")
        #expect(try text([[]]) == "\r\n")
    }

    @Test func aLeadingU_FEFFIsQuotedUnlessAMarkIsWritten() throws {
        #expect(try text([["\u{FEFF}x", "\u{FEFF}y"]]) == "\"\u{FEFF}x\",\u{FEFF}y\r\n")
        let withMark = try CSVWriter.bytes(for: [["\u{FEFF}x"]], options: .init(writesByteOrderMark: true))
        #expect(withMark == [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x78, 0x0D, 0x0A])
        #expect(try text([["a"], ["\u{FEFF}b"]]) == "a\r\n\u{FEFF}b\r\n")
    }

    @Test func quotesEverythingOnRequest() throws {
        #expect(try text([["a", "", "b\"c"]], .init(quotesAllFields: true)) == "\"a\",\"\",\"b\"\"c\"\r\n")
    }

    @Test func usesTheConfiguredDelimiter() throws {
        #expect(try text([["a;b", "c,d"]], .init(delimiter: UInt8(ascii: ";"))) == "\"a;b\";c,d\r\n")
        #expect(throws: CSVError.invalidDelimiter(0x0A)) { try CSVWriter(options: .init(delimiter: 0x0A)) { _ in } }
    }

    @Test func acceptsSubstringsAndCountsWhatItWrote() throws {
        var chunks: [[UInt8]] = []
        let writer = try CSVWriter { (chunk: UnsafeRawBufferPointer) throws(CSVError) in chunks.append(Array(chunk)) }
        let line = "x,y,z"
        try writer.writeRecord(line.split(separator: ","))
        #expect(writer.recordsWritten == 1)
        #expect(writer.bytesWritten == 0)
        try writer.finish()
        #expect(chunks.flatMap { $0 } == Array("x,y,z\r\n".utf8))
        #expect(writer.bytesWritten == 7)
        try writer.finish()
        #expect(writer.bytesWritten == 7)
    }

    @Test func flushesInChunksForLargeOutput() throws {
        var chunkCount = 0
        var total = 0
        let writer = try CSVWriter { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
            chunkCount += 1
            total += chunk.count
        }
        let record = [String(repeating: "x", count: 1000), "y"]
        for _ in 0..<1000 { try writer.writeRecord(record) }
        try writer.finish()
        #expect(total == 1000 * 1004)
        #expect(chunkCount > 10)
    }

    @Test func writesToAFileDescriptorAndReportsWriteErrors() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("csv-writer-\(UUID()).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let writer = try CSVWriter(fileDescriptor: descriptor, options: .init(writesByteOrderMark: true))
        try writer.writeRecord(["a", "b,c"])
        try writer.finish()
        close(descriptor)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([0xEF, 0xBB, 0xBF] + Array("a,\"b,c\"\r\n".utf8)))

        // A descriptor opened read-only cannot be written.
        let readOnly = open(path, O_RDONLY)
        defer { close(readOnly) }
        let failing = try CSVWriter(fileDescriptor: readOnly)
        try failing.writeRecord(["x"])
        #expect(throws: CSVError.writeFailed(offset: 0, errno: EBADF)) { try failing.finish() }
    }

    @Test func writingAfterFinishIsATypedError() throws {
        var output: [UInt8] = []
        let writer = try CSVWriter { (chunk: UnsafeRawBufferPointer) throws(CSVError) in output.append(contentsOf: chunk) }
        try writer.writeRecord(["a"])
        try writer.finish()
        #expect(throws: CSVError.writeAfterFinish(recordsWritten: 1)) { try writer.writeRecord(["b"]) }
        #expect(output == Array("a\r\n".utf8))
    }

    @Test func aFailedFlushCanBeRetried() throws {
        var failNext = true
        var output: [UInt8] = []
        let writer = try CSVWriter { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
            if failNext {
                failNext = false
                throw .writeFailed(offset: 0, errno: 28)
            }
            output.append(contentsOf: chunk)
        }
        try writer.writeRecord(["x", "y"])
        #expect(throws: CSVError.writeFailed(offset: 0, errno: 28)) { try writer.finish() }
        try writer.finish()
        #expect(output == Array("x,y\r\n".utf8))
    }

    @Test func dataConvenienceMatchesTheStreamingWriter() throws {
        let records = [["a", "b\nc"], ["\"", ""]]
        #expect(try CSVWriter.data(for: records) == Data(try CSVWriter.bytes(for: records)))
    }
}
