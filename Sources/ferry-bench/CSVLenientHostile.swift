// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// `csv.lenient-stray-quotes`: a hostile file for lenient reading, one line of a million
/// fields with a stray quote in each (`a"b,a"b,…`), read by Ferry's lenient mode next to
/// Python's `csv` module (`strict=False`, the reading lenient mode follows), the same
/// records and fields on both sides (checked). Every field is a problem to forgive and to
/// place by line and column: the line shows that placing them costs the line once, not
/// once per problem.
enum CSVLenientHostile {
    static func run(directory: URL, repetitions: Int) -> Bool {
        let fields = 1_000_000
        let path = directory.appendingPathComponent("stray-quotes.csv").path
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields * 4 + 2)
        for _ in 0..<fields { bytes.append(contentsOf: Array("a\"b,".utf8)) }
        bytes.append(contentsOf: Array("x\n".utf8))
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return Bench.fail("cannot write \(path)") }
        defer { unlink(path) }

        // Both sides keep every record and are timed for that alone; the sums that check
        // them are made after the timing, from the last run.
        var kept: [CSVRecord] = [], forgiven = 0
        let ferry = Bench.best(of: repetitions) {
            do {
                let reader = try CSVReader(path: path, options: .lenient)
                kept = try reader.readAllRecords()
                forgiven = reader.forgivenIssueCount
            } catch {
                kept = []
            }
        }
        let ferryCount = (records: kept.count, fields: kept.reduce(0) { $0 + $1.fields.count },
                          bytes: kept.reduce(0) { $0 + $1.fields.reduce(0) { $0 + $1.utf8.count } }, forgiven: forgiven)
        guard ferryCount.records == 1, ferryCount.fields == fields + 1, ferryCount.forgiven == fields else {
            return Bench.fail("csv.lenient-stray-quotes: Ferry read \(ferryCount)")
        }
        let script = """
            import csv, sys, time
            path, repetitions = sys.argv[1], int(sys.argv[2])
            best = None
            for run in range(repetitions + 1):
                start = time.perf_counter()
                with open(path, encoding="utf-8", newline="") as f:
                    rows = list(csv.reader(f, strict=False))
                seconds = time.perf_counter() - start
                if run > 0 and (best is None or seconds < best):
                    best = seconds
            records, fields = len(rows), sum(len(row) for row in rows)
            size = sum(len(field.encode()) for row in rows for field in row)
            print(best, records, fields, size)
            """
        guard let output = CSVBenchAnchors.runProcess("/usr/bin/python3", arguments: ["-c", script, path, String(repetitions)], environment: [:]),
              output.status == 0, let line = output.stdout.split(separator: "\n").last
        else {
            Bench.noRatio("csv.lenient-stray-quotes", "python3's csv module did not run")
            return true
        }
        let parts = line.split(separator: " ")
        guard parts.count == 4, let python = Double(parts[0]),
              Int(parts[1]) == ferryCount.records, Int(parts[2]) == ferryCount.fields, Int(parts[3]) == ferryCount.bytes
        else {
            Bench.noRatio("csv.lenient-stray-quotes", "python3's csv module read something else: \(line)")
            return true
        }
        Bench.report("csv.lenient-stray-quotes", ferry: ferry, anchor: python, unit: "s", work: .init(
            ferry: "CSVReader(path:options: .lenient): one line of \(fields) fields, each with a stray quote, as [String] records; "
                + "each problem kept as a CSVError with its line and column (\(ferryCount.forgiven) counted, the first 1000 kept)",
            anchor: "python3 csv.reader(strict=False) of the same file: the same records and fields (checked), problems forgiven silently",
            timing: "1 warm-up + best of \(repetitions) each; every record kept, the checking sums made after the timing"))
        return true
    }
}
