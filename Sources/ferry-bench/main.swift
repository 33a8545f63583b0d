// SPDX-License-Identifier: Apache-2.0
// ferry-bench: Ferry next to the anchor each issue names, in one run, as ratios.
// Usage: ferry-bench [benchmark...]   (no argument: all of them)
import Foundation

let benchmarks: [(name: String, run: ([String]) -> Bool)] = [
    ("types", TypesBenchmark.run),
    ("shared-mime", SharedMIMEBenchmark.run),
    ("transfer", TransferBenchmark.run),
    ("text", TextBenchmark.run),
    ("diff", DiffBenchmark.run),
    ("sessions", SessionsBenchmark.run),
    ("csv", CSVBenchmark.run),
    ("profiles", ProfilesBenchmark.run),
    ("csv-import", CSVImportBenchmark.run),
    ("app", AppBenchmark.run),
    ("swiftui", SwiftUIBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, first.hasPrefix("_") {
    // Internal helpers run in a child process (for a clean peak-RSS figure).
    let ok = switch arguments[0] {
    case "_types-cold": TypesBenchmark.runColdChild(arguments.dropFirst().first ?? "ferry")
    case "_csv-stream": CSVStreamingMemory.runChild(arguments)
    case "_csv-import-file": CSVImportFile.runChild(arguments)
    case "_csv-export": CSVImportBenchmark.runExportChild(arguments)
    default: TransferBenchmark.runChild(arguments)
    }
    exit(ok ? 0 : 1)
}
// Freed memory stays in the process: on a VM that hands freed pages back to the host,
// taking them again faults page by page, and which side of a comparison pays for the
// other's frees would be luck. Both sides run under the same settings.
// glibc's mallopt (malloc.h is not in Swift's Glibc module): M_TRIM_THRESHOLD is -1,
// M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
if let symbol = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-1, Int32.max)
    _ = mallopt(-3, 1 << 30)
    _ = mallopt(-2, 64 << 20)
}
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: ferry-bench [benchmark...] [options]
        Runs each named benchmark (all of them when none is named), Ferry next to its anchor
        in one run, and prints a line per comparison with both times and their ratio.
        benchmarks: \(benchmarks.map(\.name).joined(separator: ", "))
        The options each benchmark takes (sizes, repetitions, a single read for profilers)
        are described in the documentation comment of its type in Sources/ferry-bench/.
        """)
    exit(0)
}
let selected = arguments.isEmpty ? benchmarks.map(\.name) : arguments.prefix { !$0.hasPrefix("-") }.map { $0 }
let options = Array(arguments.drop { !$0.hasPrefix("-") })
var allCorrect = true
for name in selected {
    guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("ferry-bench: no benchmark named \(name); have \(benchmarks.map(\.name).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    print("== \(name)")
    if !benchmark.run(options) { allCorrect = false }
}
exit(allCorrect ? 0 : 1)
