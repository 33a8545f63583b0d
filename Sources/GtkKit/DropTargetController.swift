// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import CoreTransferable
import TransferSessions

/// A widget's drop target controller (`GtkDropTargetAsync`, an event controller on the
/// widget), made by ``Widget/dropDestination(for:preferredOperation:action:isTargeted:importProgress:onFailure:)``
/// or ``Widget/dropDestination(of:preferredOperation:action:isTargeted:)``.
///
/// A drop is accepted only when it offers something the destination can import; same-app
/// drags are recognised with `gdk_drop_get_drag` and read in-process (so `.ownProcess`
/// representations work between windows of one app but never reach another process).
/// Hovering only calls `isTargeted`; nothing is read until the drop.
@MainActor
public final class DropTargetController {
    /// The `GtkDropTargetAsync *`, owned by the widget; its closures own this object.
    let controller: UnsafeMutableRawPointer

    /// Whether the destination takes drops.
    public var isEnabled: Bool {
        get { gtk_event_controller_get_propagation_phase(GObjectHandle<GtkClass.EventController>(controller).pointer) != GTK_PHASE_NONE }
        set { gtk_event_controller_set_propagation_phase(GObjectHandle<GtkClass.EventController>(controller).pointer, newValue ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE) }
    }

    init(on widget: Widget, importable: [UTType], preferredOperation: DragOperation,
         canAccept: @escaping @MainActor (DropContent) -> Bool,
         isTargeted: @escaping @MainActor (Bool) -> Void,
         perform: @escaping @MainActor (DropContent, GdkDragAction, Point) -> Void) {
        let builder = gdk_content_formats_builder_new()
        for mime in ExchangeFormat.offeredMIMETypes(for: importable) { gdk_content_formats_builder_add_mime_type(builder, mime) }
        gdk_content_formats_builder_add_gtype(builder, gtkkit_in_process_transfer_get_type())
        if ExchangeFormat.importsFiles(importable) {
            gdk_content_formats_builder_add_mime_type(builder, ExchangeFormat.uriList)
            gdk_content_formats_builder_add_gtype(builder, cgtk_type_file_list())
        }
        let formats = gdk_content_formats_builder_free_to_formats(builder)
        let actions = GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        controller = raw(gtk_drop_target_async_new(formats, actions)!)  // takes the formats
        let owner = widget.widgetPointer
        let controller = self.controller
        func chosenAction(_ drop: UnsafeMutableRawPointer) -> GdkDragAction {
            Self.chooseAction(allowed: gdk_drop_get_actions(GObjectHandle<GdkClass.Drop>(drop).pointer), preferred: preferredOperation)
        }
        var targeted = false
        weak var targetWidget = widget
        func setTargeted(_ value: Bool) {
            guard value != targeted else { return }
            targeted = value
            isTargeted(value)
            if let targetWidget { Self.targetingObserver?(targetWidget, value) }
        }
        connectSignal(controller, "accept", owner: owner) { arguments, result in
            guard let drop = arguments.object(1) else { return }
            let accepted = chosenAction(drop).rawValue != 0 && canAccept(DropContent(drop))
            result.setBool(accepted)
            // A refusal must not fall through to GTK's own format check.
            if !accepted { g_signal_stop_emission_by_name(controller, "accept") }
        }
        connectSignal(controller, "drag-enter", owner: owner) { arguments, result in
            setTargeted(true)
            result.setFlags(arguments.object(1).map(chosenAction)?.rawValue ?? 0)
        }
        connectSignal(controller, "drag-motion", owner: owner) { arguments, result in
            result.setFlags(arguments.object(1).map(chosenAction)?.rawValue ?? 0)
        }
        connectSignal(controller, "drag-leave", owner: owner) { _, _ in setTargeted(false) }
        connectSignal(controller, "drop", owner: owner) { arguments, result in
            setTargeted(false)
            guard let drop = arguments.object(1) else { return result.setBool(false) }
            perform(DropContent(drop), chosenAction(drop), Point(x: arguments.double(2), y: arguments.double(3)))
            result.setBool(true)  // finished asynchronously by `perform`
        }
        gtk_widget_add_controller(widget.gtkWidget, GObjectHandle<GtkClass.EventController>(controller).pointer)
    }

    /// Told, for every drop destination in the process, when a drag that can be dropped
    /// there enters (`true`) or leaves it: how an app tells its UI tests that a target
    /// has seen a drag, before they let go of it. `nil` (the default): nobody is told.
    public static var targetingObserver: (@MainActor (Widget, Bool) -> Void)?

    /// The action a destination preferring `preferred` picks from what the source allows.
    static func chooseAction(allowed: GdkDragAction, preferred: DragOperation) -> GdkDragAction {
        let copy = allowed.rawValue & GDK_ACTION_COPY.rawValue != 0
        let move = allowed.rawValue & GDK_ACTION_MOVE.rawValue != 0
        if preferred == .move && move { return GDK_ACTION_MOVE }
        if copy { return GDK_ACTION_COPY }
        return move ? GDK_ACTION_MOVE : GdkDragAction(0)
    }
}

extension Widget {
    /// Makes the widget a drop destination for `Transferable` values, like SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`.
    ///
    /// On a drop the first format the sender offers (in its priority order) that `T`
    /// imports is read asynchronously and imported through CoreTransferable; files
    /// (`text/uri-list`) are imported with ``ImportProgress``. Then `action` gets the
    /// values and the drop location; returning `false` refuses the drop (a moving source
    /// then keeps its item).
    ///
    /// - Parameters:
    ///   - preferredOperation: `.move` to take a move when the source allows one (the
    ///     source removes its item after the drop completes); otherwise a copy.
    ///   - isTargeted: Told when a drag that can be dropped here enters (`true`) and
    ///     leaves or drops (`false`). Change appearance only.
    ///   - importProgress: Given the progress of a file import when it begins.
    ///   - onFailure: Told when the drop could not be read or imported; `action` is then
    ///     not called and the drop fails.
    @discardableResult
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, preferredOperation: DragOperation = .copy,
                                                 action: @escaping @MainActor ([T], Point) -> Bool,
                                                 isTargeted: @escaping @MainActor (Bool) -> Void = { _ in },
                                                 importProgress: (@MainActor (ImportProgress) -> Void)? = nil,
                                                 onFailure: (@MainActor (ReceiveError) -> Void)? = nil) -> DropTargetController {
        dropDestination(for: type, preferredOperation: preferredOperation, finishing: { values, point in action(values, point) },
                        isTargeted: isTargeted, importProgress: importProgress, onFailure: onFailure)
    }

    /// Like ``dropDestination(for:preferredOperation:action:isTargeted:importProgress:onFailure:)``
    /// for an action that finishes its work before it answers: the drop stays open until
    /// `finishing` returns, and the source learns its real outcome (a drop whose import
    /// into the app fails is a failed drop, not a completed one).
    @discardableResult
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, preferredOperation: DragOperation = .copy,
                                                 finishing: @escaping @MainActor ([T], Point) async -> Bool,
                                                 isTargeted: @escaping @MainActor (Bool) -> Void = { _ in },
                                                 importProgress: (@MainActor (ImportProgress) -> Void)? = nil,
                                                 onFailure: (@MainActor (ReceiveError) -> Void)? = nil) -> DropTargetController {
        DropTargetController(on: self, importable: T.importedContentTypes(), preferredOperation: preferredOperation,
                             canAccept: { TransferLoader.plan($0, for: T.self) != nil },
                             isTargeted: isTargeted) { content, chosen, point in
            let progress = ImportProgress()
            progress.onBegin = importProgress
            progress.task = Task { @MainActor in
                do throws(ReceiveError) {
                    let values = try await TransferLoader.load(T.self, from: content, progress: progress)
                    progress.finish()
                    content.finish(await finishing(values, point) ? chosen : GdkDragAction(0))
                } catch {
                    progress.finish()
                    content.finish(GdkDragAction(0))
                    onFailure?(error)
                }
            }
        }
    }

    /// Makes the widget a drop destination that hands over item providers, loaded by the
    /// action (SwiftUI's `onDrop(of:isTargeted:perform:)`).
    ///
    /// `action` gets one provider per dropped item (one per file for a file drop) and
    /// returns whether it takes the drop. Start every load inside `action`: the drop stays
    /// open until the loads started there end, and fails if any of them fails.
    @discardableResult
    public func dropDestination(of contentTypes: [UTType], preferredOperation: DragOperation = .copy,
                                action: @escaping @MainActor ([DropItemProvider], Point) -> Bool,
                                isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) -> DropTargetController {
        DropTargetController(on: self, importable: contentTypes, preferredOperation: preferredOperation,
                             canAccept: { content in
                                 ReadPlan.make(offered: content.offeredMIMETypes, inProcess: content.inProcessTransfer,
                                               offersFiles: content.offersFiles, importable: contentTypes) != nil
                             }, isTargeted: isTargeted) { content, chosen, point in
            Task { @MainActor in
                let session = DropSession()
                let providers: [DropItemProvider]
                if ReadPlan.make(offered: content.offeredMIMETypes, inProcess: content.inProcessTransfer,
                                 offersFiles: content.offersFiles, importable: contentTypes) == .files {
                    let files = (try? await content.readFiles()) ?? []
                    providers = files.map { DropItemProvider(file: $0, session: session) }
                } else {
                    providers = [DropItemProvider(content: content, session: session)]
                }
                guard !providers.isEmpty, action(providers, point) else {
                    return content.finish(GdkDragAction(0))
                }
                await Task.yield()  // loads started in tasks made by `action` register first
                let succeeded = await session.waitForLoads()
                content.finish(succeeded ? chosen : GdkDragAction(0))
            }
        }
    }
}
