// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Wall-clock timing and reporting shared by every benchmark in `ferry-bench`.
///
/// Each benchmark runs Ferry and its anchor in the same process run and prints
/// `name: ferry X, anchor Y, ratio Z` lines. A benchmark returns `false` only when a
/// result is wrong, never because something was slow.
enum Bench {
    /// Runs `body` `repetitions` times (after one warm-up run) and returns the fastest
    /// run in seconds. The fastest run is the least disturbed by the other core's load.
    static func best(of repetitions: Int = 5, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
        if warmUp { try body() }
        var best = Double.infinity
        for _ in 0..<max(1, repetitions) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    /// Like `best(of:warmUp:_:)` for a body that makes a result: each run's result is
    /// kept until the next run starts, freed outside the timing, and the last is returned,
    /// so that checking it costs no time and freeing is timed on neither side.
    static func best<Result>(of repetitions: Int, warmUp: Bool = true, keeping body: () throws -> Result) rethrows
        -> (seconds: Double, result: Result)
    {
        var result: Result? = warmUp ? try body() : nil
        var best = Double.infinity
        for _ in 0..<max(1, repetitions) {
            result = nil
            let start = DispatchTime.now().uptimeNanoseconds
            let made = try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            result = made
        }
        return (best, result!)
    }

    /// What a comparison line compares: what each side makes, and how both were timed.
    struct Work {
        /// What Ferry's side produces.
        var ferry: String
        /// What the anchor produces.
        var anchor: String
        /// Warm-up and repetitions (the same for both sides).
        var timing: String
    }

    /// Prints one comparison line: both times, the ratio (anchor time over Ferry time, so
    /// above 1 means Ferry is faster), the goal when there is one, and what each side made.
    /// Call it only when both sides produced the same result (see `noRatio`).
    static func report(_ name: String, ferry: Double, anchor: Double, unit: String = "ms", goal: Double? = nil, work: Work) {
        let ratio = anchor / ferry
        let goalText = goal.map { String(format: " (goal >= %.2gx: %@)", $0, ratio >= $0 ? "met" : "NOT met") } ?? ""
        print("\(name): ferry \(format(ferry, unit)), anchor \(format(anchor, unit)), ratio \(String(format: "%.2f", ratio))x\(goalText)")
        print("  ferry makes: \(work.ferry)")
        print("  anchor makes: \(work.anchor)")
        print("  timing: \(work.timing)")
    }

    /// Prints a comparison line that gets no ratio, and why (an anchor that made something
    /// else, or could not run).
    static func noRatio(_ name: String, _ reason: String) {
        print("\(name): no ratio: \(reason)")
    }

    /// Prints a figure measured against a budget the app sets itself (not an anchor).
    static func budget(_ name: String, ferry: Double, budget: Double, unit: String = "ms", measures: String) {
        let verdict = ferry <= budget ? "within budget" : "OVER budget"
        print("\(name): ferry \(format(ferry, unit)), budget \(format(budget, unit)): \(verdict)")
        print("  measures: \(measures)")
    }

    /// The argument after `name` in `arguments` (a benchmark's option), if any.
    static func option(_ name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The whole number after `name` in `arguments`, if there is one.
    static func intOption(_ name: String, in arguments: [String]) -> Int? {
        option(name, in: arguments).flatMap { Int($0) }
    }

    /// Prints a figure that has no anchor (for example Ferry alone at a larger size).
    static func note(_ name: String, _ text: String) {
        print("\(name): \(text)")
    }

    /// Formats seconds in the given unit ("s", "ms", "us", "ns").
    static func format(_ seconds: Double, _ unit: String) -> String {
        let scale: Double = switch unit {
        case "s": 1
        case "ms": 1e3
        case "us": 1e6
        case "ns": 1e9
        default: 1e3
        }
        return String(format: "%.3f %@", seconds * scale, unit)
    }

    /// Peak resident set size of this process so far, in bytes (from `getrusage`).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    /// Prints a failed correctness check to standard error and returns `false`.
    static func fail(_ message: String) -> Bool {
        FileHandle.standardError.write(Data("ferry-bench: wrong result: \(message)\n".utf8))
        return false
    }
}
