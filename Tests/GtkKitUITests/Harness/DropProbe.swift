// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Another desktop client that reads what a drag offers and takes nothing: a small GTK 4
/// window (Python, PyGObject) whose drop target accepts every format, so it sees any drag
/// that reaches it, and logs the drag's offered MIME types (`OFFERED <title> <types>`)
/// when one enters. It refuses every drop. It logs its layout and the pointer as Ferry
/// does (``LoggedApp``), so tests place it and find it the same way on X11 and Wayland.
final class DropProbe: LoggedApp, @unchecked Sendable {
    /// Starts the probe and waits until its window is laid out.
    init(_ session: UISession, title: String) throws {
        let script = session.directory.appendingPathComponent("drop_probe.py")
        try Data(Self.script.utf8).write(to: script)
        let process = try session.start("/usr/bin/python3", [script.path, title], name: "drop-probe-\(title.replacingOccurrences(of: " ", with: "-"))")
        super.init(session: session, process: process, title: title)
        _ = try waitForLog("GEOMETRY_DONE \(title) page=probe", timeout: 30)
        try locateNewWindow()
    }

    /// The MIME types of each drag that entered the probe after `mark`, in order.
    func offers(after mark: Int) -> [[String]] {
        lines.dropFirst(mark).compactMap { line -> [String]? in
            guard let range = line.range(of: "OFFERED \(title) ") else { return nil }
            return line[range.upperBound...].split(separator: " ").map(String.init)
        }
    }

    static let script = #"""
    import sys
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Gdk", "4.0")
    from gi.repository import Gdk, Gio, GLib, Gtk

    title = sys.argv[1]

    def log(line):
        print(line, flush=True)

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title=title)
        window.set_default_size(420, 300)
        header = Gtk.HeaderBar()
        window.set_titlebar(header)
        zone = Gtk.Label(label="Drop anything here")
        zone.set_hexpand(True)
        zone.set_vexpand(True)
        window.set_child(zone)

        # No formats: the target is offered every drag and reads its formats itself.
        target = Gtk.DropTargetAsync.new(None, Gdk.DragAction.COPY | Gdk.DragAction.MOVE | Gdk.DragAction.LINK)
        def accept(_target, drop):
            types = drop.get_formats().get_mime_types() or []
            log("OFFERED %s %s" % (title, " ".join(types) if types else "(none)"))
            return True
        target.connect("accept", accept)
        target.connect("drag-enter", lambda *_: Gdk.DragAction(0))
        target.connect("drag-motion", lambda *_: Gdk.DragAction(0))
        target.connect("drop", lambda *_: False)
        zone.add_controller(target)

        # Positions on the window's surface, as Ferry logs them (its shadow included).
        def surface_point(widget, x, y):
            dx, dy = window.get_surface_transform()
            wx, wy = widget.translate_coordinates(window, x, y)
            return int(wx + dx), int(wy + dy)

        motion = Gtk.EventControllerMotion()
        def moved(_controller, x, y):
            dx, dy = window.get_surface_transform()
            log("POINTER %s %d %d" % (title, int(x + dx), int(y + dy)))
        motion.connect("motion", moved)
        window.add_controller(motion)

        # Laid out once the first frame is painted: then positions are final.
        def report_geometry(clock):
            clock.disconnect(painted[0])
            for name, widget in (("probe-zone", zone), ("header", header)):
                width, height = widget.get_width(), widget.get_height()
                x, y = surface_point(widget, width / 2, height / 2)
                log("GEOMETRY %s %s %d %d %d %d" % (title, name, x, y, width, height))
            log("GEOMETRY_DONE %s page=probe" % title)
        painted = []
        def mapped(_window):
            clock = window.get_frame_clock()
            painted.append(clock.connect("after-paint", report_geometry))
        window.connect("map", mapped)
        window.present()

    app = Gtk.Application(application_id=None, flags=Gio.ApplicationFlags.NON_UNIQUE)
    app.connect("activate", activate)
    app.run([sys.argv[0]])
    """#
}
