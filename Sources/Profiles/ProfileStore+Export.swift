// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import Foundation

extension ProfileStore {
    /// Writes every profile, in list order, to the file at `url` as a profiles archive's
    /// CSV: the bytes ``ProfilesArchive/csvData()`` makes of ``profiles()``, but streamed,
    /// so that a list of millions is written in constant memory.
    ///
    /// The profiles are read through a connection of the export's own, in one read
    /// transaction: the file holds the list as it was when the export began, and the
    /// store's other calls (the app reading rows to show) go on meanwhile instead of
    /// waiting for the export. The file appears whole or not at all
    /// (`TransferFileIO.write(to:existing:durability:_:)`).
    ///
    /// - Parameters:
    ///   - existing: Whether a file already at `url` is replaced (by default) or the export
    ///     fails with `EEXIST`.
    ///   - durability: Whether the file is flushed to disk before it gets its name.
    ///   - progress: Gets the number of profiles as its `totalUnitCount` and the profiles
    ///     written so far as its `completedUnitCount`, every ``progressInterval`` profiles.
    ///     Cancelling it, or the calling task, stops the export there with
    ///     ``ProfileStoreError/exportCancelled(profilesWritten:)``.
    /// - Returns: How many profiles were written.
    @discardableResult
    public func exportCSV(to url: URL, existing: TransferFileIO.ExistingDestination = .replace,
                          durability: TransferFileIO.Durability = .atomic,
                          progress: Progress? = nil) throws(ProfileStoreError) -> Int {
        let connection = try SQLiteConnection(path: self.url.path)
        // The list is read in position order, which is not the order of the tables: with
        // SQLite's 2 MB cache most pages would be copied from the kernel again and again.
        // Mapped, the store's first gigabyte is read in place (its pages stay the kernel's
        // page cache, which it can drop); past it, a cache as large as the store's own.
        try connection.execute("PRAGMA mmap_size = 1073741824")
        try connection.execute("PRAGMA cache_size = -32768")
        // A read transaction: one snapshot of the list for the whole export.
        try connection.execute("BEGIN")
        defer { try? connection.execute("ROLLBACK") }
        let total = Int(try connection.integer("SELECT count(*) FROM profile"))
        progress?.totalUnitCount = Int64(total)
        var written = 0
        do {
            try TransferFileIO.write(to: url, existing: existing, durability: durability) { write in
                try withoutActuallyEscaping(write) { write in
                    // The writer's sink can only throw CSVError: a file error is kept here and
                    // the writer stopped with a stand-in.
                    var fileFailure: (any Error)?
                    let writer = try CSVWriter(options: ProfilesArchive.writerOptions) { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
                        do {
                            try write(chunk)
                        } catch {
                            fileFailure = error
                            throw CSVError.writeFailed(offset: 0, errno: 0)
                        }
                    }
                    do {
                        try writer.writeRecord(ProfilesArchive.Column.allCases.map(\.rawValue))
                        do throws(ProfileRowReader.ForEachFailure<CSVError>) {
                            try ProfileRowReader(connection).forEachProfile { (profile: Profile) throws(CSVError) in
                                try writer.writeRecord(ProfilesArchive.fields(of: profile))
                                written += 1
                                if written % Self.progressInterval == 0 {
                                    progress?.completedUnitCount = Int64(written)
                                    if progress?.isCancelled == true || Task.isCancelled {
                                        fileFailure = CancellationError()
                                        throw CSVError.writeFailed(offset: 0, errno: 0)
                                    }
                                }
                            }
                        } catch {
                            switch error {
                            case .store(let failure): throw failure
                            case .body(let failure): throw failure
                            }
                        }
                        try writer.finish()
                    } catch let error as CSVError {
                        throw fileFailure ?? error
                    }
                }
            }
        } catch let error as ProfileStoreError {
            throw error
        } catch is CancellationError {
            throw .exportCancelled(profilesWritten: written)
        } catch let error as TransferError {
            throw .exportNotWritten(error)
        } catch {
            // The writer's own errors (it writes only what it is given: none is expected).
            throw .exportNotWritten(.io(operation: "write", path: url.path, errno: EIO))
        }
        progress?.completedUnitCount = Int64(written)
        return written
    }
}
