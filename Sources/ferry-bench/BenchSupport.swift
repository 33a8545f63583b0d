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

    /// Prints one comparison line. `ratio` is anchor time over Ferry time, so a ratio
    /// above 1 means Ferry is faster.
    static func report(_ name: String, ferry: Double, anchor: Double, unit: String = "ms") {
        print("\(name): ferry \(format(ferry, unit)), anchor \(format(anchor, unit)), ratio \(String(format: "%.2f", anchor / ferry))x")
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
