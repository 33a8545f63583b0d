// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

extension Widget {
    /// Animates on the widget's frame clock: `step` gets the eased progress 0…1 each
    /// frame, then `completion` runs. With reduced motion on (or when the widget is not
    /// shown) `step(1)` and `completion` run at once. With `GTK_SLOWDOWN` set, it runs that
    /// many times slower, as GTK's own animations do.
    ///
    /// - Returns: Whether the change was animated.
    @discardableResult
    public func animate(duration: Duration, curve: AnimationCurve = .easeInOut,
                        _ step: @escaping @MainActor (Double) -> Void,
                        completion: (@MainActor () -> Void)? = nil) -> Bool {
        let (seconds, attoseconds) = duration.components
        let length = (Double(seconds) + Double(attoseconds) / 1e18) * Self.slowdown
        guard !ReducedMotion.isEnabled, length > 0, gtk_widget_get_mapped(gtkWidget) != 0 else {
            step(1)
            completion?()
            return false
        }
        final class Animation {
            let step: @MainActor (Double) -> Void
            let completion: (@MainActor () -> Void)?
            let curve: AnimationCurve
            let length: Double
            var start: Int = -1
            init(_ step: @escaping @MainActor (Double) -> Void, _ completion: (@MainActor () -> Void)?, _ curve: AnimationCurve, _ length: Double) {
                self.step = step; self.completion = completion; self.curve = curve; self.length = length
            }
        }
        let animation = Unmanaged.passRetained(Animation(step, completion, curve, length)).toOpaque()
        step(0)
        gtk_widget_add_tick_callback(gtkWidget, { _, clock, data in
            let animation = Unmanaged<Animation>.fromOpaque(data!).takeUnretainedValue()
            let now = gdk_frame_clock_get_frame_time(clock)
            if animation.start < 0 { animation.start = now }
            let t = Double(now - animation.start) / 1e6 / animation.length
            return MainActor.assumeIsolated {
                animation.step(animation.curve.value(at: t))
                if t >= 1 {
                    animation.completion?()
                    return 0  // G_SOURCE_REMOVE
                }
                return 1
            }
        }, animation, { data in Unmanaged<Animation>.fromOpaque(data!).release() })
        return true
    }

    /// How many times slower than asked animations run: `GTK_SLOWDOWN`, the factor GTK
    /// applies to its own animations (for looking at them, and for tests that read frames
    /// off the screen), 1 when unset or not a positive number.
    static let slowdown: Double = {
        guard let text = ProcessInfo.processInfo.environment["GTK_SLOWDOWN"], let factor = Double(text),
              factor.isFinite, factor > 0 else { return 1 }
        return factor
    }()

    /// The widget's opacity, 0 (transparent) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(gtkWidget) }
        set { gtk_widget_set_opacity(gtkWidget, newValue) }
    }
}
