// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSQLite
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

/// A small tmpfs mounted on a fresh folder, so that a test can fill a real filesystem. The
/// tests that use it need root (as CI and `make test` run); without it creation throws and
/// the test fails, it is never skipped.
struct SmallFilesystem {
    let url: URL

    struct MountFailed: Error, CustomStringConvertible {
        let path: String
        let code: Int32
        var description: String {
            "cannot mount a tmpfs on \(path): \(String(cString: strerror(code))) (errno \(code)); the full-disk tests must run as root"
        }
    }

    /// Mounts a tmpfs of `kilobytes` KiB on a new folder under the temporary directory.
    init(kilobytes: Int) throws {
        let folder = TemporaryFolder("profiles-small-fs")
        guard mount("tmpfs", folder.url.path, "tmpfs", 0, "size=\(kilobytes)k,mode=0755") == 0 else {
            let code = errno
            folder.remove()
            throw MountFailed(path: folder.url.path, code: code)
        }
        url = folder.url
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Bytes still free for files.
    var freeBytes: Int {
        var status = statvfs()
        statvfs(url.path, &status)
        return Int(status.f_bavail) * Int(status.f_frsize)
    }

    /// Writes `filler` until the filesystem is full, then gives back `headroom` bytes.
    func fill(leaving headroom: Int) throws {
        let path = file("filler").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { throw MountFailed(path: path, code: errno) }
        defer { close(descriptor) }
        let page = [UInt8](repeating: 0xA5, count: 4096)
        var size = 0
        while true {
            let written = page.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            size += written
        }
        guard errno == ENOSPC else { throw MountFailed(path: path, code: errno) }
        ftruncate(descriptor, off_t(max(0, size - headroom)))
    }

    /// Removes the filler, making room again.
    func makeRoom() { unlink(file("filler").path) }

    /// The names in `folder` (the filesystem's root by default), sorted.
    func names(in folder: URL? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path)) ?? []).sorted()
    }

    /// Unmounts (lazily, should a file still be open) and removes the folder.
    func remove() {
        umount2(url.path, Int32(MNT_DETACH))
        rmdir(url.path)
    }
}

/// Import, save, export and video copy into a nearly full filesystem: each fails with a
/// typed error saying the disk is full, leaves no partial file, and changes nothing that
/// was there (the store keeps its profiles and still works once there is room).
@Suite struct FullDiskTests {
    /// `count` profiles with long texts (about 1 KB each), fixed ids from `seed`.
    static func bulkyProfiles(_ count: Int, seed: UInt64) -> [Profile] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                 bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            return Profile(id: id, name: "Bulky \(index)", bio: String(repeating: "bio \(index) ", count: 80),
                           funFacts: ["fact \(index)", String(repeating: "x", count: 200)])
        }
    }

    static func isDiskFull(_ error: ProfileStoreError) -> Bool {
        guard case let .sqlite(_, code, _) = error else { return false }
        return code & 0xFF == SQLITE_FULL
    }

    static func isDiskFull(_ error: any Error) -> Bool {
        switch error {
        case TransferError.io(_, _, let code): code == ENOSPC
        case MediaImportError.io(_, _, let code): code == ENOSPC
        default: false
        }
    }

    /// Names the store may own in its folder; anything else would be a left-over.
    static let storeFiles: Set<String> = ["profiles.sqlite", "profiles.sqlite-wal", "profiles.sqlite-shm", "filler"]

    @Test func importSaveAndInsertIntoAFullStoreFailTypedAndChangeNothing() throws {
        let disk = try SmallFilesystem(kilobytes: 768)
        defer { disk.remove() }
        let scratch = TemporaryFolder("profiles-full-disk-csv")
        defer { scratch.remove() }
        let csv = scratch.file("bulky.csv")
        try ProfilesArchive(profiles: Self.bulkyProfiles(2_000, seed: 22)).csvData().write(to: csv)

        let store = try ProfileStore(url: disk.file("profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        try store.append(Self.bulkyProfiles(20, seed: 1))
        let before = try store.profiles()
        try disk.fill(leaving: 16 << 10)

        // Import from a file, from bytes, a large append (what a drop or paste saves), an
        // insert at a place and a save of an edited profile, each larger than the room left.
        do {
            try store.importCSV(fileAt: csv, ids: .assignNewID)
            Issue.record("an import of 2,000 bulky profiles from a file fit in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        do {
            try store.importCSV(Data(contentsOf: csv), ids: .assignNewID)
            Issue.record("an import of 2,000 bulky profiles fit in 16 KiB")
        } catch let error as ProfileStoreError {
            #expect(Self.isDiskFull(error), "\(error)")
            #expect(error.description.contains("full"), "the message says the disk is full: \(error)")
        }
        do {
            try store.append(Self.bulkyProfiles(200, seed: 2))
            Issue.record("an append of 200 bulky profiles fit in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        let longBio = String(repeating: "A bio longer than the room left. ", count: 8_000)
        do {
            try store.insert(Profile(name: "Inserted", bio: longBio), at: 1)
            Issue.record("an insert of a 264 KB profile fit in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        var edited = before[0]
        edited.bio = longBio
        do {
            try store.update(edited)
            Issue.record("a save of a 264 KB bio fit in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        #expect(try store.profiles() == before)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(Set(disk.names()).isSubset(of: Self.storeFiles), "left behind: \(disk.names())")

        // Another connection, as the app after a restart, sees the same store.
        #expect(try ProfileStore(url: disk.file("profiles.sqlite")).profiles() == before)

        // With room again the same store takes an import.
        disk.makeRoom()
        let small = scratch.file("small.csv")
        try ProfilesArchive(profiles: Self.bulkyProfiles(50, seed: 6)).csvData().write(to: small)
        #expect(try store.importCSV(fileAt: small, ids: .assignNewID) == 50)
        #expect(try store.count() == before.count + 50)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func creatingAStoreOnAFullDiskFailsTyped() throws {
        let disk = try SmallFilesystem(kilobytes: 64)
        defer { disk.remove() }
        try disk.fill(leaving: 0)
        do {
            _ = try ProfileStore(url: disk.file("profiles.sqlite"), initialProfiles: Self.bulkyProfiles(50, seed: 3))
            Issue.record("a store with 50 bulky profiles was created on a full disk")
        } catch {
            #expect(Self.isDiskFull(error) || { if case .openFailed = error { true } else { false } }(), "\(error)")
        }
    }

    /// Runs `export` into a nearly full disk over an older file, atomically and then
    /// flushed: each fails as `isDiskFull` expects, the old file stays whole, and nothing
    /// else is left behind.
    private func expectExportToAFullDisk(_ isDiskFull: (any Error) -> Bool,
                                         _ export: (URL, TransferFileIO.Durability) async throws -> Void) async throws {
        let disk = try SmallFilesystem(kilobytes: 256)
        defer { disk.remove() }
        let destination = disk.file("Profiles.csv")
        let old = Data("id,name\r\n".utf8)
        try old.write(to: destination)
        try disk.fill(leaving: 8 << 10)
        for durability in [TransferFileIO.Durability.atomic, .flushed] {
            do {
                try await export(destination, durability)
                Issue.record("400 bulky profiles fit in 8 KiB")
            } catch {
                #expect(isDiskFull(error), "\(error)")
            }
            #expect(try Data(contentsOf: destination) == old)
            #expect(disk.names() == ["Profiles.csv", "filler"])
        }
    }

    @Test func exportingTheArchiveToAFullDiskLeavesNoFileAndKeepsTheOldOne() async throws {
        let archive = ProfilesArchive(profiles: Self.bulkyProfiles(400, seed: 4))
        try await expectExportToAFullDisk(Self.isDiskFull) { destination, durability in
            try await archive.export(toFile: destination, contentType: .commaSeparatedText, durability: durability)
        }
    }

    /// The store's streamed export (what the app's "Export…" of the archive runs).
    @Test func exportingTheStoreToAFullDiskLeavesNoFileAndKeepsTheOldOne() async throws {
        let scratch = TemporaryFolder("profiles-full-disk-export")
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("profiles.sqlite"))
        try store.append(Self.bulkyProfiles(400, seed: 6))
        try await expectExportToAFullDisk({ error in
            guard case ProfileStoreError.exportNotWritten(let failure) = error else { return false }
            return Self.isDiskFull(failure)
        }) { destination, durability in
            try store.exportCSV(to: destination, durability: durability)
        }
    }

    @Test func copyingAVideoIntoAFullDiskLeavesNoFile() async throws {
        let disk = try SmallFilesystem(kilobytes: 256)
        defer { disk.remove() }
        let scratch = TemporaryFolder("profiles-full-disk-video")
        defer { scratch.remove() }
        let source = scratch.file("clip.mp4")
        try MediaFolderTests.randomBytes(1 << 20, seed: 5).write(to: source)
        let videos = MediaFolder(url: disk.file("Videos"), defaultExtension: "mp4")
        try FileManager.default.createDirectory(at: videos.url, withIntermediateDirectories: true)
        try disk.fill(leaving: 16 << 10)

        // A file drop (copied with copy_file_range or read/write) and a dropped stream.
        do {
            _ = try await videos.importFile(at: source)
            Issue.record("a 1 MiB video fit in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        #expect(disk.names(in: videos.url) == [])
        do {
            _ = try await videos.importStream(DataReader(data: Data(contentsOf: source)), preferredName: "clip.mp4")
            Issue.record("a 1 MiB stream fit in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        #expect(disk.names(in: videos.url) == [])

        // Saving a profile's video ("Export…") to the full disk.
        let saved = disk.file("saved.mp4")
        do {
            try await Video(url: source).export(toFile: saved, contentType: .mpeg4Movie, durability: .flushed)
            Issue.record("a 1 MiB video was saved in 16 KiB")
        } catch {
            #expect(Self.isDiskFull(error), "\(error)")
        }
        #expect(disk.names() == ["Videos", "filler"])
    }
}
