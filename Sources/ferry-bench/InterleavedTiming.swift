// SPDX-License-Identifier: Apache-2.0
import Dispatch
import Foundation

/// Wall and CPU times of two sides measured in alternating rounds.
struct InterleavedTiming {
    var ferryWall: [Double] = [], anchorWall: [Double] = []
    var ferryCPU: [Double] = [], anchorCPU: [Double] = []

    /// Runs each side once to warm up, then `rounds` rounds of both, alternating
    /// which goes first.
    static func measure(rounds: Int, ferry: () -> Void, anchor: () -> Void) -> InterleavedTiming {
        ferry()
        anchor()
        var result = InterleavedTiming()
        for round in 0..<rounds {
            if round % 2 == 0 {
                result.time(anchor, wall: &result.anchorWall, cpu: &result.anchorCPU)
                result.time(ferry, wall: &result.ferryWall, cpu: &result.ferryCPU)
            } else {
                result.time(ferry, wall: &result.ferryWall, cpu: &result.ferryCPU)
                result.time(anchor, wall: &result.anchorWall, cpu: &result.anchorCPU)
            }
        }
        return result
    }

    private func time(_ body: () -> Void, wall: inout [Double], cpu: inout [Double]) {
        let cpuBefore = InterleavedTiming.cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        cpu.append(InterleavedTiming.cpuSeconds() - cpuBefore)
    }

    /// Prints the median wall times as the comparison line, then the per-round
    /// ratios (Ferry over anchor: median, and the range) of wall and CPU time.
    func report(_ name: String, goal: Double?, work: Bench.Work) {
        Bench.report(name, ferry: median(ferryWall), anchor: median(anchorWall), work: work)
        let goalText = goal.map { String(format: " (goal <= %.2fx)", $0) } ?? ""
        for (label, ferry, anchor) in [("wall time", ferryWall, anchorWall), ("CPU time", ferryCPU, anchorCPU)] {
            let ratios = zip(ferry, anchor).map { $0 / $1 }.sorted()
            let within = goal.map { goal in String(format: ", %d of %d rounds within goal", ratios.filter { $0 <= goal }.count, ratios.count) } ?? ""
            Bench.note("  \(label)", String(format: "ferry %.1f ms, anchor %.1f ms (medians of %d rounds); ferry/anchor median %.2fx, range %.2fx-%.2fx%@%@",
                                            median(ferry) * 1e3, median(anchor) * 1e3, ratios.count, median(ratios),
                                            ratios.first ?? .nan, ratios.last ?? .nan, goalText, within))
        }
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The process's CPU time (user and system) so far, in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
