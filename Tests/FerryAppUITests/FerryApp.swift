// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A running `ferry` process in a ``UISession``, read through its event log (`--log`),
/// its accessibility tree (with text and caret) and the screen. The Ferry counterpart of
/// the harness's `DemoApp`.
final class FerryApp: LoggedApp, @unchecked Sendable {
    /// The app executable, built beside the test bundle by `swift build`/`swift test`.
    static var executable: String { executable(named: "ferry") }

    /// Starts Ferry showing `page` and waits until its first window is laid out. With
    /// `remembered`, no `--page` is given: Ferry must show `page` because it remembers it.
    ///
    /// Ferry runs one process per application id (a second launch opens its window in the
    /// first), so each launch gets an id of its own unless `applicationID` is given: tests
    /// that start two Ferry processes side by side get two processes.
    init(_ session: UISession, title: String, page: String, remembered: Bool = false, arguments: [String] = [],
         applicationID: String? = nil, extraEnvironment: [String: String] = [:]) throws {
        let id = applicationID ?? "io.github.ferryswift.Ferry.Test.t\(UUID().uuidString.prefix(8).lowercased())"
        let pageArguments = remembered ? [] : ["--page", page]
        let process = try session.start(Self.executable, ["--log", "--title", title] + pageArguments + ["--app-id", id] + arguments,
                                        name: "ferry-\(title.replacingOccurrences(of: " ", with: "-"))-\(UUID().uuidString.prefix(4))",
                                        extraEnvironment: extraEnvironment)
        super.init(session: session, process: process, title: title)
        _ = try waitForLog("GEOMETRY_DONE \(title) page=\(page)", timeout: 30)
        try locateNewWindow()
    }

    /// Follows a Ferry process started some other way (from its desktop entry, with
    /// `FERRY_LOG=1`), once its window `title` is laid out.
    init(attachingTo process: ChildProcess, in session: UISession, title: String) throws {
        super.init(session: session, process: process, title: title)
        _ = try waitForLog("GEOMETRY_DONE \(title) ", timeout: 30)
        try locateNewWindow()
    }

    /// Where a landmark widget is on screen: its centre and size (Ferry logs both).
    func frame(_ landmark: String, window windowTitle: String? = nil, after mark: Int = 0) throws -> (center: ScreenPoint, width: Int, height: Int) {
        let name = windowTitle ?? title
        let center = try point(landmark, window: name, after: mark)
        let prefix = "GEOMETRY \(name) \(landmark) "
        guard let line = lines.dropFirst(mark).last(where: { $0.contains(prefix) }) else { throw UISession.Failure("no frame for \(landmark)") }
        let numbers = line.components(separatedBy: prefix)[1].split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 4 else { throw UISession.Failure("no size in \(line)") }
        return (center, numbers[2], numbers[3])
    }

    /// A point inside a landmark of a window that another window may cover: as near the
    /// screen's right edge column `x` as the landmark allows, and on screen. A window
    /// manager raises the window a drag starts in (Xvfb has none), so a window moved to
    /// the lower right shows only its part right of, or below, the centred first window.
    func point(_ landmark: String, window windowTitle: String? = nil, preferringX x: Int, dy: Int = 0, after mark: Int = 0) throws -> ScreenPoint {
        let (center, width, height) = try frame(landmark, window: windowTitle, after: mark)
        let left = center.x - width / 2 + 8, right = center.x + width / 2 - 8
        let top = center.y - height / 2 + 8, bottom = min(center.y + height / 2 - 8, WaylandDesktop.height - 10)
        return ScreenPoint(x: min(max(x, left), right), y: min(max(center.y + dy, top), bottom))
    }

    /// Whether the card at `landmark` shows the drop-target highlight (its background
    /// tinted with the accent colour), read from a screenshot at a point inside its left
    /// padding, where no content and no drag icon (drawn right of the pointer) can be.
    func showsDropHighlight(_ landmark: String) throws -> Bool {
        let (center, width, _) = try frame(landmark)
        let shot = session.screenshot("highlight-\(landmark)")
        let pixel = try session.pixel(shot, at: ScreenPoint(x: center.x - width / 2 + 6, y: center.y))
        return pixel.blue - pixel.red > 25
    }

    /// Waits until the card at `landmark` does (or does not) show the drop-target highlight.
    func waitForDropHighlight(_ landmark: String, _ shown: Bool) throws {
        try session.waitFor("\(landmark) \(shown ? "highlighted" : "not highlighted")", timeout: 10, interval: 0.1) {
            try self.showsDropHighlight(landmark) == shown ? true : nil
        }
    }

    /// Where on screen the accessible object `matching` is (its centre), read from its
    /// AT-SPI extents in the window and where the window's content is on the screen.
    func point(ofAccessible what: String, _ matching: @escaping (AccessibleNode) -> Bool) throws -> ScreenPoint {
        var seen: [AccessibleNode] = []
        let node: AccessibleNode
        do {
            node = try session.waitFor(what, timeout: 10, interval: 0.3) { () -> AccessibleNode? in
                seen = (try? self.session.accessibleTree(pid: self.process.pid, extents: true)) ?? []
                return seen.first { matching($0) && $0.centerInWindow != nil }
            }
        } catch {
            let matches = seen.filter(matching).map { "\($0) extents=\($0.extents.map { "\($0)" } ?? "none")" }
            throw UISession.Failure("\(error); matching objects seen: \(matches.isEmpty ? "none" : matches.joined(separator: "; "))")
        }
        let origin = try contentOrigin()
        let center = node.centerInWindow!
        return ScreenPoint(x: origin.x + center.x, y: origin.y + center.y)
    }

    /// Holds a drag over `point` until the landmark `target` has seen it (the app logs
    /// `TARGETED`), so that the drop is not let go before the target could take it.
    func holdUntilTargeted(_ target: String, at point: ScreenPoint, after mark: Int, window windowTitle: String? = nil) throws {
        let name = windowTitle ?? title
        try session.hover(at: point, until: "\(target) in \(name) targeted") { logged("TARGETED \(name) \(target) true", after: mark) }
    }

    /// Drags from `start` onto the landmark `target` of this app's window and lets go only
    /// once the target has seen the drag; `whileHovering` runs before letting go.
    func drop(from start: ScreenPoint, onto target: String, whileHovering: (() throws -> Void)? = nil) throws {
        let point = try self.point(target)
        let mark = self.mark
        try session.drag(from: start, to: point) {
            try self.holdUntilTargeted(target, at: point, after: mark)
            try whileHovering?()
        }
    }

    /// Where the window's content starts on screen: what AT-SPI positions count from. The
    /// log counts from the window's surface, which on Wayland includes the shadow that
    /// GTK draws around the window for mutter.
    func contentOrigin() throws -> ScreenPoint {
        let (window, width, height) = try frame("window")
        return ScreenPoint(x: window.x - width / 2, y: window.y - height / 2)
    }

    /// Quits (Ctrl+Q) and waits for the process to end.
    func quit() throws {
        try focus()
        try session.key("ctrl+q")
        guard process.wait(seconds: 10) != nil else { throw UISession.Failure("\(process.name) did not quit") }
    }

    /// Waits for a fresh geometry report (the app logs one after layout changes).
    @discardableResult
    func waitForGeometry(after mark: Int, window windowTitle: String? = nil) throws -> String {
        try waitForLog("GEOMETRY_DONE \(windowTitle ?? title) ", after: mark)
    }

    /// The accessible objects of this process, with text and caret where they have them.
    func accessible() throws -> [AccessibleNode] { try session.accessibleTree(pid: process.pid) }

    /// Waits until this app has learned of a clipboard offer another client made after
    /// `mark`: one whose MIME types (as Ferry logs them, `CLIPBOARD_CHANGED <title>
    /// offers=…`) satisfy `offered`.
    ///
    /// On Wayland only the focused window learns what the clipboard holds, and wl-copy
    /// takes the focus for a moment to set it; a click then would void its offer, and under
    /// load that moment is longer than any fixed pause. So the window is focused again only
    /// once it has stayed unfocused for a whole poll.
    func waitForClipboardOffer(after mark: Int, timeout: Double = 30, _ what: String, _ offered: @escaping ([String]) -> Bool) throws {
        let prefix = "CLIPBOARD_CHANGED \(title) offers="
        var unfocusedBefore = false
        _ = try session.waitFor("\(title) sees \(what) on the clipboard", timeout: timeout, interval: 0.3) { () -> Bool? in
            let offers = lines.dropFirst(mark).compactMap { line in
                line.range(of: prefix).map { line[$0.upperBound...].split(separator: ",").map(String.init) }
            }
            if offers.contains(where: offered) { return true }
            guard session.backend == .wayland else { return nil }
            let unfocused = try !accessible().contains { $0.role == "frame" && $0.name == title && $0.states.contains("active") }
            if unfocused && unfocusedBefore { try focus() }
            unfocusedBefore = unfocused
            return nil
        }
    }

    /// Clicks the text field at `landmark`, named `name` to assistive technologies, and
    /// waits until it has the keyboard focus, so that what is typed next lands in it: on a
    /// loaded machine the click can still be on its way when the keys arrive.
    func focus(_ landmark: String, named name: String) throws {
        try click(try point(landmark), toFocus: "“\(name)”") { $0.name == name }
    }

    /// Clicks `point` and waits until the object `matches` picks (a text field, a list
    /// row) has the keyboard focus, so that the keys pressed next reach it.
    func click(_ point: ScreenPoint, toFocus what: String, _ matches: @escaping (AccessibleNode) -> Bool) throws {
        try session.click(point)
        try waitForAccessible("\(what) focused") { $0.contains { $0.isFocused && matches($0) } }
    }

    /// Clicks the profile row at `landmark` (at `x` when given, for a window partly off
    /// the screen) and waits until the row of `name` is selected, so that the keys pressed
    /// next (Ctrl+X, Ctrl+V) act on it.
    func selectProfileRow(_ landmark: String, named name: String, preferringX x: Int? = nil) throws {
        try session.click(try x.map { try point(landmark, preferringX: $0) } ?? point(landmark))
        try waitForAccessible("“\(name)” selected") { nodes in
            nodes.contains { $0.role == "push button" && $0.name.hasPrefix(name) && $0.states.contains("selected") }
        }
    }

    /// Clicks the label row at `landmark` and waits until its text field, holding `text`,
    /// has the keyboard focus.
    func focusLabel(_ landmark: String, preferringX x: Int? = nil, after mark: Int = 0, holding text: String) throws {
        let target = try x.map { try point(landmark, preferringX: $0) } ?? point(landmark, after: mark)
        try click(target, toFocus: "the label “\(text)”") { $0.name == "Label text" && $0.text == text }
    }

    /// Waits until this process's accessible objects satisfy `condition`; returns them.
    @discardableResult
    func waitForAccessible(_ what: String, timeout: Double = 10, _ condition: @escaping ([AccessibleNode]) -> Bool) throws -> [AccessibleNode] {
        try session.waitForAccessible(pid: process.pid, what, timeout: timeout, condition)
    }
}

extension [AccessibleNode] {
    /// The objects of each window, by title, in tree order: the AT-SPI dump lists a
    /// window's objects after its frame.
    var byWindow: [String: [AccessibleNode]] {
        var result: [String: [AccessibleNode]] = [:]
        var current: String?
        for node in self {
            if node.role == "frame" { current = node.name; continue }
            if let current { result[current, default: []].append(node) }
        }
        return result
    }
}
