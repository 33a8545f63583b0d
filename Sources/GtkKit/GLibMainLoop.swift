// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A GLib main loop on the default context, for programs that run GLib without an
/// ``Application`` (command-line tools, tests).
@MainActor
public final class GLibMainLoop {
    private let loop: OpaquePointer

    /// Creates a loop (not yet running).
    public init() {
        loop = g_main_loop_new(nil, 0)
    }

    /// Runs the loop until ``quit()``.
    public func run() { g_main_loop_run(loop) }

    /// Makes ``run()`` return.
    public func quit() { g_main_loop_quit(loop) }

    isolated deinit { g_main_loop_unref(loop) }
}
