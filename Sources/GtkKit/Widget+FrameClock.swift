internal import CGtk

extension Widget {
    /// Runs `handler` once, after the next frame of the widget's window has been painted
    /// (the frame clock's `after-paint`), asking for that frame; at once when the widget
    /// is not in a window. For measuring the time to the next frame.
    public func onNextFramePainted(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(gtkWidget) else { return handler() }
        final class Once { var connection: SignalConnection?; var done = false }
        let once = Once()
        once.connection = connectSignal(raw(clock), "after-paint", owner: widgetPointer) { _, _ in
            guard !once.done else { return }
            once.done = true
            once.connection?.disconnect()
            handler()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}
