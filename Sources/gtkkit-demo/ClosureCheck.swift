// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// Opens windows with every page, closes them, and checks that every signal closure the
/// windows made was released: the closure count must return to where it started.
@MainActor
enum ClosureCheck {
    static func run(app: Application, windows count: Int, options: DemoOptions) {
        // A window that stays open keeps the application running meanwhile.
        let keeper = DemoWindow(application: app, options: DemoOptions(title: "\(options.title) keeper"))
        keeper.present()
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(300))
            let baseline = SignalConnection.liveClosureCount
            var peak = baseline
            for index in 0..<count {
                let window = DemoWindow(application: app, options: DemoOptions(title: "\(options.title) \(index)", page: ["dnd", "clipboard", "files", "widgets"][index % 4]))
                window.present()
                try? await Task.sleep(for: .milliseconds(150))
                peak = max(peak, SignalConnection.liveClosureCount)
                window.window.close()
                try? await Task.sleep(for: .milliseconds(50))
            }
            try? await Task.sleep(for: .milliseconds(300))
            let after = SignalConnection.liveClosureCount
            DemoLog.write("CLOSURE_CHECK windows=\(count) baseline=\(baseline) peak=\(peak) after=\(after)")
            app.quit()
        }
    }
}
