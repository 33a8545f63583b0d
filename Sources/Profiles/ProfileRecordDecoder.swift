// SPDX-License-Identifier: Apache-2.0
import CSV
import Foundation

/// Turns the records of a profiles CSV into ``Profile`` values, following the header's
/// column layout (see ``ProfilesArchive``). Reads each field's bytes in place.
struct ProfileRecordDecoder {
    /// Each column's 0-based field index, or -1 when the header lacks it.
    private var idField = -1, nameField = -1, phoneField = -1, bioField = -1, funFactsField = -1, videoField = -1, portraitField = -1
    /// When set, a repeated id is an error; the first line of each id seen so far.
    private var firstLineOfID: UUIDLineTable?
    /// Whether repeated ids are looked for in batches (see ``finish()``).
    private let batchesDuplicateChecks: Bool
    /// How many ids a batch holds.
    static let duplicateCheckBatch = 512

    /// A decoder for records under `header`, about `expectedRecords` of them. Throws for a
    /// header without a `name` column or with a repeated column.
    ///
    /// With `batchingDuplicateChecks`, repeated ids are looked for a batch of records at a
    /// time, which is much faster for large inputs: `decode(_:)` may then return records
    /// that follow a repeated id before it throws for it, and the caller must call
    /// ``finish()`` after the last record. The error thrown is the same in either mode:
    /// the first problem in input order.
    init(header: [String], rejectingDuplicateIDs: Bool, expectedRecords: Int = 0,
         batchingDuplicateChecks: Bool = false) throws(ProfilesArchiveError) {
        batchesDuplicateChecks = batchingDuplicateChecks
        for (index, title) in header.enumerated() {
            let key = title.trimmingCharacters(in: .whitespaces).lowercased()
            guard let column = ProfilesArchive.Column(rawValue: key) else { continue }
            let alreadySet: Bool
            switch column {
            case .id: alreadySet = idField >= 0; if !alreadySet { idField = index }
            case .name: alreadySet = nameField >= 0; if !alreadySet { nameField = index }
            case .phoneNumber: alreadySet = phoneField >= 0; if !alreadySet { phoneField = index }
            case .bio: alreadySet = bioField >= 0; if !alreadySet { bioField = index }
            case .funFacts: alreadySet = funFactsField >= 0; if !alreadySet { funFactsField = index }
            case .video: alreadySet = videoField >= 0; if !alreadySet { videoField = index }
            case .portrait: alreadySet = portraitField >= 0; if !alreadySet { portraitField = index }
            }
            if alreadySet { throw .duplicateColumn(column.rawValue, field: index + 1) }
        }
        guard nameField >= 0 else { throw .missingColumn(ProfilesArchive.Column.name.rawValue) }
        firstLineOfID = rejectingDuplicateIDs ? UUIDLineTable(capacity: max(1024, expectedRecords)) : nil
    }

    /// The profile in `record`.
    mutating func decode(_ record: CSVRecordView) throws(ProfilesArchiveError) -> Profile {
        guard batchesDuplicateChecks, firstLineOfID != nil else {
            let id = try decodeID(record)
            if firstLineOfID != nil, let first = firstLineOfID!.insert(id, line: record.line) {
                throw .duplicateID(id, line: record.line, firstLine: first)
            }
            return try decodeFields(record, id: id)
        }
        let profile: Profile
        do {
            let id = try decodeID(record)
            firstLineOfID!.insertLater(id, line: record.line)
            profile = try decodeFields(record, id: id)
        } catch {
            // A repeated id on this line or before comes first.
            try finish()
            throw error
        }
        if firstLineOfID!.pendingCount >= Self.duplicateCheckBatch { try finish() }
        return profile
    }

    /// Looks for repeated ids among the records decoded since the last batch; call it
    /// after the last record when batching.
    mutating func finish() throws(ProfilesArchiveError) {
        guard firstLineOfID != nil, let repeated = firstLineOfID!.insertPending() else { return }
        throw .duplicateID(repeated.id, line: repeated.line, firstLine: repeated.firstLine)
    }

    /// The profile in `record`, whose id is `id`.
    private func decodeFields(_ record: CSVRecordView, id: UUID) throws(ProfilesArchiveError) -> Profile {
        Profile(
            id: id,
            name: record[nameField].string,
            phoneNumber: phoneField >= 0 ? record[phoneField].string : "",
            bio: bioField >= 0 ? record[bioField].string : "",
            funFacts: funFactsField >= 0 ? record[funFactsField].withValueBytes { FunFactsColumn.decode($0) } : [],
            storedVideo: try decodeURL(record, field: videoField, column: .video),
            storedPortrait: try decodeURL(record, field: portraitField, column: .portrait)
        )
    }

    private func decodeID(_ record: CSVRecordView) throws(ProfilesArchiveError) -> UUID {
        guard idField >= 0 else { return UUID() }
        let field = record[idField]
        if field.isEmpty { return UUID() }
        if let id = field.withValueBytes({ UUIDText.parse($0) }) { return id }
        throw .invalidID(line: record.line, field: idField + 1, value: field.string)
    }

    /// A plain URL stays text until used (``DeferredURL``); any other is parsed now.
    private func decodeURL(_ record: CSVRecordView, field index: Int, column: ProfilesArchive.Column) throws(ProfilesArchiveError) -> DeferredURL? {
        guard index >= 0 else { return nil }
        let field = record[index]
        if field.isEmpty { return nil }
        let text = field.string
        if field.withValueBytes({ PlainURLText.isPlain($0) }) { return DeferredURL(plainText: text) }
        guard let url = AbsoluteURLText.parse(text) else {
            throw .invalidURL(line: record.line, field: index + 1, column: column.rawValue, value: text)
        }
        return DeferredURL(url)
    }
}
