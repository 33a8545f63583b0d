import Foundation

/// A running `ferry` process in a ``UISession``, read through its event log (`--log`),
/// its accessibility tree (with text and caret) and the screen. The Ferry counterpart of
/// the harness's `DemoApp`.
final class FerryApp: @unchecked Sendable {
    let session: UISession
    let process: ChildProcess
    let title: String

    /// The app executable, built beside the test bundle by `swift build`/`swift test`.
    static var executable: String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ]
        for folder in candidates {
            var url = folder
            for _ in 0..<3 {
                let candidate = url.appendingPathComponent("ferry")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
                url = url.deletingLastPathComponent()
            }
        }
        return candidates[1].appendingPathComponent("ferry").path
    }

    /// Starts Ferry showing `page` and waits until its first window is laid out.
    init(_ session: UISession, title: String, page: String, arguments: [String] = [],
         extraEnvironment: [String: String] = [:]) throws {
        self.session = session
        self.title = title
        process = try session.start(Self.executable, ["--log", "--title", title, "--page", page] + arguments,
                                    name: "ferry-\(title.replacingOccurrences(of: " ", with: "-"))-\(UUID().uuidString.prefix(4))",
                                    extraEnvironment: extraEnvironment)
        _ = try waitForLog("GEOMETRY_DONE \(title) page=\(page)", timeout: 30)
    }

    /// Starts Ferry's file-source window, which drags each of `files` (landmarks `file-0`…).
    init(_ session: UISession, title: String, fileSources files: [URL]) throws {
        self.session = session
        self.title = title
        process = try session.start(Self.executable, ["--log", "--title", title] + files.flatMap { ["--file-source", $0.path] },
                                    name: "ferry-files-\(UUID().uuidString.prefix(4))")
        _ = try waitForLog("GEOMETRY_DONE \(title) page=file-source", timeout: 30)
    }

    /// Quits (Ctrl+Q) and waits for the process to end.
    func quit() throws {
        try session.xdotool(["windowfocus", "--sync", try windowID()])
        try session.key("ctrl+q")
        guard process.wait(seconds: 10) != nil else { throw UISession.Failure("\(process.name) did not quit") }
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

    /// The X window titled `windowTitle`.
    func windowID(_ windowTitle: String? = nil) throws -> String {
        let name = windowTitle ?? title
        return try session.waitFor("the window \"\(name)\"", timeout: 10, interval: 0.1) { () -> String? in
            let result = session.runTool("/usr/bin/xdotool", ["search", "--name", "^\(NSRegularExpression.escapedPattern(for: name))$"], timeout: 5)
            return result.output.split(separator: "\n").first.map(String.init)
        }
    }

    /// Moves a window (there is no window manager).
    func moveWindow(_ windowTitle: String? = nil, to point: ScreenPoint) throws {
        try session.xdotool(["windowmove", "--sync", try windowID(windowTitle), "\(point.x)", "\(point.y)"])
    }

    /// Where a landmark's centre is on screen, from the latest geometry line after `mark`.
    func point(_ landmark: String, window windowTitle: String? = nil, after mark: Int = 0) throws -> ScreenPoint {
        let name = windowTitle ?? title
        let prefix = "GEOMETRY \(name) \(landmark) "
        guard let line = lines.dropFirst(mark).last(where: { $0.contains(prefix) }) else {
            throw UISession.Failure("no position for \(landmark) in \(name) (log: \(log.suffix(2000)))")
        }
        let numbers = line.components(separatedBy: prefix)[1].split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 2 else { throw UISession.Failure("bad geometry line \(line)") }
        let geometry = session.runTool("/usr/bin/xdotool", ["getwindowgeometry", "--shell", try windowID(name)], timeout: 5).output
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        return ScreenPoint(x: value("X") + numbers[0], y: value("Y") + numbers[1])
    }

    /// Shows page `number` with Alt+number and waits until it is laid out.
    @discardableResult
    func showPage(_ number: Int, named page: String, window windowTitle: String? = nil) throws -> Int {
        let mark = self.mark
        try session.key("alt+\(number)")
        try waitForLog("GEOMETRY_DONE \(windowTitle ?? title) page=\(page)", after: mark, timeout: 10)
        return mark
    }

    /// Waits for a fresh geometry report (the app logs one after layout changes).
    @discardableResult
    func waitForGeometry(after mark: Int, window windowTitle: String? = nil) throws -> String {
        try waitForLog("GEOMETRY_DONE \(windowTitle ?? title) ", after: mark)
    }

    /// The accessible objects of this process, with text and caret where they have them.
    func accessible() throws -> [AccessibleText] { try session.accessibleText(pid: process.pid) }

    /// Waits until this process's accessible objects satisfy `condition`; returns them.
    @discardableResult
    func waitForAccessible(_ what: String, timeout: Double = 10, _ condition: @escaping ([AccessibleText]) -> Bool) throws -> [AccessibleText] {
        var last: [AccessibleText] = []
        do {
            return try session.waitFor(what, timeout: timeout, interval: 0.3) { () -> [AccessibleText]? in
                last = (try? self.accessible()) ?? []
                return condition(last) ? last : nil
            }
        } catch {
            let names = last.filter { !$0.name.isEmpty || $0.text != nil }.map(\.description).joined(separator: "\n  ")
            throw UISession.Failure("\(error)\naccessible objects seen:\n  \(names)")
        }
    }
}
