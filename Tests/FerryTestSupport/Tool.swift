// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// What a tool printed and how it ended.
public struct ToolRun: Sendable {
    /// The exit status (the signal's number when a signal ended the tool).
    public let status: Int32
    /// Standard output and standard error together, as the tool wrote them.
    public let output: String
}

/// A tool that had not ended when its time was up: it was killed, and this is what it had
/// printed, so the test fails saying so instead of hanging the whole run.
public struct ToolTimedOut: Error, CustomStringConvertible {
    public let tool: String
    public let timeout: Duration
    public let output: String

    public var description: String { "\(tool) had not ended after \(timeout) and was killed; it printed:\n\(output)" }
}

/// Runs the external tools the tests check against (the desktop's validators, the repository's
/// scripts, gettext's tools).
public enum Tool {
    /// Far longer than any tool the tests run takes, even on a machine busy with the other
    /// tests running beside it; yet a hang fails in minutes rather than never.
    public static let defaultTimeout: Duration = .seconds(300)

    /// Runs `executable` with `arguments` (in `directory`, when given) to completion and
    /// returns its status and what it printed. Throws `ToolTimedOut` when it has not ended
    /// after `timeout`, once it and what it started are killed.
    public static func run(_ executable: URL, _ arguments: [String] = [], in directory: URL? = nil,
                           timeout: Duration = defaultTimeout) throws -> ToolRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()

        // Read on a thread of its own, so that a tool filling the pipe is never blocked and
        // the wait below can give up on a tool that never ends.
        let output = Output()
        let reader = pipe.fileHandleForReading
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while let chunk = try? reader.read(upToCount: 1 << 16), !chunk.isEmpty { output.append(chunk) }
            drained.signal()
        }

        let (seconds, attoseconds) = timeout.components
        let deadline = DispatchTime.now() + Double(seconds) + Double(attoseconds) / 1e18
        guard exited.wait(timeout: deadline) == .success else {
            // Foundation starts the tool in a process group of its own: kill the group, so
            // that what the tool started (which Foundation waits for too) goes with it.
            // SIGKILL, as SIGTERM is blocked in the children of `swift test`.
            let pid = process.processIdentifier
            kill(getpgid(pid) == pid ? -pid : pid, SIGKILL)
            _ = exited.wait(timeout: .now() + 2)
            _ = drained.wait(timeout: .now() + 1)
            throw ToolTimedOut(tool: executable.path, timeout: timeout, output: output.text)
        }
        // Wait for the last bytes, no longer than the time left (and a moment).
        guard drained.wait(timeout: max(deadline, .now() + 1)) == .success else {
            throw ToolTimedOut(tool: executable.path, timeout: timeout, output: output.text)
        }
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: output.text)
    }

    /// `run(_:_:in:timeout:)` for the tool at `path`.
    public static func run(_ path: String, _ arguments: [String] = [], in directory: URL? = nil,
                           timeout: Duration = defaultTimeout) throws -> ToolRun {
        try run(URL(fileURLWithPath: path), arguments, in: directory, timeout: timeout)
    }

    /// The bytes read so far, shared between the reading thread and the caller.
    private final class Output: Sendable {
        private let bytes = Mutex(Data())
        func append(_ chunk: Data) { bytes.withLock { $0.append(chunk) } }
        var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
    }
}
