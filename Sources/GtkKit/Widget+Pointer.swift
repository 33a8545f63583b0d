// SPDX-License-Identifier: Apache-2.0
internal import CGtk

extension Widget {
    /// Calls `handler` whenever the pointer moves over the widget (or any widget inside
    /// it), with the pointer's position on the widget's window surface: the coordinates
    /// ``frameInSurface`` uses.
    ///
    /// A test harness on Wayland, where no client learns where its window is on screen,
    /// moves the pointer to a known screen point and reads this position back to find the
    /// window's place.
    @discardableResult
    public func onPointerMotion(_ handler: @escaping @MainActor (Point) -> Void) -> SignalConnection {
        let controller = raw(gtk_event_controller_motion_new()!)
        let connection = connectSignal(controller, "motion", owner: widgetPointer) { [weak self] arguments, _ in
            guard let self, let origin = self.frameInSurface else { return }
            handler(Point(x: origin.x + arguments.double(1), y: origin.y + arguments.double(2)))
        }
        gtk_widget_add_controller(gtkWidget, GObjectHandle<GtkClass.EventController>(controller).pointer)
        return connection
    }
}
