// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Writes ``FerryEvent``s, one line each on standard output: events only when asked
/// (`--log` or `FERRY_LOG=1`), timings and failures always.
enum FerryLog {
    /// Whether events are written.
    nonisolated(unsafe) static var isEnabled = false

    /// Writes `event` when logging is on; it is not even made otherwise.
    static func write(_ event: @autoclosure () -> FerryEvent) {
        guard isEnabled else { return }
        emit(event())
    }

    /// Writes `event` whatever the setting: a ``FerryEvent/timing(_:)`` or
    /// ``FerryEvent/failure(area:message:)``.
    static func always(_ event: FerryEvent) {
        emit(event)
    }

    private static func emit(_ event: FerryEvent) {
        FileHandle.standardOutput.write(Data("[ferry \(getpid())] \(event)\n".utf8))
    }
}
