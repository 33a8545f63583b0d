// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A thin line between groups of widgets: `GtkSeparator`.
@MainActor
public final class Separator: Widget {
    /// Creates a separator across `orientation`.
    public init(_ orientation: Orientation = .horizontal) {
        super.init(gtk_separator_new(orientation.gtk))
    }
}
