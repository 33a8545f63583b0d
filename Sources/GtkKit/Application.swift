// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita
import Foundation

/// The application: an `AdwApplication`, its actions and keyboard shortcuts, and the
/// windows it has open.
///
/// ```swift
/// let app = Application(id: "com.example.Ferry")
/// app.onActivate { MainWindow(app).present() }
/// exit(app.run())
/// ```
///
/// Keep `main` synchronous and call ``run()`` from it: it installs the
/// ``MainQueueBridge`` so `await`, `@MainActor` and `DispatchQueue.main` work.
@MainActor
public final class Application {
    /// The `GtkApplication *` (internal: calls go through ``GObjectHandle``).
    let applicationPointer: UnsafeMutableRawPointer
    private let reference: ObjectReference
    private var windows: [UInt: ApplicationWindow] = [:]
    private var handlesCommandLine = false

    /// Creates an application.
    ///
    /// - Parameters:
    ///   - id: A reverse-DNS application id (`com.example.Ferry`), also the D-Bus name.
    ///   - allowsMultipleInstances: When `true` (`G_APPLICATION_NON_UNIQUE`), every launch
    ///     is an independent process; otherwise a second launch activates the first.
    public init(id: String, allowsMultipleInstances: Bool = true) {
        precondition(g_application_id_is_valid(id) != 0, "GtkKit: \"\(id)\" is not a valid application id")
        let flags = allowsMultipleInstances ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
        applicationPointer = UnsafeMutableRawPointer(adw_application_new(id, flags)!)
        reference = ObjectReference(taking: applicationPointer)
        connectSignal(applicationPointer, "window-removed") { [unowned self] arguments, _ in
            guard let window = arguments.object(1) else { return }
            self.windowRemoved(window)
        }
    }

    /// The application id.
    public var id: String { String(cString: g_application_get_application_id(GObjectHandle<GioClass.Application>(applicationPointer).pointer)) }

    /// Runs `handler` when the application starts (and, for a unique application, each
    /// time it is launched again). Create and present the first window here.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectSignal(applicationPointer, "activate") { _, _ in handler() }
    }

    /// Runs `handler` with each launch's command line (the program name first) and
    /// working directory, and answers that launch's exit status: this process's own launch
    /// at ``run()`` and, for a unique application, every later launch of the same
    /// application id, which GApplication forwards over D-Bus to this (the first) process
    /// and then ends with the status `handler` returns. `activate` is not emitted for a
    /// launch handled here.
    public func onCommandLine(_ handler: @escaping @MainActor (_ launch: CommandLineLaunch) -> Int32) {
        let gapp = GObjectHandle<GioClass.Application>(applicationPointer).pointer
        g_application_set_flags(gapp, GApplicationFlags(rawValue: g_application_get_flags(gapp).rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue))
        handlesCommandLine = true
        connectSignal(applicationPointer, "command-line") { arguments, result in
            guard let commandLine = arguments.object(1) else { result.setInt(1); return }
            let line = GObjectHandle<GioClass.CommandLine>(commandLine).pointer
            var count: Int32 = 0
            let vector = g_application_command_line_get_arguments(line, &count)
            defer { g_strfreev(vector) }
            let words = (0..<Int(count)).compactMap { index in vector?[index].map { String(cString: $0) } }
            // A launch that sent no directory (GApplication always sends one) is taken to
            // share this process's.
            let directory = g_application_command_line_get_cwd(line).map { String(cString: $0) }
                ?? FileManager.default.currentDirectoryPath
            result.setInt(handler(CommandLineLaunch(arguments: words, workingDirectory: directory)))
        }
    }

    /// Adds the application action `app.<name>`, run by `handler`, with keyboard shortcuts
    /// in GTK's accelerator syntax (`"<Control>n"`).
    public func addAction(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        connectSignal(raw(action), "activate") { _, _ in handler() }
        g_action_map_add_action(GObjectHandle<GioClass.ActionMap>(applicationPointer).pointer, GObjectHandle<GioClass.Action>(action).pointer)
        g_object_unref(raw(action))
        if !accelerators.isEmpty { setAccelerators(accelerators, for: "app.\(name)") }
    }

    /// Sets the keyboard shortcuts of a detailed action name (`"win.close"`).
    public func setAccelerators(_ accelerators: [String], for detailedActionName: String) {
        withCStringArray(accelerators) { array in
            gtk_application_set_accels_for_action(GObjectHandle<GtkClass.Application>(applicationPointer).pointer, detailedActionName, array)
        }
    }

    /// The window that last had focus.
    public var activeWindow: ApplicationWindow? {
        gtk_application_get_active_window(GObjectHandle<GtkClass.Application>(applicationPointer).pointer).flatMap { windows[UInt(bitPattern: $0)] }
    }

    /// The open windows.
    public var openWindows: [ApplicationWindow] { Array(windows.values) }

    /// Runs the application until its last window closes (or ``quit()``), and returns the
    /// exit status. Command-line arguments are the caller's to parse: GApplication sees
    /// only the program name, unless ``onCommandLine(_:)`` asked for them (then it
    /// passes them, unparsed, to that handler in the first process). Files written for
    /// receivers of a drag or a copy (a file manager's) that are still there are removed
    /// when it returns.
    public func run() -> Int32 {
        MainQueueBridge.install()
        defer { OfferedFiles.removeAll() }
        let words = handlesCommandLine ? CommandLine.arguments : [CommandLine.arguments.first ?? "app"]
        var argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return g_application_run(GObjectHandle<GioClass.Application>(applicationPointer).pointer, Int32(words.count), &argv)
    }

    /// Ends ``run()``.
    public func quit() { g_application_quit(GObjectHandle<GioClass.Application>(applicationPointer).pointer) }

    func register(_ window: ApplicationWindow) {
        windows[UInt(bitPattern: window.widgetPointer)] = window
    }

    /// A window left the application (it was destroyed): release what it held.
    private func windowRemoved(_ pointer: UnsafeMutableRawPointer) {
        guard let window = windows.removeValue(forKey: UInt(bitPattern: pointer)) else { return }
        window.didClose()
    }
}

/// One launch's command line, as ``Application/onCommandLine(_:)`` hands it over.
public struct CommandLineLaunch: Sendable, Equatable {
    /// The arguments, the program name first.
    public var arguments: [String]
    /// The launching process's working directory: relative paths among ``arguments`` are
    /// relative to it, not to the directory of the process that handles the launch.
    public var workingDirectory: String

    /// A launch of `arguments` from `workingDirectory`.
    public init(arguments: [String], workingDirectory: String) {
        self.arguments = arguments
        self.workingDirectory = workingDirectory
    }
}
