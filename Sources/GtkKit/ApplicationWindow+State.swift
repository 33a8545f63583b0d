// SPDX-License-Identifier: Apache-2.0
internal import CGtk

extension ApplicationWindow {
    /// The window's size when it is not maximized (what a window reopens at).
    public var defaultSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(handle(GtkClass.Window.self).pointer, &width, &height)
            return (Int(width), Int(height))
        }
        set { gtk_window_set_default_size(handle(GtkClass.Window.self).pointer, Int32(newValue.width), Int32(newValue.height)) }
    }

    /// Whether the window is maximized; setting it asks the window manager to (un)maximize.
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(handle(GtkClass.Window.self).pointer) != 0 }
        set {
            if newValue { gtk_window_maximize(handle(GtkClass.Window.self).pointer) }
            else { gtk_window_unmaximize(handle(GtkClass.Window.self).pointer) }
        }
    }
}
