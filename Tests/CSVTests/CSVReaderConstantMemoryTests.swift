// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import CSV

/// A large generated file streams through the reader in constant memory.
@Suite struct CSVReaderConstantMemoryTests {
    /// 1 GB in optimized builds; 100 MB in debug builds, where the unoptimized parser is
    /// far slower (the benchmark streams 1 GB in release).
    static var targetBytes: Int {
        #if DEBUG
        100_000_000
        #else
        1_000_000_000
        #endif
    }

    @Test func largeFileIsReadInConstantMemory() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("csv-big-\(UUID()).csv").path
        defer { unlink(path) }
        // A 1 MiB chunk of varied records (quoted fields, line breaks inside), written
        // repeatedly: generation stays fast and the file never exists in memory.
        var chunk = Array("id,name,comment\r\n".utf8)
        let header = chunk.count
        var recordsPerChunk = 0
        var random = SplitMix64(seed: 13)
        while chunk.count < 1 << 20 {
            let n = random.next() % 1000
            let comment = n % 10 == 0 ? "\"multi\nline, \"\"quoted\"\"\"" : "plain text \(n)"
            chunk += Array("\(recordsPerChunk),name\(n),\(comment)\r\n".utf8)
            recordsPerChunk += 1
        }
        let body = Array(chunk[header...])
        let repetitions = Self.targetBytes / body.count + 1
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        var written = 0
        for index in 0..<repetitions {
            let part = index == 0 ? chunk : body
            written += part.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
        close(descriptor)
        try #require(written >= Self.targetBytes)

        // A buffer a few hundred times smaller than the file (in debug builds too).
        let options = CSVReader.Options(hasHeader: true, bufferSize: 256 * 1024)
        let reader = try CSVReader(path: path, options: options)
        var records = 0
        var fields = 0
        try reader.forEachRecord { record in
            records += 1
            fields += record.count
        }
        #expect(records == recordsPerChunk * repetitions)
        #expect(fields == 3 * records)
        // Every record fits the initial buffer, so the reader never grew it while reading
        // a file hundreds of times larger. (Process-wide peak RSS is not a usable measure
        // here: other suites run in parallel in the same process. The benchmark checks
        // RSS over 1 GB in a process of its own.)
        #expect(reader.bufferCapacity == options.bufferSize)
        #expect(written > 100 * reader.bufferCapacity)
    }
}
