// SPDX-License-Identifier: Apache-2.0
import CGtk
import Foundation
@testable import SwiftUI
import GtkKit

/// GTK, initialised once for this process on a private Xvfb (widgets need a display; no
/// window is shown).
@MainActor
enum TestDisplay {
    private static var ready: Bool?

    /// Starts Xvfb and GTK the first time; whether GTK is up.
    static func start() -> Bool {
        if let ready { return ready }
        let xvfb = Process()
        // setpriv: the kernel kills the display when the test process ends, however it ends
        // (the test runner may leave without running exit handlers).
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        xvfb.arguments = ["--pdeathsig", "KILL", "/usr/bin/Xvfb", "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        let pipe = Pipe()
        xvfb.standardOutput = pipe
        xvfb.standardError = FileHandle.nullDevice
        var number = ""
        if (try? xvfb.run()) != nil {
            while !number.hasSuffix("\n") {
                let byte = pipe.fileHandleForReading.readData(ofLength: 1)
                if byte.isEmpty { break }
                number += String(decoding: byte, as: UTF8.self)
            }
        }
        setenv("DISPLAY", ":" + number.trimmingCharacters(in: .whitespacesAndNewlines), 1)
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GTK_A11Y", "none", 1)
        let started = gtk_init_check() != 0
        ready = started
        return started
    }
}

/// A view tree shown in a root node, without a window: what a window's content would be.
@MainActor
final class Host {
    let root = RootNode(environment: EnvironmentValues())

    init(_ view: some View) {
        root.show(view)
    }

    /// Shows a new value of the root view (as a parent's body evaluated again would).
    func show(_ view: some View) { root.show(view) }

    /// Applies the updates invalidated state and observed properties asked for.
    func update() { ViewGraph.shared.update() }

    /// Lets work already queued on the main queue run (an observed property changed off
    /// the main thread invalidates its views from there), then applies the updates.
    func settle() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        update()
    }

    /// The text of every label in the tree, in order.
    var labels: [String] {
        var texts: [String] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_label_get_type()) != 0,
               let text = gtk_label_get_text(OpaquePointer(widget)) {
                texts.append(String(cString: text))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(root.container.widgetPointer.assumingMemoryBound(to: GtkWidget.self))
        return texts
    }

    /// The GTK label widgets, in order (their identity tells whether one was rebuilt).
    var labelWidgets: [UnsafeMutableRawPointer] {
        var found: [UnsafeMutableRawPointer] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_label_get_type()) != 0 {
                found.append(UnsafeMutableRawPointer(widget))
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(root.container.widgetPointer.assumingMemoryBound(to: GtkWidget.self))
        return found
    }
}
