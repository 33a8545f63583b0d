// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// The direction a box stacks its children in.
public enum Orientation: Sendable {
    /// Side by side, in reading order.
    case horizontal
    /// Top to bottom.
    case vertical
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
