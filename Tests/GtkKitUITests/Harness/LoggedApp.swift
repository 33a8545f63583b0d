import Foundation

/// A GTK app under test in a ``UISession`` that logs one line per event (window layout as
/// `GEOMETRY` lines, then `GEOMETRY_DONE <title> page=<page>`), read through that log and
/// the X server. `DemoApp` (gtkkit-demo) and the Ferry app's `FerryApp` build on it.
class LoggedApp: @unchecked Sendable {
    let session: UISession
    let process: ChildProcess
    let title: String

    init(session: UISession, process: ChildProcess, title: String) {
        self.session = session
        self.process = process
        self.title = title
    }

    /// The executable `name`, built beside the test bundle by `swift build`/`swift test`.
    static func executable(named name: String) -> String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            // Tests/<target>/Harness/LoggedApp.swift → the package's .build/debug
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ]
        for folder in candidates {
            var url = folder
            // The test bundle's folder, or the build folder above it.
            for _ in 0..<3 {
                let candidate = url.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
                url = url.deletingLastPathComponent()
            }
        }
        return candidates[1].appendingPathComponent(name).path
    }

    var log: String { process.output }
    var lines: [Substring] { log.split(separator: "\n") }

    /// A position in the log, to wait for lines written after it.
    var mark: Int { lines.count }

    /// Waits for a log line containing `text` written after `mark`; returns it.
    @discardableResult
    func waitForLog(_ text: String, after mark: Int = 0, timeout: Double = 10) throws -> String {
        try session.waitFor("\"\(text)\" in \(process.name)'s log", timeout: timeout) { () -> String? in
            guard process.isRunning || lines.count > mark else { throw UISession.Failure("\(process.name) exited: \(log.suffix(3000))") }
            return lines.dropFirst(mark).first { $0.contains(text) }.map(String.init)
        }
    }

    /// Whether a line containing `text` was written after `mark`.
    func logged(_ text: String, after mark: Int = 0) -> Bool {
        lines.dropFirst(mark).contains { $0.contains(text) }
    }

    /// The X window titled `windowTitle` (this app's first window by default).
    func windowID(_ windowTitle: String? = nil) throws -> String {
        let name = windowTitle ?? title
        return try session.waitFor("the window \"\(name)\"", timeout: 10, interval: 0.1) { () -> String? in
            let result = session.runTool("/usr/bin/xdotool", ["search", "--name", "^\(NSRegularExpression.escapedPattern(for: name))$"], timeout: 5)
            return result.output.split(separator: "\n").first.map(String.init)
        }
    }

    /// Moves a window (there is no window manager: windows sit where they are put).
    func moveWindow(_ windowTitle: String? = nil, to point: ScreenPoint) throws {
        try session.xdotool(["windowmove", "--sync", try windowID(windowTitle), "\(point.x)", "\(point.y)"])
    }

    /// Where a landmark widget's centre is on screen: the app logs positions relative to
    /// its window; the window's position comes from the X server.
    func point(_ landmark: String, window windowTitle: String? = nil, after mark: Int = 0) throws -> ScreenPoint {
        let name = windowTitle ?? title
        let prefix = "GEOMETRY \(name) \(landmark) "
        guard let line = lines.dropFirst(mark).last(where: { $0.contains(prefix) }) else {
            throw UISession.Failure("no position for \(landmark) in \(name) (log: \(log.suffix(2000)))")
        }
        let numbers = line.components(separatedBy: prefix)[1].split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 2 else { throw UISession.Failure("bad geometry line \(line)") }
        let origin = try windowOrigin(name)
        return ScreenPoint(x: origin.x + numbers[0], y: origin.y + numbers[1])
    }

    /// Where the window titled `windowTitle` (this app's first by default) sits on the X screen.
    func windowOrigin(_ windowTitle: String? = nil) throws -> ScreenPoint {
        let geometry = session.runTool("/usr/bin/xdotool", ["getwindowgeometry", "--shell", try windowID(windowTitle ?? title)], timeout: 5).output
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        return ScreenPoint(x: value("X"), y: value("Y"))
    }

    /// Shows page `number` with its Alt+number shortcut and waits until it is laid out;
    /// returns the log mark from before the switch.
    @discardableResult
    func showPage(_ number: Int, named page: String, window windowTitle: String? = nil) throws -> Int {
        let mark = self.mark
        try session.key("alt+\(number)")
        try waitForLog("GEOMETRY_DONE \(windowTitle ?? title) page=\(page)", after: mark, timeout: 10)
        return mark
    }
}
