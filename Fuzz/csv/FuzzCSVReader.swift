// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry point for the CSV reader, compiled together with Sources/CSV by run.sh.
//
// For every input it checks that:
// - neither mode crashes, and lenient mode never throws (it forgives everything);
// - the streaming reader (3-byte chunks, 16-byte buffer) reads exactly what the in-memory
//   reader reads, in both modes, errors and forgiven issues included;
// - the portable block scan (what targets without SSE2 use) reads exactly what the vector
//   scan reads, in both modes;
// - each record scanner build this processor runs (AVX2, AVX-512) reads exactly what the
//   byte-level parser alone reads, in both modes, in memory and streamed;
// - whatever strict mode reads, the writer writes back into bytes that read the same;
// - a record size limit (Options.maximumRecordSize) only ever stops a streamed reading early
//   with CSVError.recordTooLarge, after the same records as without it;
// - the columnar read holds what the record read gives, or stops with the same error;
// - CSVDecoder decodes the same rows (or fails with the same words) through Decodable and
//   through CSVRecordDecodable, reading the first line as the header.
//
// FERRY_CSV_FUZZ=fast (the CI smoke run) keeps the parser, streaming, lenient and round-trip
// checks but compares only the fastest scanner build, in memory, and skips the portable
// block scan: the full cross-check costs about ten readings per input.
import Foundation
#if canImport(Glibc)
internal import Glibc
#endif

/// Whether to check every scanner build and the portable block scan (the default).
let checksEveryBuild: Bool = {
    guard let mode = getenv("FERRY_CSV_FUZZ") else { return true }
    return String(cString: mode) != "fast"
}()

/// Records, lines, forgiven issues and the error, as one comparable value.
struct FuzzOutcome: Equatable {
    var records: [[String]] = []
    var lines: [Int] = []
    var forgiven: [CSVError] = []
    var error: CSVError?
}

func fuzzRead(_ bytes: [UInt8], _ options: CSVReader.Options, chunked: Bool) -> FuzzOutcome {
    var outcome = FuzzOutcome()
    do {
        let reader = chunked
            ? try CSVReader(source: ChunkedMemorySource(bytes: bytes, chunkSize: 3), options: options)
            : try CSVReader(bytes: bytes, options: options)
        do {
            while let record = try reader.nextRecord() {
                outcome.records.append(record.fields)
                outcome.lines.append(record.line)
            }
        } catch {
            outcome.error = error
        }
        outcome.forgiven = reader.forgivenIssues
    } catch {
        outcome.error = error
    }
    return outcome
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The first byte picks the delimiter, so that other delimiters get fuzzed too.
    let delimiter: UInt8 = size > 0 && bytes[0] % 4 == 1 ? UInt8(ascii: ";") : UInt8(ascii: ",")
    var strict = CSVReader.Options(delimiter: delimiter, bufferSize: 16)
    strict.requiresUniformFieldCount = size % 2 == 0
    var lenient = CSVReader.Options.lenient
    lenient.delimiter = delimiter
    lenient.bufferSize = 16

    // The byte-level parser alone is the reference; the default path (the fastest scanner
    // build) and every other build must agree with it.
    strict.recordScanner = .none
    lenient.recordScanner = .none
    let strictOutcome = fuzzRead(bytes, strict, chunked: false)
    precondition(strictOutcome == fuzzRead(bytes, strict, chunked: true), "strict: streaming differs from in-memory")
    let lenientOutcome = fuzzRead(bytes, lenient, chunked: false)
    precondition(lenientOutcome.error == nil, "lenient mode threw \(String(describing: lenientOutcome.error))")
    precondition(lenientOutcome == fuzzRead(bytes, lenient, chunked: true), "lenient: streaming differs from in-memory")
    checkRecordLimit(bytes, strict, reference: strictOutcome)
    checkRecordLimit(bytes, lenient, reference: lenientOutcome)
    checkColumns(bytes, strict, reference: strictOutcome)
    checkColumns(bytes, lenient, reference: lenientOutcome)
    checkDecoders(bytes, delimiter: delimiter)
    guard checksEveryBuild else {
        var scannedStrict = strict, scannedLenient = lenient
        scannedStrict.recordScanner = .fastest
        scannedLenient.recordScanner = .fastest
        precondition(strictOutcome == fuzzRead(bytes, scannedStrict, chunked: false), "strict: fastest scanner differs")
        precondition(lenientOutcome == fuzzRead(bytes, scannedLenient, chunked: false), "lenient: fastest scanner differs")
        checkRoundTrip(strictOutcome, delimiter: delimiter)
        return 0
    }
    var portableStrict = strict
    portableStrict.usesPortableBlockScan = true
    precondition(strictOutcome == fuzzRead(bytes, portableStrict, chunked: false), "strict: portable scan differs")
    var portableLenient = lenient
    portableLenient.usesPortableBlockScan = true
    precondition(lenientOutcome == fuzzRead(bytes, portableLenient, chunked: true), "lenient: portable scan differs")
    // Each build once: the one `fastest` picks is run through that choice, not again by name.
    let fastestTier = RecordScanner.fastest.tier
    for build in RecordScanner.supportedBuilds.map({ $0.tier == fastestTier ? RecordScanner.fastest : $0 }) {
        var scannedStrict = strict
        scannedStrict.recordScanner = build
        precondition(strictOutcome == fuzzRead(bytes, scannedStrict, chunked: false), "strict: scanner \(build) differs")
        precondition(strictOutcome == fuzzRead(bytes, scannedStrict, chunked: true), "strict: streamed scanner \(build) differs")
        var scannedLenient = lenient
        scannedLenient.recordScanner = build
        precondition(lenientOutcome == fuzzRead(bytes, scannedLenient, chunked: false), "lenient: scanner \(build) differs")
        precondition(lenientOutcome == fuzzRead(bytes, scannedLenient, chunked: true), "lenient: streamed scanner \(build) differs")
    }
    checkRoundTrip(strictOutcome, delimiter: delimiter)
    return 0
}

/// The columnar read holds what the record read gives (a shorter record's missing fields
/// as empty values), its `String`s made by the columns; or it stops with the same error.
func checkColumns(_ bytes: [UInt8], _ options: CSVReader.Options, reference: FuzzOutcome) {
    let columns: CSVColumns
    do {
        columns = try CSVReader(bytes: bytes, options: options).readColumns()
    } catch {
        precondition(error == reference.error, "columns: \(error), records: \(String(describing: reference.error))")
        return
    }
    precondition(reference.error == nil, "columns read what the records refused: \(String(describing: reference.error))")
    precondition(columns.rowCount == reference.records.count, "columns: \(columns.rowCount) rows, records: \(reference.records.count)")
    for (row, record) in reference.records.enumerated() {
        let values = columns.columns.map { $0[row] }
        precondition(values.count >= record.count, "row \(row): \(values.count) columns for \(record.count) fields")
        precondition(Array(values.prefix(record.count)) == record, "row \(row): the columns differ from the record")
        precondition(values.dropFirst(record.count).allSatisfy(\.isEmpty), "row \(row): a missing field is not empty")
    }
}

/// A row the decoders make from columns `a` to `e` of a header: each one optional, so that
/// a header without some of them still decodes the rest.
struct FuzzRow: Decodable, Equatable {
    var a: Int?
    var b: Double?
    var c: String?
    var d: Date?
    var e: Bool?

    static func == (left: FuzzRow, right: FuzzRow) -> Bool {
        // (A parsed "nan" is not equal to itself.)
        left.a == right.a && left.b?.bitPattern == right.b?.bitPattern && left.c == right.c && left.d == right.d
            && left.e == right.e
    }
}

/// `FuzzRow` read by name.
struct FuzzRowByName: CSVRecordDecodable {
    var row: FuzzRow

    init(csvRecord record: CSVDecoder.Record) throws {
        row = try FuzzRow(
            a: record.decodeIfPresent(Int.self, forKey: "a"), b: record.decodeIfPresent(Double.self, forKey: "b"),
            c: record.decodeIfPresent(String.self, forKey: "c"), d: record.decodeIfPresent(Date.self, forKey: "d"),
            e: record.decodeIfPresent(Bool.self, forKey: "e"))
    }
}

/// The words of a decoding failure, without the key's type (which differs between the two
/// paths).
func fuzzFailure(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
         DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
        return context.debugDescription
    default:
        return String(describing: error)
    }
}

/// Both decoding paths make the same rows, or fail with the same words.
func checkDecoders(_ bytes: [UInt8], delimiter: UInt8) {
    let options = CSVReader.Options(delimiter: delimiter, hasHeader: true, bufferSize: 16)
    enum Outcome: Equatable {
        case rows([FuzzRow])
        case failure(String)
    }
    let decoded: Outcome
    let byName: Outcome
    do {
        decoded = .rows(try CSVDecoder().decode(FuzzRow.self, from: CSVReader(bytes: bytes, options: options)))
    } catch {
        decoded = .failure(fuzzFailure(error))
    }
    do {
        byName = .rows(try CSVDecoder().decode(FuzzRowByName.self, from: CSVReader(bytes: bytes, options: options)).map(\.row))
    } catch {
        byName = .failure(fuzzFailure(error))
    }
    precondition(decoded == byName, "Decodable: \(decoded), CSVRecordDecodable: \(byName)")
}

/// Read streamed with a 32-byte record limit, `bytes` give what `reference` holds, or stop
/// with `recordTooLarge` after a prefix of its records.
func checkRecordLimit(_ bytes: [UInt8], _ options: CSVReader.Options, reference: FuzzOutcome) {
    var limited = options
    limited.maximumRecordSize = 32
    let outcome = fuzzRead(bytes, limited, chunked: true)
    if case .recordTooLarge? = outcome.error {
        precondition(reference.records.starts(with: outcome.records) && reference.lines.starts(with: outcome.lines),
                     "the record limit changed the records before it")
    } else {
        precondition(outcome == reference, "a record limit that was not reached changed the reading")
    }
}

/// Whatever strict mode read without an error must survive a write and a read.
func checkRoundTrip(_ strictOutcome: FuzzOutcome, delimiter: UInt8) {
    guard strictOutcome.error == nil else { return }
    precondition(strictOutcome.forgiven.isEmpty, "strict mode forgave something")
    var written: [UInt8] = []
    do {
        let writer = try CSVWriter(options: .init(delimiter: delimiter)) { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
            written.append(contentsOf: chunk)
        }
        for record in strictOutcome.records { try writer.writeRecord(record) }
        try writer.finish()
    } catch {
        preconditionFailure("writer failed: \(error)")
    }
    var reread = CSVReader.Options(delimiter: delimiter)
    reread.requiresUniformFieldCount = false
    let again = fuzzRead(written, reread, chunked: false)
    precondition(again.error == nil && again.records == strictOutcome.records, "round trip changed the records")
}
