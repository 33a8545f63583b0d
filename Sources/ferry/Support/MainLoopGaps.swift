// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Measures how long the main loop goes without running main-actor work while something
/// long runs (a CSV import): a ticker asks to run every 5 ms, and the gaps between its
/// runs are what an event or a frame would have waited for. The instrument of the CSV
/// import's responsiveness figure (logged with `--log`, timed with `--benchmark-csv-import`).
@MainActor
final class MainLoopGaps {
    private var gaps: [Double] = []
    private var ticker: Task<Void, Never>?

    /// Starts ticking.
    func start() {
        ticker = Task { @MainActor [weak self] in
            var last = ContinuousClock.now
            while !Task.isCancelled {
                // The instrument, not a synchronisation: how late the main actor runs it.
                try? await Task.sleep(for: .milliseconds(5))
                let now = ContinuousClock.now
                self?.gaps.append((now - last).milliseconds)
                last = now
            }
        }
    }

    /// Stops ticking and returns what it saw.
    func stop() -> Summary {
        ticker?.cancel()
        ticker = nil
        let sorted = gaps.sorted()
        return Summary(ticks: sorted.count, longestMilliseconds: sorted.last ?? 0,
                       p99Milliseconds: sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)],
                       overOneFrame: sorted.filter { $0 > 1000.0 / 60 }.count)
    }

    /// The gaps seen between ticks.
    struct Summary: CustomStringConvertible {
        let ticks: Int
        let longestMilliseconds: Double
        let p99Milliseconds: Double
        /// Gaps longer than one 60 Hz frame (16.7 ms).
        let overOneFrame: Int

        var description: String {
            String(format: "ticks=%d longest_ms=%.1f p99_ms=%.1f over_frame=%d", ticks, longestMilliseconds, p99Milliseconds, overOneFrame)
        }
    }
}
