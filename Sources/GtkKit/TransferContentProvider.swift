// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import CoreTransferable
import Foundation

/// Builds the `GdkContentProvider` that a drag or a copy offers for a value.
///
/// The provider is a union, in the value's priority order, of one lazy provider per
/// representation that other processes may see (each listing that representation's MIME
/// types; see ``ExchangeFormat``), followed by `text/uri-list` for the first one that
/// suggests a file name (see ``OfferedFiles``), plus the in-process provider. Nothing is
/// exported until a receiver asks for a MIME type; the export then runs asynchronously,
/// off the main actor, through CoreTransferable.
@MainActor
enum TransferContentProvider {
    /// A provider listing `mimeTypes` that runs `export` only when a receiver asks for one
    /// (the provider owns `export`).
    private static func lazyProvider(_ mimeTypes: [String], _ export: RepresentationExport) -> UnsafeMutablePointer<GdkContentProvider>? {
        let context = Unmanaged.passRetained(export).toOpaque()
        return withCStringArray(mimeTypes) { array in
            gtkkit_content_provider_new(array, context, writeRepresentation, releaseExport)
        }
    }

    /// A new provider (one reference, owned by the caller) for `value`.
    static func make<T: Transferable>(for value: T) -> UnsafeMutableRawPointer {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
        var offered: Set<String> = []
        let types = value.exportableContentTypes(visibility: .all)
        let fileType = fileContentType(of: value, exporting: types)
        for type in types {
            let mimeTypes = ExchangeFormat.exportMIMETypes(for: type).filter { offered.insert($0).inserted }
            if !mimeTypes.isEmpty {
                providers.append(lazyProvider(mimeTypes, RepresentationExport(contentType: type) { type in
                    try await value.exportedContent(as: type, visibility: .all)
                }))
            }
            // A file manager takes files only: offer the value as one, written on demand, in
            // its representation's place, so that a later representation's file list (a
            // video's URL, naming the sender's own file) does not stand in for it.
            if type == fileType, offered.insert(ExchangeFormat.uriList).inserted {
                let offer = OfferedFiles.Offer()
                providers.append(lazyProvider([ExchangeFormat.uriList], RepresentationExport(contentType: type) { type in
                    (.data(try await offer.export(value, as: type)), .fileURL)
                }))
            }
        }
        let box = Unmanaged.passRetained(InProcessTransfer(value)).toOpaque()
        providers.append(gtkkit_in_process_provider_new(box, releaseInProcessTransfer))
        let union = providers.withUnsafeMutableBufferPointer { buffer in
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))  // takes the elements
        }
        return raw(union!)
    }

    /// The type a value is offered as a file in: the first representation other
    /// processes may see that suggests a file name, as a Mac app's file promise uses;
    /// `nil` for a value that also exports plain text.
    ///
    /// Text stays text: GNOME's Text Editor, like Files, takes a file list before text,
    /// and opens the file; a value that offers its words to text editors (a profile's
    /// name) would no longer reach them. Such a value is offered as a file through a
    /// file-only form of its own (Profiles' `ProfileFile`).
    ///
    /// `types` are the value's exportable types for other processes, in priority order.
    static func fileContentType<T: Transferable>(of value: T, exporting types: [UTType]) -> UTType? {
        guard !types.contains(where: { $0.conforms(to: .plainText) }) else { return nil }
        return types.first { value.suggestedFileName(for: $0) != nil }
    }

    /// The value a provider made here carries for the own process, when it is one.
    static func inProcessTransfer(of provider: OpaquePointer?) -> InProcessTransfer? {
        guard let provider, let box = gtkkit_in_process_provider_get_box(GObjectHandle<GdkClass.ContentProvider>(provider).pointer) else {
            return nil
        }
        return Unmanaged<InProcessTransfer>.fromOpaque(box).takeUnretainedValue()
    }
}

/// How one representation exports, kept by its provider.
final class RepresentationExport: Sendable {
    let contentType: UTType
    let export: @Sendable (UTType) async throws -> (content: TransferredContent, contentType: UTType)
    init(contentType: UTType, export: @escaping @Sendable (UTType) async throws -> (content: TransferredContent, contentType: UTType)) {
        self.contentType = contentType
        self.export = export
    }
}

private let releaseExport: GDestroyNotify = { context in
    guard let context else { return }
    Unmanaged<RepresentationExport>.fromOpaque(context).release()
}

private let releaseInProcessTransfer: GDestroyNotify = { box in
    guard let box else { return }
    Unmanaged<InProcessTransfer>.fromOpaque(box).release()
}

/// A receiver asked for `mime`: export off the main actor, then complete on it.
private let writeRepresentation: GtkKitContentWriteFunc = { context, mime, task in
    guard let context, let task else { return }
    let export = Unmanaged<RepresentationExport>.fromOpaque(context).takeUnretainedValue()
    let mimeType = mime.map { String(cString: $0) } ?? ""
    let pendingTask = ObjectPointer(raw(task))
    Task.detached {
        let outcome: Result<TransferredContent, any Error>
        do {
            outcome = .success(try await export.export(export.contentType).content)
        } catch {
            outcome = .failure(error)
        }
        await MainActor.run {
            let task = GObjectHandle<GioClass.Task>(pendingTask.raw).pointer
            switch outcome {
            case .success(.data(var data)):
                if mimeType == ExchangeFormat.uriList, !data.isEmpty, data.last != UInt8(ascii: "\n") {
                    data.append(contentsOf: Array("\r\n".utf8))  // uri-list lines end with CRLF
                }
                data.withUnsafeBytes { gtkkit_content_write_bytes(task, $0.baseAddress, gsize($0.count)) }
            case .success(.file(let sent)):
                gtkkit_content_write_file(task, sent.file.path)
            case .failure(let error):
                gtkkit_content_write_fail(task, "\(error)")
            }
        }
    }
}
