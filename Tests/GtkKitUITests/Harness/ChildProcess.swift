// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A process the UI harness started: in its own process group, with a clean signal mask
/// (children of `swift test` otherwise inherit a blocked SIGTERM), its output in a file.
/// ``kill()`` sends SIGKILL to the whole group, so helpers it forked die with it.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    let name: String
    let logFile: URL
    private var reaped = false
    private var exitStatus: Int32?

    /// Why a child could not be started or waited for.
    enum Failure: Error, CustomStringConvertible {
        case spawnFailed(executable: String, errno: Int32)
        case timedOut(what: String, seconds: Double)

        var description: String {
            switch self {
            case let .spawnFailed(executable, code): "cannot start \(executable): \(String(cString: strerror(code)))"
            case let .timedOut(what, seconds): "timed out after \(seconds) s waiting for \(what)"
            }
        }
    }

    /// Starts `executable` with `arguments` and exactly `environment`.
    ///
    /// - Parameters:
    ///   - standardInput: A descriptor to hand to the child as its standard input
    ///     (`/dev/null` without one).
    ///   - extraFileDescriptor: A descriptor to hand to the child as fd 3.
    init(_ executable: String, _ arguments: [String], environment: [String: String], logFile: URL,
         name: String? = nil, standardInput: Int32? = nil, extraFileDescriptor: Int32? = nil) throws {
        self.name = name ?? (executable as NSString).lastPathComponent
        self.logFile = logFile
        guard FileManager.default.createFile(atPath: logFile.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, logFile.path, O_WRONLY | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        if let extra = extraFileDescriptor { posix_spawn_file_actions_adddup2(&actions, extra, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure.spawnFailed(executable: executable, errno: status) }
        pid = child
    }

    /// Whether the process has not exited.
    var isRunning: Bool {
        reap(blocking: false)
        return exitStatus == nil
    }

    /// The exit status (or 128 + signal), once it has exited.
    var status: Int32? {
        reap(blocking: false)
        return exitStatus
    }

    /// Waits at most `seconds` for the process to exit; returns its status or `nil`.
    func wait(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let status { return status }
            usleep(20_000)
        }
        return status
    }

    /// Asks the process group to stop (SIGTERM: the child's mask was cleared, so it is
    /// delivered), waits at most `grace` seconds, then kills it.
    func stop(grace: Double) {
        if !reaped {
            Glibc.kill(-pid, SIGTERM)
            _ = wait(seconds: grace)
        }
        kill()
    }

    /// Sends SIGKILL to the process group and reaps the process.
    func kill() {
        if !reaped { Glibc.kill(-pid, SIGKILL) }
        reap(blocking: true)
    }

    /// The output so far.
    var output: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    private func reap(blocking: Bool) {
        guard !reaped else { return }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
        guard result == pid else {
            if result < 0 { reaped = true; exitStatus = exitStatus ?? -1 }
            return
        }
        reaped = true
        let signal = raw & 0x7f
        exitStatus = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}
