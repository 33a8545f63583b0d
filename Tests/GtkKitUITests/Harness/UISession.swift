// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

/// A private desktop for one UI test, on X11 or Wayland: its own display server (Xvfb,
/// or a headless mutter with PipeWire for its screen cast), its own D-Bus session
/// (`dbus-run-session`) with the AT-SPI bus, and private HOME and XDG folders. Everything
/// it starts is killed (SIGKILL, by process group) at ``tearDown()``, and any straggler
/// carrying the session's marker in its environment is killed too, so nothing outlives
/// the test. Every wait is bounded.
///
/// Input is real on both: XTEST through `xdotool` on X11, mutter's RemoteDesktop API on
/// Wayland (``RemoteDesktopDriver``). On failure the session prints each child's log and
/// saves a screenshot of the screen.
final class UISession: @unchecked Sendable {
    let name: String
    let backend: DisplayBackend
    let directory: URL
    /// The X display (`:3`) or the Wayland display name.
    private(set) var display: String
    /// The environment every child gets.
    private(set) var environment: [String: String]
    private let marker = UUID().uuidString
    private var children: [ChildProcess] = []
    private(set) var failed = false
    private var remoteDesktop: RemoteDesktopDriver?
    /// Where the pointer was last moved to (nil until the first move).
    private(set) var pointer: ScreenPoint?
    /// Where each window (by title) sits on a Wayland screen, as the pointer probe found
    /// it; a Wayland client cannot ask (see ``LoggedApp/windowOrigin(_:)``).
    var waylandWindowOrigins: [String: ScreenPoint] = [:]

    /// Why the session could not do something.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs `body` in a fresh session and tears it down, reporting logs and a screenshot
    /// when anything failed.
    static func run(_ name: String, backend: DisplayBackend, settings: String? = nil, _ body: (UISession) throws -> Void) throws {
        let session = try UISession(name: "\(name)-\(backend.rawValue)", backend: backend, gtkSettings: settings)
        defer { session.tearDown() }
        do {
            try body(session)
        } catch {
            session.failed = true
            Issue.record("\(name): \(error)")
        }
    }

    init(name: String, backend: DisplayBackend, gtkSettings: String?) throws {
        self.name = name
        self.backend = backend
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-ui-\(name)-\(UUID().uuidString.prefix(8))")
        let home = directory.appendingPathComponent("home")
        let runtime = directory.appendingPathComponent("runtime")
        for folder in [home, runtime, home.appendingPathComponent(".config/gtk-4.0"), home.appendingPathComponent(".local/share")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        chmod(runtime.path, 0o700)
        if let gtkSettings {
            try "[Settings]\n\(gtkSettings)\n".write(to: home.appendingPathComponent(".config/gtk-4.0/settings.ini"), atomically: true, encoding: .utf8)
        }
        environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
            "XDG_RUNTIME_DIR": runtime.path,
            "LANG": "C.UTF-8",
            "GDK_BACKEND": backend.rawValue,
            "GSK_RENDERER": "cairo",
            // Settings in a key file under the session's private XDG_CONFIG_HOME: an app
            // relaunched in the session finds what it stored, no other session sees it.
            "GSETTINGS_BACKEND": "keyfile",
            "NO_AT_BRIDGE": "0",
            "GTKKIT_UI_SESSION": marker,
        ]
        display = ""
        do {
            if let schemas = try Self.compileSchemas(into: directory.appendingPathComponent("schemas")) {
                environment["GSETTINGS_SCHEMA_DIR"] = schemas.path
            }
            switch backend {
            case .x11:
                display = try startXvfb()
                environment["DISPLAY"] = display
                try startBus()
            case .wayland:
                environment["XDG_SESSION_TYPE"] = "wayland"
                try startBus()
                display = try WaylandDesktop.start(in: self, gtkSettings: gtkSettings)
                environment["WAYLAND_DISPLAY"] = display
                remoteDesktop = try RemoteDesktopDriver(session: self)
            }
        } catch {
            tearDown()
            throw error
        }
    }

    /// Compiles the package's GSettings schemas (`data/*.gschema.xml`) into `folder`, as
    /// an installed app has them; `nil` when the package has none.
    private static func compileSchemas(into folder: URL) throws -> URL? {
        // Tests/<target>/Harness/UISession.swift → the package's data folder
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []
        guard files.contains(where: { $0.hasSuffix(".gschema.xml") }) else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compiler.arguments = ["--strict", "--targetdir", folder.path, data.path]
        try compiler.run()
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else { throw Failure("glib-compile-schemas failed on \(data.path)") }
        return folder
    }

    // MARK: Services

    private func startXvfb() throws -> String {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure("pipe failed") }
        defer { close(fds[0]) }
        let xvfb = try ChildProcess("/usr/bin/Xvfb", ["-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                    environment: environment, logFile: directory.appendingPathComponent("xvfb.log"), extraFileDescriptor: fds[1])
        children.append(xvfb)
        close(fds[1])
        // Xvfb writes its display number when it is ready.
        var text = ""
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, !text.hasSuffix("\n") {
            var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else {
                guard xvfb.isRunning else { throw Failure("Xvfb exited: \(xvfb.output)") }
                continue
            }
            var byte: UInt8 = 0
            guard read(fds[0], &byte, 1) == 1 else { break }
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure("Xvfb did not report a display within 15 s: \(xvfb.output)")
        }
        return ":\(number)"
    }

    private func startBus() throws {
        let addressFile = directory.appendingPathComponent("bus-address")
        // dbus-run-session stays up while its command (a sleep) runs; the whole process
        // group, daemon included, is killed at teardown.
        let bus = try ChildProcess("/usr/bin/dbus-run-session", ["--", "/bin/sh", "-c",
                                   "printf '%s\\n' \"$DBUS_SESSION_BUS_ADDRESS\" > '\(addressFile.path)'; exec sleep 3600"],
                                   environment: environment, logFile: directory.appendingPathComponent("dbus.log"))
        children.append(bus)
        let address = try waitFor("the D-Bus session address", timeout: 10) { () -> String? in
            let text = (try? String(contentsOf: addressFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            return text?.isEmpty == false ? text : nil
        }
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        let launcher = try ChildProcess("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"],
                                        environment: environment, logFile: directory.appendingPathComponent("at-spi.log"))
        children.append(launcher)
        _ = try waitFor("the AT-SPI bus", timeout: 10) { () -> Bool? in
            let reply = self.runTool("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                           "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus"], timeout: 3)
            return reply.output.contains("boolean true") ? true : nil
        }
    }

    // MARK: Children

    /// Starts a process in the session (killed at teardown).
    func start(_ executable: String, _ arguments: [String], name: String, extraEnvironment: [String: String] = [:],
               standardInput: Int32? = nil, extraFileDescriptor: Int32? = nil) throws -> ChildProcess {
        let child = try ChildProcess(executable, arguments, environment: environment.merging(extraEnvironment) { $1 },
                                     logFile: directory.appendingPathComponent("\(name).log"), name: name,
                                     standardInput: standardInput, extraFileDescriptor: extraFileDescriptor)
        children.append(child)
        return child
    }

    /// Runs a command to completion, killing it after `timeout` seconds.
    @discardableResult
    func runTool(_ executable: String, _ arguments: [String], timeout: Double = 10) -> (status: Int32?, output: String) {
        let log = directory.appendingPathComponent("tool-\(UUID().uuidString.prefix(8)).log")
        guard let child = try? ChildProcess(executable, arguments, environment: environment, logFile: log) else {
            return (nil, "cannot start \(executable)")
        }
        let status = child.wait(seconds: timeout)
        if status == nil { child.kill() }
        let output = child.output
        try? FileManager.default.removeItem(at: log)
        return (status, output)
    }

    /// Runs an xdotool command chain (one process, so timing between steps holds). X11
    /// only: tests use the backend-neutral input below.
    private func xdotool(_ arguments: [String]) throws {
        let result = runTool("/usr/bin/xdotool", arguments, timeout: 20)
        guard result.status == 0 else { throw Failure("xdotool \(arguments.joined(separator: " ")) failed: \(result.output)") }
    }

    // MARK: Input

    /// Performs `steps` of real input in order, in one go (so the pauses between them hold).
    func perform(_ steps: [InputStep]) throws {
        switch backend {
        case .x11:
            try xdotool(steps.flatMap { step -> [String] in
                switch step {
                case let .move(point): ["mousemove", "\(point.x)", "\(point.y)"]
                case .buttonDown: ["mousedown", "1"]
                case .buttonUp: ["mouseup", "1"]
                case .secondaryButtonDown: ["mousedown", "3"]
                case .secondaryButtonUp: ["mouseup", "3"]
                case let .keyDown(name): ["keydown", name]
                case let .keyUp(name): ["keyup", name]
                case let .pause(seconds): ["sleep", "\(seconds)"]
                }
            })
        case .wayland:
            try remoteDesktop!.perform(steps)
        }
        for case let .move(point) in steps { pointer = point }
    }

    /// Presses a key combination (xdotool syntax: `ctrl+n`, `ctrl+shift+t`, `Return`).
    func key(_ combination: String) throws {
        switch backend {
        case .x11:
            try xdotool(["key", "--clearmodifiers", combination])
        case .wayland:
            let keys = combination.split(separator: "+").map { KeyNames.keysymName(String($0)) }
            try perform(keys.map { .keyDown($0) } + [.pause(0.02)] + keys.reversed().map { .keyUp($0) } + [.pause(0.05)])
        }
    }

    /// Holds a key (`ctrl`) down until ``keyUp(_:)``.
    func keyDown(_ key: String) throws { try perform([.keyDown(KeyNames.keysymName(key)), .pause(0.1)]) }

    /// Releases a key held with ``keyDown(_:)``.
    func keyUp(_ key: String) throws { try perform([.keyUp(KeyNames.keysymName(key)), .pause(0.1)]) }

    /// Types text with the keyboard into the focused widget.
    func type(_ text: String) throws {
        switch backend {
        case .x11:
            try xdotool(["type", "--delay", "40", text])
        case .wayland:
            try perform(text.flatMap { character -> [InputStep] in
                let name = KeyNames.name(of: character)
                return [.keyDown(name), .keyUp(name), .pause(0.04)]
            })
        }
    }

    /// Moves the pointer to a screen point.
    func movePointer(to point: ScreenPoint) throws {
        try perform([.move(point), .pause(0.1)])
    }

    /// Clicks at a screen point.
    func click(_ point: ScreenPoint) throws {
        try perform([.move(point), .pause(0.1), .buttonDown, .buttonUp, .pause(0.1)])
    }

    /// Clicks the secondary (right) button at a screen point: a context menu's click.
    func secondaryClick(_ point: ScreenPoint) throws {
        try perform([.move(point), .pause(0.1), .secondaryButtonDown, .secondaryButtonUp, .pause(0.1)])
    }

    /// Drags with the left button from `start` to `end` in `steps` moves (GTK's X11
    /// backend cancels a drag that sees fewer than three motion events), hovering over
    /// the target for a moment. `whileHovering` runs with the button still down (wait
    /// there for the target to show it is targeted, see ``hover(at:until:)``).
    func drag(from start: ScreenPoint, to end: ScreenPoint, steps: Int = 8, whileHovering: (() throws -> Void)? = nil) throws {
        precondition(steps >= 3, "a drag needs at least three moves")
        var input: [InputStep] = [.move(start), .pause(0.15), .buttonDown, .pause(0.15)]
        for step in 1...steps {
            input += [.move(ScreenPoint(x: start.x + (end.x - start.x) * step / steps, y: start.y + (end.y - start.y) * step / steps)), .pause(0.05)]
        }
        // Two more moves over the target: under load GTK may start the drag only after
        // the moves above were delivered, and a drag needs motion to find its target.
        input += [.pause(0.1), .move(end.offset(1, 1)), .pause(0.1), .move(end), .pause(0.2)]
        try perform(input)
        defer { try? perform([.buttonUp, .pause(0.2)]) }
        try whileHovering?()
    }

    /// Keeps the pointer (with the button still down, in a drag) moving by a pixel around
    /// `point` until `condition` holds, at most `timeout` seconds: a drag's target learns
    /// of the drag only from motion, which a loaded machine may deliver before GTK began
    /// the drag.
    func hover(at point: ScreenPoint, timeout: Double = 10, until what: String, _ condition: () throws -> Bool) throws {
        var step = 0
        _ = try waitFor(what, timeout: timeout, interval: 0.05) { () -> Bool? in
            if try condition() { return true }
            step += 1
            try perform([.move(point.offset(step % 2, 0)), .pause(0.1)])
            return nil
        }
    }

    /// Puts `text` on the clipboard from another client (`xclip` on X11, `wl-copy` on
    /// Wayland), which serves it until it is killed or the session ends.
    @discardableResult
    func offerOnClipboard(_ text: String) throws -> ChildProcess {
        let file = directory.appendingPathComponent("clipboard-\(UUID().uuidString.prefix(8)).txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        switch backend {
        case .x11:
            return try start("/usr/bin/xclip", ["-quiet", "-selection", "clipboard", "-i", file.path], name: "xclip")
        case .wayland:
            return try start("/usr/bin/wl-copy", ["--foreground", "--type", "text/plain;charset=utf-8", text], name: "wl-copy")
        }
    }

    /// Puts `data` on the clipboard as `mimeType` only, from another client (`xclip` on
    /// X11, `wl-copy` on Wayland), as a browser's "Copy Image" does.
    @discardableResult
    func offerOnClipboard(_ data: Data, as mimeType: String) throws -> ChildProcess {
        let file = directory.appendingPathComponent("clipboard-\(UUID().uuidString.prefix(8))")
        try data.write(to: file)
        switch backend {
        case .x11:
            return try start("/usr/bin/xclip", ["-quiet", "-selection", "clipboard", "-t", mimeType, "-i", file.path], name: "xclip")
        case .wayland:
            let input = open(file.path, O_RDONLY)
            guard input >= 0 else { throw Failure("cannot open \(file.path)") }
            defer { close(input) }
            return try start("/usr/bin/wl-copy", ["--foreground", "--type", mimeType], name: "wl-copy", standardInput: input)
        }
    }

    /// Puts `files` on the clipboard as a file manager's copy does (`text/uri-list`), from
    /// a helper process that keeps offering them until the session ends.
    @discardableResult
    func offerFilesOnClipboard(_ files: [URL]) throws -> ChildProcess {
        let uris = files.map(\.absoluteString).joined(separator: "\r\n") + "\r\n"
        return try offerOnClipboard(Data(uris.utf8), as: "text/uri-list")
    }

    /// What another client reads from the clipboard as `mimeType`, as text: `xclip -o` on
    /// X11, `wl-paste` on Wayland (which, like wl-copy, takes the focus for a moment: the
    /// caller focuses its window again).
    func readClipboard(as mimeType: String) throws -> String {
        let result = switch backend {
        case .x11: runTool("/usr/bin/xclip", ["-o", "-selection", "clipboard", "-t", mimeType], timeout: 15)
        case .wayland: runTool("/usr/bin/wl-paste", ["--no-newline", "--type", mimeType], timeout: 15)
        }
        guard result.status == 0 else { throw Failure("another client could not read the clipboard as \(mimeType): \(result.output)") }
        return result.output
    }

    /// The X window titled exactly `title`, once it exists. X11 only.
    func x11WindowID(titled title: String) throws -> String {
        try waitFor("the X window \"\(title)\"", timeout: 10, interval: 0.1) { () -> String? in
            let found = try x11Tool("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$"], timeout: 5)
            return found.output.split(separator: "\n").first.map(String.init)
        }
    }

    /// Where the X window titled `title` sits on the screen. X11 only.
    func x11WindowOrigin(titled title: String) throws -> ScreenPoint {
        let geometry = try x11Tool("/usr/bin/xdotool", ["getwindowgeometry", "--shell", try x11WindowID(titled: title)], timeout: 5).output
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix("\(key)=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        return ScreenPoint(x: value("X"), y: value("Y"))
    }

    /// Runs the X11 tool `executable` (`xdotool`, `xclip`) directly; only for what has no
    /// Wayland counterpart in a test written for X11 alone.
    func x11Tool(_ executable: String, _ arguments: [String], timeout: Double = 10) throws -> (status: Int32?, output: String) {
        guard backend == .x11 else { throw Failure("\(executable) needs X11; this session is \(backend.rawValue)") }
        return runTool(executable, arguments, timeout: timeout)
    }

    // MARK: Reading state

    /// Saves a screenshot of the whole screen: `import -window root` on X11, the newest
    /// frame of mutter's screen cast on Wayland (a PPM file).
    @discardableResult
    func screenshot(_ name: String) -> URL {
        switch backend {
        case .x11:
            let file = directory.appendingPathComponent("\(name).png")
            runTool("/usr/bin/import", ["-window", "root", file.path], timeout: 15)
            return file
        case .wayland:
            let file = directory.appendingPathComponent("\(name).ppm")
            do {
                try remoteDesktop!.screenshot(to: file)
            } catch {
                FileHandle.standardError.write(Data("screenshot \(name) failed: \(error)\n".utf8))
            }
            return file
        }
    }

    /// The colour of one pixel of a screenshot, as 0…255 RGB.
    func pixel(_ screenshot: URL, at point: ScreenPoint) throws -> (red: Int, green: Int, blue: Int) {
        let result = runTool("/usr/bin/convert", [screenshot.path, "-crop", "1x1+\(point.x)+\(point.y)", "-depth", "8", "txt:-"], timeout: 15)
        // "# ImageMagick pixel enumeration: …" then "0,0: (255,0,255)  #FF00FF  magenta"
        let line = result.output.split(separator: "\n").first { $0.hasPrefix("0,0:") } ?? ""
        guard let hash = line.range(of: "#"), line[hash.upperBound...].count >= 6 else {
            throw Failure("cannot read pixel \(point) of \(screenshot.lastPathComponent): \(result.output)")
        }
        let hex = String(line[hash.upperBound...].prefix(6))
        guard let value = Int(hex, radix: 16) else { throw Failure("bad pixel \(hex)") }
        return ((value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff)
    }

    /// The accessible objects (role, name, states, and text with caret and selections for
    /// editors) of the application with process id `pid`, read over AT-SPI with Debian's
    /// python3 and PyGObject.
    ///
    /// With `extents`, each named object also carries where it is in its window (one more
    /// AT-SPI call per object, so only when a test needs a position).
    func accessibleTree(pid: pid_t, extents: Bool = false) throws -> [AccessibleNode] {
        let script = directory.appendingPathComponent("atspi_dump.py")
        if !FileManager.default.fileExists(atPath: script.path) {
            try AccessibleNode.dumpScript.write(to: script, atomically: true, encoding: .utf8)
        }
        let result = runTool("/usr/bin/python3", [script.path, "\(pid)"] + (extents ? ["extents"] : []), timeout: 20)
        guard result.status == 0, let line = result.output.split(separator: "\n").last(where: { $0.hasPrefix("[") }) else {
            throw Failure("AT-SPI dump failed (status \(result.status.map(String.init) ?? "timeout")): \(result.output.suffix(2000))")
        }
        return try JSONDecoder().decode([AccessibleNode].self, from: Data(line.utf8))
    }

    /// Waits until `pid`'s accessible tree satisfies `condition`; returns the tree. On a
    /// timeout the error lists what was seen (names, and text with its caret).
    @discardableResult
    func waitForAccessible(pid: pid_t, _ what: String, timeout: Double = 10, extents: Bool = false,
                           _ condition: @escaping ([AccessibleNode]) -> Bool) throws -> [AccessibleNode] {
        var last: [AccessibleNode] = []
        do {
            return try waitFor(what, timeout: timeout, interval: 0.3) { () -> [AccessibleNode]? in
                last = (try? self.accessibleTree(pid: pid, extents: extents)) ?? []
                return condition(last) ? last : nil
            }
        } catch {
            let names = last.filter { !$0.name.isEmpty || $0.text != nil }.map(\.description).joined(separator: "\n  ")
            throw Failure("\(error)\naccessible objects seen:\n  \(names)")
        }
    }

    // MARK: Checks and teardown

    /// Records a failed expectation (and marks the session failed, so its logs are printed).
    func expect(_ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !condition else { return }
        failed = true
        Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation)
    }

    /// Polls `probe` until it returns a value, at most `timeout` seconds.
    func waitFor<T>(_ what: String, timeout: Double, interval: Double = 0.05, _ probe: () throws -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let value = try probe() { return value }
            guard Date() < deadline else { throw ChildProcess.Failure.timedOut(what: what, seconds: timeout) }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Kills everything the session started and removes its folder (kept on failure).
    func tearDown() {
        if failed {
            let shot = screenshot("failure")
            var report = "---- UI session \(name) failed; screenshot: \(shot.path)\n"
            for child in children where !["xvfb", "dbus-run-session", "at-spi-bus-launcher", "pipewire", "wireplumber"].contains(child.name.lowercased()) {
                report += "---- log of \(child.name) (pid \(child.pid)):\n\(child.output.suffix(6000))\n"
            }
            FileHandle.standardError.write(Data(report.utf8))
        }
        remoteDesktop = nil
        for child in children.reversed() {
            if child.name == "Xvfb" {
                // Stopped cleanly, Xvfb removes its lock file and socket.
                child.stop(grace: 3)
                removeXServerFiles(ifOwnedBy: child.pid)
            } else {
                child.kill()
            }
        }
        children.removeAll()
        killStragglers()
        if !failed { try? FileManager.default.removeItem(at: directory) }
    }

    /// Removes the lock file and socket of this session's X display when the X server
    /// that made them (`pid`) could not.
    private func removeXServerFiles(ifOwnedBy pid: pid_t) {
        guard display.hasPrefix(":") else { return }
        let number = display.dropFirst()
        let lock = "/tmp/.X\(number)-lock"
        guard let owner = (try? String(contentsOfFile: lock, encoding: .utf8)).flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }),
              owner == pid else { return }
        unlink("/tmp/.X11-unix/X\(number)")
        unlink(lock)
    }

    /// Kills any process whose environment carries this session's marker (a daemon that
    /// left its process group, for example).
    private func killStragglers() {
        let needle = Data("GTKKIT_UI_SESSION=\(marker)".utf8)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), pid != getpid(),
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  environ.range(of: needle) != nil else { continue }
            kill(pid, SIGKILL)
        }
    }

    /// The processes still alive that carry this session's marker (for tests of the harness).
    var stragglerCount: Int {
        let needle = Data("GTKKIT_UI_SESSION=\(marker)".utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            guard let pid = pid_t(entry), pid != getpid(),
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ") else { return false }
            // Zombies have an empty environ; only live processes count.
            return environ.range(of: needle) != nil
        }.count
    }
}

/// A point on the screen (Xvfb's or mutter's virtual monitor, both 1280×800).
struct ScreenPoint: CustomStringConvertible, Sendable {
    var x: Int
    var y: Int
    func offset(_ dx: Int, _ dy: Int) -> ScreenPoint { ScreenPoint(x: x + dx, y: y + dy) }
    var description: String { "(\(x), \(y))" }
}

/// One accessible object: its role, name and states and, when it implements AT-SPI's Text
/// interface (entries, text views), its text, caret offset and selections (characters).
struct AccessibleNode: Decodable, Sendable, CustomStringConvertible {
    let role: String
    let name: String
    let states: [String]
    let text: String?
    let caret: Int?
    let selections: [[Int]]?
    /// Where the object is in its window: x, y, width, height (only when asked for).
    let extents: [Int]?
    /// The current value of an object with one (a progress bar, a slider), over AT-SPI's
    /// Value interface.
    let value: Double?
    /// The longer text assistive technologies read after the name (a widget's state, such
    /// as what a drop zone last received), when it has one.
    let accessibleDescription: String?

    /// The object's centre in its window, when its extents were read.
    var centerInWindow: (x: Int, y: Int)? {
        guard let extents, extents.count == 4 else { return nil }
        return (extents[0] + extents[2] / 2, extents[1] + extents[3] / 2)
    }

    var isSensitive: Bool { states.contains("sensitive") }
    var isFocused: Bool { states.contains("focused") }
    var isShowing: Bool { states.contains("showing") }

    var description: String {
        var parts = ["\(role): \"\(name)\""]
        if let text { parts.append("text=\"\(text)\"") }
        if let caret { parts.append("caret=\(caret)") }
        if let value { parts.append("value=\(value)") }
        if let selections, !selections.isEmpty { parts.append("selections=\(selections)") }
        if isFocused { parts.append("focused") }
        parts += states.filter { ["selected", "selectable", "pressed", "checked"].contains($0) }
        if let accessibleDescription, !accessibleDescription.isEmpty { parts.append("description=\"\(accessibleDescription)\"") }
        return parts.joined(separator: " ")
    }

    /// Prints a JSON array of the accessible objects of the application with a pid, in
    /// the order of a depth-first walk of its tree, as pyatspi would name them.
    ///
    /// Roles, names, states and child counts come from one call to GTK's AT-SPI
    /// `Cache.GetItems`; the tree is walked with one `GetChildAtIndex` per object (the
    /// cache may still hold objects GTK no longer presents); only editors, values and, when
    /// wanted, named objects' extents are asked for more. Walking with pyatspi, five calls
    /// per object, took one to two seconds per read of a page: over half the UI suites'
    /// time. Both gave the same objects on every read of the UI suites, but where the app
    /// changed between the two reads.
    static let dumpScript = """
    import json, math, sys
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, Gio, GLib

    pid = int(sys.argv[1])
    with_extents = len(sys.argv) > 2 and sys.argv[2] == "extents"
    ROOT = "/org/a11y/atspi/accessible/root"
    ACCESSIBLE = "org.a11y.atspi.Accessible"
    PROPERTIES = "org.freedesktop.DBus.Properties"

    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)

    def call(name, path, interface, method, args=None, reply=None):
        return bus.call_sync(name, path, interface, method, args, GLib.VariantType(reply) if reply else None,
                             Gio.DBusCallFlags.NONE, 5000, None).unpack()

    def application_bus_name():
        for name, _ in call("org.a11y.atspi.Registry", ROOT, ACCESSIBLE, "GetChildren", None, "(a(so))")[0]:
            try:
                if call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                        "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)), "(u)")[0] == pid:
                    return name
            except GLib.Error:
                pass
        return None

    def state_names(words):  # as pyatspi names them
        return [Atspi.StateType(index * 32 + bit).value_nick.replace("-", " ")
                for index, word in enumerate(words) for bit in range(32) if word & (1 << bit)]

    def read_object(app, path):
        # What the cache would say of the object at `path`.
        return (call(app, path, ACCESSIBLE, "GetInterfaces", None, "(as)")[0],
                call(app, path, PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "Name")), "(v)")[0],
                call(app, path, ACCESSIBLE, "GetRole", None, "(u)")[0],
                call(app, path, ACCESSIBLE, "GetState", None, "(au)")[0],
                call(app, path, PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "ChildCount")), "(v)")[0],
                call(app, path, PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "Description")), "(v)")[0])

    def walk(app):
        # GTK's cache gives, in one call, every object a client has asked for with its role,
        # name, states, number of children and description as they are now; but it may
        # still hold objects GTK no longer presents. So the tree is walked as a screen reader walks it, one
        # GetChildAtIndex per object, and an object is read on its own only when the cache
        # lacks it (no client asked for it before; the application object is no widget's).
        # Returns each object's path in order, and what is known of each.
        items = call(app, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", None, "(a((so)(so)(so)iiassusau))")[0]
        objects = {obj[1]: (interfaces, name, role, states, count, description)
                   for (obj, _app, _parent, _index, count, interfaces, name, role, description, states) in items}
        objects[ROOT] = read_object(app, ROOT)
        order = []
        def visit(path, depth):
            order.append(path)
            for index in range(objects[path][4] if depth < 80 else 0):
                try:
                    child = call(app, path, ACCESSIBLE, "GetChildAtIndex", GLib.Variant("(i)", (index,)), "((so))")[0][1]
                    if child not in objects:
                        objects[child] = read_object(app, child)
                except GLib.Error:
                    continue  # gone since its parent was counted
                visit(child, depth + 1)
        visit(ROOT, 0)
        return order, objects
    def details(app, path, node, interfaces):
        role = node["role"]
        if with_extents and node["name"] and "org.a11y.atspi.Component" in interfaces:
            node["extents"] = list(call(app, path, "org.a11y.atspi.Component", "GetExtents",
                                        GLib.Variant("(u)", (Atspi.CoordType.WINDOW,)), "((iiii))")[0])
        if role in ("text", "entry", "password text", "editbar", "text box") and "org.a11y.atspi.Text" in interfaces:
            text = call(app, path, PROPERTIES, "GetAll", GLib.Variant("(s)", ("org.a11y.atspi.Text",)), "(a{sv})")[0]
            node["text"] = call(app, path, "org.a11y.atspi.Text", "GetText", GLib.Variant("(ii)", (0, text["CharacterCount"])), "(s)")[0]
            node["caret"] = text["CaretOffset"]
            count = call(app, path, "org.a11y.atspi.Text", "GetNSelections", None, "(i)")[0]
            node["selections"] = [list(call(app, path, "org.a11y.atspi.Text", "GetSelection", GLib.Variant("(i)", (i,)), "(ii)"))
                                  for i in range(count)]
        if role in ("progress bar", "slider", "level bar", "spin button") and "org.a11y.atspi.Value" in interfaces:
            value = call(app, path, PROPERTIES, "Get", GLib.Variant("(ss)", ("org.a11y.atspi.Value", "CurrentValue")), "(v)")[0]
            if math.isfinite(value):  # JSON has no NaN
                node["value"] = value

    def dump():
        app = application_bus_name()
        if app is None:
            return []
        order, objects = walk(app)
        out = []
        for path in order:
            interfaces, name, role, states, _, description = objects[path]
            node = {"role": Atspi.role_get_name(Atspi.Role(role)), "name": name, "states": state_names(states)}
            if description:
                node["accessibleDescription"] = description
            try:
                details(app, path, node, interfaces)
            except GLib.Error:
                pass  # the object went away since the walk
            out.append(node)
        return out

    try:
        print(json.dumps(dump()))
    except GLib.Error:
        print("[]")  # the application is starting or quitting: the caller reads again
    """
}

extension [AccessibleNode] {
    /// The first object whose name starts with `prefix`.
    func named(_ prefix: String) -> AccessibleNode? { first { $0.name.hasPrefix(prefix) } }
    /// Whether an object is named exactly `name`.
    func contains(name: String) -> Bool { contains { $0.name == name } }
    /// Whether the object named exactly `name` is pressed in: the chosen one of a group of
    /// toggle buttons, as a screen reader says it ("pressed").
    func isPressed(_ name: String) -> Bool { contains { $0.name == name && $0.states.contains("pressed") } }
    /// Whether the object named exactly `name` is the selected one of those it can be
    /// selected from (a list's row), as a screen reader says it ("selected").
    func isSelected(_ name: String) -> Bool { contains { $0.name == name && $0.states.contains("selected") } }
    /// The objects whose name ends with `suffix`.
    func named(suffix: String) -> [AccessibleNode] { filter { $0.name.hasSuffix(suffix) } }
    /// The editable text objects (entries, text views), in tree order.
    var editors: [AccessibleNode] { filter { $0.text != nil } }
}
