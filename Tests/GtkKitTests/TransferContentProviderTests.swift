// SPDX-License-Identifier: Apache-2.0
import CGtk
import CGtkKitSupport
import CoreTransferable
import Foundation
import Testing
@testable import GtkKit

/// The content provider a drag or a copy offers, exercised without a display. Serialized:
/// offered files are process-wide (``OfferedFiles/removeAll()``, ``OfferedFiles/retention``).
@MainActor @Suite(.serialized)
struct TransferContentProviderTests {
    private func formats(of provider: UnsafeMutableRawPointer) -> (mimeTypes: [String], hasInProcessType: Bool) {
        let formats = gdk_content_provider_ref_formats(provider.assumingMemoryBound(to: GdkContentProvider.self))
        defer { gdk_content_formats_unref(formats) }
        return (GtkKit.mimeTypes(of: formats), gdk_content_formats_contain_gtype(formats, gtkkit_in_process_transfer_get_type()) != 0)
    }

    /// Asks the provider for `mimeType` as a receiver would, and returns the bytes written.
    private func write(_ provider: UnsafeMutableRawPointer, _ mimeType: String) async -> (data: Data?, error: String?) {
        let stream = g_memory_output_stream_new_resizable()!
        defer { g_object_unref(stream) }
        if let error = await write(provider, mimeType, to: stream) { return (nil, error) }
        let memory = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMemoryOutputStream.self)
        let size = Int(g_memory_output_stream_get_data_size(memory))
        guard size > 0, let bytes = g_memory_output_stream_get_data(memory) else { return (Data(), nil) }
        return (Data(bytes: bytes, count: size), nil)
    }

    /// Asks the provider for `mimeType` as a receiver would, writing into `stream`; the
    /// error, if the write failed.
    private func write(_ provider: UnsafeMutableRawPointer, _ mimeType: String, to stream: UnsafeMutablePointer<GOutputStream>) async -> String? {
        final class Outcome { var done = false; var error: String? }
        let outcome = Outcome()
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
        let finished = await iterateMainContext(timeout: .seconds(60)) { outcome.done }
        guard finished else { return "timed out" }
        return outcome.error
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
        #expect(formats(of: provider).mimeTypes == ["text/uri-list", "application/x-public.file-url", "text/plain;charset=utf-8", "text/plain",
                                                    "application/x-public.url"])
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

    @Test func offeredFilesOutliveTheirOfferByTheRetention() async throws {
        let kept = OfferedFiles.retention
        OfferedFiles.retention = .milliseconds(300)
        defer { OfferedFiles.retention = kept }
        var provider: UnsafeMutableRawPointer? = TransferContentProvider.make(for: NamedTable(csv: "x\r\n"))
        let written = await write(provider!, "text/uri-list")
        let line = try #require(written.data.flatMap { String(data: $0, encoding: .utf8) }, "\(written.error ?? "")")
        let file = try #require(URL(string: line.trimmingCharacters(in: .whitespacesAndNewlines)))
        g_object_unref(provider)  // the drag or the clipboard lets the offer go
        provider = nil
        #expect(FileManager.default.fileExists(atPath: file.path), "a receiver still has time to copy")
        let removed = await iterateMainContext(timeout: .seconds(10)) { !FileManager.default.fileExists(atPath: file.path) }
        #expect(removed, "the file goes once the retention has passed")
    }

    @Test func aValueWithTextIsNotOfferedAsAFile() {
        // Text editors take a file list before text and would open the file instead.
        let provider = TransferContentProvider.make(for: NamedNote(text: "Mei Chen"))
        defer { g_object_unref(provider) }
        #expect(formats(of: provider).mimeTypes == ["application/json", "text/plain;charset=utf-8", "text/plain"])
    }

    /// The seed's video, the MP4 file then its URL as a fallback, named as Ferry's
    /// `Video` names it: after the file.
    private struct SeedVideo: Transferable {
        var file: URL
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(exportedContentType: .mpeg4Movie) { SentTransferredFile($0.file) }
                .suggestedFileName { $0.file.lastPathComponent }
            ProxyRepresentation(exporting: \.file)
        }
    }

    /// A sparse file of `size` bytes ending in "END": big on the page cache's terms, free
    /// on disk, and a copy cut short shows.
    private func largeVideo(in folder: URL, size: Int) throws -> URL {
        let file = folder.appendingPathComponent("big clip.mp4")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(size - 3))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("END".utf8))
        try handle.close()
        return file
    }

    /// How far the process's peak resident memory rose while `work` ran, in bytes: the
    /// kernel's high-water mark is reset to the current size first (`clear_refs` 5).
    private func peakMemoryGrowth(during work: () async throws -> Void) async throws -> Int {
        func status(_ field: String) throws -> Int {
            let text = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(field + ":") })
            return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])) * 1024
        }
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
        let before = try status("VmRSS")
        try await work()
        return try status("VmHWM") - before
    }

    @Test func aVideoIsOfferedAsItsMP4ThenAsACopyThenItsURLAlsoAsText() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = folder.appendingPathComponent("clip.mp4")
        try Data("not really a movie".utf8).write(to: stored)
        let provider = TransferContentProvider.make(for: SeedVideo(file: stored))
        defer { g_object_unref(provider) }
        #expect(formats(of: provider).mimeTypes == ["video/mp4", "text/uri-list", "application/x-public.file-url",
                                                    "text/plain;charset=utf-8", "text/plain", "application/x-public.url"])
        // A file manager's file list names a copy (SentTransferredFile's default: the
        // receiver gets a copy), never the stored file, which a receiver could change.
        let list = await write(provider, "text/uri-list")
        let line = try #require(list.data.flatMap { String(data: $0, encoding: .utf8) }, "\(list.error ?? "")")
        let copy = try #require(URL(string: line.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(copy.lastPathComponent == "clip.mp4" && copy.standardizedFileURL != stored.standardizedFileURL)
        #expect(try Data(contentsOf: copy) == Data("not really a movie".utf8))
        // A receiver of text only gets the URL, the seed's fallback.
        let text = await write(provider, "text/plain;charset=utf-8")
        #expect(text.data == Data(stored.absoluteString.utf8))
        OfferedFiles.removeAll()
    }

    /// Whether `file` is `size` bytes long and ends in "END", as ``largeVideo(in:size:)`` wrote it.
    private func isWholeLargeVideo(_ file: URL, size: Int) throws -> Bool {
        guard try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int == size else { return false }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(size - 3))
        return try handle.readToEnd() == Data("END".utf8)
    }

    /// A 200 MB video reaches a receiver asking for its bytes (streamed from the stored
    /// file) and one asking for a file (a copy made by the kernel), and neither read
    /// raises the process's peak memory by a quarter of the video. The peak is the whole
    /// test process's, which other tests share at the same time: a read into memory would
    /// add the video's 200 MB; the margin is for them (32 MB was once exceeded by 0.2 MB
    /// with every suite running at once).
    @Test func aLargeVideoReachesReceiversStreamedNeverReadIntoMemory() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = 200 << 20
        let video = try largeVideo(in: folder, size: size)
        let provider = TransferContentProvider.make(for: SeedVideo(file: video))
        defer { g_object_unref(provider) }

        let received = folder.appendingPathComponent("received.mp4")
        let target = g_file_new_for_path(received.path)!
        defer { g_object_unref(UnsafeMutableRawPointer(target)) }
        let bytesGrowth = try await peakMemoryGrowth {
            let stream = try #require(g_file_replace(target, nil, 0, G_FILE_CREATE_NONE, nil, nil))
            defer { g_object_unref(stream) }
            let error = await write(provider, "video/mp4", to: UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GOutputStream.self))
            #expect(error == nil)
        }
        #expect(try isWholeLargeVideo(received, size: size))
        #expect(bytesGrowth < size / 4, "video/mp4: peak memory rose by \(bytesGrowth >> 20) MB for a \(size >> 20) MB video")

        var written: (data: Data?, error: String?) = (nil, nil)
        let fileGrowth = try await peakMemoryGrowth { written = await write(provider, "text/uri-list") }
        let line = try #require(written.data.flatMap { String(data: $0, encoding: .utf8) }, "\(written.error ?? "")")
        let copy = try #require(URL(string: line.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(copy.lastPathComponent == "big clip.mp4" && copy.standardizedFileURL != video.standardizedFileURL, "a copy under the file's own name")
        #expect(try isWholeLargeVideo(copy, size: size))
        #expect(fileGrowth < size / 4, "text/uri-list: peak memory rose by \(fileGrowth >> 20) MB for a \(size >> 20) MB video")
        OfferedFiles.removeAll()
    }

    @Test func theInProcessValueIsReadableInThisProcess() async throws {
        let provider = TransferContentProvider.make(for: TestShape(kind: "square"))
        defer { g_object_unref(provider) }
        let transfer = try #require(TransferContentProvider.inProcessTransfer(of: OpaquePointer(provider)))
        #expect(try await transfer.load(TestShape.self) == TestShape(kind: "square"))
    }
}
