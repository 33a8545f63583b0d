// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// `ferry-bench csv`: Ferry's CSV reader making values, next to polars and pyarrow (one
/// thread each) making the same values from the same file, in one run.
///
/// For each file (`generated`: short mixed columns; `long-quoted`: a long quoted text field
/// per record) it prints, each against polars and pyarrow:
/// - `strings`: every record as `[String]`, all kept, against a frame of string columns;
/// - `columns`: a columnar read (per column one UTF-8 buffer plus offsets) against the same;
/// - `decode`: `CSVDecoder` into a `Decodable` struct against polars' typed read;
/// - `records`: `CSVDecoder` into the same struct through `CSVRecordDecodable`, against the
///   same; then, with no ratio, what `Decodable` alone costs for as many rows
///   (`decodable-alone`).
/// Then `lenient-stray-quotes`: a hostile file read leniently, against Python's `csv`
/// module (`CSVLenientHostile`).
/// Every side's result is summed (untimed) and checked against the file's generator; a
/// side that made something else gets no ratio. Both sides get one warm-up run and the best
/// of the same number of runs. Then a child process streams a 1 GB file and reports its
/// own peak resident memory, next to the same child on the smaller file.
///
/// Options: `--megabytes N` (default 100) sets the size of each file; `--repetitions N`
/// (default 5) the timed runs per side; `--constant-memory-gigabytes N` (default 1, 0 to
/// skip) the streamed file; `--no-anchors` skips polars and pyarrow; `--profile MODE`
/// (strings, columns, decode, records, or the floors strings-alone and decodable-alone)
/// repeats one Ferry read on the generated file (`--file
/// long-quoted` for the other), for profilers.
enum CSVBenchmark {
    static func run(arguments: [String]) -> Bool {
        let megabytes = Bench.intOption("--megabytes", in: arguments) ?? 100
        let repetitions = Bench.intOption("--repetitions", in: arguments) ?? 5
        let bigGigabytes = Bench.intOption("--constant-memory-gigabytes", in: arguments) ?? 1
        let runAnchors = !arguments.contains("--no-anchors")

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ferry-csv-bench-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        Bench.note("csv.ferry.record-scanner", CSVReader.recordScannerName)

        if let mode = Bench.option("--profile", in: arguments) {
            return profile(mode: mode, directory: directory, megabytes: megabytes, repetitions: repetitions)
        }

        let python = runAnchors ? CSVBenchAnchors.virtualEnvironment() : nil
        if runAnchors && python == nil {
            Bench.note("csv.anchors", "UNAVAILABLE: scripts/bench-venv could not install polars and pyarrow; no ratios")
        }
        var allCorrect = true
        var smallFile: (path: String, summary: CSVBenchFile.Summary)?
        for file in CSVBenchFile.allCases {
            let path = directory.appendingPathComponent("\(file.rawValue).csv").path
            let summary: CSVBenchFile.Summary
            do {
                summary = try file.write(to: path, bytes: megabytes * 1_000_000, seed: 42)
            } catch {
                return Bench.fail("cannot write the \(file.rawValue) file: \(error)")
            }
            Bench.note("csv.\(file.rawValue).file", String(
                format: "%.1f MB, %d records of %d fields, %.1f%% of fields quoted",
                Double(summary.bytes) / 1e6, summary.text.rows, summary.text.fields / max(summary.text.rows, 1),
                100 * Double(summary.quotedFields) / Double(max(summary.text.fields, 1))))
            let comparison = FileComparison(
                file: file, path: path, summary: summary, repetitions: repetitions, python: runAnchors ? python : nil)
            if !comparison.run() { allCorrect = false }
            if file == .generated { smallFile = (path, summary) } else { unlink(path) }
        }

        if !CSVLenientHostile.run(directory: directory, repetitions: repetitions) { allCorrect = false }
        if bigGigabytes > 0, let smallFile {
            if !CSVStreamingMemory.run(directory: directory, small: smallFile, gigabytes: bigGigabytes) { allCorrect = false }
        }
        return allCorrect
    }

    /// Repeats one of Ferry's reads on one file and prints the best time.
    private static func profile(mode: String, directory: URL, megabytes: Int, repetitions: Int) -> Bool {
        let file = CSVBenchFile(rawValue: Bench.option("--file", in: CommandLine.arguments) ?? "generated") ?? .generated
        let path = directory.appendingPathComponent("\(file.rawValue).csv").path
        guard let summary = try? file.write(to: path, bytes: megabytes * 1_000_000, seed: 42) else {
            return Bench.fail("cannot write the benchmark file")
        }
        // Each run's result is freed outside its timing, as in the comparison lines.
        func best<Result>(_ read: () throws -> Result) -> Double? {
            (try? Bench.best(of: repetitions, warmUp: false, keeping: read))?.seconds
        }
        let measured: Double? = switch mode {
        case "strings": best { try CSVBenchReads.strings(path: path) }
        case "decodable-alone":
            (try? CSVBenchReads.columns(path: path)).flatMap { columns in
                file == .generated ? best { try CSVDecodableFloor.sales(from: columns) } : best { try CSVDecodableFloor.posts(from: columns) }
            }
        case "strings-alone":
            (try? CSVBenchReads.columns(path: path)).flatMap { columns in best { CSVStringsFloor.records(of: columns) } }
        case "columns": best { try CSVBenchReads.columns(path: path) }
        case "records": file == .generated
            ? best { try CSVBenchReads.salesByName(path: path) } : best { try CSVBenchReads.postsByName(path: path) }
        default: file == .generated
            ? best { try CSVBenchReads.decodeSales(path: path) } : best { try CSVBenchReads.decodePosts(path: path) }
        }
        let seconds = measured ?? .nan
        Bench.note("csv.ferry.\(mode)", String(format: "%.0f MB/s (%.3f s)", Double(summary.bytes) / 1e6 / seconds, seconds))
        return true
    }

    /// The lines for one file: each Ferry read against each anchor that makes the same.
    private struct FileComparison {
        let file: CSVBenchFile
        let path: String
        let summary: CSVBenchFile.Summary
        let repetitions: Int
        let python: String?

        func run() -> Bool {
            var correct = true
            let megabytes = Double(summary.bytes) / 1e6

            // Records of Strings, and the columnar read: both make every value as text.
            // Each read is timed alone; its result is summed after the timing.
            let textReads: [(key: String, makes: String, goal: Double, measured: () -> (seconds: Double, sums: CSVTextChecksum)?)] = [
                ("strings", "every record as a CSVRecord of Strings, all kept (CSVReader.readAllRecords)", 2, {
                    measure({ try CSVBenchReads.strings(path: path) }, sums: CSVBenchReads.textSums(of:))
                }),
                ("columns", "CSVColumns: per column one UTF-8 buffer plus offsets, all kept (CSVReader.readColumns)", 3, {
                    measure({ try CSVBenchReads.columns(path: path) }, sums: CSVBenchReads.textSums(of:))
                }),
            ]
            var anchorText: [CSVBenchAnchors.Kind: CSVBenchAnchors.Outcome] = [:]
            for kind in [CSVBenchAnchors.Kind.polarsText, .pyarrowText] where python != nil {
                anchorText[kind] = CSVBenchAnchors.run(kind, file: file, path: path, repetitions: repetitions, python: python)
            }
            for read in textReads {
                guard let measured = read.measured() else { return false }
                let seconds = measured.seconds, sums = measured.sums
                let name = "csv.\(file.rawValue).\(read.key)"
                guard sums == summary.text else {
                    correct = Bench.fail("\(name): Ferry made \(sums), the file holds \(summary.text)")
                    continue
                }
                Bench.note("\(name).ferry", String(format: "%.0f MB/s (%.3f s)", megabytes / seconds, seconds))
                for kind in [CSVBenchAnchors.Kind.polarsText, .pyarrowText] {
                    guard let outcome = anchorText[kind] else { continue }
                    let expected = summary.text
                    let mismatch: ([String: Any]) -> String? = { json in
                        guard let sums = CSVTextChecksum(json: json) else { return "no sums" }
                        return sums == expected ? nil : sums.description
                    }
                    compare(name: "\(name)-vs-\(kind.label)", ferry: seconds, ferryMakes: read.makes,
                            anchor: outcome, anchorKind: kind, goal: kind == .polarsText ? read.goal : nil, mismatch: mismatch)
                }
            }

            // What the records' Strings cost alone, made from values already read: a
            // floor for the strings line, not a comparison, so it has no ratio.
            if let columns = try? CSVBenchReads.columns(path: path) {
                let floor = CSVStringsFloor.seconds(making: columns, repetitions: repetitions)
                Bench.note("csv.\(file.rawValue).strings-alone", String(
                    format: "%.3f s: every record as a CSVRecord of Strings made from values already in columns (no CSV "
                        + "parsed), records kept; the least any reader returning these records can take here", floor))
            }

            // Typed rows against polars' typed read: through `Decodable`, and through
            // `CSVRecordDecodable` (the same fields read by name by direct calls).
            let typedReads: [(key: String, makes: String, measured: () -> (seconds: Double, sums: CSVTypedChecksum)?)] = [
                ("decode", "CSVDecoder: an array of Decodable structs (Int, Double, Date and String properties)", {
                    switch file {
                    case .generated: measure({ try CSVBenchReads.decodeSales(path: path) }, sums: CSVBenchReads.typedSums(of:))
                    case .longQuoted: measure({ try CSVBenchReads.decodePosts(path: path) }, sums: CSVBenchReads.typedSums(of:))
                    }
                }),
                ("records", "CSVDecoder: the same structs by CSVRecordDecodable (fields read by column name, no Decodable)", {
                    switch file {
                    case .generated:
                        measure({ try CSVBenchReads.salesByName(path: path) }) { CSVBenchReads.typedSums(of: $0.map(\.sale)) }
                    case .longQuoted:
                        measure({ try CSVBenchReads.postsByName(path: path) }) { CSVBenchReads.typedSums(of: $0.map(\.post)) }
                    }
                }),
            ]
            let polarsTyped = python.map { _ in
                CSVBenchAnchors.run(.polarsTyped, file: file, path: path, repetitions: repetitions, python: python)
            }
            for read in typedReads {
                guard let measured = read.measured() else { return false }
                let name = "csv.\(file.rawValue).\(read.key)"
                guard measured.sums == summary.typed else {
                    correct = Bench.fail("\(name): Ferry decoded \(measured.sums), the file holds \(summary.typed)")
                    continue
                }
                Bench.note("\(name).ferry", String(format: "%.0f MB/s (%.3f s)", megabytes / measured.seconds, measured.seconds))
                guard let polarsTyped else { continue }
                let expected = summary.typed
                let mismatch: ([String: Any]) -> String? = { json in
                    guard let sums = CSVTypedChecksum(json: json) else { return "no sums" }
                    return sums == expected ? nil : sums.description
                }
                compare(name: "\(name)-vs-polars-typed", ferry: measured.seconds, ferryMakes: read.makes,
                        anchor: polarsTyped, anchorKind: .polarsTyped, goal: 1, mismatch: mismatch)
            }
            // What Decodable costs with the rows' strings, no CSV parsed: a floor, not a
            // comparison (the anchor does other work), so it has no ratio. Its strings are
            // checked against the file's.
            guard let columns = try? CSVBenchReads.columns(path: path) else { return Bench.fail("\(file.rawValue): no columns") }
            let floor: (seconds: Double, textBytes: Int)?
            switch file {
            case .generated:
                floor = (try? Bench.best(of: repetitions, keeping: { try CSVDecodableFloor.sales(from: columns) }))
                    .map { ($0.seconds, CSVBenchReads.typedSums(of: $0.result).textBytes) }
            case .longQuoted:
                floor = (try? Bench.best(of: repetitions, keeping: { try CSVDecodableFloor.posts(from: columns) }))
                    .map { ($0.seconds, CSVBenchReads.typedSums(of: $0.result).textBytes) }
            }
            guard let floor, floor.textBytes == summary.typed.textBytes else {
                return Bench.fail("csv.\(file.rawValue).decodable-alone: the floor's strings are not the file's")
            }
            Bench.note("csv.\(file.rawValue).decodable-alone", String(
                format: "%.3f s: the row type's synthesized init(from:) %d times, no CSV parsed: numbers and dates constant, "
                    + "each String the file's value made from columns already read, rows kept; the least any Decodable reader "
                    + "returning these rows can take here", floor.seconds, summary.typed.rows))
            return correct
        }

        /// Ferry's best time over the repetitions (after a warm-up; each previous result is
        /// freed before the next run starts) and the sums of its last result, taken after
        /// the timing; nil (after saying why) when the read throws.
        private func measure<Result, Sums>(_ read: () throws -> Result, sums: (Result) -> Sums) -> (seconds: Double, sums: Sums)? {
            do {
                let (seconds, result) = try Bench.best(of: repetitions, keeping: read)
                return (seconds, sums(result))
            } catch {
                _ = Bench.fail("\(file.rawValue): Ferry's read threw \(error)")
                return nil
            }
        }

        /// Prints the comparison line, or why it has no ratio. `mismatch` says how the
        /// anchor's sums differ from the file's, or nil when they match.
        private func compare(
            name: String, ferry: Double, ferryMakes: String, anchor: CSVBenchAnchors.Outcome,
            anchorKind: CSVBenchAnchors.Kind, goal: Double?, mismatch: ([String: Any]) -> String?
        ) {
            switch anchor {
            case .unavailable(let reason):
                Bench.noRatio(name, "UNAVAILABLE: \(reason)")
            case .measured(let seconds, let sums):
                if let difference = mismatch(sums) {
                    Bench.noRatio(name, "\(anchorKind.label) made something else (\(difference)); no ratio")
                    return
                }
                Bench.report(name, ferry: ferry, anchor: seconds, unit: "s", goal: goal, work: .init(
                    ferry: ferryMakes, anchor: anchorKind.produces,
                    timing: "1 warm-up + best of \(repetitions) each; sums of both results equal the file's"))
            }
        }
    }
}
