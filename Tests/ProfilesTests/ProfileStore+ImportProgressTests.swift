// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization
import Testing
@testable import Profiles

/// A streamed file import's progress (bytes read of the file's size) and cancellation
/// (nothing kept).
struct ProfileStoreImportProgressTests {
    /// A `Progress` that records every completed count set on it and cancels itself once
    /// the count reaches `cancelAt`; and, each time the import asks whether it is
    /// cancelled, whether it was indeterminate then and its completed count.
    final class RecordingProgress: Progress, @unchecked Sendable {
        let reports = Mutex<[Int64]>([])
        let checks = Mutex<[(indeterminate: Bool, completed: Int64)]>([])
        let cancelAt: Int64

        init(cancelAt: Int64 = .max) {
            self.cancelAt = cancelAt
            super.init(parent: nil, userInfo: nil)
        }

        override var completedUnitCount: Int64 {
            get { super.completedUnitCount }
            set {
                super.completedUnitCount = newValue
                reports.withLock { $0.append(newValue) }
                if newValue >= cancelAt { cancel() }
            }
        }

        override var isCancelled: Bool {
            get {
                checks.withLock { $0.append((isIndeterminate, super.completedUnitCount)) }
                return super.isCancelled
            }
            set { super.isCancelled = newValue }
        }
    }

    /// A CSV of `count` generated profiles in `scratch`, several reader buffers long.
    static func csvFile(_ count: Int, in scratch: TemporaryFolder) throws -> URL {
        let file = scratch.file("in.csv")
        try ProfilesArchive(profiles: ProfileStoreTests.profiles(count, seed: 21)).csvData().write(to: file)
        return file
    }

    @Test func progressRisesMonotonicallyToTheFileSizeAtARateOfBatches() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"))
        let records = 24_000
        let file = try Self.csvFile(records, in: scratch)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int)
        #expect(size > 4 * Int64(ProfilesArchive.readerOptions.bufferSize), "the file spans several reader buffers")
        let progress = RecordingProgress()
        #expect(try store.importCSV(fileAt: file, progress: progress) == records)
        let reports = progress.reports.withLock { $0 }
        #expect(progress.totalUnitCount == size)
        #expect(reports.last == size)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 < $1 }, "every report is larger than the one before")
        // Reports come while the file is read (not only at its end), and not per record.
        #expect(reports.filter { $0 < size }.count >= 3)
        #expect(reports.count <= records / ProfileStore.progressInterval + 2)
    }

    /// Once the file is read, the staged profiles' move into the store, which no count
    /// predicts, shows as indeterminate; the import ends with both counts at the size.
    @Test func theMoveIntoTheStoreIsIndeterminateUntilTheImportEnds() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"))
        let file = try Self.csvFile(20_000, in: scratch)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int)
        let progress = RecordingProgress()
        #expect(try store.importCSV(fileAt: file, progress: progress) == 20_000)
        let checks = progress.checks.withLock { $0 }
        let reading = checks.prefix { !$0.indeterminate }, storing = checks.dropFirst(reading.count)
        #expect(reading.count >= 3 && reading.allSatisfy { $0.completed <= size }, "the reading is determinate")
        #expect(storing.count >= 2, "the move into the store checks for a cancel, indeterminate (\(storing.count) checks)")
        #expect(storing.allSatisfy { $0.indeterminate && $0.completed == size }, "it stays so until the end, keeping the bytes read")
        #expect(progress.totalUnitCount == size && progress.completedUnitCount == size && !progress.isIndeterminate)
    }

    @Test func cancellingMidFileThrowsAndLeavesTheStoreUnchanged() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let store = try ProfileStore(url: url, initialProfiles: Profile.demoProfiles)
        let records = 20_000
        let file = try Self.csvFile(records, in: scratch)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int)
        let progress = RecordingProgress(cancelAt: size / 3)
        #expect {
            try store.importCSV(fileAt: file, progress: progress)
        } throws: { error in
            guard case .cancelled(let read) = error as? ProfileStoreError else { return false }
            return read > 0 && read < records
        }
        #expect(try store.profiles() == Profile.demoProfiles)
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM fun_fact") == "0")
        #expect(try store.integrityCheck() == ["ok"])
        #expect(ProfileStoreError.cancelled(profilesRead: 7).description
            == "the import was cancelled after 7 profile(s) had been read; nothing was imported")
        // The cancelled import released the write lock: the next import goes through.
        #expect(try store.importCSV(fileAt: file) == records)
        #expect(try store.count() == records + Profile.demoProfiles.count)
    }

    /// A cancel that comes once the whole file is read stops the move of the staged
    /// profiles into the store: nothing is kept.
    @Test func cancellingOnceTheFileIsReadKeepsNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        // Fewer records than a progress interval: the only check is the one after reading.
        let file = try Self.csvFile(ProfileStore.progressInterval - 24, in: scratch)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int)
        let progress = RecordingProgress(cancelAt: size)
        #expect(throws: ProfileStoreError.cancelled(profilesRead: ProfileStore.progressInterval - 24)) {
            try store.importCSV(fileAt: file, progress: progress)
        }
        #expect(progress.reports.withLock { $0 } == [size], "cancelled when reading ended")
        #expect(try store.profiles() == Profile.demoProfiles)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.importCSV(fileAt: file) == ProfileStore.progressInterval - 24, "the temporary tables are gone")
    }

    @Test func aCancelledTaskImportsNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"))
        let file = try Self.csvFile(3_000, in: scratch)
        let outcome = await Task.detached { () -> Result<Int, ProfileStoreError> in
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { () throws(ProfileStoreError) -> Int in try store.importCSV(fileAt: file) }
        }.value
        #expect(outcome == .failure(.cancelled(profilesRead: 1_024)))
        #expect(try store.count() == 0)
    }
}
