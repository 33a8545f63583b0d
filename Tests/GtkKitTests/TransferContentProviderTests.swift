// SPDX-License-Identifier: Apache-2.0
import CGtk
import CGtkKitSupport
import CoreTransferable
import Foundation
import Testing
@testable import GtkKit

/// The content provider a drag or a copy offers, exercised without a display.
@MainActor
struct TransferContentProviderTests {
    private func formats(of provider: UnsafeMutableRawPointer) -> (mimeTypes: [String], hasInProcessType: Bool) {
        let formats = gdk_content_provider_ref_formats(provider.assumingMemoryBound(to: GdkContentProvider.self))
        defer { gdk_content_formats_unref(formats) }
        return (GtkKit.mimeTypes(of: formats), gdk_content_formats_contain_gtype(formats, gtkkit_in_process_transfer_get_type()) != 0)
    }

    /// Asks the provider for `mimeType` as a receiver would, and returns the bytes written.
    private func write(_ provider: UnsafeMutableRawPointer, _ mimeType: String) async -> (data: Data?, error: String?) {
        final class Outcome { var done = false; var error: String? }
        let outcome = Outcome()
        let stream = g_memory_output_stream_new_resizable()!
        defer { g_object_unref(stream) }
        let box = Unmanaged.passRetained(outcome).toOpaque()
        gdk_content_provider_write_mime_type_async(provider.assumingMemoryBound(to: GdkContentProvider.self), mimeType, stream,
                                                   Int32(G_PRIORITY_DEFAULT), nil, { source, result, data in
            let outcome = Unmanaged<Outcome>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            if gdk_content_provider_write_mime_type_finish(OpaquePointer(source).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GdkContentProvider.self) }, result, &error) == 0 {
                outcome.error = error.map { String(cString: $0.pointee.message) } ?? "failed"
                g_clear_error(&error)
            }
            outcome.done = true
        }, box)
        let finished = await iterateMainContext { outcome.done }
        guard finished else { return (nil, "timed out") }
        if let error = outcome.error { return (nil, error) }
        let memory = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMemoryOutputStream.self)
        let size = Int(g_memory_output_stream_get_data_size(memory))
        guard size > 0, let bytes = g_memory_output_stream_get_data(memory) else { return (Data(), nil) }
        return (Data(bytes: bytes, count: size), nil)
    }

    @Test func ownProcessRepresentationsNeverBecomeMIMETypes() {
        let provider = TransferContentProvider.make(for: TestShape(kind: "circle"))
        defer { g_object_unref(provider) }
        let (mimeTypes, hasInProcessType) = formats(of: provider)
        #expect(mimeTypes == ["text/plain;charset=utf-8", "text/plain"])
        #expect(hasInProcessType)
        #expect(!mimeTypes.contains { $0.contains("gtkkit-tests") })
    }

    @Test func representationsAreOfferedInPriorityOrder() {
        let provider = TransferContentProvider.make(for: URL(fileURLWithPath: "/tmp/a file.txt"))
        defer { g_object_unref(provider) }
        #expect(formats(of: provider).mimeTypes == ["text/uri-list", "application/x-public.file-url", "application/x-public.url"])
    }

    @Test func bytesAreExportedWhenAReceiverAsks() async {
        let provider = TransferContentProvider.make(for: TestShape(kind: "circle"))
        defer { g_object_unref(provider) }
        let result = await write(provider, "text/plain;charset=utf-8")
        #expect(result.error == nil)
        #expect(result.data == Data("Circle".utf8))
    }

    @Test func uriListLinesEndWithCRLF() async {
        let provider = TransferContentProvider.make(for: URL(fileURLWithPath: "/tmp/a file.txt"))
        defer { g_object_unref(provider) }
        let result = await write(provider, "text/uri-list")
        #expect(result.data == Data("file:///tmp/a%20file.txt\r\n".utf8))
    }

    @Test func fileRepresentationsAreStreamedFromTheFile() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("file contents".utf8).write(to: file)
        let provider = TransferContentProvider.make(for: TestDocument(url: file, receivedName: "", contents: Data()))
        defer { g_object_unref(provider) }
        let result = await write(provider, "text/plain")
        #expect(result.data == Data("file contents".utf8))
    }

    @Test func aFailingExportFailsTheWrite() async throws {
        let provider = TransferContentProvider.make(for: TestDocument(url: URL(fileURLWithPath: "/nonexistent/file.txt"), receivedName: "", contents: Data()))
        defer { g_object_unref(provider) }
        let result = await write(provider, "text/plain")
        #expect(result.data == nil)
        #expect(result.error?.contains("/nonexistent/file.txt") == true)
    }

    @Test func anUnofferedMIMETypeIsRefused() async {
        let provider = TransferContentProvider.make(for: TestShape(kind: "circle"))
        defer { g_object_unref(provider) }
        let result = await write(provider, "application/x-com.example.gtkkit-tests.shape")
        #expect(result.data == nil)
        #expect(result.error != nil)
    }

    @Test func theInProcessValueIsReadableInThisProcess() async throws {
        let provider = TransferContentProvider.make(for: TestShape(kind: "square"))
        defer { g_object_unref(provider) }
        let transfer = try #require(TransferContentProvider.inProcessTransfer(of: OpaquePointer(provider)))
        #expect(try await transfer.load(TestShape.self) == TestShape(kind: "square"))
    }
}
