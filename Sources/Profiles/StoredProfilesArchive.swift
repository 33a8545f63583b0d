// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// Every profile of a store as a ``ProfilesArchive``'s CSV, read from the store only when a
/// receiver asks for the bytes, not when the value is made.
///
/// A drag or a copy makes its value as it starts; a ``ProfilesArchive`` of the whole list
/// would read every profile then, on the main actor, before anything could move. This
/// value holds the store alone, and its export (which GtkKit runs off the main actor, and
/// only for a receiver that asks) writes the archive with the store's streamed
/// ``ProfileStore/exportCSV(to:existing:durability:progress:)``, so that no list of
/// profiles is held in memory either. A receiver gets the bytes a ``ProfilesArchive`` of
/// the store's profiles at that moment makes, with the same representation: CSV while
/// ``supportsCSV`` holds, suggested as `Profiles.csv`. It is exported only; what a
/// receiver imports is a ``ProfilesArchive``.
public struct StoredProfilesArchive: Sendable {
    /// The store whose profiles are exported.
    public let store: ProfileStore
    /// Whether the archive may be exported as CSV (the representation's exporting
    /// condition).
    public var supportsCSV: Bool

    /// The profiles of `store`, read when exported.
    public init(store: ProfileStore, supportsCSV: Bool = true) {
        self.store = store
        self.supportsCSV = supportsCSV
    }

    /// The CSV of every profile in the store now: the bytes
    /// `ProfilesArchive(profiles: store.profiles()).csvData()` makes, written by the
    /// store's streamed export into a private temporary folder and read back (the folder
    /// is removed).
    public func csvData() throws -> Data {
        let folder = try TransferFileIO.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Profiles.csv")
        try store.exportCSV(to: file)
        return try Data(contentsOf: file)
    }
}

extension StoredProfilesArchive: Transferable {
    /// CSV, offered only while ``supportsCSV`` holds; saved as `Profiles.csv`: the
    /// export side of ``ProfilesArchive``'s representation.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .commaSeparatedText) { archive in
            try archive.csvData()
        }
        .exportingCondition { $0.supportsCSV }
        .suggestedFileName("Profiles.csv")
    }
}
