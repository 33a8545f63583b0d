// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

extension ProfilesArchive {
    /// Reads an archive from CSV bytes (layout: ``ProfilesArchive``). Repeated ids are an
    /// error. The result supports CSV.
    public init(csvData: Data) throws(ProfilesArchiveError) {
        let reader: CSVReader
        do {
            reader = try CSVReader(data: csvData, options: Self.readerOptions)
        } catch {
            throw .csv(error)
        }
        try self.init(reader: reader, expectedProfiles: Self.expectedProfileCount(csvBytes: csvData.count))
    }

    /// About how many profiles `csvBytes` of CSV hold, erring high: room reserved for them
    /// up front saves growing the result and the duplicate-id table step by step.
    static func expectedProfileCount(csvBytes: Int) -> Int {
        // A record is at least an id and five separators (42 bytes); with a name and a bio
        // it is rarely under 128. Past a million the tables grow as they go.
        min(csvBytes / 128, 1 << 20)
    }

    /// Reads an archive from a CSV file, streamed. Only a regular file is read (see
    /// `ProfilesCSVFile`).
    public init(csvFileAt url: URL) throws(ProfilesArchiveError) {
        let file = try ProfilesCSVFile(url: url)
        // The file's descriptor must stay open until the archive has read it all.
        defer { withExtendedLifetime(file) {} }
        try self.init(reader: file.reader, expectedProfiles: Self.expectedProfileCount(csvBytes: file.size))
    }

    private init(reader: CSVReader, expectedProfiles: Int) throws(ProfilesArchiveError) {
        var profiles: [Profile] = []
        profiles.reserveCapacity(expectedProfiles)
        do {
            // The profiles are only kept once all are read, so repeated ids can be looked for
            // in batches.
            try Self.forEachProfile(in: reader, rejectingDuplicateIDs: true, expectedProfiles: expectedProfiles,
                                    batchingDuplicateChecks: true) { (profile: consuming Profile) throws(Never) in
                profiles.append(profile)
            }
        } catch {
            switch error {
            case .archive(let failure): throw failure
            }
        }
        self.init(profiles: profiles, supportsCSV: true)
    }

    /// The archive as CSV: a header, then one record per profile (layout:
    /// ``ProfilesArchive``), with ``writerOptions``.
    public func csvData() throws(ProfilesArchiveError) -> Data {
        var output = Data()
        do {
            let writer = try CSVWriter(options: Self.writerOptions) { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
                output.append(contentsOf: chunk)
            }
            try writer.writeRecord(Column.allCases.map(\.rawValue))
            for profile in profiles { try writer.writeRecord(Self.fields(of: profile)) }
            try writer.finish()
        } catch {
            throw .csv(error)
        }
        return output
    }

    /// The CSV fields of `profile`, in ``Column`` order.
    static func fields(of profile: Profile) -> [String] {
        [
            profile.id.uuidString,
            profile.name,
            profile.phoneNumber,
            profile.bio,
            FunFactsColumn.encode(profile.funFacts),
            profile.video?.absoluteString ?? "",
            profile.portrait?.absoluteString ?? "",
        ]
    }

    /// How archives are read: strict, with a header, every record as long as the header,
    /// and no record longer than ``maximumRecordSize`` (a streamed file's larger record
    /// fails with `CSVError.recordTooLarge` rather than take the memory).
    public static let readerOptions: CSVReader.Options = {
        var options = CSVReader.Options(hasHeader: true, mode: .strict)
        options.maximumRecordSize = maximumRecordSize
        return options
    }()

    /// The longest profile record read from a file: 64 MiB, far beyond any real name,
    /// bio and facts, and small enough that a hostile file cannot exhaust the memory.
    public static let maximumRecordSize = 64 << 20

    /// Reads the header of `reader` (made with ``readerOptions``) and calls `body` with
    /// each profile as its record is parsed, so a file of any size is read in constant
    /// memory. Throws ``ProfilesArchiveError`` for the input and rethrows what `body`
    /// throws.
    ///
    /// - Parameter rejectingDuplicateIDs: Whether an id seen before in the input is an
    ///   error (``ProfilesArchiveError/duplicateID(_:line:firstLine:)``).
    public static func readProfiles(from reader: CSVReader, rejectingDuplicateIDs: Bool,
                                    _ body: (Profile) throws -> Void) throws {
        do {
            try forEachProfile(in: reader, rejectingDuplicateIDs: rejectingDuplicateIDs, body)
        } catch {
            switch error {
            case .archive(let failure): throw failure
            case .body(let failure): throw failure
            }
        }
    }

    /// What stopped ``forEachProfile(in:rejectingDuplicateIDs:_:)``: the input, or the
    /// caller's body.
    enum ReadFailure<BodyError: Error>: Error {
        case archive(ProfilesArchiveError)
        case body(BodyError)
    }

    /// ``readProfiles(from:rejectingDuplicateIDs:_:)`` with typed errors.
    /// `expectedProfiles` sizes the duplicate-id table up front (it grows as needed). With
    /// `batchingDuplicateChecks`, `body` may be called with profiles that follow a repeated
    /// id before the error is thrown (see ``ProfileRecordDecoder``); the error is the same.
    static func forEachProfile<BodyError: Error>(
        in reader: CSVReader, rejectingDuplicateIDs: Bool, expectedProfiles: Int = 0, batchingDuplicateChecks: Bool = false,
        _ body: (consuming Profile) throws(BodyError) -> Void
    ) throws(ReadFailure<BodyError>) {
        let header: [String]?
        do {
            header = try reader.readHeader()
        } catch {
            throw .archive(.csv(error))
        }
        guard let header else { throw .archive(.missingHeader) }
        var decoder: ProfileRecordDecoder
        do {
            decoder = try ProfileRecordDecoder(header: header, rejectingDuplicateIDs: rejectingDuplicateIDs, expectedRecords: expectedProfiles,
                                               batchingDuplicateChecks: batchingDuplicateChecks)
        } catch {
            throw .archive(error)
        }
        // The profile goes straight from the decoder to `body`, inside the record's
        // closure; a failure is kept and thrown once the closure has returned.
        var failure: ReadFailure<BodyError>?
        while failure == nil {
            let more: Void?
            do {
                more = try reader.withNextRecord { record in
                    let profile: Profile
                    do throws(ProfilesArchiveError) {
                        profile = try decoder.decode(record)
                    } catch {
                        failure = .archive(error)
                        return
                    }
                    do throws(BodyError) {
                        // Handed over, not copied: the profile's strings and arrays are not
                        // retained again for the caller to keep.
                        try body(consume profile)
                    } catch {
                        // A repeated id up to this record comes first.
                        do throws(ProfilesArchiveError) {
                            try decoder.finish()
                            failure = .body(error)
                        } catch {
                            failure = .archive(error)
                        }
                    }
                }
            } catch {
                // A repeated id in a record before the broken one comes first.
                do { try decoder.finish() } catch { throw .archive(error) }
                throw .archive(.csv(error))
            }
            if more == nil {
                do { try decoder.finish() } catch { throw .archive(error) }
                return
            }
        }
        if let failure { throw failure }
    }
}
