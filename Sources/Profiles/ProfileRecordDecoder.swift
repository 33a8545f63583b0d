import CSV
import Foundation

/// Turns the records of a profiles CSV into ``Profile`` values, following the header's
/// column layout (see ``ProfilesArchive``). Reads each field's bytes in place.
struct ProfileRecordDecoder {
    /// Each column's 0-based field index, or -1 when the header lacks it.
    private var idField = -1, nameField = -1, bioField = -1, funFactsField = -1, videoField = -1, portraitField = -1
    /// When set, a repeated id is an error; the first line of each id seen so far.
    private var firstLineOfID: UUIDLineTable?

    /// A decoder for records under `header`. Throws for a header without a `name` column
    /// or with a repeated column.
    init(header: [String], rejectingDuplicateIDs: Bool) throws(ProfilesArchiveError) {
        for (index, title) in header.enumerated() {
            let key = title.trimmingCharacters(in: .whitespaces).lowercased()
            guard let column = ProfilesArchive.Column(rawValue: key) else { continue }
            let alreadySet: Bool
            switch column {
            case .id: alreadySet = idField >= 0; if !alreadySet { idField = index }
            case .name: alreadySet = nameField >= 0; if !alreadySet { nameField = index }
            case .bio: alreadySet = bioField >= 0; if !alreadySet { bioField = index }
            case .funFacts: alreadySet = funFactsField >= 0; if !alreadySet { funFactsField = index }
            case .video: alreadySet = videoField >= 0; if !alreadySet { videoField = index }
            case .portrait: alreadySet = portraitField >= 0; if !alreadySet { portraitField = index }
            }
            if alreadySet { throw .duplicateColumn(column.rawValue, field: index + 1) }
        }
        guard nameField >= 0 else { throw .missingColumn(ProfilesArchive.Column.name.rawValue) }
        firstLineOfID = rejectingDuplicateIDs ? UUIDLineTable() : nil
    }

    /// The profile in `record`.
    mutating func decode(_ record: CSVRecordView) throws(ProfilesArchiveError) -> Profile {
        let id = try decodeID(record)
        if firstLineOfID != nil, let first = firstLineOfID!.insert(id, line: record.line) {
            throw .duplicateID(id, line: record.line, firstLine: first)
        }
        return Profile(
            id: id,
            name: record[nameField].string,
            bio: bioField >= 0 ? record[bioField].string : "",
            funFacts: funFactsField >= 0 ? record[funFactsField].withValueBytes { FunFactsColumn.decode($0) } : [],
            video: try decodeURL(record, field: videoField, column: .video),
            portrait: try decodeURL(record, field: portraitField, column: .portrait)
        )
    }

    private func decodeID(_ record: CSVRecordView) throws(ProfilesArchiveError) -> UUID {
        guard idField >= 0 else { return UUID() }
        let field = record[idField]
        if field.isEmpty { return UUID() }
        if let id = field.withValueBytes({ UUIDText.parse($0) }) { return id }
        throw .invalidID(line: record.line, field: idField + 1, value: field.string)
    }

    private func decodeURL(_ record: CSVRecordView, field index: Int, column: ProfilesArchive.Column) throws(ProfilesArchiveError) -> URL? {
        guard index >= 0 else { return nil }
        let field = record[index]
        if field.isEmpty { return nil }
        let text = field.string
        guard let url = URL(string: text), url.scheme != nil else {
            throw .invalidURL(line: record.line, field: index + 1, column: column.rawValue, value: text)
        }
        return url
    }
}
