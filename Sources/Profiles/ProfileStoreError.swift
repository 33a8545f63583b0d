// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// Why the profile store could not do what was asked. Every failed change is rolled
/// back: the store holds what it held before.
public enum ProfileStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder for the database could not be created.
    case cannotCreateFolder(path: String, errno: Int32)
    /// SQLite could not open the database file.
    case openFailed(path: String, code: Int32, message: String)
    /// An SQLite call failed; `operation` is the statement or step that failed, `code` its
    /// extended result code.
    case sqlite(operation: String, code: Int32, message: String)
    /// The file was written by a newer Ferry (schema `found`); this one knows up to `newest`.
    case newerSchema(found: Int, newest: Int)
    /// Migrating the file from schema `from` to `to` failed (nothing was changed).
    case migrationFailed(from: Int, to: Int, reason: Reason)
    /// A stored row of `table`, found by `key`, cannot be read as part of a profile.
    case corruptRow(table: String, key: String, reason: Reason)
    /// A profile with this id is already stored; `index` is its place in the batch.
    case duplicateID(UUID, index: Int)
    /// No stored profile has this id.
    case notFound(UUID)
    /// A move's offsets or destination lie outside the `count` stored profiles.
    case invalidMove(offsets: [Int], destination: Int, count: Int)
    /// An insertion index outside `0...count`.
    case invalidIndex(Int, count: Int)
    /// The CSV being imported is not a valid profiles archive.
    case archive(ProfilesArchiveError)
    /// The import was cancelled (its `Progress` or its task) after reading
    /// `profilesRead` profiles; none of them was kept.
    case cancelled(profilesRead: Int)
    /// The file of an export
    /// (``ProfileStore/exportCSV(to:existing:durability:progress:)``) could not be written:
    /// nothing was left behind, and a file it would have replaced is untouched.
    case exportNotWritten(TransferError)
    /// The export was cancelled (its `Progress` or its task) after `profilesWritten`
    /// profiles; its file was not written.
    case exportCancelled(profilesWritten: Int)

    /// What was wrong with the stored data a migration or a read met: typed, so that an
    /// app can word it in its user's language.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The file is an SQLite database with these tables of its own, not a profile store.
        case foreignTables([String])
        /// The file's schema version is one no Ferry ever wrote.
        case unknownVersion
        /// This text stands where an id (a UUID) belongs.
        case notAUUID(String)
        /// This text stands where an absolute URL belongs.
        case notAnAbsoluteURL(String)
        /// Row `row` of the old table (counted from 1) is wrong for the `reason` given.
        indirect case row(Int, Reason)
        /// Row `row` of the old table (counted from 1) could not be written in the new
        /// layout, for `error`.
        indirect case rowNotCopied(Int, ProfileStoreError)

        public var description: String {
            switch self {
            case let .foreignTables(tables):
                "the file is an SQLite database with other tables (\(tables.joined(separator: ", "))), not a profile store"
            case .unknownVersion: "no Ferry ever wrote this schema version"
            case let .notAUUID(text): "\"\(text)\" is not a UUID"
            case let .notAnAbsoluteURL(text): "\"\(text)\" is not an absolute URL"
            case let .row(row, reason): "row \(row): \(reason)"
            case let .rowNotCopied(row, error): "row \(row) could not be copied: \(error)"
            }
        }
    }

    public var description: String {
        switch self {
        case let .cannotCreateFolder(path, code):
            "cannot create the folder \(path): \(String(cString: strerror(code))) (errno \(code))"
        case let .openFailed(path, code, message):
            "cannot open the profile store \(path): \(message) (SQLite code \(code))"
        case let .sqlite(operation, code, message):
            "the profile store failed at \"\(operation)\": \(message) (SQLite code \(code))"
        case let .newerSchema(found, newest):
            "the profile store has schema version \(found), but this Ferry reads versions up to \(newest)"
        case let .migrationFailed(from, to, reason):
            "migrating the profile store from schema \(from) to \(to) failed: \(reason)"
        case let .corruptRow(table, key, reason):
            "the profile store's \(table) row \(key) is unreadable: \(reason)"
        case let .duplicateID(id, index):
            "profile \(index + 1) of the batch has the id \(id.uuidString), which is already stored"
        case let .notFound(id):
            "no stored profile has the id \(id.uuidString)"
        case let .invalidMove(offsets, destination, count):
            "cannot move the profiles at offsets \(offsets) to offset \(destination): there are \(count)"
        case let .invalidIndex(index, count):
            "cannot insert at index \(index): there are \(count) profiles"
        case let .archive(error):
            "the import was refused: \(error)"
        case let .cancelled(profilesRead):
            "the import was cancelled after \(profilesRead) profile(s) had been read; nothing was imported"
        case let .exportNotWritten(error):
            "the export was not written: \(error)"
        case let .exportCancelled(profilesWritten):
            "the export was cancelled after \(profilesWritten) profile(s); its file was not written"
        }
    }
}
