// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

@Suite struct TransferableFileTests {
    /// A fresh folder for one test, removed afterwards by the caller.
    static func makeFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func makeFile(in folder: URL, named name: String, bytes: Int) throws -> URL {
        let url = folder.appendingPathComponent(name)
        var bytesArray = [UInt8](repeating: 0, count: bytes)
        for index in stride(from: 0, to: bytes, by: 4096) { bytesArray[index] = UInt8(truncatingIfNeeded: index / 4096 + 1) }
        let data = Data(bytesArray)
        try data.write(to: url)
        return url
    }

    @Test func videoImportCopiesIntoTheLibraryWithUniqueNamesAndNeverOverwrites() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Videos")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let source = try Self.makeFile(in: folder, named: "holiday.mp4", bytes: 3 << 20)
        let log = ReceivedLog()

        let (first, second) = try await Video.$library.withValue(library) {
            try await Video.$receivedFiles.withValue(log) {
                let first = try await Video(importing: source, contentType: .mpeg4Movie)
                let second = try await Video(importing: source, contentType: nil)
                return (first, second)
            }
        }
        #expect(first.url.lastPathComponent == "holiday.mp4")
        #expect(second.url.lastPathComponent.hasPrefix("holiday_"))
        #expect(second.url.pathExtension == "mp4")
        #expect(second.url.lastPathComponent.count == "holiday_".count + 36 + ".mp4".count)
        #expect(try Data(contentsOf: first.url) == Data(contentsOf: source))
        #expect(try Data(contentsOf: second.url) == Data(contentsOf: source))
        // The importer got temporary copies, which are gone now; the source is untouched.
        #expect(log.all.count == 2)
        for received in log.all {
            #expect(!received.isOriginalFile)
            #expect(received.file != source)
            #expect(!FileManager.default.fileExists(atPath: received.file.path))
            #expect(!FileManager.default.fileExists(atPath: received.file.deletingLastPathComponent().path))
        }
        #expect(FileManager.default.fileExists(atPath: source.path))
        // No partial files left in the library.
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.path).sorted() == [first.url.lastPathComponent, second.url.lastPathComponent].sorted())
    }

    @Test func originalFileOnlyWhenTheSenderAllowsAndTheReceiverAsks() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Self.makeFile(in: folder, named: "clip.mp4", bytes: 10_000)
        let sent = InPlaceVideo(url: source, wasOriginal: false)
        let (content, _) = try await sent.exportedContent(as: .mpeg4Movie, visibility: .all)
        let inPlace = try await InPlaceVideo.importContent(content, contentType: .mpeg4Movie)
        #expect(inPlace.wasOriginal)
        #expect(inPlace.url == source)
        // The same file sent without permission arrives as a copy.
        let copied = try await InPlaceVideo.importContent(.file(SentTransferredFile(source)), contentType: .mpeg4Movie)
        #expect(!copied.wasOriginal)
        #expect(copied.url != source)
    }

    @Test func fileBackedValuesAreReadOnlyWhenBytesAreAskedFor() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Self.makeFile(in: folder, named: "a.mp4", bytes: 5 << 20)
        let video = Video(url: source)
        let (content, type) = try await video.exportedContent(as: nil, visibility: .all)
        #expect(type == .mpeg4Movie)
        guard case .file(let sent) = content else { Issue.record("a file representation stays a file"); return }
        #expect(sent.file == source)
        #expect(try await video.exported(as: .mpeg4Movie) == Data(contentsOf: source))
        // The URL proxy exports the file's URL.
        #expect(String(decoding: try await video.exported(as: .fileURL), as: UTF8.self) == source.absoluteString)
    }

    @Test func dataArrivingForAFileImporterBecomesATemporaryFile() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ReceivedLog()
        let video = try await Video.$library.withValue(folder) {
            try await Video.$receivedFiles.withValue(log) {
                try await Video(importing: Data("movie bytes".utf8), contentType: .mpeg4Movie)
            }
        }
        #expect(try Data(contentsOf: video.url) == Data("movie bytes".utf8))
        #expect(video.url.pathExtension == "mp4")
        #expect(log.all.count == 1)
        #expect(!FileManager.default.fileExists(atPath: log.all[0].file.path))
    }

    @Test func exportToAFileIsAtomic() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("profile.json")
        try Data("old".utf8).write(to: destination)
        let profile = Profile(id: UUID(), name: "Mei Chen", bio: "(919) 555-2481", funFacts: [])
        try await profile.export(toFile: destination, contentType: .profile)
        #expect(try JSONDecoder().decode(Profile.self, from: Data(contentsOf: destination)) == profile)
        let source = try Self.makeFile(in: folder, named: "b.mp4", bytes: 2 << 20)
        let copy = folder.appendingPathComponent("copy.mp4")
        try await Video(url: source).export(toFile: copy)
        #expect(try Data(contentsOf: copy) == Data(contentsOf: source))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["b.mp4", "copy.mp4", "profile.json"])
    }

    @Test func missingFilesAndUnwritableFoldersAreTypedErrorsThatLeaveNothing() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("gone.mp4")
        await #expect(throws: TransferError.fileMissing(path: missing.path)) { _ = try await Video(importing: missing, contentType: .mpeg4Movie) }
        await #expect(throws: TransferError.fileMissing(path: missing.path)) { _ = try await Video(url: missing).exported(as: .mpeg4Movie) }
        await #expect(throws: TransferError.fileMissing(path: missing.path)) {
            _ = try await Video(url: missing).exportedContent(as: .mpeg4Movie, visibility: .all)
        }

        // Root can write anywhere on disk, so use a folder no one can create files in.
        let unwritable: URL
        if getuid() == 0 {
            unwritable = URL(fileURLWithPath: "/proc/self")
        } else {
            unwritable = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: unwritable, withIntermediateDirectories: false)
            chmod(unwritable.path, 0o500)
        }
        let source = try Self.makeFile(in: folder, named: "c.mp4", bytes: 1000)
        do {
            _ = try await Video.$library.withValue(unwritable) { try await Video(importing: source, contentType: .mpeg4Movie) }
            Issue.record("importing into an unwritable folder must fail")
        } catch let TransferError.io(operation, path, code) {
            #expect(operation == "create")
            #expect(path.hasPrefix(unwritable.path))
            #expect(code != 0)
        }
        await #expect(throws: TransferError.self) {
            try await Profile(id: UUID(), name: "x", bio: "", funFacts: []).export(toFile: unwritable.appendingPathComponent("p.json"))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".partial") }
        #expect(left.isEmpty)
    }

    @Test func fileNamesFromOutsideAreSanitised() {
        #expect(TransferFileIO.sanitizedFileName("../../etc/x.mp4") == "_.._etc_x.mp4")
        #expect(TransferFileIO.sanitizedFileName("a/b\u{0}c.mp4") == "a_b_c.mp4")
        #expect(TransferFileIO.sanitizedFileName("...") == "file")
        #expect(TransferFileIO.sanitizedFileName("") == "file")
        let long = TransferFileIO.sanitizedFileName(String(repeating: "é", count: 4000) + ".mp4")
        #expect(long.utf8.count <= 200)
        #expect(long.hasSuffix(".mp4"))
    }

    @Test func flushedAndAtomicCopiesOfManyChunksAreWholeAndReportProgress() async throws {
        // More than two copy chunks, so the flushed copy's write-behind runs several times.
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = (8 << 20) * 3 + 12_345
        let source = try Self.makeFile(in: folder, named: "long.mp4", bytes: size)
        let original = try Data(contentsOf: source)
        for durability in [TransferFileIO.Durability.flushed, .atomic] {
            let copy = folder.appendingPathComponent("copy-\(durability).mp4")
            let reported = ProgressLog()
            try TransferFileIO.copyFile(from: source, to: copy, durability: durability) { reported.append($0) }
            #expect(try Data(contentsOf: copy) == original)
            #expect(reported.values.last == Int64(size))
            #expect(reported.values == reported.values.sorted())
            let written = folder.appendingPathComponent("written-\(durability).mp4")
            try TransferFileIO.write(original, to: written, existing: .fail, durability: durability)
            #expect(try Data(contentsOf: written) == original)
        }
        // Only the copies and the source: no temporary file left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["copy-atomic.mp4", "copy-flushed.mp4", "long.mp4", "written-atomic.mp4", "written-flushed.mp4"])
    }

    @Test func flushedWritesFlushTheFileBeforeItsNameAndThenTheFolder() async throws {
        TransferFileIO.flushLog.startRecording()
        let folder = try Self.makeFolder().standardizedFileURL
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Self.makeFile(in: folder, named: "source.mp4", bytes: 100_000)
        let writes: [(String, () async throws -> Void)] = [
            ("copyFile", { try TransferFileIO.copyFile(from: source, to: folder.appendingPathComponent("a.mp4"), durability: .flushed) }),
            ("copyFile replacing", { try TransferFileIO.copyFile(from: source, to: folder.appendingPathComponent("a.mp4"), existing: .replace, durability: .flushed) }),
            ("write", { try TransferFileIO.write(Data("x".utf8), to: folder.appendingPathComponent("b.txt"), durability: .flushed) }),
            ("copyIntoFolder", { _ = try TransferFileIO.copyIntoFolder(source, folder: folder, preferredName: "c.mp4", durability: .flushed) }),
            ("createFile", { _ = try TransferFileIO.createFile(in: folder, names: ["d.bin"], durability: .flushed) { _ = Glibc.write($0, "d", 1) } }),
            ("export", { try await Video(url: source).export(toFile: folder.appendingPathComponent("e.mp4"), contentType: .mpeg4Movie, durability: .flushed) }),
        ]
        for (name, write) in writes {
            let before = TransferFileIO.flushLog.paths(under: folder).count
            try await write()
            let flushed = Array(TransferFileIO.flushLog.paths(under: folder).dropFirst(before))
            // The temporary file (which then took its name), then the folder holding the name.
            #expect(flushed.count == 2, "\(name): \(flushed)")
            #expect(flushed.first.map { URL(fileURLWithPath: $0).lastPathComponent.hasSuffix(".partial") } == true, "\(name)")
            #expect(flushed.last == folder.path, "\(name)")
        }
    }

    @Test func atomicWritesFlushNothingAndAreTheDefault() async throws {
        TransferFileIO.flushLog.startRecording()
        let folder = try Self.makeFolder().standardizedFileURL
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Self.makeFile(in: folder, named: "source.mp4", bytes: 100_000)
        try TransferFileIO.copyFile(from: source, to: folder.appendingPathComponent("a.mp4"))
        try TransferFileIO.copyFile(from: source, to: folder.appendingPathComponent("a.mp4"), existing: .replace, durability: .atomic)
        try TransferFileIO.write(Data("x".utf8), to: folder.appendingPathComponent("b.txt"))
        _ = try TransferFileIO.copyIntoFolder(source, folder: folder, preferredName: "c.mp4")
        _ = try TransferFileIO.createFile(in: folder, names: ["d.bin"]) { _ = Glibc.write($0, "d", 1) }
        // Apple's export(to:contentType:) does not flush, as on a Mac.
        try await Video(url: source).export(toFile: folder.appendingPathComponent("e.mp4"), contentType: .mpeg4Movie)
        try await Video(url: source).export(toFile: folder.appendingPathComponent("f.mp4"), contentType: .mpeg4Movie, durability: .atomic)
        let exported = try await Video(url: source).export(to: folder, contentType: .mpeg4Movie)
        #expect(TransferFileIO.flushLog.paths(under: folder).isEmpty)
        for name in ["a.mp4", "c.mp4", "e.mp4", "f.mp4", exported.lastPathComponent] {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data(contentsOf: source), "\(name)")
        }
    }

    @Test func createFileTakesTheFirstFreeNameAndLeavesNothingWhenItsBodyFails() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("precious".utf8).write(to: folder.appendingPathComponent("taken.txt"))
        for durability in [TransferFileIO.Durability.atomic, .flushed] {
            let made = try TransferFileIO.createFile(in: folder, names: ["taken.txt", "free-\(durability).txt"], durability: durability) { descriptor in
                _ = Glibc.write(descriptor, "new", 3)
            }
            #expect(made.lastPathComponent == "free-\(durability).txt")
            #expect(try Data(contentsOf: made) == Data("new".utf8))
            #expect(throws: TestWriteError.refused) {
                _ = try TransferFileIO.createFile(in: folder, names: ["never-\(durability).txt"], durability: durability) { descriptor in
                    _ = Glibc.write(descriptor, "half", 4)
                    throw TestWriteError.refused
                }
            }
            #expect(throws: TransferError.io(operation: "link", path: folder.appendingPathComponent("taken.txt").path, errno: EEXIST)) {
                _ = try TransferFileIO.createFile(in: folder, names: ["taken.txt"], durability: durability) { _ in }
            }
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("taken.txt")) == Data("precious".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["free-atomic.txt", "free-flushed.txt", "taken.txt"])
    }

    @Test func candidateNamesKeepTheNameThenAddUUIDs() {
        let names = TransferFileIO.candidateNames(for: "clip.mp4")
        #expect(names.count == 3)
        #expect(names[0] == "clip.mp4")
        #expect(names[1] != names[2])
        for name in names.dropFirst() {
            #expect(name.wholeMatch(of: /clip_[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\.mp4/) != nil)
        }
        #expect(TransferFileIO.candidateNames(for: "README")[1].wholeMatch(of: /README_[0-9A-F-]{36}/) != nil)
    }
}

private enum TestWriteError: Error {
    case refused
}

/// Progress values a copy reported, in order.
private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int64] = []
    var values: [Int64] { lock.withLock { stored } }
    func append(_ value: Int64) { lock.withLock { stored.append(value) } }
}
