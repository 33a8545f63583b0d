import Foundation

/// The app's event log: one line per event on standard output, written only when asked
/// (`--log` or `FERRY_LOG=1`). UI tests read it for widget positions and drag outcomes;
/// `--timings` lines are always written when timings are on.
enum FerryLog {
    /// Whether events are written.
    nonisolated(unsafe) static var isEnabled = false

    /// Writes `message` when logging is on.
    static func write(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        always(message())
    }

    /// Writes `message` whatever the setting (timings, errors).
    static func always(_ message: String) {
        FileHandle.standardOutput.write(Data("[ferry \(getpid())] \(message)\n".utf8))
    }
}
