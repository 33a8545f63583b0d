// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport

/// Lets Swift concurrency run while GTK owns the main thread.
///
/// `DispatchQueue.main` and `@MainActor` work is queued to libdispatch's main queue, which
/// nothing drains while `g_application_run` (or any GLib main loop) runs the main thread:
/// without the bridge an app hangs silently at its first `await`. The bridge watches the
/// main queue's eventfd from the GLib main context and drains the queue when it is
/// signalled. ``Application/run()`` installs it; call ``install()`` yourself only when you
/// run a GLib main loop without ``Application``.
///
/// Keep `main` synchronous: an `async` entry point hands the real main thread to
/// `dispatch_main`, and GTK would then run on a worker thread.
public enum MainQueueBridge {
    /// Installs the bridge on the default GLib main context. Idempotent.
    @MainActor
    public static func install() {
        _ = gtkkit_main_queue_attach()
    }

    /// Whether the bridge is installed in this process.
    @MainActor
    public static var isInstalled: Bool { gtkkit_main_queue_is_attached() != 0 }
}
