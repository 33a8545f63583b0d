// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

extension ProfileStore {
    /// Imports a profiles CSV (layout: ``ProfilesArchive``) at the end of the list in one
    /// transaction: every profile or, when any record is invalid, none. Records are
    /// staged in temporary tables as they are parsed, so the CSV is never held whole as
    /// profiles, then moved into the store sorted by id (see `ProfileStagedImport`). A cancelled
    /// task stops it with ``ProfileStoreError/cancelled(profilesRead:)``, keeping nothing.
    ///
    /// - Returns: How many profiles were imported.
    @discardableResult
    public func importCSV(_ data: Data, ids policy: IDConflictPolicy = .assignNewID) throws(ProfileStoreError) -> Int {
        let reader: CSVReader
        do {
            reader = try CSVReader(data: data, options: ProfilesArchive.readerOptions)
        } catch {
            throw .archive(.csv(error))
        }
        return try importCSV(reader: reader, policy: policy)
    }

    /// Imports a profiles CSV file, streamed, in one transaction (see
    /// ``importCSV(_:ids:)``). Only a regular file is read (see `ProfilesCSVFile`).
    ///
    /// `progress`, when given, gets the file's size as `totalUnitCount` and the bytes read
    /// so far as `completedUnitCount` (updated every ``progressInterval`` records). Once
    /// the file is read, the staged profiles move into the store, which no count predicts:
    /// meanwhile `totalUnitCount` is -1 (the progress `isIndeterminate`) and
    /// `completedUnitCount` keeps the bytes read; when the import ends, both are the
    /// file's size. Cancelling it, or the calling task,
    /// stops the import at the next such check (or, once the file is read, within a few
    /// milliseconds of storing the staged profiles): it throws ``ProfileStoreError/cancelled(profilesRead:)``
    /// and the transaction is rolled back, so the store holds what it held before.
    @discardableResult
    public func importCSV(fileAt url: URL, ids policy: IDConflictPolicy = .assignNewID,
                          progress: Progress? = nil) throws(ProfileStoreError) -> Int {
        let file: ProfilesCSVFile
        do {
            file = try ProfilesCSVFile(url: url)
        } catch {
            throw .archive(error)
        }
        // The file's descriptor must stay open until the import has read it all.
        defer { withExtendedLifetime(file) {} }
        progress?.totalUnitCount = Int64(file.size)
        let watch = ImportWatch(progress: progress) { file.bytesRead }
        let count = try importCSV(reader: file.reader, policy: policy, watch: watch)
        if let progress {
            progress.totalUnitCount = Int64(max(file.size, file.bytesRead))
            if progress.completedUnitCount != progress.totalUnitCount { progress.completedUnitCount = progress.totalUnitCount }
        }
        return count
    }

    /// How many records an import reads between two progress reports and cancellation
    /// checks: often enough to stop within a few milliseconds, rarely enough to cost
    /// nothing next to the inserts.
    public static let progressInterval = 1_024

    private func importCSV(reader: CSVReader, policy: IDConflictPolicy) throws(ProfileStoreError) -> Int {
        try importCSV(reader: reader, policy: policy, watch: ImportWatch(progress: nil) { 0 })
    }

    private func importCSV(reader: CSVReader, policy: IDConflictPolicy, watch: ImportWatch) throws(ProfileStoreError) -> Int {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) -> Int in
                let batch = try ProfileStagedImport(connection, policy: policy)
                do throws(ProfilesArchive.ReadFailure<ProfileStoreError>) {
                    try ProfilesArchive.forEachProfile(in: reader, rejectingDuplicateIDs: false) { (profile: Profile) throws(ProfileStoreError) in
                        try batch.append(profile)
                        if batch.count % Self.progressInterval == 0 { try watch.check(profilesRead: batch.count) }
                    }
                } catch {
                    switch error {
                    case .archive(let failure): throw .archive(failure)
                    case .body(let failure): throw failure
                    }
                }
                try watch.check(profilesRead: batch.count)
                watch.startStoring()
                // Moving the staged rows sorts them all; a cancel stops that too.
                do throws(ProfileStoreError) {
                    try connection.withStopCheck(every: 100_000, { watch.isCancelled }) { () throws(ProfileStoreError) in
                        try batch.finish()
                    }
                } catch {
                    if watch.isCancelled { throw .cancelled(profilesRead: batch.count) }
                    throw error
                }
                // A cancel that came after the last check still keeps nothing.
                try watch.check(profilesRead: batch.count)
                return batch.count
            }
        }
    }
}

/// Reports an import's bytes read to its `Progress` and stops it when the progress or the
/// task was cancelled.
private struct ImportWatch {
    let progress: Progress?
    let bytesRead: () -> Int

    /// Whether the progress or the task was cancelled.
    var isCancelled: Bool { Task.isCancelled || progress?.isCancelled == true }

    func check(profilesRead: Int) throws(ProfileStoreError) {
        if isCancelled { throw .cancelled(profilesRead: profilesRead) }
        guard let progress else { return }
        let bytes = Int64(bytesRead())
        // The reader reads ahead whole buffers, so the offset only grows.
        if bytes > progress.completedUnitCount { progress.completedUnitCount = bytes }
    }

    /// The file is read and its profiles move into the store: the progress is
    /// indeterminate until the import ends.
    func startStoring() {
        progress?.totalUnitCount = -1
    }
}
