// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Measures how long the main loop goes without running main-actor work while something
/// long runs (a CSV import): a ticker asks to run every 5 ms, and the gaps between its
/// runs are what an event or a frame would have waited for. The instrument of the CSV
/// import's responsiveness figure (logged with `--log`, timed with `--benchmark-csv-import`).
@MainActor
final class MainLoopGaps {
    private var gaps: [Double] = []
    /// When the longest gap so far ended, in seconds after `start()`.
    private var longestEndedAt = 0.0
    private var ticker: Task<Void, Never>?

    /// Starts ticking.
    func start() {
        ticker = Task { @MainActor [weak self] in
            let started = ContinuousClock.now
            var last = started, longest = 0.0
            while !Task.isCancelled {
                // The instrument, not a synchronisation: how late the main actor runs it.
                try? await Task.sleep(for: .milliseconds(5))
                let now = ContinuousClock.now
                let gap = (now - last).milliseconds
                if gap > longest {
                    longest = gap
                    self?.longestEndedAt = (now - started).milliseconds / 1000
                }
                self?.gaps.append(gap)
                last = now
            }
        }
    }

    /// Stops ticking and returns what it saw.
    func stop() -> Summary {
        ticker?.cancel()
        ticker = nil
        let sorted = gaps.sorted()
        return Summary(ticks: sorted.count, longestMilliseconds: sorted.last ?? 0, longestEndedAtSeconds: longestEndedAt,
                       p99Milliseconds: sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)],
                       overOneFrame: sorted.filter { $0 > 1000.0 / 60 }.count)
    }

    /// The gaps seen between ticks.
    struct Summary: CustomStringConvertible {
        let ticks: Int
        let longestMilliseconds: Double
        /// When the longest gap ended, in seconds after the measure started: where in a
        /// long run to look for what held the main loop.
        let longestEndedAtSeconds: Double
        let p99Milliseconds: Double
        /// Gaps longer than one 60 Hz frame (16.7 ms).
        let overOneFrame: Int

        var description: String {
            String(format: "ticks=%d longest_ms=%.1f longest_ended_s=%.2f p99_ms=%.1f over_frame=%d",
                   ticks, longestMilliseconds, longestEndedAtSeconds, p99Milliseconds, overOneFrame)
        }
    }
}
