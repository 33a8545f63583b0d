// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Shows and hides a child with a transition: `GtkRevealer`.
///
/// GTK already skips revealer transitions when the desktop asks for reduced motion
/// (`gtk-enable-animations`); see ``ReducedMotion`` for animations of your own.
@MainActor
public final class Revealer: Widget {
    /// How the child appears.
    public enum Transition: Sendable {
        /// Appears at once.
        case none
        /// Fades in.
        case crossfade
        /// Slides down from the top edge.
        case slideDown
        /// Slides up from the bottom edge.
        case slideUp

        var gtk: GtkRevealerTransitionType {
            switch self {
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            }
        }
    }

    /// Creates a revealer around `child`, hidden at first.
    public init(_ child: Widget, transition: Transition = .slideDown, duration: Duration = .milliseconds(250)) {
        super.init(gtk_revealer_new())
        gtk_revealer_set_child(handle(GtkClass.Revealer.self).pointer, child.gtkWidget)
        gtk_revealer_set_transition_type(handle(GtkClass.Revealer.self).pointer, transition.gtk)
        self.duration = duration
    }

    /// Whether the child is (being) shown.
    public var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(handle(GtkClass.Revealer.self).pointer) != 0 }
        set { gtk_revealer_set_reveal_child(handle(GtkClass.Revealer.self).pointer, newValue ? 1 : 0) }
    }

    /// Whether the transition has finished showing the child.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(handle(GtkClass.Revealer.self).pointer) != 0 }

    /// How long the transition takes.
    public var duration: Duration {
        get { .milliseconds(Int(gtk_revealer_get_transition_duration(handle(GtkClass.Revealer.self).pointer))) }
        set {
            let (seconds, attoseconds) = newValue.components
            gtk_revealer_set_transition_duration(handle(GtkClass.Revealer.self).pointer, guint(seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        }
    }

    /// Runs `handler` when a transition finishes (the child is fully shown or hidden).
    @discardableResult
    public func onTransitionEnd(_ handler: @escaping @MainActor (_ isChildRevealed: Bool) -> Void) -> SignalConnection {
        let pointer = widgetPointer
        return connectSignal(widgetPointer, "notify::child-revealed") { _, _ in handler(gtk_revealer_get_child_revealed(GObjectHandle<GtkClass.Revealer>(pointer).pointer) != 0) }
    }
}
