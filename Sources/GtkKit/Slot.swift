// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport

/// A one-child container that takes a share of its child's height in its parent's layout
/// and draws the child shifted vertically, unclipped: a list row that grows in, shrinks
/// away or glides to a new place while the list animates, without the list laying out
/// anything but ordinary rows.
@MainActor
public final class Slot: Widget {
    /// The widget shown.
    public let child: Widget

    /// A slot showing `child` whole, in place.
    public init(_ child: Widget) {
        self.child = child
        super.init(gtkkit_slot_new(child.gtkWidget))
    }

    /// Takes `heightFraction` (0…1; other values are clamped, NaN counts as 1) of the
    /// child's natural height and draws the child `offsetY` pixels below the slot's top
    /// (above when negative).
    public func place(heightFraction: Double, offsetY: Double) {
        gtkkit_slot_set_placement(gtkWidget, heightFraction, offsetY)
    }

    /// The child's natural height at the slot's width, in pixels.
    public var childHeight: Int { Int(gtkkit_slot_child_height(gtkWidget)) }
}
