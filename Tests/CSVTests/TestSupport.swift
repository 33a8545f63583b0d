// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
@testable import CSV

/// What reading an input produced: the records, their first lines, what lenient mode
/// forgave, or the error that stopped it.
struct ReadOutcome: Equatable, CustomStringConvertible {
    var records: [[String]] = []
    var lines: [Int] = []
    var header: [String]?
    var forgiven: [CSVError] = []
    var error: CSVError?

    var description: String {
        "records \(records), lines \(lines), header \(String(describing: header)), forgiven \(forgiven), error \(String(describing: error))"
    }
}

/// Reads `bytes` completely, either in memory or (with `chunkSize`) streamed through a
/// source that hands out `chunkSize` bytes at a time into a buffer of `bufferSize` bytes.
func readAll(
    _ bytes: [UInt8], options: CSVReader.Options = .init(), chunkSize: Int? = nil, bufferSize: Int? = nil
) -> ReadOutcome {
    var outcome = ReadOutcome()
    var options = options
    if let bufferSize { options.bufferSize = bufferSize }
    do {
        let reader: CSVReader
        if let chunkSize {
            reader = try CSVReader(source: ChunkedMemorySource(bytes: bytes, chunkSize: chunkSize), options: options)
        } else {
            reader = try CSVReader(bytes: bytes, options: options)
        }
        defer {
            outcome.forgiven = reader.forgivenIssues
            outcome.header = reader.header
        }
        do {
            try reader.readHeader()
            while let record = try reader.nextRecord() {
                outcome.records.append(record.fields)
                outcome.lines.append(record.line)
            }
        } catch {
            outcome.error = error
        }
    } catch {
        outcome.error = error
    }
    return outcome
}

/// `readAll` over the UTF-8 of `text`.
func readAll(_ text: String, options: CSVReader.Options = .init()) -> ReadOutcome {
    readAll(Array(text.utf8), options: options)
}

/// Random CSV-ish bytes from an alphabet heavy in the bytes that matter to the parser.
func randomCSVBytes(count: Int, random: inout SplitMix64, alphabet: [[UInt8]] = defaultAlphabet) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
        bytes.append(contentsOf: alphabet[Int(random.next() % UInt64(alphabet.count))])
    }
    return bytes
}

let defaultAlphabet: [[UInt8]] = [
    [0x61], [0x62], [0x2C], [0x2C], [0x22], [0x22], [0x0A], [0x0D], [0x0D, 0x0A], [0x20],
    Array("é".utf8), Array("東".utf8), Array("ab".utf8), Array("\"\"".utf8),
]

/// The reader's paths on this processor, named: the byte-level parser alone with its
/// vector block scan (the reference, first) and with its portable one, then each record
/// scanner build the processor runs in front of the parser.
func everyReadingPath(_ options: CSVReader.Options) -> [(name: String, options: CSVReader.Options)] {
    var parserOnly = options
    parserOnly.recordScanner = .none
    var portableParser = parserOnly
    portableParser.usesPortableBlockScan = true
    var paths = [("byte-level parser", parserOnly), ("portable byte-level parser", portableParser)]
    for build in RecordScanner.supportedBuilds {
        var scanner = options
        scanner.recordScanner = build
        paths.append(("scanner \(build)", scanner))
    }
    return paths
}

/// Writes `contents` to a new file in the temporary folder and returns its path.
func temporaryFile(named name: String, contents: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID())-\(name)").path
    try Data(contents).write(to: URL(fileURLWithPath: path))
    return path
}
