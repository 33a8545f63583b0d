// SPDX-License-Identifier: Apache-2.0
import Foundation

/// `ferry-bench swiftui`: views on Ferry's SwiftUI, in real windows on a private Xvfb, as
/// release builds beside this executable.
///
/// - one row changes: in a 10,000-row `ForEach` of `@Observable` rows, one row's title
///   changed, from the change to the update applied to GTK, and how many GTK writes it
///   made (budget: 1 ms and one write); `swiftui-bench-app one-row`, three runs, best median;
/// - start: seed 004's app from exec to its first painted frame, against the Ferry app
///   showing the same scene (`ferry --page filter`), three runs each, interleaved, best
///   of each; the ratio is Ferry's page time over the seed app's (goal: the seed app within
///   1.2× of the page, ratio ≥ 0.83).
enum SwiftUIBenchmark {
    static func run(arguments: [String]) -> Bool {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let bench = folder.appendingPathComponent("swiftui-bench-app")
        let seed = folder.appendingPathComponent("seed-004")
        let ferry = folder.appendingPathComponent("ferry")
        for executable in [bench, seed, ferry] where !FileManager.default.isExecutableFile(atPath: executable.path) {
            Bench.note("swiftui", "skipped: no \(executable.lastPathComponent) beside ferry-bench "
                       + "(build it: swift build -c release --product \(executable.lastPathComponent))")
            return true
        }

        for scenario in ["one-row", "one-row-array"] {
            guard oneRow(bench, scenario: scenario) else { return false }
        }
        return start(seed: seed, ferry: ferry)
    }

    /// One row's title changed in 10,000: as `@Observable` rows (`one-row`: only that row's
    /// body runs), or as values in one observed array (`one-row-array`: the list's body
    /// runs and `ForEach` compares every row).
    static func oneRow(_ bench: URL, scenario: String) -> Bool {
        var medians: [Double] = [], maxima: [Double] = [], writes: [Int] = []
        for _ in 0..<3 {
            guard let output = AppBenchmark.runApp(bench, arguments: [scenario], timeout: 120) else {
                Bench.note("swiftui", "skipped: could not start Xvfb and the app")
                return true
            }
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("TIMING \(scenario) ") }),
                  let median = value(line, "median_ms"), let maximum = value(line, "max_ms"),
                  let most = value(line, "writes_max"), let least = value(line, "writes_min") else {
                return Bench.fail("swiftui-bench-app one-row printed no timing: \(output.suffix(500))")
            }
            guard most == 1, least == 1 else { return Bench.fail("changing one row's title made \(Int(least))–\(Int(most)) GTK writes, not 1") }
            medians.append(median)
            maxima.append(maximum)
            writes.append(Int(most))
        }
        let kind = scenario == "one-row" ? "@Observable rows" : "rows as values in one observed array"
        Bench.budget("swiftui one row of 10,000 changes (\(kind)), median (change to GTK updated)", ferry: medians.min()! / 1000,
                     budget: 0.001, measures: "40 title changes of \(kind) in a 10,000-row ForEach, each from the change to the "
                        + "update applied, median; best of 3 runs; every change made exactly 1 GTK write")
        Bench.budget("swiftui one row of 10,000 changes (\(kind)), slowest", ferry: maxima.min()! / 1000, budget: 0.001,
                     measures: "the slowest of the same 40 changes (best of 3 runs)")
        return true
    }

    /// Seed 004's app to its first frame, beside the Ferry app on its Filter page.
    static func start(seed: URL, ferry: URL) -> Bool {

        var seedStarts: [Double] = [], pageStarts: [Double] = []
        for _ in 0..<3 {
            if let output = AppBenchmark.runApp(seed, arguments: [], environment: ["SWIFTUI_TIMINGS": "1", "SWIFTUI_QUIT_AFTER_FIRST_FRAME": "1"],
                                               timeout: 60),
               let line = output.split(separator: "\n").first(where: { $0.contains("TIMING first-frame") }),
               let ms = value(line, "process_ms") { seedStarts.append(ms) }
            if let output = AppBenchmark.runApp(ferry, arguments: ["--page", "filter", "--timings", "--app-id", "io.github.ferryswift.Ferry.Bench"],
                                               environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "ferry-bench-config",
                                                             "FERRY_QUIT_AFTER_FIRST_FRAME": "1"],
                                               timeout: 60),
               let line = output.split(separator: "\n").first(where: { $0.contains("TIMING first-frame") }),
               let ms = value(line, "process_ms") { pageStarts.append(ms) }
        }
        guard let seedBest = seedStarts.min(), let pageBest = pageStarts.min() else {
            Bench.noRatio("swiftui start to first frame, seed 004 vs Ferry's Filter page", "a side printed no first-frame timing")
            return true
        }
        Bench.report("swiftui start to first frame, seed 004's app (anchor: Ferry's Filter page)", ferry: seedBest / 1000, anchor: pageBest / 1000,
                     goal: 1 / 1.2, work: .init(ferry: "seed 004's app (its code unchanged) from exec to its first painted frame",
                                                 anchor: "the Ferry app started on its Filter page (the same scene) to its first painted frame",
                                                 timing: "3 runs each, interleaved, each on a fresh Xvfb and D-Bus session; best of each; "
                                                    + "the kernel's process start time has 10 ms resolution"))
        return true
    }

    static func value(_ line: Substring, _ key: String) -> Double? {
        line.split(separator: " ").first { $0.hasPrefix("\(key)=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
    }
}
