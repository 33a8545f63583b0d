// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// A top-level window of an ``Application``: `AdwApplicationWindow`.
///
/// The application keeps the window (and so its wrapper) alive while it is open. When it
/// closes, GtkKit runs the ``onClose(_:)`` handlers and then releases every signal closure
/// owned by a widget inside the window, so per-window controllers captured by those
/// closures are freed with the window.
@MainActor
public final class ApplicationWindow: Widget {
    /// The application the window belongs to.
    public unowned let application: Application
    private var closeHandlers: [@MainActor () -> Void] = []
    private var toastOverlay: ToastOverlay?

    /// Creates a window of `application` with a title and a default size.
    public init(application: Application, title: String, width: Int = 900, height: Int = 640) {
        self.application = application
        super.init(adw_application_window_new(GObjectHandle<GtkClass.Application>(application.applicationPointer).pointer))
        self.title = title
        gtk_window_set_default_size(handle(GtkClass.Window.self).pointer, Int32(width), Int32(height))
        application.register(self)
    }

    /// The window title.
    public var title: String {
        get { gtk_window_get_title(handle(GtkClass.Window.self).pointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(handle(GtkClass.Window.self).pointer, newValue) }
    }

    /// Sets what the window shows (typically a ``Box`` with a ``HeaderBar`` on top).
    public func setContent(_ content: Widget) {
        adw_application_window_set_content(handle(AdwClass.ApplicationWindow.self).pointer, content.gtkWidget)
    }

    /// Shows the window and gives it focus.
    public func present() { gtk_window_present(handle(GtkClass.Window.self).pointer) }

    /// Asks the window to close, as the user would.
    public func close() { gtk_window_close(handle(GtkClass.Window.self).pointer) }

    /// Runs `handler` once the window has closed.
    public func onClose(_ handler: @escaping @MainActor () -> Void) {
        closeHandlers.append(handler)
    }

    /// Sets the keyboard shortcuts window opened by Ctrl+? (`win.show-help-overlay`).
    public func setShortcutsWindow(_ shortcuts: ShortcutsWindow) {
        gtk_application_window_set_help_overlay(handle(GtkClass.ApplicationWindow.self).pointer, GObjectHandle<GtkClass.ShortcutsWindow>(shortcuts.windowPointer).pointer)
    }

    /// Adds the window action `win.<name>`, run by `handler`.
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        connectSignal(raw(action), "activate", owner: widgetPointer) { _, _ in handler() }
        g_action_map_add_action(handle(GioClass.ActionMap.self).pointer, GObjectHandle<GioClass.Action>(action).pointer)
        g_object_unref(raw(action))
    }

    func didClose() {
        let handlers = closeHandlers
        closeHandlers = []
        handlers.forEach { $0() }
        releaseSignalHandlers()
    }
}
