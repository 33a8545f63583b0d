// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// Checks that Swift concurrency runs while a GLib main loop owns the main thread: a
/// `@MainActor` task, `DispatchQueue.main` and a detached task hopping back to the main
/// actor each must run, then the loop quits. Needs no display. Without the bridge nothing
/// runs and the loop never ends (the test bounds it with a timeout).
@MainActor
final class MainLoopProbe {
    private let loop = GLibMainLoop()
    private var reached: Set<String> = []

    static func run(withBridge: Bool) -> Int32 {
        let probe = MainLoopProbe()
        if withBridge { MainQueueBridge.install() }
        DispatchQueue.main.async { MainActor.assumeIsolated { probe.reach("dispatch-main") } }
        Task { @MainActor in probe.reach("main-actor-task") }
        Task.detached {
            try? await Task.sleep(for: .milliseconds(50))
            await probe.reach("detached-then-main-actor")
        }
        probe.loop.run()
        DemoLog.write("PROBE_OK")
        return 0
    }

    private func reach(_ step: String) {
        reached.insert(step)
        DemoLog.write("PROBE \(step) mainThread=\(Thread.isMainThread)")
        if reached.count == 3 { loop.quit() }
    }
}
