// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation
import StableCollections

/// The desktop's "reduce motion" preference: GTK's `gtk-enable-animations` setting, read
/// and watched. Animations of your own (see ``Widget/animate(duration:curve:_:completion:)``)
/// should jump to their end state while it is on; GTK's and libadwaita's own transitions
/// already do.
@MainActor
public enum ReducedMotion {
    private static var settings: UnsafeMutableRawPointer {
        guard let settings = gtk_settings_get_default() else {
            preconditionFailure("GtkKit: ReducedMotion is used before GTK has a display")
        }
        return raw(settings)
    }

    /// Whether the user asked for reduced motion (animations disabled).
    public static var isEnabled: Bool { !boolProperty(settings, "gtk-enable-animations") }

    /// The preference as StableCollections' transitions take it: `.reduced` while the
    /// user asked for reduced motion, so a `CollectionFilter` plans updates that jump.
    public static var motionPreference: MotionPreference { isEnabled ? .reduced : .full }

    /// Runs `handler` with ``motionPreference`` now and whenever it changes, while `owner`
    /// lives: hand it to a `CollectionFilter`'s `motion`.
    @discardableResult
    public static func observeMotion(owner: Widget, _ handler: @escaping @MainActor (MotionPreference) -> Void) -> SignalConnection {
        handler(motionPreference)
        return observe(owner: owner) { _ in handler(motionPreference) }
    }

    /// Runs `handler` with the new preference whenever it changes, while `owner` lives.
    @discardableResult
    public static func observe(owner: Widget, _ handler: @escaping @MainActor (_ isEnabled: Bool) -> Void) -> SignalConnection {
        connectSignal(settings, "notify::gtk-enable-animations", owner: owner.widgetPointer) { _, _ in handler(isEnabled) }
    }

    /// Overrides the desktop's setting for this process, as a settings daemon would
    /// (observers are told). For tests and an in-app "reduce motion" switch.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        setProperty(settings, "gtk-enable-animations", bool: enabled)
    }
}
