// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A GTK app under test in a ``UISession`` that logs one line per event (window layout as
/// `GEOMETRY` lines, then `GEOMETRY_DONE <title> page=<page>`; where the pointer is on a
/// window as `POINTER <title> x y`), read through that log, the X server on X11 and the
/// pointer probe on Wayland. `DemoApp` (gtkkit-demo) and the Ferry app's `FerryApp` build
/// on it.
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

    /// The X window titled `windowTitle` (this app's first window by default). X11 only.
    func windowID(_ windowTitle: String? = nil) throws -> String {
        try session.x11WindowID(titled: windowTitle ?? title)
    }

    /// Moves a window so that its surface's top-left corner is at `point` (or as near as
    /// the window manager allows). On X11 there is no window manager: the X server moves
    /// it. On Wayland a client cannot place itself, so the pointer drags the window by its
    /// header bar, as a person would.
    func moveWindow(_ windowTitle: String? = nil, to point: ScreenPoint) throws {
        let name = windowTitle ?? title
        switch session.backend {
        case .x11:
            let moved = try session.x11Tool("/usr/bin/xdotool", ["windowmove", "--sync", try windowID(name), "\(point.x)", "\(point.y)"], timeout: 20)
            guard moved.status == 0 else { throw UISession.Failure("xdotool windowmove failed: \(moved.output)") }
        case .wayland:
            let origin = try windowOrigin(name)
            let grip = try headerGrip(name)
            // The window follows the pointer from where the move began (past GTK's drag
            // threshold), so the pointer first goes past the threshold, then by the offset.
            let threshold = ScreenPoint(x: grip.x, y: grip.y + 12)
            let end = threshold.offset(point.x - origin.x, point.y - origin.y)
            var steps: [InputStep] = [.move(grip), .pause(0.15), .buttonDown, .pause(0.15), .move(threshold), .pause(0.3)]
            for step in 1...10 {
                steps += [.move(ScreenPoint(x: threshold.x + (end.x - threshold.x) * step / 10,
                                            y: threshold.y + (end.y - threshold.y) * step / 10)), .pause(0.03)]
            }
            try session.perform(steps + [.pause(0.2), .buttonUp, .pause(0.3)])
            session.waylandWindowOrigins[name] = nil
            // The header is under the pointer wherever the window manager let it stop,
            // unless it was held back at the screen's edge: then look where it began.
            if (try? probeWindowOrigin(name, near: end)) == nil {
                _ = try probeWindowOrigin(name, near: grip)
            }
        }
    }

    /// Finds a window just opened (its first layout logged): on Wayland, where mutter
    /// centred it on top of the others, while nothing can hide it yet.
    func locateNewWindow(_ windowTitle: String? = nil) throws {
        guard session.backend == .wayland else { return }
        try probeWindowOrigin(windowTitle ?? title, near: ScreenPoint(x: WaylandDesktop.width / 2, y: WaylandDesktop.height / 2))
    }

    /// Focuses a window: `windowfocus` on X11, a click on its header bar on Wayland.
    func focus(_ windowTitle: String? = nil) throws {
        let name = windowTitle ?? title
        switch session.backend {
        case .x11: _ = try session.x11Tool("/usr/bin/xdotool", ["windowfocus", "--sync", try windowID(name)], timeout: 10)
        case .wayland: try session.click(try headerGrip(name))
        }
    }

    /// Brings a window above the others and focuses it: `windowraise` and `windowfocus`
    /// on X11, a click on its header bar on Wayland (mutter raises the window clicked).
    func raise(_ windowTitle: String? = nil) throws {
        let name = windowTitle ?? title
        if session.backend == .x11 {
            _ = try session.x11Tool("/usr/bin/xdotool", ["windowraise", try windowID(name)], timeout: 10)
        }
        try focus(name)
    }

    /// A point on a window's header bar with no control under it (the app logs its header
    /// bar as the `header` landmark): where a person grabs or clicks a window.
    func headerGrip(_ windowTitle: String? = nil) throws -> ScreenPoint {
        let name = windowTitle ?? title
        let prefix = "GEOMETRY \(name) header "
        guard let line = lines.last(where: { $0.contains(prefix) }) else { throw UISession.Failure("no header landmark for \(name)") }
        let numbers = line.components(separatedBy: prefix)[1].split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 4 else { throw UISession.Failure("no header size in \(line)") }
        let origin = try windowOrigin(name)
        return ScreenPoint(x: origin.x + numbers[0] - numbers[2] / 2 + 40, y: origin.y + numbers[1])
    }

    /// Where a landmark widget's centre is on screen: the app logs positions relative to
    /// its window's surface; the window's position comes from ``windowOrigin(_:)``.
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

    /// Where the surface of the window titled `windowTitle` (this app's first by default)
    /// sits on the screen. X11: asked of the X server. Wayland: no client can ask, so the
    /// pointer probes for it (``probeWindowOrigin(_:near:)``): mutter centres each new
    /// window and raises it, so a window not yet probed is found at the screen's centre.
    func windowOrigin(_ windowTitle: String? = nil) throws -> ScreenPoint {
        let name = windowTitle ?? title
        switch session.backend {
        case .x11:
            return try session.x11WindowOrigin(titled: name)
        case .wayland:
            if let origin = session.waylandWindowOrigins[name] { return origin }
            return try probeWindowOrigin(name, near: ScreenPoint(x: WaylandDesktop.width / 2, y: WaylandDesktop.height / 2))
        }
    }

    /// Finds a window on a Wayland screen: moves the pointer to two points near `point`
    /// and reads where the app saw it on the window's surface (`POINTER` lines). The two
    /// readings must differ exactly as the two points do, so a late motion event from an
    /// earlier move cannot be taken for the probe's.
    @discardableResult
    func probeWindowOrigin(_ windowTitle: String, near point: ScreenPoint) throws -> ScreenPoint {
        func reading(at target: ScreenPoint) throws -> (x: Int, y: Int) {
            let mark = self.mark
            try session.perform([.move(target)])
            let line = try waitForLog("POINTER \(windowTitle) ", after: mark, timeout: 3)
            let numbers = line.components(separatedBy: "POINTER \(windowTitle) ")[1].split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 2 else { throw UISession.Failure("bad pointer line \(line)") }
            return (numbers[0], numbers[1])
        }
        // Under load a late motion event can still land after the mark, and a window just
        // mapped can still be settling into place (readings drift by a pixel or more from
        // one attempt to the next): attempts go on until two readings agree, at most 20.
        let attempts = 20
        for attempt in 0..<attempts {
            let first = point.offset(attempt * 2 + (session.pointer.map { $0.x == point.x && $0.y == point.y } == true ? 3 : 0), 0)
            let second = first.offset(5, 3)
            do {
                let a = try reading(at: first), b = try reading(at: second)
                guard b.x - a.x == 5, b.y - a.y == 3 else { continue }
                let origin = ScreenPoint(x: second.x - b.x, y: second.y - b.y)
                session.waylandWindowOrigins[windowTitle] = origin
                return origin
            } catch {
                if attempt == attempts - 1 { throw UISession.Failure("the pointer found no window \"\(windowTitle)\" near \(point): \(error)") }
            }
        }
        throw UISession.Failure("the pointer probe for \"\(windowTitle)\" near \(point) read inconsistent positions")
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
