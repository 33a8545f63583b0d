// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import FerryTestSupport
import Foundation
import Synchronization
import Testing
@testable import Profiles

/// Imports into a media folder: streamed, unique names, never overwriting, nothing left
/// behind on failure or cancellation, names from outside sanitised.
struct MediaFolderTests {
    static func randomBytes(_ count: Int, seed: UInt64) -> Data {
        var generator = SplitMix64(seed: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        for index in stride(from: 0, to: count, by: 8) {
            let value = generator.next()
            for offset in 0..<min(8, count - index) { bytes[index + offset] = UInt8(truncatingIfNeeded: value >> (8 * offset)) }
        }
        return Data(bytes)
    }

    static func fileIdentity(_ url: URL) -> (inode: UInt64, modified: Int, size: Int64) {
        var status = stat()
        stat(url.path, &status)
        return (UInt64(status.st_ino), status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec, Int64(status.st_size))
    }

    @Test func importingTheSameVideoTwiceGivesTheSecondAUniqueName() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("clip.mp4")
        let bytes = Self.randomBytes(3 << 20, seed: 1)
        try bytes.write(to: source)
        let folder = MediaFolder(url: scratch.file("Videos/Ferry"), defaultExtension: "mp4")

        let first = try await folder.importFile(at: source)
        #expect(first.lastPathComponent == "clip.mp4")
        #expect(first.deletingLastPathComponent().standardizedFileURL.path == folder.url.standardizedFileURL.path)
        #expect(try Data(contentsOf: first) == bytes)
        let before = Self.fileIdentity(first)

        let second = try await folder.importFile(at: source)
        #expect(second != first)
        #expect(second.lastPathComponent.wholeMatch(of: /clip_[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\.mp4/) != nil)
        #expect(try Data(contentsOf: second) == bytes)
        // The first copy is untouched: same file, same bytes, same modification time.
        let after = Self.fileIdentity(first)
        #expect(after.inode == before.inode && after.modified == before.modified && after.size == before.size)
        #expect(try Data(contentsOf: first) == bytes)
        #expect(TemporaryFolder.names(in: folder.url).count == 2)
    }

    @Test func anExistingFileIsNeverOverwritten() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = MediaFolder(url: scratch.file("media"))
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let existing = folder.url.appendingPathComponent("holiday.mp4")
        try Data("precious".utf8).write(to: existing)
        let source = scratch.file("holiday.mp4")
        try Data("new bytes".utf8).write(to: source)

        let copy = try await folder.importFile(at: source)
        #expect(copy.lastPathComponent.hasPrefix("holiday_") && copy.pathExtension == "mp4")
        #expect(try Data(contentsOf: existing) == Data("precious".utf8))
        #expect(try Data(contentsOf: copy) == Data("new bytes".utf8))

        let streamed = try await folder.importStream(BytesInMemory(data: Data("streamed".utf8)), preferredName: "holiday.mp4")
        #expect(streamed != copy && streamed != existing)
        #expect(try Data(contentsOf: existing) == Data("precious".utf8))
    }

    /// Hands out `data` as fast as it is asked for.
    struct BytesInMemory: ByteSource, Sendable {
        let data: Data
        var offset = 0

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            let count = min(buffer.count, data.count - offset)
            guard count > 0 else { return 0 }
            data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<offset + count)
            offset += count
            return count
        }
    }

    /// Yields `chunk` bytes at a time and throws once `failAfter` bytes have gone out.
    struct FailingReader: ByteSource, Sendable {
        struct Broken: Error, CustomStringConvertible { var description: String { "the connection dropped" } }
        let failAfter: Int
        let chunk: Int
        var delivered = 0

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            guard delivered < failAfter else { throw Broken() }
            let count = min(chunk, buffer.count, failAfter - delivered)
            buffer.baseAddress!.initializeMemory(as: UInt8.self, repeating: 0x5A, count: count)
            delivered += count
            return count
        }
    }

    @Test func aReaderThatFailsAfterOneMegabyteLeavesNoFile() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let progress = Progress(totalUnitCount: -1)
        await #expect(throws: MediaImportError.readFailed(name: "big.mp4", offset: 1 << 20, reason: .error(FailingReader.Broken()))) {
            _ = try await folder.importStream(FailingReader(failAfter: 1 << 20, chunk: 64 << 10), preferredName: "big.mp4",
                                              expectedByteCount: 8 << 20, progress: progress)
        }
        #expect(progress.completedUnitCount == 1 << 20)
        // Not the file, not a partial file: the folder is empty.
        #expect(TemporaryFolder.names(in: folder.url) == [])
    }

    @Test func streamedImportReportsProgressAndKeepsTheBytes() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let bytes = Self.randomBytes((5 << 20) / 2, seed: 3)
        let progress = Progress(totalUnitCount: -1)
        let url = try await folder.importStream(BytesInMemory(data: bytes), preferredName: "stream", progress: progress)
        #expect(url.lastPathComponent == "stream.mp4")
        #expect(try Data(contentsOf: url) == bytes)
        #expect(progress.totalUnitCount == Int64(bytes.count))
        #expect(progress.completedUnitCount == Int64(bytes.count))
    }

    @Test func fileImportReportsProgress() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("clip.mp4")
        try Self.randomBytes(20 << 20, seed: 4).write(to: source)
        let progress = Progress(totalUnitCount: -1)
        _ = try await MediaFolder(url: scratch.file("out")).importFile(at: source, progress: progress)
        #expect(progress.totalUnitCount == 20 << 20)
        #expect(progress.completedUnitCount == 20 << 20)
        #expect(progress.fractionCompleted == 1)
    }

    /// A reader that cancels the import (through `cancel`) after `chunks` chunks.
    struct CancellingReader: ByteSource, @unchecked Sendable {
        let chunks: Int
        let cancel: () -> Void
        var delivered = 0

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            if delivered == chunks { cancel() }
            delivered += 1
            buffer.baseAddress!.initializeMemory(as: UInt8.self, repeating: 1, count: buffer.count)
            return buffer.count
        }
    }

    @Test func cancellingTheProgressStopsAStreamAndKeepsNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let progress = Progress(totalUnitCount: -1)
        let reader = CancellingReader(chunks: 2) { progress.cancel() }
        await #expect(throws: MediaImportError.cancelled(name: "endless.mp4", bytesCopied: 3 << 20)) {
            _ = try await folder.importStream(reader, preferredName: "endless.mp4", progress: progress)
        }
        #expect(TemporaryFolder.names(in: folder.url) == [])
    }

    @Test func cancellingTheTaskStopsAStreamAndKeepsNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let folder = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let reader = CancellingReader(chunks: 1) { withUnsafeCurrentTask { $0?.cancel() } }
        await #expect(throws: MediaImportError.cancelled(name: "endless.mp4", bytesCopied: 2 << 20)) {
            _ = try await folder.importStream(reader, preferredName: "endless.mp4")
        }
        #expect(TemporaryFolder.names(in: folder.url) == [])
    }

    @Test func anAlreadyCancelledImportDoesNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("clip.mp4")
        try Data("x".utf8).write(to: source)
        let folder = MediaFolder(url: scratch.file("Ferry"))
        let progress = Progress(totalUnitCount: -1)
        progress.cancel()
        await #expect(throws: MediaImportError.cancelled(name: "clip.mp4", bytesCopied: 0)) {
            _ = try await folder.importFile(at: source, progress: progress)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("clip.mp4").path))
    }

    /// A copy from a FIFO, cancelled through its Progress while bytes are still arriving:
    /// the copy stops at the next chunk, and neither the file nor a partial file remains.
    @Test func cancellingTheProgressStopsAFileCopyHalfWay() async throws {
        signal(SIGPIPE, SIG_IGN)
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let fifo = scratch.file("live.mp4")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let folder = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let progress = Progress(totalUnitCount: -1)
        let writerDone = DispatchSemaphore(value: 0)
        let cancelled = Flag()
        let chunk = [UInt8](repeating: 7, count: 64 << 10)
        Thread.detachNewThread {
            let descriptor = open(fifo.path, O_WRONLY)
            // Keep feeding until the import gave up (the reader closed: EPIPE) or 64 MiB.
            var total = 0
            while total < 64 << 20 {
                let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                total += written
                if total >= 1 << 20 && !cancelled.isSet {
                    // No waiting needed: the pipe holds 64 KiB, so once 1 MiB is written the
                    // copy has read at least 960 KiB and reported all but its last read (at
                    // most 64 KiB) to the progress. Cancel, and keep writing.
                    progress.cancel()
                    cancelled.set()
                }
            }
            close(descriptor)
            writerDone.signal()
        }
        do {
            _ = try await folder.importFile(at: fifo, progress: progress)
            Issue.record("the cancelled copy completed")
        } catch {
            guard case .cancelled(let name, let bytes) = error else { Issue.record("unexpected \(error)"); return }
            #expect(name == "live.mp4")
            #expect(bytes >= 256 << 10 && bytes < 64 << 20)
        }
        // The writer stops when the copy closes its end of the FIFO (EPIPE); a copy that
        // kept it open would leave the writer blocked, so the wait is bounded.
        #expect(writerDone.wait(timeout: .now() + 30) == .success, "the FIFO writer should stop once the copy has closed its end")
        let didCancel = cancelled.isSet
        #expect(didCancel)
        #expect(progress.completedUnitCount < 64 << 20)
        #expect(TemporaryFolder.names(in: folder.url) == [])
    }

    @Test func aMissingSourceIsReported() async {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let missing = scratch.file("gone.mp4")
        await #expect(throws: MediaImportError.sourceMissing(path: missing.path)) {
            _ = try await MediaFolder(url: scratch.file("Ferry")).importFile(at: missing)
        }
    }

    @Test(arguments: [
        ("../../etc/x.mp4", "x.mp4"),
        ("/", "video.mp4"),
        ("", "video.mp4"),
        ("..", "video.mp4"),
        ("folder/clip.mp4", "clip.mp4"),
        ("folder\\clip.mp4", "clip.mp4"),
        ("dir/", "dir.mp4"),
        ("nul\u{0}name.mp4", "nul_name.mp4"),
        ("line\nbreak.mp4", "line_break.mp4"),
        (".hidden.mp4", "hidden.mp4"),
        ("no extension", "no extension.mp4"),
        ("Zoë 中文.m4v", "Zoë 中文.m4v"),
    ])
    func namesFromOutsideAreSanitised(_ name: String, _ expected: String) {
        #expect(MediaFolder(url: URL(fileURLWithPath: "/tmp"), defaultExtension: "mp4").sanitizedName(name) == expected)
    }

    @Test func aFourThousandCharacterNameIsShortenedKeepingTheExtension() {
        let name = String(repeating: "é", count: 4_000) + ".mp4"
        let sanitized = MediaFolder(url: URL(fileURLWithPath: "/tmp"), defaultExtension: "mp4").sanitizedName(name)
        #expect(sanitized.utf8.count <= 200)
        #expect(sanitized.hasSuffix("é.mp4"))
    }

    @Test func hostileNamesLandInsideTheFolder() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("source.bin")
        try Data("bytes".utf8).write(to: source)
        let folder = MediaFolder(url: scratch.file("a/b/Ferry"), defaultExtension: "mp4")
        let hostile = ["../../etc/x.mp4", "../../../../../../tmp/escape.mp4", "/", "nul\u{0}.mp4", String(repeating: "n", count: 4_000)]
        var copies: [URL] = []
        for name in hostile {
            copies.append(try await folder.importFile(at: source, preferredName: name))
            copies.append(try await folder.importStream(BytesInMemory(data: Data("bytes".utf8)), preferredName: name))
        }
        for copy in copies {
            #expect(copy.deletingLastPathComponent().standardizedFileURL.path == folder.url.standardizedFileURL.path)
            #expect(try Data(contentsOf: copy) == Data("bytes".utf8))
        }
        #expect(TemporaryFolder.names(in: folder.url).count == copies.count)
        #expect(TemporaryFolder.names(in: scratch.url).sorted() == ["a", "source.bin"])
        #expect(TemporaryFolder.names(in: scratch.file("a")) == ["b"])
    }

    @Test func importsAreFlushedByDefaultAndAtomicFoldersFlushNothing() async throws {
        TransferFileIO.flushLog.startRecording()
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("clip.mp4")
        try Self.randomBytes(1 << 20, seed: 7).write(to: source)

        let flushed = MediaFolder(url: scratch.file("flushed").standardizedFileURL, defaultExtension: "mp4")
        #expect(flushed.durability == .flushed)
        #expect(MediaFolder.videos.durability == .flushed && MediaFolder.portraits.durability == .flushed)
        let file = try await flushed.importFile(at: source)
        let streamed = try await flushed.importStream(BytesInMemory(data: Data("streamed".utf8)), preferredName: "note.txt")
        // Each import: its temporary file (flushed before it took its name), then the folder.
        let log = TransferFileIO.flushLog.paths(under: flushed.url)
        #expect(log.count == 4)
        #expect(log.enumerated().allSatisfy { index, path in
            index % 2 == 1 ? path == flushed.url.path : URL(fileURLWithPath: path).lastPathComponent.hasSuffix(".partial")
        })
        #expect(try Data(contentsOf: file) == Data(contentsOf: source))
        #expect(try Data(contentsOf: streamed) == Data("streamed".utf8))

        let atomic = MediaFolder(url: scratch.file("atomic").standardizedFileURL, defaultExtension: "mp4", durability: .atomic)
        let atomicFile = try await atomic.importFile(at: source)
        _ = try await atomic.importStream(BytesInMemory(data: Data("streamed".utf8)), preferredName: "note.txt")
        #expect(TransferFileIO.flushLog.paths(under: atomic.url).isEmpty)
        #expect(try Data(contentsOf: atomicFile) == Data(contentsOf: source))
        #expect(TemporaryFolder.names(in: atomic.url) == ["clip.mp4", "note.txt"])
    }
}

/// A flag one thread sets and another reads.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}

extension TemporaryFolder {
    /// The names in `folder`, hidden ones included, sorted; empty when it does not exist.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
