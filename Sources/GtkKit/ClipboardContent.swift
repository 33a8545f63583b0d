// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

/// What the clipboard offers right now.
@MainActor
final class ClipboardContent: ReceivedContent {
    private let clipboard: UnsafeMutableRawPointer
    init(_ clipboard: UnsafeMutableRawPointer) { self.clipboard = clipboard }

    private var formats: OpaquePointer? { gdk_clipboard_get_formats(GObjectHandle<GdkClass.Clipboard>(clipboard).pointer) }

    var offeredMIMETypes: [String] { mimeTypes(of: formats) }

    var inProcessTransfer: InProcessTransfer? {
        guard gdk_clipboard_is_local(GObjectHandle<GdkClass.Clipboard>(clipboard).pointer) != 0 else { return nil }
        return TransferContentProvider.inProcessTransfer(of: gdk_clipboard_get_content(GObjectHandle<GdkClass.Clipboard>(clipboard).pointer).map { OpaquePointer($0) })
    }

    var offersFiles: Bool {
        gdk_content_formats_contain_gtype(formats, cgtk_type_file_list()) != 0
            || gdk_content_formats_contain_mime_type(formats, ExchangeFormat.uriList) != 0
    }

    func read(mimeType: String) async throws -> Data {
        let stream: ObjectPointer = try await gioCall(start: { callback, box in
            withCStringArray([mimeType]) { array in
                gdk_clipboard_read_async(GObjectHandle<GdkClass.Clipboard>(clipboard).pointer, array, Int32(G_PRIORITY_DEFAULT), nil, callback, box)
            }
        }, finish: { source, result, error in
            gdk_clipboard_read_finish(GObjectHandle<GdkClass.Clipboard>(source!).pointer, result, nil, error).map { ObjectPointer(raw($0)) }
        })
        return try await readAll(stream.raw)
    }

    func readFiles() async throws -> [URL] {
        try await gioCall(start: { callback, box in
            gdk_clipboard_read_value_async(GObjectHandle<GdkClass.Clipboard>(clipboard).pointer, cgtk_type_file_list(), Int32(G_PRIORITY_DEFAULT), nil, callback, box)
        }, finish: { source, result, error in
            gdk_clipboard_read_value_finish(GObjectHandle<GdkClass.Clipboard>(source!).pointer, result, error).map(filePaths(inFileList:))
        })
    }
}
