// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import Foundation

/// What a `GdkDrop` offers. Holds a reference to the drop until released.
@MainActor
final class DropContent: ReceivedContent {
    let drop: ObjectReference
    private var dropPointer: OpaquePointer { GObjectHandle<GdkClass.Drop>(drop.raw).pointer }

    init(_ drop: UnsafeMutableRawPointer) {
        self.drop = ObjectReference(retaining: drop)
    }

    private var formats: OpaquePointer? { gdk_drop_get_formats(dropPointer) }

    var offeredMIMETypes: [String] { mimeTypes(of: formats) }

    /// Same-app detection: GDK knows the drag only when it started in this process.
    var isFromThisProcess: Bool { gdk_drop_get_drag(dropPointer) != nil }

    var inProcessTransfer: InProcessTransfer? {
        guard let drag = gdk_drop_get_drag(dropPointer),
              gdk_content_formats_contain_gtype(formats, gtkkit_in_process_transfer_get_type()) != 0 else { return nil }
        return TransferContentProvider.inProcessTransfer(of: gdk_drag_get_content(drag).map { OpaquePointer($0) })
    }

    var offersFiles: Bool {
        gdk_content_formats_contain_gtype(formats, cgtk_type_file_list()) != 0
            || gdk_content_formats_contain_mime_type(formats, ExchangeFormat.uriList) != 0
    }

    /// The actions the source allows.
    var allowedActions: GdkDragAction { gdk_drop_get_actions(dropPointer) }

    func read(mimeType: String) async throws -> Data {
        let stream: ObjectPointer = try await gioCall(start: { callback, box in
            withCStringArray([mimeType]) { array in
                gdk_drop_read_async(dropPointer, array, Int32(G_PRIORITY_DEFAULT), nil, callback, box)
            }
        }, finish: { source, result, error in
            gdk_drop_read_finish(GObjectHandle<GdkClass.Drop>(source!).pointer, result, nil, error).map { ObjectPointer(raw($0)) }
        })
        return try await readAll(stream.raw)
    }

    func readFiles() async throws -> [URL] {
        try await gioCall(start: { callback, box in
            gdk_drop_read_value_async(dropPointer, cgtk_type_file_list(), Int32(G_PRIORITY_DEFAULT), nil, callback, box)
        }, finish: { source, result, error in
            gdk_drop_read_value_finish(GObjectHandle<GdkClass.Drop>(source!).pointer, result, error).map(filePaths(inFileList:))
        })
    }

    /// Ends the drop: `action` is what was done (none when it failed or was refused).
    func finish(_ action: GdkDragAction) {
        gdk_drop_finish(dropPointer, action)
    }
}
