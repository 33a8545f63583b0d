// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import Foundation
import Profiles

/// `ferry-bench csv-import --responsiveness-megabytes N`: how responsive the app's main
/// actor stays while `ProfilesModel.importCSV(fileAt:)` imports an N MB profiles CSV
/// (written to the temporary folder in chunks and deleted afterwards).
///
/// A ticker on the main actor asks to run every 5 ms; the gaps between its runs are
/// what a frame or an event would have waited for. Printed: the import's time and
/// speed, and the gaps (median, 99th percentile, longest, how many exceeded one 60 Hz
/// frame). GTK's own drawing is not part of this (no window); the page only reads the
/// progress every 50 ms while the import runs.
enum CSVImportResponsiveness {
    static func run(megabytes: Int) -> Bool {
        withLargeCSV(megabytes: megabytes) { folder, csv, written in measureModel(folder: folder, csv: csv, written: written) }
    }

    /// Writes an N MB CSV (`large.csv`) into a new temporary folder, runs `body` with the
    /// folder, the file and its size, and removes the folder.
    private static func withLargeCSV(megabytes: Int, _ body: (URL, URL, Int) -> Bool) -> Bool {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ferry-csv-responsiveness-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("large.csv")
        let written: Int
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            written = try writeCSV(to: csv, megabytes: megabytes)
        } catch {
            return Bench.fail("cannot write the CSV: \(error)")
        }
        return body(folder, csv, written)
    }

    private static func measureModel(folder: URL, csv: URL, written: Int) -> Bool {
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task { @MainActor in
            defer { finished.signal() }
            do {
                let model = try ProfilesModel(store: ProfileStore(url: folder.appendingPathComponent("store.sqlite")),
                                              videos: MediaFolder(url: folder.appendingPathComponent("videos")),
                                              portraits: MediaFolder(url: folder.appendingPathComponent("portraits")))
                let start = DispatchTime.now().uptimeNanoseconds
                let ticker = Task { @MainActor () -> (gaps: [Double], longestEndedAt: Double) in
                    var gaps: [Double] = []
                    var longest = 0.0, longestEndedAt = 0.0
                    var last = DispatchTime.now().uptimeNanoseconds
                    while !Task.isCancelled {
                        // The instrument, not a synchronisation: how late the main actor runs it.
                        try? await Task.sleep(for: .milliseconds(5))
                        let now = DispatchTime.now().uptimeNanoseconds
                        let gap = Double(now - last) / 1e9
                        if gap > longest { (longest, longestEndedAt) = (gap, Double(now - start) / 1e9) }
                        gaps.append(gap)
                        last = now
                    }
                    return (gaps, longestEndedAt)
                }
                outcome.message = await model.importCSV(fileAt: csv)
                outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                outcome.profiles = model.profiles.count
                ticker.cancel()
                (outcome.gaps, outcome.longestEndedAt) = await ticker.value
            } catch {
                outcome.message = "\(error)"
            }
        }
        // The main thread serves the main actor (its dispatch queue) until the import ends.
        while finished.wait(timeout: .now()) == .timedOut {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05))
        }
        guard let seconds = outcome.seconds, outcome.message.hasPrefix("Added ") else {
            return Bench.fail("the import failed: \(outcome.message)")
        }
        let gaps = outcome.gaps.sorted()
        guard !gaps.isEmpty else { return Bench.fail("the main actor ticker never ran") }
        func percentile(_ p: Double) -> Double { gaps[min(gaps.count - 1, Int(Double(gaps.count) * p))] }
        Bench.note("csv-import.responsiveness", String(
            format: "%.0f MB imported through ProfilesModel in %.1f s (%.1f MB/s, %d profiles, %@); main actor gaps between 5 ms ticks: "
                + "median %.1f ms, p99 %.1f ms, longest %.1f ms (ending %.2f s into the import), %d of %d over 16.7 ms",
            Double(written) / 1e6, seconds, Double(written) / 1e6 / seconds, outcome.profiles, outcome.message,
            percentile(0.5) * 1e3, percentile(0.99) * 1e3, gaps.last! * 1e3, outcome.longestEndedAt,
            gaps.filter { $0 > 1 / 60 }.count, gaps.count))
        return true
    }

    /// What the main-actor task found, handed to the waiting main thread.
    private final class Outcome: @unchecked Sendable {
        var message = ""
        var seconds: Double?
        var profiles = 0
        var gaps: [Double] = []
        /// When the longest gap ended, in seconds from the import's start.
        var longestEndedAt = 0.0
    }

    /// `--app-megabytes N`: the release `ferry` app (beside this executable) imports an N MB
    /// file on its Profiles page, on a private Xvfb, as a drop does
    /// (`ferry --benchmark-csv-import`), into a store in a temporary folder; printed: the
    /// import's time and the main loop's gaps from its start until the frame showing the
    /// imported rows was painted (GTK's drawing included).
    static func runApp(megabytes: Int) -> Bool {
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ferry")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            Bench.note("csv-import.app-responsiveness", "skipped: no ferry executable beside ferry-bench (swift build -c release --product ferry)")
            return true
        }
        return withLargeCSV(megabytes: megabytes) { folder, csv, written in measureApp(app, folder: folder, csv: csv, written: written) }
    }

    private static func measureApp(_ app: URL, folder: URL, csv: URL, written: Int) -> Bool {
        guard let output = AppBenchmark.runApp(app, arguments: ["--benchmark-csv-import", csv.path],
                                               environment: ["XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                                                             "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path],
                                               timeout: 3_600) else {
            Bench.note("csv-import.app-responsiveness", "skipped: could not start Xvfb and the app")
            return true
        }
        guard let line = output.split(separator: "\n").first(where: { $0.contains("TIMING csv-import ") }), line.contains("message=Added ") else {
            return Bench.fail("the app's import did not finish: \(output.suffix(2000))")
        }
        Bench.note("csv-import.app-responsiveness", String(format: "%.0f MB in the app: ", Double(written) / 1e6)
            + line.components(separatedBy: "TIMING csv-import ")[1])
        return true
    }

    /// Writes a profiles CSV of about `megabytes` MB (the profiles benchmark's kind of
    /// profiles, 20 MB at a time, each with a new id); returns its size.
    private static func writeCSV(to url: URL, megabytes: Int) throws -> Int {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let file = try FileHandle(forWritingTo: url)
        defer { try? file.close() }
        var written = 0
        while written < megabytes * 1_000_000 {
            var chunk = try ProfilesArchive(profiles: ProfilesBenchmark.generateProfiles(approximateBytes: 20_000_000)).csvData()
            if written > 0, let headerEnd = chunk.firstRange(of: Data("\r\n".utf8)) {
                chunk.removeSubrange(..<headerEnd.upperBound)
            }
            try file.write(contentsOf: chunk)
            written += chunk.count
        }
        return written
    }
}
