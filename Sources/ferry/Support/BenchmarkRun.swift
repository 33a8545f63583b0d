// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// `ferry --benchmark`: the app measures itself and prints `TIMING` lines, then quits.
///
/// - first frame: from `main` (and from the process's exec) to the first painted frame of
///   the first window (printed by ``FerryApp`` when timings are on);
/// - filter keystrokes with 100,000 records: from setting the field's text (as a keystroke
///   does) to the filter applied, and to the next painted frame; the keystroke's work
///   (applying it plus that frame, without the wait for the frame clock's refresh slot);
///   and how long every frame painted while typing took to make;
/// - a 10,000-item drop on Collection: from the drop to the model applying it, and to the
///   next painted frame with the list updated.
@MainActor
enum BenchmarkRun {
    static let typed = ["T", "Ti", "Til", "Tile", "Tile ", "Tile A", "Tile Am", "Tile Amb", "Tile Am", "Tile A", "Tile ",
                        "Tile", "Til", "Ti", "T", "", "0", "00", "000", "0001", "00012", "0001", "000", "00", "0", ""]

    /// Milliseconds between keystrokes: a fast typist (about 100 words a minute). Rows of
    /// the previous keystroke are usually still animating (`FilterScene.animation` lasts
    /// longer than this), so each frame waits for the frame clock's next 60 Hz slot as it
    /// would for a user.
    static let keystrokeInterval = 120

    static func run(_ window: FerryWindow) async {
        try? await Task.sleep(for: .milliseconds(600))
        window.show(.filter)
        try? await Task.sleep(for: .milliseconds(300))
        let swap = window.filterPageForBenchmark.setLargeCollectionForBenchmark()
        FerryLog.always(.timing("filter-large-mode rows=\(FilterScene.largeCount) ms=\(String(format: "%.2f", swap))"))
        try? await Task.sleep(for: .milliseconds(300))
        var applied: [Double] = [], frames: [Double] = [], work: [Double] = []
        // Every frame painted while typing, keystroke frames or not (rows still animating,
        // rows built over the frames after a keystroke): how long each took to make.
        final class FrameCosts { var milliseconds: [Double] = []; var typing = true }
        let frameCosts = FrameCosts()
        window.filterPageForBenchmark.listView.observePaintedFrames { began, painted in
            frameCosts.milliseconds.append((painted - began).milliseconds)
            return frameCosts.typing
        }
        for text in typed {
            let (apply, frame, cost) = await window.filterPageForBenchmark.measureKeystroke(text)
            applied.append(apply)
            frames.append(frame)
            work.append(cost)
            FerryLog.always(.timing("filter-keystroke query=\"\(text)\" applied_ms=\(format(apply)) frame_ms=\(format(frame)) work_ms=\(format(cost))"))
            try? await Task.sleep(for: .milliseconds(Self.keystrokeInterval))
        }
        try? await Task.sleep(for: .milliseconds(300))  // the last keystroke's frames
        frameCosts.typing = false
        FerryLog.always(.timing("filter-frames frames=\(frameCosts.milliseconds.count) "
                        + "median_ms=\(format(median(frameCosts.milliseconds))) max_ms=\(format(frameCosts.milliseconds.max() ?? 0))"))
        FerryLog.always(.timing("filter-keystroke-summary rows=\(FilterScene.largeCount) keystrokes=\(typed.count) "
                        + "applied_median_ms=\(format(median(applied))) applied_max_ms=\(format(applied.max() ?? 0)) "
                        + "frame_median_ms=\(format(median(frames))) frame_max_ms=\(format(frames.max() ?? 0)) "
                        + "work_median_ms=\(format(median(work))) work_max_ms=\(format(work.max() ?? 0))"))
        window.show(.shapes)
        try? await Task.sleep(for: .milliseconds(300))
        if let (apply, frame) = await window.shapesPageForBenchmark.measureDrop(count: 10_000) {
            FerryLog.always(.timing("drop items=10000 applied_ms=\(format(apply)) frame_ms=\(format(frame))"))
        } else {
            FerryLog.always(.timing("drop items=10000 failed"))
        }
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
