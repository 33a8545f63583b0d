// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

extension ProfileStore {
    /// Imports a profiles CSV (layout: ``ProfilesArchive``) at the end of the list in one
    /// transaction: every profile or, when any record is invalid, none. Records are
    /// stored as they are parsed, so the CSV is never held whole as profiles.
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
    @discardableResult
    public func importCSV(fileAt url: URL, ids policy: IDConflictPolicy = .assignNewID) throws(ProfileStoreError) -> Int {
        let file: ProfilesCSVFile
        do {
            file = try ProfilesCSVFile(url: url)
        } catch {
            throw .archive(error)
        }
        // The file's descriptor must stay open until the import has read it all.
        defer { withExtendedLifetime(file) {} }
        return try importCSV(reader: file.reader, policy: policy)
    }

    private func importCSV(reader: CSVReader, policy: IDConflictPolicy) throws(ProfileStoreError) -> Int {
        try withConnection { connection throws(ProfileStoreError) in
            try connection.transaction { () throws(ProfileStoreError) -> Int in
                let batch = try ProfileBatchInsertion(connection, policy: policy)
                do throws(ProfilesArchive.ReadFailure<ProfileStoreError>) {
                    try ProfilesArchive.forEachProfile(in: reader, rejectingDuplicateIDs: false) { (profile: Profile) throws(ProfileStoreError) in
                        _ = try batch.append(profile)
                    }
                } catch {
                    switch error {
                    case .archive(let failure): throw .archive(failure)
                    case .body(let failure): throw failure
                    }
                }
                return batch.count
            }
        }
    }
}
