// SPDX-License-Identifier: Apache-2.0
internal import CGtk

extension Widget {
    /// Runs `handler` once, after the next frame of the widget's window has been painted
    /// (the frame clock's `after-paint`), asking for that frame; at once when the widget
    /// is not in a window. For measuring the time to the next frame.
    public func onNextFramePainted(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(gtkWidget) else { return handler() }
        observeFrames(clock) { _, _ in
            handler()
            return false
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Runs `body` on every frame of the widget's frame clock while it returns `true`
    /// (GTK's tick callback: only while the widget is mapped).
    package func onEveryFrame(_ body: @escaping @MainActor () -> Bool) {
        final class Tick { let body: @MainActor () -> Bool; init(_ body: @escaping @MainActor () -> Bool) { self.body = body } }
        let tick = Unmanaged.passRetained(Tick(body)).toOpaque()
        gtk_widget_add_tick_callback(gtkWidget, { _, _, data in
            let tick = Unmanaged<Tick>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { tick.body() ? 1 : 0 }
        }, tick, { data in Unmanaged<Tick>.fromOpaque(data!).release() })
    }

    /// Runs `handler` once the next frame of the widget's window has been painted, with
    /// the moments the frame began (the frame clock's `before-paint`: after any wait for
    /// its next refresh slot) and was painted (`after-paint`); asks for that frame. At once,
    /// with both moments now, when the widget is not in a window. For telling the time a
    /// frame cost from the time spent waiting for it.
    public func onNextFrame(_ handler: @escaping @MainActor (_ began: ContinuousClock.Instant, _ painted: ContinuousClock.Instant) -> Void) {
        guard let clock = gtk_widget_get_frame_clock(gtkWidget) else {
            let now = ContinuousClock.now
            return handler(now, now)
        }
        // A frame already under way when this is called has no start seen: the next one is timed.
        observeFrames(clock) { began, painted in
            guard let began else { return true }
            handler(began, painted)
            return false
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Calls `handler` with the moments each frame of the widget's window began and was
    /// painted, while it returns `true`, without asking for frames: for measuring the
    /// frames something else causes. Nothing happens when the widget is not in a window.
    public func observePaintedFrames(_ handler: @escaping @MainActor (_ began: ContinuousClock.Instant, _ painted: ContinuousClock.Instant) -> Bool) {
        guard let clock = gtk_widget_get_frame_clock(gtkWidget) else { return }
        observeFrames(clock) { began, painted in began.map { handler($0, painted) } ?? true }
    }

    /// Calls `handler` after each frame the clock paints, with when the frame began (`nil`
    /// for a frame already under way when observing started) and when it was painted,
    /// while it returns `true`.
    private func observeFrames(_ clock: OpaquePointer,
                               _ handler: @escaping @MainActor (ContinuousClock.Instant?, ContinuousClock.Instant) -> Bool) {
        final class Frames { var began: ContinuousClock.Instant?; var connections: [SignalConnection] = []; var done = false }
        let frames = Frames()
        frames.connections.append(connectSignal(raw(clock), "before-paint", owner: widgetPointer) { _, _ in
            frames.began = .now
        })
        frames.connections.append(connectSignal(raw(clock), "after-paint", owner: widgetPointer) { _, _ in
            guard !frames.done else { return }
            let began = frames.began
            frames.began = nil
            if !handler(began, .now) {
                frames.done = true
                for connection in frames.connections { connection.disconnect() }
            }
        })
    }
}
