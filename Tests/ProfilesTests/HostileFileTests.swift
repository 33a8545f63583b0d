// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import Foundation
import Synchronization
import Testing
@testable import Profiles

/// Files and names from outside (drops, pastes, opened files) that try to hurt: names with
/// separators, `..`, NUL, line breaks or 10,000 characters; symbolic links to files,
/// folders, FIFOs and devices; a CSV with a 2 GB field. Each gets a typed error or a safe
/// result, within bounded time and memory, and nothing is written outside the folder
/// meant for it.
@Suite struct HostileFileTests {
    struct SetupFailed: Error {
        let reason: String
    }

    /// Runs `body` on a thread of its own and waits for it at most `seconds`. A body stuck
    /// opening `fifo` (a FIFO no one writes) is released by opening the FIFO for writing,
    /// and the result is nil: the test fails instead of hanging the run. (Its own thread:
    /// a body that blocks, even for a bounded time, must not hold one of the few threads
    /// the other tests' tasks share.)
    static func finishes<Value: Sendable>(within seconds: Int = 120, releasing fifo: URL? = nil,
                                          _ body: @escaping @Sendable () -> Value) async throws -> Value? {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        let inTime = try await onOwnThread { done.wait(timeout: .now() + .seconds(seconds)) == .success }
        if !inTime {
            if let fifo {
                let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
            }
            return nil
        }
        return result.withLock { $0 }
    }

    /// A scratch folder with a regular file, a folder, a FIFO, and a symbolic link to each
    /// of them and to `/dev/zero`.
    struct Specials {
        let scratch = TemporaryFolder("profiles-hostile")
        var file: URL { scratch.file("real.mp4") }
        var fifo: URL { scratch.file("pipe.mp4") }
        var links: [(name: String, url: URL)] {
            ["file", "folder", "fifo", "device"].map { ($0, scratch.file("link-to-\($0).mp4")) }
        }

        init() throws {
            try Data("real bytes".utf8).write(to: scratch.file("real.mp4"))
            try FileManager.default.createDirectory(at: scratch.file("folder"), withIntermediateDirectories: true)
            guard mkfifo(scratch.file("pipe.mp4").path, 0o600) == 0 else { throw SetupFailed(reason: "mkfifo failed: errno \(errno)") }
            for (name, target) in [("file", "real.mp4"), ("folder", "folder"), ("fifo", "pipe.mp4"), ("device", "/dev/zero")] {
                let target = target.hasPrefix("/") ? target : scratch.file(target).path
                try FileManager.default.createSymbolicLink(atPath: scratch.file("link-to-\(name).mp4").path, withDestinationPath: target)
            }
        }
    }

    /// Every name under `folder`, recursively, relative to it.
    static func tree(_ folder: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []).sorted()
    }

    static let hostileNames: [String] = [
        "../../../../tmp/escaped.mp4", "/etc/passwd", "a/b/../../c.mp4", "..", ".", "/", "", "...mp4",
        "evil\u{0}.sh.mp4", "two\nlines\r.mp4", "tab\tand\u{7F}.mp4", "\\..\\..\\windows.mp4", ".hidden.mp4",
        String(repeating: "a", count: 10_000) + ".mp4", String(repeating: "é", count: 10_000), String(repeating: "/..", count: 3_000),
        String(repeating: "👩‍👩‍👧", count: 10_000) + ".mp4",
    ]

    @Test(arguments: hostileNames)
    func hostileNamesStayInsideTheFolder(_ name: String) async throws {
        let scratch = TemporaryFolder("profiles-hostile-names")
        defer { scratch.remove() }
        let folder = MediaFolder(url: scratch.file("inside/Videos"), defaultExtension: "mp4")
        let source = scratch.file("source.mp4")
        try Data("video".utf8).write(to: source)

        // The media folders' names, and the file layer's, which TransferSessions uses to
        // name the temporary copies of dropped and pasted files.
        for sanitized in [folder.sanitizedName(name), TransferFileIO.sanitizedFileName(name)] {
            #expect(!sanitized.isEmpty && sanitized.utf8.count <= 255, "\(sanitized.utf8.count) bytes")
            #expect(!sanitized.contains("/") && !sanitized.contains("\u{0}") && !sanitized.contains("\n") && !sanitized.hasPrefix("."))
            #expect(scratch.url.appendingPathComponent(sanitized).deletingLastPathComponent().standardizedFileURL.path == scratch.url.standardizedFileURL.path)
        }

        let copied = try await folder.importFile(at: source, preferredName: name)
        let streamed = try await folder.importStream(DataReader(data: Data("stream".utf8)), preferredName: name)
        for url in [copied, streamed] {
            #expect(url.deletingLastPathComponent().standardizedFileURL.path == folder.url.standardizedFileURL.path)
        }
        #expect(try Data(contentsOf: copied) == Data("video".utf8))
        #expect(try Data(contentsOf: streamed) == Data("stream".utf8))
        // Nothing anywhere but the two files in the folder (and the source beside it).
        #expect(Self.tree(scratch.url).filter { !$0.hasPrefix("inside/Videos/") }.sorted() == ["inside", "inside/Videos", "source.mp4"])
        #expect(Self.tree(folder.url).count == 2)
    }

    /// A link to a file is followed; a link to a folder or a device is refused at once.
    /// (A FIFO no one feeds is given up on by the file layer, below.)
    @Test func symbolicLinksToFoldersAndDevicesAreRefusedAtOnce() async throws {
        let specials = try Specials()
        defer { specials.scratch.remove() }
        let folder = MediaFolder(url: specials.scratch.file("Videos"), defaultExtension: "mp4")
        for (kind, link) in specials.links where kind != "fifo" {
            let outcome: Result<URL, MediaImportError>
            do throws(MediaImportError) { outcome = .success(try await folder.importFile(at: link)) } catch { outcome = .failure(error) }
            switch outcome {
            case .success(let copy):
                // The copy is a regular file with the target's bytes, not a link.
                #expect(kind == "file")
                #expect(try Data(contentsOf: copy) == Data("real bytes".utf8))
                #expect((try FileManager.default.attributesOfItem(atPath: copy.path)[.type] as? FileAttributeType) == .typeRegular)
            case .failure(let error):
                #expect(error == .notAFile(path: link.path), "a link to a \(kind)")
            }
        }
        #expect(Self.tree(folder.url).count == 1, "only the linked file was copied: \(Self.tree(folder.url))")
    }

    @Test func theFileLayerRefusesWhatIsNotARegularFile() async throws {
        let specials = try Specials()
        defer { specials.scratch.remove() }
        let destination = specials.scratch.file("out")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for (kind, link) in specials.links where kind != "file" {
            let error = try await Self.finishes(releasing: specials.fifo) { () -> TransferError? in
                do {
                    _ = try TransferFileIO.copyIntoFolder(link, folder: destination, preferredName: "copy.mp4")
                    return nil
                } catch let error as TransferError {
                    return error
                } catch {
                    return .io(operation: "unexpected \(error)", path: "", errno: 0)
                }
            }
            guard case .io(let operation, let path, let code)?? = error else {
                Issue.record("a link to a \(kind): \(String(describing: error))")
                continue
            }
            #expect(path == link.path)
            switch kind {
            case "folder": #expect(operation == "copy (not a regular file)" && code == EISDIR)
            case "device": #expect(operation == "copy (not a regular file)" && code == EINVAL)
            default: #expect(operation == "wait for the FIFO's first bytes" && code == ETIMEDOUT)
            }
        }
        #expect(Self.tree(destination) == [])
    }

    @Test func importingACSVThatIsNotARegularFileIsRefusedAndChangesNothing() async throws {
        let specials = try Specials()
        defer { specials.scratch.remove() }
        let store = try ProfileStore(url: specials.scratch.file("profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        for (kind, link) in specials.links where kind != "file" {
            let error = try await Self.finishes(releasing: specials.fifo) { () -> ProfileStoreError? in
                do throws(ProfileStoreError) { try store.importCSV(fileAt: link); return nil } catch { return error }
            }
            guard case .archive(.notARegularFile(let path))?? = error else {
                Issue.record("a link to a \(kind): \(String(describing: error))")
                continue
            }
            #expect(path == link.path)
            let archiveError = try await Self.finishes(releasing: specials.fifo) { () -> ProfilesArchiveError? in
                do throws(ProfilesArchiveError) { _ = try ProfilesArchive(csvFileAt: link); return nil } catch { return error }
            }
            #expect(archiveError == .some(.some(.notARegularFile(path: path))))
        }
        #expect(try store.profiles() == Profile.demoProfiles)
    }

    /// Peak resident memory of this process so far, in bytes.
    static var peakResidentBytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    @Test(.serialized, arguments: ["quoted", "unquoted"])
    func aTwoGigabyteFieldIsRefusedInBoundedMemory(_ style: String) async throws {
        let scratch = TemporaryFolder("profiles-hostile-csv")
        defer { scratch.remove() }
        // A sparse file: a header, then a record whose second field runs for 2 GiB of NULs
        // (NUL is valid UTF-8, so only the size can stop it).
        let csv = scratch.file("huge.csv")
        try Data("id,name\r\n,\(style == "quoted" ? "\"" : "")".utf8).write(to: csv)
        guard truncate(csv.path, off_t(2) << 30 + 64) == 0 else { throw SetupFailed(reason: "truncate failed: errno \(errno)") }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        let peakBefore = Self.peakResidentBytes

        let tooLarge = ProfilesArchiveError.csv(.recordTooLarge(line: 2, limit: ProfilesArchive.maximumRecordSize))
        let storeError = try await Self.finishes(within: 300) { () -> ProfileStoreError? in
            do throws(ProfileStoreError) { try store.importCSV(fileAt: csv); return nil } catch { return error }
        }
        #expect(storeError == .some(.some(.archive(tooLarge))))
        let archiveError = try await Self.finishes(within: 300) { () -> ProfilesArchiveError? in
            do throws(ProfilesArchiveError) { _ = try ProfilesArchive(csvFileAt: csv); return nil } catch { return error }
        }
        #expect(archiveError == .some(.some(tooLarge)))
        // The reader stops at 64 MiB (its buffer at most twice that); reading the field
        // whole would take 2 GiB or more. The peak is the whole process's, and other
        // tests run meanwhile: the bound leaves them room.
        let grown = Self.peakResidentBytes - peakBefore
        #expect(grown < 1 << 30, "the peak grew by \(grown >> 20) MiB")
        #expect(try store.profiles() == Profile.demoProfiles)
        #expect(tooLarge.description.contains("line 2"))
    }
}
