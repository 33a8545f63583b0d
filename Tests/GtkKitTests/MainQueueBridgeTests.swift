// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing

/// Swift concurrency on the GLib main loop. The probe (`gtkkit-demo --probe-main-loop`)
/// runs a GLib loop on the main thread and needs `DispatchQueue.main`, a `@MainActor`
/// task and a detached task hopping to the main actor to all run before it quits; no
/// display is involved. Without the bridge it hangs, so every run is bounded.
struct MainQueueBridgeTests {
    static var demo: String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("gtkkit-demo").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/gtkkit-demo").path
    }

    /// Runs the probe; returns its exit status (nil when it had to be killed) and output.
    private func probe(_ arguments: [String], timeout: Double) throws -> (status: Int32?, output: String) {
        do {
            let run = try Tool.run(Self.demo, ["--probe-main-loop"] + arguments, timeout: .seconds(timeout))
            return (run.status, run.output)
        } catch let killed as ToolTimedOut {
            return (nil, killed.output)
        }
    }

    @Test func swiftConcurrencyRunsOnTheGLibLoop() throws {
        let (status, output) = try probe([], timeout: 20)
        #expect(status == 0, "the probe should finish: \(output)")
        #expect(output.contains("PROBE dispatch-main mainThread=true"))
        #expect(output.contains("PROBE main-actor-task mainThread=true"))
        #expect(output.contains("PROBE detached-then-main-actor mainThread=true"))
        #expect(output.contains("PROBE_OK"))
    }

    @Test func withoutTheBridgeNothingRuns() throws {
        let (status, output) = try probe(["--without-bridge"], timeout: 2)
        #expect(status == nil, "without the bridge the loop never ends: \(output)")
        #expect(!output.contains("PROBE "))
    }
}
