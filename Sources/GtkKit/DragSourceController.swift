// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import TransferSessions

/// A widget's drag source controller (`GtkDragSource`, an event controller on the widget),
/// made by ``Widget/draggable(_:operations:preview:liftShape:onEnded:)``.
///
/// It reports how each drag ended as TransferSessions' `ToolkitDragEnd`, which a
/// `DesktopDragBridge` takes as it is.
@MainActor
public final class DragSourceController {
    /// The `GtkDragSource *`, owned by the widget; the controller's closures own this object.
    let controller: UnsafeMutableRawPointer
    /// How GTK said the drag in progress was cancelled, if it was.
    private var cancellation: ToolkitDragEnd?

    /// Whether dragging is enabled.
    public var isEnabled: Bool {
        get { gtk_event_controller_get_propagation_phase(GObjectHandle<GtkClass.EventController>(controller).pointer) != GTK_PHASE_NONE }
        set { gtk_event_controller_set_propagation_phase(GObjectHandle<GtkClass.EventController>(controller).pointer, newValue ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE) }
    }

    init<T: Transferable>(on widget: Widget, payload: @escaping @MainActor () -> T?, operations: Set<DragOperation>,
                          preview: (@MainActor (T) -> Widget)?, liftShape: DragLiftShape?,
                          onEnded: (@MainActor (ToolkitDragEnd) -> Void)?) {
        controller = raw(gtk_drag_source_new()!)
        gtk_drag_source_set_actions(GObjectHandle<GtkClass.DragSource>(controller).pointer, operations.gdk)
        let owner = widget.widgetPointer
        var dragged: T?
        connectSignal(controller, "prepare", owner: owner) { _, result in
            self.cancellation = nil
            guard let value = payload() else { return result.takeObject(nil) }  // nothing to drag now
            dragged = value
            result.takeObject(TransferContentProvider.make(for: value))
        }
        // A widget that claims clicks for itself (a GtkButton claims the release) keeps the
        // release from this gesture, which then still believes the button is down and
        // ignores the next press: a row clicked once would never drag again. Resetting the
        // gesture once it ends, on the next turn of the loop, forgets that stale press.
        connectSignal(controller, "end", owner: owner) { _, _ in
            // Held until the reset: the widget (and with it this controller) may be gone by
            // the next turn of the loop, when a drop removed the row that was dragged.
            let held = ObjectReference(retaining: self.controller)
            Task { @MainActor in gtk_event_controller_reset(GObjectHandle<GtkClass.EventController>(held.raw).pointer) }
        }
        connectSignal(controller, "drag-begin", owner: owner) { [weak widget] arguments, _ in
            guard let drag = arguments.object(1), let widget else { return }
            let icon = { gtk_drag_icon_get_for_drag(GObjectHandle<GdkClass.Drag>(drag).pointer)! }
            if let liftShape {
                let shown = Self.liftIcon(of: widget, shape: liftShape, settlingInto: dragged.flatMap { value in preview?(value) })
                withExtendedLifetime(shown) {  // the icon takes its own reference
                    gtk_drag_icon_set_child(GObjectHandle<GtkClass.DragIcon>(icon()).pointer, shown.gtkWidget)
                }
            } else if let preview, let value = dragged {
                let previewWidget = preview(value)
                withExtendedLifetime(previewWidget) {  // the icon takes its own reference
                    gtk_drag_icon_set_child(GObjectHandle<GtkClass.DragIcon>(icon()).pointer, previewWidget.gtkWidget)
                }
            } else {
                let paintable = gtk_widget_paintable_new(widget.gtkWidget)
                gtk_drag_source_set_icon(GObjectHandle<GtkClass.DragSource>(self.controller).pointer, paintable, 0, 0)
                g_object_unref(raw(paintable!))
            }
        }
        connectSignal(controller, "drag-cancel", owner: owner) { arguments, result in
            self.cancellation = ToolkitDragEnd(cancelledFor: GdkDragCancelReason(UInt32(arguments.enumValue(2))))
            result.setBool(false)  // let GTK animate the cancel
        }
        connectSignal(controller, "drag-end", owner: owner) { arguments, _ in
            let deleteData = arguments.bool(2)
            let end: ToolkitDragEnd
            if let cancellation = self.cancellation {
                end = cancellation
            } else if deleteData {
                end = .completed(.move)
            } else {
                let action = arguments.object(1).map { gdk_drag_get_selected_action(GObjectHandle<GdkClass.Drag>($0).pointer) } ?? GdkDragAction(0)
                end = DragOperation(action).map { .completed($0) } ?? .noTarget
            }
            dragged = nil
            self.cancellation = nil
            onEnded?(end)
        }
        gtk_widget_add_controller(widget.gtkWidget, GObjectHandle<GtkClass.EventController>(controller).pointer)  // takes the controller
    }

    /// How long the lifted picture takes to turn into the custom preview.
    static let liftTransitionMilliseconds = 200

    /// The drag icon for a source with a lift shape: a live picture of `widget` clipped to
    /// `shape`, which cross-fades into `preview` once it is on screen, when there is one.
    /// SwiftUI shows the lifted shape the same way before its custom preview.
    ///
    /// A drag icon keeps the size it first had (GTK 4.8 sizes its surface once), so with a
    /// preview the icon is the preview's size from the start: the preview with the lifted
    /// picture over its top-left corner (as wide as the preview at most, cropped to it).
    private static func liftIcon(of widget: Widget, shape: DragLiftShape, settlingInto preview: Widget?) -> Widget {
        let paintable = gtk_widget_paintable_new(widget.gtkWidget)!
        let picture = Widget(gtk_picture_new_for_paintable(paintable))
        g_object_unref(raw(paintable))
        gtk_picture_set_content_fit(GObjectHandle<GtkClass.Picture>(picture.widgetPointer).pointer, GTK_CONTENT_FIT_COVER)
        let lifted = Widget(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_append(GObjectHandle<GtkClass.Box>(lifted.widgetPointer).pointer, picture.gtkWidget)
        lifted.clipsChildren()  // to the rounded border box
        lifted.cssClass(shape.installStyleClass())
        let (width, height) = widget.size
        gtk_widget_set_size_request(lifted.gtkWidget, Int32(width), Int32(height))
        guard let preview else { return lifted }
        // An overlay is as large as its main child: the preview sets the icon's size.
        let overlay = Widget(gtk_overlay_new())
        let overlayPointer = GObjectHandle<GtkClass.Overlay>(overlay.widgetPointer).pointer
        gtk_overlay_set_child(overlayPointer, preview.gtkWidget)
        gtk_widget_set_size_request(lifted.gtkWidget, -1, Int32(height))
        lifted.align(horizontal: .start, vertical: .start)
        gtk_overlay_add_overlay(overlayPointer, lifted.gtkWidget)
        preview.opacity = 0
        // Animations run only while mapped: start the cross-fade on the icon's first frame.
        overlay.onEveryFrame { [lifted, preview] in
            preview.animate(duration: .milliseconds(liftTransitionMilliseconds), curve: .easeInOut, { fraction in
                lifted.opacity = 1 - fraction
                preview.opacity = fraction
            })
            return false
        }
        return overlay
    }
}

/// The outline a drag source's picture takes as it lifts, like SwiftUI's
/// `contentShape(.dragPreview, RoundedRectangle(cornerRadius:))`.
public struct DragLiftShape: Sendable, Hashable {
    /// The corner radius of the rounded rectangle, in points.
    public var cornerRadius: Int

    /// A rounded rectangle with corners of `cornerRadius` points (negative counts as 0).
    public static func roundedRectangle(cornerRadius: Int) -> DragLiftShape {
        DragLiftShape(cornerRadius: max(0, cornerRadius))
    }

    /// The CSS class giving a widget this shape's corners, its style added the first time.
    @MainActor
    func installStyleClass() -> String {
        let name = "gtkkit-lift-radius-\(cornerRadius)"
        if Self.installed.insert(cornerRadius).inserted {
            StyleSheet.add(".\(name) { border-radius: \(cornerRadius)px; }")
        }
        return name
    }

    @MainActor private static var installed: Set<Int> = []
}

extension Widget {
    /// Makes the widget a drag source for a `Transferable` value, like SwiftUI's
    /// `draggable(_:preview:)`.
    ///
    /// The payload is evaluated when a drag starts. Its representations are offered in
    /// priority order (each as its type's exchange MIME type); `.ownProcess` ones only to this process.
    ///
    /// - Parameters:
    ///   - payload: The value to drag; `nil` refuses the drag.
    ///   - operations: What the source allows (not empty); include `.move` for the move
    ///     form.
    ///   - preview: A widget shown under the pointer while dragging (by default, a
    ///     picture of this widget).
    ///   - liftShape: The outline of this widget's picture as the drag starts (SwiftUI's
    ///     `contentShape(.dragPreview, …)`); with a `preview`, the shape turns into it.
    ///   - onEnded: Told how GTK ended the drag. For a move the source removes its item
    ///     only when this says `.completed(.move)`; every other end changes nothing.
    @discardableResult
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T?,
                                           operations: Set<DragOperation> = [.copy],
                                           preview: (@MainActor (T) -> Widget)? = nil,
                                           liftShape: DragLiftShape? = nil,
                                           onEnded: (@MainActor (ToolkitDragEnd) -> Void)? = nil) -> DragSourceController {
        DragSourceController(on: self, payload: payload, operations: operations, preview: preview, liftShape: liftShape,
                             onEnded: onEnded)
    }
}
