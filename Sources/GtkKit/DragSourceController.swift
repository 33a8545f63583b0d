internal import CGtk
import CoreTransferable

/// A widget's drag source (`GtkDragSource`), made by ``Widget/draggable(_:operations:preview:onEnded:)``.
@MainActor
public final class DragSource {
    /// The `GtkDragSource *`, owned by the widget; the controller's closures own this object.
    let controller: UnsafeMutableRawPointer
    private var cancelReason: DragCancelReason?

    /// Whether dragging is enabled.
    public var isEnabled: Bool {
        get { gtk_event_controller_get_propagation_phase(controller.ptr()) != GTK_PHASE_NONE }
        set { gtk_event_controller_set_propagation_phase(controller.ptr(), newValue ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE) }
    }

    init<T: Transferable>(on widget: Widget, payload: @escaping @MainActor () -> T?, operations: DragOperations,
                          preview: (@MainActor (T) -> Widget)?, onEnded: (@MainActor (DragOutcome) -> Void)?) {
        controller = raw(gtk_drag_source_new()!)
        gtk_drag_source_set_actions(controller.ptr(), operations.gdk)
        let owner = widget.widgetPointer
        var dragged: T?
        connectSignal(controller, "prepare", owner: owner) { _, result in
            self.cancelReason = nil
            guard let value = payload() else { return result.takeObject(nil) }  // nothing to drag now
            dragged = value
            result.takeObject(TransferContentProvider.make(for: value))
        }
        connectSignal(controller, "drag-begin", owner: owner) { [weak widget] arguments, _ in
            guard let drag = arguments.object(1), let widget else { return }
            if let preview, let value = dragged {
                let icon = gtk_drag_icon_get_for_drag(drag.ptr())
                let previewWidget = preview(value)
                withExtendedLifetime(previewWidget) {  // the icon takes its own reference
                    gtk_drag_icon_set_child(raw(icon!).ptr(), previewWidget.gtkWidget)
                }
            } else {
                let paintable = gtk_widget_paintable_new(widget.gtkWidget)
                gtk_drag_source_set_icon(self.controller.ptr(), paintable, 0, 0)
                g_object_unref(raw(paintable!))
            }
        }
        connectSignal(controller, "drag-cancel", owner: owner) { arguments, result in
            self.cancelReason = DragCancelReason(GdkDragCancelReason(UInt32(arguments.enumValue(2))))
            result.setBool(false)  // let GTK animate the cancel
        }
        connectSignal(controller, "drag-end", owner: owner) { arguments, _ in
            let deleteData = arguments.bool(2)
            let outcome: DragOutcome
            if let reason = self.cancelReason {
                outcome = .cancelled(reason)
            } else if deleteData {
                outcome = .completed(.move)
            } else {
                let action = arguments.object(1).map { gdk_drag_get_selected_action(OpaquePointer($0)) } ?? GdkDragAction(0)
                outcome = DragOperation(action).map { .completed($0 == .move ? .move : .copy) } ?? .cancelled(.noTarget)
            }
            dragged = nil
            self.cancelReason = nil
            onEnded?(outcome)
        }
        gtk_widget_add_controller(widget.gtkWidget, controller.ptr())  // takes the controller
    }
}

extension Widget {
    /// Makes the widget a drag source for a `Transferable` value, like SwiftUI's
    /// `draggable(_:preview:)`.
    ///
    /// The payload is evaluated when a drag starts. Its representations are offered in
    /// priority order (see ``ExchangeFormat``); `.ownProcess` ones only to this process.
    ///
    /// - Parameters:
    ///   - payload: The value to drag; `nil` refuses the drag.
    ///   - operations: What the source allows; include `.move` for the move form.
    ///   - preview: A widget shown under the pointer while dragging (by default, a
    ///     picture of this widget).
    ///   - onEnded: Told how the drag ended. For a move the source removes its item
    ///     only when this says `.completed(.move)`; a cancelled drag changes nothing.
    @discardableResult
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T?,
                                           operations: DragOperations = .copy,
                                           preview: (@MainActor (T) -> Widget)? = nil,
                                           onEnded: (@MainActor (DragOutcome) -> Void)? = nil) -> DragSource {
        DragSource(on: self, payload: payload, operations: operations, preview: preview, onEnded: onEnded)
    }
}
