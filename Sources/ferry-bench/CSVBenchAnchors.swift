// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The CSV benchmark's Python anchors (polars and pyarrow, one thread each), run as child
/// processes on the same file. Each child times its read (one warm-up, then the best of
/// the same number of runs as Ferry gets, each previous result freed before the next run
/// starts) and then, untimed, sums what it made the same way
/// Ferry's side is summed, so that a figure is only printed for the same result.
enum CSVBenchAnchors {
    /// One anchor read: what it is, and what it produces.
    enum Kind: String {
        case polarsText = "polars-text"
        case pyarrowText = "pyarrow-text"
        case polarsTyped = "polars-typed"

        var label: String {
            switch self {
            case .polarsText: "polars"
            case .pyarrowText: "pyarrow"
            case .polarsTyped: "polars-typed"
            }
        }

        var produces: String {
            switch self {
            case .polarsText:
                "polars read_csv(infer_schema_length=0), 1 thread: a DataFrame of String columns, every value materialised"
            case .pyarrowText:
                "pyarrow.csv.read_csv(use_threads=False, newlines_in_values=True, every column_types string): a Table of string columns"
            case .polarsTyped:
                "polars read_csv(schema=the file's types), 1 thread: Int64, Float64, Date and String columns"
            }
        }
    }

    /// An anchor's best time and the JSON sums of what it made, or why there is none.
    enum Outcome {
        case measured(seconds: Double, sums: [String: Any])
        case unavailable(String)
    }

    static func run(_ kind: Kind, file: CSVBenchFile, path: String, repetitions: Int, python: String?) -> Outcome {
        guard let python else { return .unavailable("scripts/bench-venv could not install polars and pyarrow") }
        let environment = [
            "POLARS_MAX_THREADS": "1", "OMP_NUM_THREADS": "1", "ARROW_NUM_THREADS": "1", "RAYON_NUM_THREADS": "1",
        ]
        guard let output = runProcess(
            python, arguments: ["-c", script, kind.rawValue, path, file.rawValue, String(repetitions)], environment: environment)
        else { return .unavailable("the \(kind.label) anchor could not be started") }
        guard output.status == 0, let line = output.stdout.split(separator: "\n").last,
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let seconds = object["seconds"] as? Double
        else { return .unavailable("the \(kind.label) anchor failed (status \(output.status)): \(output.stderr.suffix(300))") }
        return .measured(seconds: seconds, sums: object)
    }

    /// Runs `scripts/bench-venv` (found next to the package) and returns the interpreter
    /// it prints, or nil when it fails.
    static func virtualEnvironment() -> String? {
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

    static func runProcess(_ executable: String, arguments: [String], environment: [String: String])
        -> (status: Int32, stdout: String, stderr: String)?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return nil }
        // Standard error is small; read it after standard output, which the child fills first.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    private static let script = #"""
    import json, sys, time
    kind, path, file_kind, repetitions = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    with open(path, encoding="utf-8", newline="") as f:
        names = f.readline().rstrip("\r\n").split(",")

    def polars_text():
        import polars as pl
        return pl.read_csv(path, infer_schema_length=0)

    def pyarrow_text():
        import pyarrow as pa, pyarrow.csv as pc
        pa.set_cpu_count(1)
        pa.set_io_thread_count(1)
        return pc.read_csv(path,
            read_options=pc.ReadOptions(use_threads=False),
            parse_options=pc.ParseOptions(newlines_in_values=True),
            convert_options=pc.ConvertOptions(column_types={n: pa.string() for n in names}))

    def polars_schema():
        import polars as pl
        if file_kind == "generated":
            return {"id": pl.Int64, "name": pl.String, "city": pl.String, "amount": pl.Float64, "score": pl.Int64,
                    "day": pl.Date, "comment": pl.String, "tag": pl.String, "note": pl.String}
        return {"id": pl.Int64, "posted": pl.Date, "title": pl.String, "body": pl.String}

    def polars_typed():
        import polars as pl
        return pl.read_csv(path, schema=polars_schema())

    def text_sums_polars(df):
        sums = {"rows": df.height, "fields": df.height * df.width, "value_bytes": 0, "quotes": 0, "lf": 0, "cr": 0}
        for name in df.columns:
            column = df[name]
            sums["value_bytes"] += int(column.str.len_bytes().sum() or 0)
            sums["quotes"] += int(column.str.count_matches('"', literal=True).sum() or 0)
            sums["lf"] += int(column.str.count_matches("\n", literal=True).sum() or 0)
            sums["cr"] += int(column.str.count_matches("\r", literal=True).sum() or 0)
        return sums

    def text_sums_arrow(table):
        import pyarrow.compute as pc
        def total(array):
            value = pc.sum(array).as_py()
            return int(value or 0)
        sums = {"rows": table.num_rows, "fields": table.num_rows * table.num_columns, "value_bytes": 0, "quotes": 0, "lf": 0, "cr": 0}
        for column in table.columns:
            sums["value_bytes"] += total(pc.binary_length(column))
            sums["quotes"] += total(pc.count_substring(column, '"'))
            sums["lf"] += total(pc.count_substring(column, "\n"))
            sums["cr"] += total(pc.count_substring(column, "\r"))
        return sums

    def typed_sums(df):
        import polars as pl
        schema = polars_schema()
        sums = {"rows": df.height, "integers": 0, "hundredths": 0, "days": 0, "text_bytes": 0}
        for name, dtype in schema.items():
            column = df[name]
            if dtype == pl.Int64:
                sums["integers"] += int(column.sum())
            elif dtype == pl.Float64:
                sums["hundredths"] += int((column * 100).round().cast(pl.Int64).sum())
            elif dtype == pl.Date:
                sums["days"] += int(column.cast(pl.Int32).cast(pl.Int64).sum())
            else:
                sums["text_bytes"] += int(column.str.len_bytes().sum() or 0)
        return sums

    run, sums = {"polars-text": (polars_text, text_sums_polars), "pyarrow-text": (pyarrow_text, text_sums_arrow),
                 "polars-typed": (polars_typed, typed_sums)}[kind]
    result = run()  # warm-up
    best = float("inf")
    for _ in range(repetitions):
        result = None  # the previous result is freed outside the timing, as on Ferry's side
        start = time.perf_counter()
        result = run()
        best = min(best, time.perf_counter() - start)
    output = sums(result)
    output["seconds"] = best
    print(json.dumps(output))
    """#
}
