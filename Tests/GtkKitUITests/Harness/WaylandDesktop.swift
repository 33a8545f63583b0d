// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The Wayland side of a ``UISession``: PipeWire and WirePlumber (mutter's screen cast
/// needs them, and its remote-desktop session needs a screen cast stream for absolute
/// pointer motion), a headless mutter with one 1280×800 virtual monitor that centres new
/// windows, and ``RemoteDesktopDriver``, which injects input and reads the screen.
enum WaylandDesktop {
    static let width = 1280
    static let height = 800

    /// Starts the compositor and its services in `session` (whose D-Bus session bus is
    /// already up); returns the Wayland display name.
    static func start(in session: UISession, gtkSettings: String?) throws -> String {
        let display = "ferry-ui-\(UUID().uuidString.prefix(8))"
        try writeSettings(in: session, gtkSettings: gtkSettings)

        let pipewire = try session.start("/usr/bin/pipewire", [], name: "pipewire")
        let socket = URL(fileURLWithPath: session.environment["XDG_RUNTIME_DIR"]!).appendingPathComponent("pipewire-0")
        _ = try session.waitFor("PipeWire's socket", timeout: 10) { () -> Bool? in
            guard pipewire.isRunning else { throw UISession.Failure("pipewire exited: \(pipewire.output.suffix(2000))") }
            return FileManager.default.fileExists(atPath: socket.path) ? true : nil
        }
        let wireplumber = try session.start("/usr/bin/wireplumber", [], name: "wireplumber")
        let mutter = try session.start("/usr/bin/mutter", ["--headless", "--wayland", "--no-x11", "--wayland-display=\(display)",
                                                           "--virtual-monitor", "\(width)x\(height)"],
                                       name: "mutter")
        let waylandSocket = URL(fileURLWithPath: session.environment["XDG_RUNTIME_DIR"]!).appendingPathComponent(display)
        _ = try session.waitFor("mutter's Wayland socket and RemoteDesktop service", timeout: 20, interval: 0.1) { () -> Bool? in
            guard mutter.isRunning else { throw UISession.Failure("mutter exited: \(mutter.output.suffix(3000))") }
            guard wireplumber.isRunning else { throw UISession.Failure("wireplumber exited: \(wireplumber.output.suffix(2000))") }
            guard FileManager.default.fileExists(atPath: waylandSocket.path) else { return nil }
            let reply = session.runTool("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                              "org.freedesktop.DBus.NameHasOwner", "string:org.gnome.Mutter.RemoteDesktop"], timeout: 3)
            return reply.output.contains("boolean true") ? true : nil
        }
        return display
    }
}

extension WaylandDesktop {
    /// Writes the session's GSettings (a key file in its private config folder, read by
    /// mutter and the apps through the `keyfile` backend). mutter centres new windows, so
    /// a test knows where a window it opens appears (under the pointer probe at the
    /// screen's centre). GTK on Wayland takes desktop settings from GSettings rather than
    /// from `settings.ini`, so the session's GTK settings are written as their GNOME keys.
    static func writeSettings(in session: UISession, gtkSettings: String?) throws {
        // …and never maximizes a window on its own (it does so by default for one nearly
        // as large as the screen, as Ferry's is), so a window keeps the size it asked for.
        var text = "[org/gnome/mutter]\ncenter-new-windows=true\nauto-maximize=false\n"
        var interface: [String] = []
        for line in (gtkSettings ?? "").split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            guard let key = gnomeInterfaceKeys[parts[0]] else {
                throw UISession.Failure("no GNOME setting stands for the GTK setting \(parts[0]) on Wayland")
            }
            interface.append("\(key)=\(parts[1])")
        }
        if !interface.isEmpty { text += "[org/gnome/desktop/interface]\n" + interface.joined(separator: "\n") + "\n" }
        let folder = session.directory.appendingPathComponent("home/.config/glib-2.0/settings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
    }

    /// The `org.gnome.desktop.interface` key GTK reads on Wayland for a GTK setting.
    private static let gnomeInterfaceKeys = ["gtk-enable-animations": "enable-animations"]
}

/// Real input and screenshots on the session's mutter, through a small Python client of
/// mutter's RemoteDesktop and ScreenCast D-Bus APIs (Debian's python3-gi and GStreamer's
/// PipeWire source). It holds one remote-desktop session for the whole test: mutter ends
/// such a session when the client that made it leaves the bus.
///
/// Commands go to its standard input, one line a batch (`move x y;down;pause 0.1;up`);
/// it answers each batch on descriptor 3 with `ok` or `error <why>` once every step was
/// handed to mutter.
final class RemoteDesktopDriver: @unchecked Sendable {
    private let process: ChildProcess
    private let commands: Int32
    private let replies: Int32

    init(session: UISession) throws {
        let script = session.directory.appendingPathComponent("remote_desktop.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw UISession.Failure("pipe failed") }
        process = try session.start("/usr/bin/python3", [script.path], name: "remote-desktop",
                                    standardInput: input[0], extraFileDescriptor: output[1])
        close(input[0])
        close(output[1])
        commands = input[1]
        replies = output[0]
        _ = fcntl(commands, F_SETFD, FD_CLOEXEC)
        _ = fcntl(replies, F_SETFD, FD_CLOEXEC)
        let ready = try readReply(timeout: 20)
        guard ready == "ready" else { throw UISession.Failure("the remote-desktop client did not start: \(ready) \(process.output.suffix(3000))") }
    }

    deinit {
        close(commands)
        close(replies)
    }

    /// Performs `steps` in order; returns once mutter has taken every one.
    func perform(_ steps: [InputStep]) throws {
        let line = try steps.map { step -> String in
            switch step {
            case let .move(point): return "move \(point.x) \(point.y)"
            case .buttonDown: return "button 1"
            case .buttonUp: return "button 0"
            case .secondaryButtonDown: return "rbutton 1"
            case .secondaryButtonUp: return "rbutton 0"
            case let .keyDown(name): return "key \(try KeyNames.keysym(name)) 1"
            case let .keyUp(name): return "key \(try KeyNames.keysym(name)) 0"
            case let .pause(seconds): return "pause \(seconds)"
            }
        }.joined(separator: ";")
        try send(line, timeout: 30 + steps.reduce(0) { if case let .pause(s) = $1 { $0 + s } else { $0 } })
    }

    /// Writes the newest frame of the screen to `file` (binary PPM).
    func screenshot(to file: URL) throws {
        try send("shot \(file.path)", timeout: 15)
    }

    private func send(_ line: String, timeout: Double) throws {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBufferPointer { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw UISession.Failure("the remote-desktop client is gone: \(process.output.suffix(3000))") }
            written += count
        }
        let reply = try readReply(timeout: timeout)
        guard reply == "ok" else { throw UISession.Failure("remote desktop: \(line.prefix(200)): \(reply)") }
    }

    private func readReply(timeout: Double) throws -> String {
        var text = [UInt8]()
        let deadline = Date().addingTimeInterval(timeout)
        while text.last != UInt8(ascii: "\n") {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw ChildProcess.Failure.timedOut(what: "the remote-desktop client", seconds: timeout) }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(remaining, 1) * 1000)) > 0 else {
                guard process.isRunning else { throw UISession.Failure("the remote-desktop client exited: \(process.output.suffix(3000))") }
                continue
            }
            var byte: UInt8 = 0
            guard read(replies, &byte, 1) == 1 else { throw UISession.Failure("the remote-desktop client exited: \(process.output.suffix(3000))") }
            text.append(byte)
        }
        return String(decoding: text.dropLast(), as: UTF8.self)
    }

    private static let script = #"""
    import os, sys, threading, time
    import gi
    gi.require_version('Gio', '2.0')
    gi.require_version('Gst', '1.0')
    from gi.repository import Gio, GLib, Gst

    replies = os.fdopen(3, 'w', buffering=1)
    Gst.init(None)
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    RD, SC = 'org.gnome.Mutter.RemoteDesktop', 'org.gnome.Mutter.ScreenCast'

    def call(name, path, iface, method, args=None, reply=None):
        return bus.call_sync(name, path, iface, method, args, GLib.VariantType(reply) if reply else None,
                             Gio.DBusCallFlags.NONE, 10000, None)

    session = call(RD, '/org/gnome/Mutter/RemoteDesktop', RD, 'CreateSession', None, '(o)').unpack()[0]
    session_id = call(RD, session, 'org.freedesktop.DBus.Properties', 'Get',
                      GLib.Variant('(ss)', (RD + '.Session', 'SessionId')), '(v)').unpack()[0]
    cast = call(SC, '/org/gnome/Mutter/ScreenCast', SC, 'CreateSession',
                GLib.Variant('(a{sv})', ({'remote-desktop-session-id': GLib.Variant('s', session_id)},)), '(o)').unpack()[0]
    stream = call(SC, cast, SC + '.Session', 'RecordMonitor', GLib.Variant('(sa{sv})', ('', {})), '(o)').unpack()[0]
    # Wait for the stream's PipeWire node: the signal itself ends the wait, 15 s at most.
    node = []
    waiting = GLib.MainLoop()
    def on_stream_added(*args):
        node.append(args[5].unpack()[0])
        waiting.quit()
    bus.signal_subscribe(None, SC + '.Stream', 'PipeWireStreamAdded', stream, None, Gio.DBusSignalFlags.NONE, on_stream_added)
    call(RD, session, RD + '.Session', 'Start')
    GLib.timeout_add_seconds(15, waiting.quit)
    if not node:
        waiting.run()
    if not node:
        replies.write('error no screen cast stream from mutter\n'); sys.exit(1)

    # The newest frame of the monitor, kept as GStreamer hands it over (mutter sends one
    # when the screen changes); converted to RGB only when a screenshot is asked for.
    latest = {}
    ready = threading.Condition()
    pipeline = Gst.parse_launch('pipewiresrc path=%d always-copy=true ! video/x-raw,format={BGRx,BGRA} '
                                '! appsink name=sink emit-signals=true max-buffers=1 drop=true sync=false' % node[0])
    def on_sample(sink):
        sample = sink.emit('pull-sample')
        with ready:
            latest['sample'] = sample
            ready.notify_all()
        return Gst.FlowReturn.OK
    pipeline.get_by_name('sink').connect('new-sample', on_sample)
    pipeline.set_state(Gst.State.PLAYING)
    threading.Thread(target=GLib.MainLoop().run, daemon=True).start()

    def notify(method, signature, args):
        call(RD, session, RD + '.Session', method, GLib.Variant(signature, args))

    def screenshot(path):
        with ready:
            if not ready.wait_for(lambda: 'sample' in latest, timeout=10):
                raise RuntimeError('no frame from the screen cast within 10 s')
            sample = latest['sample']
        caps = sample.get_caps().get_structure(0)
        width, height = caps.get_value('width'), caps.get_value('height')
        buffer = sample.get_buffer()
        ok, info = buffer.map(Gst.MapFlags.READ)
        try:
            data = bytes(info.data)
        finally:
            buffer.unmap(info)
        stride = len(data) // height
        if stride != width * 4:
            data = b''.join(data[row * stride:row * stride + width * 4] for row in range(height))
        rgb = bytearray(width * height * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = data[2::4], data[1::4], data[0::4]
        with open(path + '.part', 'wb') as out:
            out.write(b'P6 %d %d 255\n' % (width, height))
            out.write(rgb)
        os.rename(path + '.part', path)

    def run(step):
        verb, *args = step.split()
        if verb == 'move':
            notify('NotifyPointerMotionAbsolute', '(sdd)', (stream, float(args[0]), float(args[1])))
        elif verb == 'button':  # BTN_LEFT
            notify('NotifyPointerButton', '(ib)', (0x110, args[0] == '1'))
        elif verb == 'rbutton':  # BTN_RIGHT
            notify('NotifyPointerButton', '(ib)', (0x111, args[0] == '1'))
        elif verb == 'key':
            notify('NotifyKeyboardKeysym', '(ub)', (int(args[0]), args[1] == '1'))
        elif verb == 'pause':
            time.sleep(float(args[0]))  # pacing input as a person would, not waiting for a result
        elif verb == 'shot':
            screenshot(' '.join(args))
        else:
            raise ValueError('unknown step ' + verb)

    # mutter makes the session's virtual pointer and keyboard on their first event, and
    # only then does its seat offer a keyboard (without one no client gets keyboard focus,
    # keys or the clipboard); so touch both before any client starts.
    notify('NotifyPointerMotionAbsolute', '(sdd)', (stream, 1279.0, 799.0))
    notify('NotifyKeyboardKeysym', '(ub)', (0xffe1, True))
    notify('NotifyKeyboardKeysym', '(ub)', (0xffe1, False))
    replies.write('ready\n')
    for line in sys.stdin:
        try:
            for step in line.strip().split(';'):
                if step:
                    run(step)
            replies.write('ok\n')
        except Exception as error:
            replies.write('error %s\n' % str(error).replace('\n', ' '))
    """#
}
