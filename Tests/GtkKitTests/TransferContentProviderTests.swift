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

    /// CSV bytes under a suggested file name, with no text form.
    private struct NamedTable: Transferable {
        var csv: String
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .commaSeparatedText) { Data($0.csv.utf8) }.suggestedFileName("Table.csv")
        }
    }

    /// JSON under a suggested file name, then the same words as text (as a profile is).
    private struct NamedNote: Transferable {
        var text: String
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .json) { Data("\"\($0.text)\"".utf8) }.suggestedFileName("Note.json")
            ProxyRepresentation(exporting: \.text)
        }
    }

    @Test func aValueWithASuggestedFileNameIsAlsoOfferedAsAFileWrittenWhenAsked() async throws {
        let provider = TransferContentProvider.make(for: NamedTable(csv: "a,b\r\n1,2\r\n"))
        defer { g_object_unref(provider) }
        #expect(formats(of: provider).mimeTypes == ["text/csv", "text/uri-list"])
        let result = await write(provider, "text/uri-list")
        let line = try #require(result.data.flatMap { String(data: $0, encoding: .utf8) })
        #expect(line.hasSuffix("/Table.csv\r\n"))
        let file = try #require(URL(string: line.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try String(contentsOf: file, encoding: .utf8) == "a,b\r\n1,2\r\n")
        OfferedFiles.removeAll()
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aValueWithTextIsNotOfferedAsAFile() {
        // Text editors take a file list before text and would open the file instead.
        let provider = TransferContentProvider.make(for: NamedNote(text: "Mei Chen"))
        defer { g_object_unref(provider) }
        #expect(formats(of: provider).mimeTypes == ["application/json", "text/plain;charset=utf-8", "text/plain"])
    }

    @Test func theInProcessValueIsReadableInThisProcess() async throws {
        let provider = TransferContentProvider.make(for: TestShape(kind: "square"))
        defer { g_object_unref(provider) }
        let transfer = try #require(TransferContentProvider.inProcessTransfer(of: OpaquePointer(provider)))
        #expect(try await transfer.load(TestShape.self) == TestShape(kind: "square"))
    }
}
