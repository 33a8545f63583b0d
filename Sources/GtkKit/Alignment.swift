// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// How a widget uses extra space on one axis.
public enum Alignment: Sendable {
    /// Stretches across the space.
    case fill
    /// Keeps its natural size at the start (left, or right in right-to-left text; top).
    case start
    /// Keeps its natural size at the end (right, or left in right-to-left text; bottom).
    case end
    /// Keeps its natural size in the middle.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
