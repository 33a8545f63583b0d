// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A real desktop application in a ``UISession`` (Debian's Files or Text Editor), read
/// only as a user or a screen reader would: through AT-SPI and the screen. It logs
/// nothing, so where its window sits comes from the display server on X11; on Wayland,
/// where no client can ask, from mutter centring each new window (which the session
/// asks of it): the window's content starts at half the screen's spare room. A desktop
/// app's window is therefore never moved in a test; Ferry's windows move around it.
final class DesktopApp: @unchecked Sendable {
    let session: UISession
    let process: ChildProcess
    /// The start of its window's accessible name (`notes.txt`, `folder`).
    let windowName: String
    /// How far ``moveWindow(to:grip:)`` moved the window from where mutter centred it
    /// (Wayland, where no client can ask where a window is).
    private var waylandShift = (x: 0, y: 0)

    /// Starts `executable` and waits until AT-SPI shows its window named `windowName…`.
    ///
    /// Files started on a fresh Xvfb has twice in full test runs (X11 only; never Text
    /// Editor or Ferry) printed "cannot open display" and exited at once: such a start is
    /// retried, at most twice; any other early exit fails at once.
    init(_ session: UISession, _ executable: String, _ arguments: [String], windowName: String,
         extraEnvironment: [String: String] = [:]) throws {
        self.session = session
        self.windowName = windowName
        let name = (executable as NSString).lastPathComponent
        var attempt = 1
        while true {
            let started = try session.start(executable, arguments, name: name, extraEnvironment: extraEnvironment)
            let shown = try session.waitFor("\(name)'s window \"\(windowName)…\"", timeout: 30, interval: 0.3) { () -> Bool? in
                guard started.isRunning else { return false }
                guard let nodes = try? session.accessibleTree(pid: started.pid, extents: true) else { return nil }
                return nodes.contains { $0.role == "frame" && $0.name.hasPrefix(windowName) && $0.isShowing } ? true : nil
            }
            if shown {
                process = started
                return
            }
            guard attempt < 3, started.output.contains("cannot open display") else {
                throw UISession.Failure("\(name) exited before showing its window: \(started.output.suffix(2000))")
            }
            attempt += 1
        }
    }

    /// Debian's Text Editor on `file`, in a process of its own.
    static func textEditor(_ session: UISession, file: URL) throws -> DesktopApp {
        try DesktopApp(session, "/usr/bin/gnome-text-editor", ["--standalone", file.path], windowName: file.lastPathComponent)
    }

    /// Debian's Files showing `folder` (with `extraEnvironment`: where it finds the
    /// applications it opens files with, say).
    static func files(_ session: UISession, folder: URL, extraEnvironment: [String: String] = [:]) throws -> DesktopApp {
        try DesktopApp(session, "/usr/bin/nautilus", ["--new-window", folder.path], windowName: folder.lastPathComponent,
                       extraEnvironment: extraEnvironment)
    }

    /// The accessible objects of the application, with their places in the window.
    func accessible() throws -> [AccessibleNode] { try session.accessibleTree(pid: process.pid, extents: true) }

    /// Waits until the application's accessible objects satisfy `condition`.
    @discardableResult
    func waitForAccessible(_ what: String, timeout: Double = 10, _ condition: @escaping ([AccessibleNode]) -> Bool) throws -> [AccessibleNode] {
        try session.waitForAccessible(pid: process.pid, what, timeout: timeout, extents: true, condition)
    }

    /// Its window as AT-SPI shows it (name and size).
    private func frame() throws -> AccessibleNode {
        try waitForAccessible("its window's size") { $0.contains { $0.role == "frame" && $0.name.hasPrefix(self.windowName) && $0.extents != nil } }
            .first { $0.role == "frame" && $0.name.hasPrefix(windowName) }!
    }

    /// Its X window. X11 only.
    private func windowID() throws -> String {
        try session.x11WindowID(titled: try frame().name)
    }

    /// Gives its window the keyboard. On X11 there is no window manager to do it on a
    /// click (and GTK gave it to the window presented last); on Wayland mutter does it
    /// when a test clicks into the window, so there it is a click on `point`.
    func focus(clickingAt point: ScreenPoint) throws {
        switch session.backend {
        case .x11: _ = try session.x11Tool("/usr/bin/xdotool", ["windowfocus", "--sync", try windowID()], timeout: 10)
        case .wayland: try session.click(point)
        }
    }

    /// Clicks at `point` in its window, which then has the keyboard: on Wayland the click
    /// gives it (mutter), on X11 `windowfocus`. One click only: ``focus(clickingAt:)``
    /// after a click is a second click on Wayland, a double click that opens a file.
    func click(_ point: ScreenPoint) throws {
        try session.click(point)
        if session.backend == .x11 { try focus(clickingAt: point) }
    }

    /// Brings its window above the others and gives it the keyboard: `windowraise` and
    /// `windowfocus` on X11 (no window manager raises on a click there), a click on
    /// `point` (somewhere a click does nothing, on a part of the window not covered) on
    /// Wayland, where mutter raises the window clicked.
    func raise(clickingAt point: ScreenPoint) throws {
        switch session.backend {
        case .x11:
            let id = try windowID()
            _ = try session.x11Tool("/usr/bin/xdotool", ["windowraise", id], timeout: 10)
            _ = try session.x11Tool("/usr/bin/xdotool", ["windowfocus", "--sync", id], timeout: 10)
        case .wayland: try session.click(point)
        }
    }

    /// Where the window's content starts on screen (what AT-SPI positions count from).
    func contentOrigin() throws -> ScreenPoint {
        let frame = try frame()
        switch session.backend {
        case .x11:
            return try session.x11WindowOrigin(titled: frame.name)
        case .wayland:
            let size = frame.extents!
            return ScreenPoint(x: max(0, (WaylandDesktop.width - size[2]) / 2) + waylandShift.x,
                               y: max(0, (WaylandDesktop.height - size[3]) / 2) + waylandShift.y)
        }
    }

    /// Moves the window so that its content starts at `origin`, which must leave the
    /// window whole on screen: the X server moves it on X11; on Wayland the pointer drags
    /// it by `grip` (a point of its header bar with nothing under it, in the window's
    /// content coordinates), as a person would, and the move is remembered. For apps
    /// whose window nothing else places (the seed apps), started after the desktop app
    /// they exchange with.
    func moveWindow(to origin: ScreenPoint, grip: (x: Int, y: Int)) throws {
        switch session.backend {
        case .x11:
            let id = try windowID()
            let moved = try session.x11Tool("/usr/bin/xdotool", ["windowmove", "--sync", id, "\(origin.x)", "\(origin.y)"], timeout: 20)
            guard moved.status == 0 else { throw UISession.Failure("xdotool windowmove failed: \(moved.output)") }
            _ = try session.x11Tool("/usr/bin/xdotool", ["windowraise", id], timeout: 10)
        case .wayland:
            let start = try contentOrigin()
            let from = ScreenPoint(x: start.x + grip.x, y: start.y + grip.y)
            // The window follows the pointer from where the move began (past GTK's drag
            // threshold), so the pointer first goes past the threshold, then by the offset.
            let threshold = from.offset(0, 12)
            let end = threshold.offset(origin.x - start.x, origin.y - start.y)
            // Motion before mutter has taken the move is lost: wait for it past the threshold,
            // then move in small steps.
            var steps: [InputStep] = [.move(from), .pause(0.15), .buttonDown, .pause(0.15), .move(threshold), .pause(1)]
            for step in 1...20 {
                steps += [.move(ScreenPoint(x: threshold.x + (end.x - threshold.x) * step / 20,
                                            y: threshold.y + (end.y - threshold.y) * step / 20)), .pause(0.05)]
            }
            try session.perform(steps + [.pause(0.2), .buttonUp, .pause(0.3)])
            waylandShift = (waylandShift.x + origin.x - start.x, waylandShift.y + origin.y - start.y)
        }
    }

    /// Where on screen a point `offset` from the top-left of the first accessible object
    /// matching `matching` is (its centre without an offset).
    func point(of what: String, offset: (x: Int, y: Int)? = nil, _ matching: @escaping (AccessibleNode) -> Bool) throws -> ScreenPoint {
        let node = try waitForAccessible(what) { $0.contains { matching($0) && $0.extents != nil } }.first { matching($0) && $0.extents != nil }!
        let origin = try contentOrigin(), box = node.extents!
        let inside = offset ?? (box[2] / 2, box[3] / 2)
        return ScreenPoint(x: origin.x + box[0] + inside.x, y: origin.y + box[1] + inside.y)
    }
}
