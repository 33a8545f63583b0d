// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import GtkKit

/// What a ``FrameWidget`` does to its content (`GtkKitFrameSpec`): sizes, alignment,
/// padding, offset, the share of its height it takes (transitions) and corner radius.
struct FrameSpec: Equatable {
    var minWidth = -1.0, idealWidth = -1.0, maxWidth = -1.0
    var minHeight = -1.0, idealHeight = -1.0, maxHeight = -1.0
    var horizontalAlignment = 0.5, verticalAlignment = 0.5
    var insets = EdgeInsets()
    var offsetX = 0.0, offsetY = 0.0
    var heightFraction = 1.0
    var cornerRadius = 0.0

    var c: GtkKitFrameSpec {
        GtkKitFrameSpec(min_width: minWidth, ideal_width: idealWidth, max_width: maxWidth,
                        min_height: minHeight, ideal_height: idealHeight, max_height: maxHeight,
                        halign: horizontalAlignment, valign: verticalAlignment,
                        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing,
                        offset_x: offsetX, offset_y: offsetY, fraction: heightFraction, corner_radius: cornerRadius)
    }
}

/// A one-content GTK container laying its content out as a SwiftUI frame, padding,
/// background, overlay or offset does; also what a row's transition animates.
@MainActor
final class FrameWidget: Widget {
    private(set) var content: Widget?
    private(set) var background: Widget?
    private(set) var overlay: Widget?

    init() {
        super.init(retaining: UnsafeMutableRawPointer(gtkkit_frame_new()!))
    }

    private var pointer: UnsafeMutablePointer<GtkWidget> { widgetPointer.assumingMemoryBound(to: GtkWidget.self) }

    var spec = FrameSpec() {
        didSet {
            guard spec != oldValue else { return }
            SwiftUIMetrics.wrote()
            var c = spec.c
            gtkkit_frame_set_spec(pointer, &c)
        }
    }

    func setContent(_ widget: Widget?) {
        guard widget !== content else { return }
        SwiftUIMetrics.wrote()
        content = widget
        gtkkit_frame_set_content(pointer, widget.map { $0.widgetPointer.assumingMemoryBound(to: GtkWidget.self) })
    }

    func setBackground(_ widget: Widget?) {
        guard widget !== background else { return }
        SwiftUIMetrics.wrote()
        background = widget
        gtkkit_frame_set_background(pointer, widget.map { $0.widgetPointer.assumingMemoryBound(to: GtkWidget.self) })
    }

    func setOverlay(_ widget: Widget?) {
        guard widget !== overlay else { return }
        SwiftUIMetrics.wrote()
        overlay = widget
        gtkkit_frame_set_overlay(pointer, widget.map { $0.widgetPointer.assumingMemoryBound(to: GtkWidget.self) })
    }
}

extension Widget {
    /// The `GtkWidget *` (for the SwiftUI module's own calls into GTK).
    var gtk: UnsafeMutablePointer<GtkWidget> { widgetPointer.assumingMemoryBound(to: GtkWidget.self) }
}
