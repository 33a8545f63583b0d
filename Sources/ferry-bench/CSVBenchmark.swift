import CSV
import Foundation

/// `ferry-bench csv`: Ferry's CSV reader next to Python's `csv` module, pyarrow's CSV
/// reader (one thread) and polars (one thread), all reading the same generated file in
/// the same run.
///
/// Options: `--megabytes N` (default 100) sets the file size; `--constant-memory-gigabytes N`
/// (default 1, 0 to skip) also streams an N GB file through the reader and reports its peak
/// resident memory; `--no-anchors` skips the Python anchors.
enum CSVBenchmark {
    static func run(arguments: [String]) -> Bool {
        let megabytes = Bench.intOption("--megabytes", in: arguments) ?? 100
        let bigGigabytes = Bench.intOption("--constant-memory-gigabytes", in: arguments) ?? 1
        let runAnchors = !arguments.contains("--no-anchors")

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ferry-csv-bench-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bench.csv").path

        let expected: GeneratedFile.Summary
        do {
            expected = try GeneratedFile.write(to: path, bytes: megabytes * 1_000_000, seed: 42)
        } catch {
            return Bench.fail("cannot write the benchmark file: \(error)")
        }
        let megabytesRead = Double(expected.bytes) / 1e6
        Bench.note("csv.file", String(
            format: "%.1f MB, %d records of %d fields, %.1f%% quoted fields, %.1f%% with line breaks",
            megabytesRead, expected.records, GeneratedFile.columns,
            100 * Double(expected.quotedFields) / Double(expected.fields),
            100 * Double(expected.fieldsWithLineBreaks) / Double(expected.fields)))
        Bench.note("csv.ferry.record-scanner", CSVReader.recordScannerName)

        if let repetitions = Bench.intOption("--profile-raw", in: arguments) {
            // For profilers: only the raw scan, repeated; prints the best time.
            let seconds = Bench.best(of: repetitions, warmUp: false) { _ = try? scanRaw(path: path) }
            Bench.note("csv.ferry.raw", String(format: "%.0f MB/s (%.3f s)", megabytesRead / seconds, seconds))
            return true
        }
        if let repetitions = Bench.intOption("--profile-strings", in: arguments) {
            let seconds = Bench.best(of: repetitions, warmUp: false) { _ = try? scanStrings(path: path) }
            Bench.note("csv.ferry.strings", String(format: "%.0f MB/s (%.3f s)", megabytesRead / seconds, seconds))
            return true
        }

        // Ferry is timed before and after the anchors and the better of the two kept, so
        // that a burst of load from other processes hurts neither side alone.
        guard var (rawSeconds, stringSeconds) = measureFerry(path: path, expected: expected) else { return false }
        let anchors = runAnchors ? measureAnchors(path: path, expected: expected) : []
        if !anchors.isEmpty {
            guard let again = measureFerry(path: path, expected: expected) else { return false }
            rawSeconds = min(rawSeconds, again.raw)
            stringSeconds = min(stringSeconds, again.strings)
        }

        Bench.note("csv.ferry.raw", String(format: "%.0f MB/s (%.3f s)", megabytesRead / rawSeconds, rawSeconds))
        Bench.note("csv.ferry.strings", String(format: "%.0f MB/s (%.3f s)", megabytesRead / stringSeconds, stringSeconds))
        for anchor in anchors {
            guard let seconds = anchor.seconds else {
                Bench.note("csv.anchor.\(anchor.key)", anchor.message)
                continue
            }
            Bench.note("csv.anchor.\(anchor.key)", String(format: "%@: %.0f MB/s (%.3f s)", anchor.message, megabytesRead / seconds, seconds))
            Bench.report("csv.raw-vs-\(anchor.key)", ferry: rawSeconds, anchor: seconds, unit: "s")
            Bench.report("csv.strings-vs-\(anchor.key)", ferry: stringSeconds, anchor: seconds, unit: "s")
        }

        if bigGigabytes > 0 {
            return constantMemoryRun(directory: directory, gigabytes: bigGigabytes)
        }
        return true
    }

    /// Times Ferry's raw scan (best of 5) and string scan (best of 3) and checks what they
    /// counted; nil (after printing why) when a result is wrong.
    private static func measureFerry(path: String, expected: GeneratedFile.Summary) -> (raw: Double, strings: Double)? {
        // Raw record scanning: field byte ranges, no strings.
        var rawCheck = GeneratedFile.Summary()
        var rawFailure: String?
        let rawSeconds = Bench.best(of: 5) {
            do {
                rawCheck = try scanRaw(path: path)
            } catch {
                rawFailure = "\(error)"
            }
        }
        if let rawFailure {
            _ = Bench.fail("raw scan threw \(rawFailure)")
            return nil
        }
        guard rawCheck.records == expected.records, rawCheck.fields == expected.fields,
              rawCheck.rawBytes == expected.rawBytes else {
            _ = Bench.fail("raw scan counted \(rawCheck), expected \(expected)")
            return nil
        }

        // Every field decoded into a String.
        var stringCheck = GeneratedFile.Summary()
        var stringFailure: String?
        let stringSeconds = Bench.best(of: 3) {
            do {
                stringCheck = try scanStrings(path: path)
            } catch {
                stringFailure = "\(error)"
            }
        }
        if let stringFailure {
            _ = Bench.fail("string scan threw \(stringFailure)")
            return nil
        }
        guard stringCheck.records == expected.records, stringCheck.fields == expected.fields,
              stringCheck.contentBytes == expected.contentBytes else {
            _ = Bench.fail("string scan counted \(stringCheck), expected \(expected)")
            return nil
        }
        return (rawSeconds, stringSeconds)
    }

    // MARK: Ferry

    /// Counts records, fields and value bytes with record views only.
    static func scanRaw(path: String) throws -> GeneratedFile.Summary {
        let reader = try CSVReader(path: path, options: .init(hasHeader: true))
        var summary = GeneratedFile.Summary()
        try reader.forEachRecord { record in
            summary.records += 1
            summary.fields += record.count
            for index in 0..<record.count {
                summary.rawBytes += record[index].rawBytes.count
            }
        }
        return summary
    }

    /// Counts records, fields and value bytes after decoding every field into a `String`.
    static func scanStrings(path: String) throws -> GeneratedFile.Summary {
        let reader = try CSVReader(path: path, options: .init(hasHeader: true))
        var summary = GeneratedFile.Summary()
        while let record = try reader.nextRecord() {
            summary.records += 1
            summary.fields += record.count
            for value in record.fields { summary.contentBytes += value.utf8.count }
        }
        return summary
    }

    // MARK: Anchors

    /// One anchor's outcome: its best time, or why there is none.
    struct AnchorResult {
        var key: String
        /// The anchor's name, or the reason it has no figure.
        var message: String
        var seconds: Double?
    }

    /// Runs the Python anchors on the same file. An anchor that cannot run gets a result
    /// that says so and no time: the benchmark never makes a figure up.
    private static func measureAnchors(path: String, expected: GeneratedFile.Summary) -> [AnchorResult] {
        var results: [AnchorResult] = []
        let venvPython = benchVirtualEnvironment()
        if venvPython == nil {
            results.append(AnchorResult(
                key: "setup",
                message: "UNAVAILABLE: scripts/bench-venv could not install pyarrow and polars; no figures for them"))
        }
        let anchors: [(name: String, key: String)] = [
            ("python csv module", "csv"), ("pyarrow.csv (use_threads=False)", "pyarrow"),
            ("polars (1 thread)", "polars"),
        ]
        for anchor in anchors {
            // The csv module needs no package, so the system interpreter can stand in.
            guard let python = venvPython ?? (anchor.key == "csv" ? systemPython() : nil) else {
                results.append(AnchorResult(key: anchor.key, message: "UNAVAILABLE: \(anchor.name) is not installed; no figure"))
                continue
            }
            guard let result = runPythonAnchor(python: python, kind: anchor.key, path: path) else {
                results.append(AnchorResult(key: anchor.key, message: "UNAVAILABLE: the \(anchor.name) anchor failed to run; no figure"))
                continue
            }
            if result.rows != expected.records {
                results.append(AnchorResult(
                    key: anchor.key, message: "WARNING: \(anchor.name) read \(result.rows) rows, expected \(expected.records)"))
            }
            results.append(AnchorResult(key: anchor.key, message: anchor.name, seconds: result.seconds))
        }
        return results
    }

    /// The first `python3` on the usual paths, for the anchor that needs no packages.
    private static func systemPython() -> String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `scripts/bench-venv` (found next to the package) and returns the interpreter
    /// it prints, or nil when it fails.
    private static func benchVirtualEnvironment() -> String? {
        let candidates = [
            FileManager.default.currentDirectoryPath + "/scripts/bench-venv",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scripts/bench-venv").path,
        ]
        guard let script = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            FileHandle.standardError.write(Data("ferry-bench csv: scripts/bench-venv not found\n".utf8))
            return nil
        }
        guard let output = runProcess(script, arguments: [], environment: [:]), output.status == 0 else { return nil }
        return output.stdout.split(separator: "\n").last.map(String.init)
    }

    private static let anchorScript = #"""
    import json, os, sys, time
    kind, path, repetitions = sys.argv[1], sys.argv[2], int(sys.argv[3])
    def run_csv():
        import csv
        rows = 0
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.reader(f)
            next(reader)
            for row in reader:
                rows += 1
        return rows
    def run_pyarrow():
        import pyarrow.csv as pc
        table = pc.read_csv(path,
            read_options=pc.ReadOptions(use_threads=False),
            parse_options=pc.ParseOptions(newlines_in_values=True))
        return table.num_rows
    def run_polars():
        import polars as pl
        return pl.read_csv(path).height
    run = {"csv": run_csv, "pyarrow": run_pyarrow, "polars": run_polars}[kind]
    best, rows = float("inf"), -1
    for _ in range(repetitions):
        start = time.perf_counter()
        rows = run()
        best = min(best, time.perf_counter() - start)
    print(json.dumps({"rows": rows, "seconds": best}))
    """#

    private static func runPythonAnchor(python: String, kind: String, path: String) -> (rows: Int, seconds: Double)? {
        let repetitions = kind == "csv" ? "2" : "5"
        let environment = ["POLARS_MAX_THREADS": "1", "OMP_NUM_THREADS": "1", "ARROW_NUM_THREADS": "1"]
        guard let output = runProcess(python, arguments: ["-c", anchorScript, kind, path, repetitions], environment: environment),
              output.status == 0,
              let line = output.stdout.split(separator: "\n").last,
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let rows = object["rows"] as? Int, let seconds = object["seconds"] as? Double
        else { return nil }
        return (rows, seconds)
    }

    private static func runProcess(_ executable: String, arguments: [String], environment: [String: String])
        -> (status: Int32, stdout: String)?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    // MARK: Constant memory

    /// Streams a generated file of `gigabytes` GB through the reader and reports the
    /// throughput and the process's peak resident memory.
    private static func constantMemoryRun(directory: URL, gigabytes: Int) -> Bool {
        let path = directory.appendingPathComponent("big.csv").path
        let expected: GeneratedFile.Summary
        do {
            expected = try GeneratedFile.write(to: path, bytes: gigabytes * 1_000_000_000, seed: 7)
        } catch {
            return Bench.fail("cannot write the \(gigabytes) GB file: \(error)")
        }
        defer { unlink(path) }
        let residentBefore = Bench.peakResidentBytes()
        let start = DispatchTime.now().uptimeNanoseconds
        let summary: GeneratedFile.Summary
        do {
            summary = try scanRaw(path: path)
        } catch {
            return Bench.fail("the \(gigabytes) GB scan threw \(error)")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard summary.records == expected.records, summary.fields == expected.fields,
              summary.rawBytes == expected.rawBytes else {
            return Bench.fail("the \(gigabytes) GB scan counted \(summary), expected \(expected)")
        }
        Bench.note("csv.ferry.raw-\(gigabytes)GB", String(
            format: "%.0f MB/s (%.2f s), peak RSS %.1f MB before and %.1f MB after the scan",
            Double(expected.bytes) / 1e6 / seconds, seconds,
            Double(residentBefore) / 1e6, Double(Bench.peakResidentBytes()) / 1e6))
        return true
    }

    /// The generated benchmark input: a header and records of mixed columns where about 10 %
    /// of fields are quoted and about half of those (5 % of all fields) hold a line break.
    enum GeneratedFile {
        static let columns = 8

        /// What a reader must find in the file (header excluded).
        struct Summary: CustomStringConvertible {
            var bytes = 0
            var records = 0
            var fields = 0
            /// Total UTF-8 length of all decoded field values.
            var contentBytes = 0
            /// Total length of all fields' bytes in the file, without the surrounding quotes.
            var rawBytes = 0
            var quotedFields = 0
            var fieldsWithLineBreaks = 0
            var description: String {
                "\(records) records, \(fields) fields, \(contentBytes) value bytes, \(rawBytes) raw bytes"
            }
        }

        /// Writes at least `bytes` bytes of CSV to `path`, streaming, and returns its summary.
        static func write(to path: String, bytes target: Int, seed: UInt64) throws -> Summary {
            guard let file = fopen(path, "w") else { throw CSVError.openFailed(path: path, errno: errno) }
            defer { fclose(file) }
            var random = SplitMix64(seed: seed)
            var summary = Summary()
            var chunk: [UInt8] = []
            chunk.reserveCapacity(1 << 20)
            let header = "id,name,city,amount,score,comment,tag,note\r\n"
            chunk.append(contentsOf: header.utf8)
            summary.bytes = chunk.count
            var value: [UInt8] = []
            while summary.bytes < target {
                let before = chunk.count
                for column in 0..<columns {
                    if column > 0 { chunk.append(UInt8(ascii: ",")) }
                    value.removeAll(keepingCapacity: true)
                    makeValue(column: column, into: &value, random: &random)
                    let roll = random.next() % 100
                    if roll < 10 {
                        summary.quotedFields += 1
                        if roll < 5 {
                            // A line break inside, LF or CRLF.
                            value.append(contentsOf: random.next() & 1 == 0 ? [0x0A] : [0x0D, 0x0A])
                            makeValue(column: 5, into: &value, random: &random)
                            summary.fieldsWithLineBreaks += 1
                        } else if roll < 8 {
                            value.append(contentsOf: ", \"quoted\"".utf8)
                        }
                        summary.contentBytes += value.count
                        summary.rawBytes += value.count
                        chunk.append(UInt8(ascii: "\""))
                        for byte in value {
                            chunk.append(byte)
                            if byte == UInt8(ascii: "\"") {
                                chunk.append(byte)
                                summary.rawBytes += 1
                            }
                        }
                        chunk.append(UInt8(ascii: "\""))
                    } else {
                        summary.contentBytes += value.count
                        summary.rawBytes += value.count
                        chunk.append(contentsOf: value)
                    }
                }
                chunk.append(contentsOf: [0x0D, 0x0A])
                summary.records += 1
                summary.fields += columns
                summary.bytes += chunk.count - before
                if chunk.count >= 1 << 20 {
                    guard fwrite(chunk, 1, chunk.count, file) == chunk.count else {
                        throw CSVError.writeFailed(offset: summary.bytes, errno: errno)
                    }
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            guard fwrite(chunk, 1, chunk.count, file) == chunk.count else {
                throw CSVError.writeFailed(offset: summary.bytes, errno: errno)
            }
            return summary
        }

        private static let words: [[UInt8]] = [
            "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
            "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
            "Zürich", "São Paulo", "Kraków", "東京", "naïve", "café",
        ].map { Array($0.utf8) }
        private static let cities: [[UInt8]] = [
            "Berlin", "Paris", "Lisbon", "Oslo", "Dublin", "Vienna", "Prague", "Madrid", "Rome", "Zürich",
        ].map { Array($0.utf8) }

        private static func makeValue(column: Int, into value: inout [UInt8], random: inout SplitMix64) {
            switch column {
            case 0:
                appendNumber(random.next() % 10_000_000, into: &value)
            case 1, 6:
                value.append(contentsOf: words[Int(random.next() % UInt64(words.count))])
            case 2:
                value.append(contentsOf: cities[Int(random.next() % UInt64(cities.count))])
            case 3:
                appendNumber(random.next() % 100_000, into: &value)
                value.append(UInt8(ascii: "."))
                let cents = random.next() % 100
                value.append(UInt8(ascii: "0") + UInt8(cents / 10))
                value.append(UInt8(ascii: "0") + UInt8(cents % 10))
            case 4:
                appendNumber(random.next() % 1000, into: &value)
            default:
                let count = 2 + Int(random.next() % 5)
                for index in 0..<count {
                    if index > 0 { value.append(UInt8(ascii: " ")) }
                    value.append(contentsOf: words[Int(random.next() % 20)])
                }
            }
        }

        private static func appendNumber(_ number: UInt64, into value: inout [UInt8]) {
            if number >= 10 { appendNumber(number / 10, into: &value) }
            value.append(UInt8(ascii: "0") + UInt8(number % 10))
        }
    }

    /// A small fast deterministic random generator (SplitMix64).
    struct SplitMix64 {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
