// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// What updates cost, for the package's benchmarks and tests: how many times the
/// framework wrote to a GTK widget, and a hook run when an update has been applied.
@MainActor
package enum SwiftUIMetrics {
    /// GTK writes made by view updates (a label's text, a check button's state, a
    /// container's children, a frame's layout): an update that changes one row's title
    /// makes one.
    package static var widgetWrites = 0

    /// Run after the graph has evaluated the views invalidated since the last update.
    package static var onUpdateApplied: (@MainActor () -> Void)?

    /// Run once, when the first window has painted its first frame.
    package static var onFirstFrame: (@MainActor () -> Void)?

    /// Counts one GTK write.
    static func wrote() { widgetWrites &+= 1 }
}

/// `SWIFTUI_TIMINGS=1`: the first window prints `TIMING first-frame process_ms=…` (from
/// the process's exec to its first painted frame) on standard output; with
/// `SWIFTUI_QUIT_AFTER_FIRST_FRAME=1` the app then quits. For `ferry-bench swiftui`.
@MainActor
enum LaunchTimings {
    static let environment = ProcessInfo.processInfo.environment

    static func watch(_ window: ApplicationWindow, application: Application) {
        if let firstFrame = SwiftUIMetrics.onFirstFrame {
            SwiftUIMetrics.onFirstFrame = nil
            window.onNextFramePainted { firstFrame() }
        }
        guard environment["SWIFTUI_TIMINGS"] == "1" else { return }
        window.onNextFramePainted {
            FileHandle.standardOutput.write(Data("TIMING first-frame process_ms=\(ProcessClock.millisecondsSinceProcessStart())\n".utf8))
            if environment["SWIFTUI_QUIT_AFTER_FIRST_FRAME"] == "1" { application.quit() }
        }
    }
}

/// Makes `widget` sensitive or not, writing only when that changes.
@MainActor
func setSensitive(_ widget: Widget, _ sensitive: Bool) {
    guard widget.isSensitive != sensitive else { return }
    SwiftUIMetrics.wrote()
    widget.isSensitive = sensitive
}
