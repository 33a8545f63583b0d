// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import Foundation
import Profiles
import TransferSessions

/// The libraries' typed errors in the user's language.
///
/// The libraries stay free of gettext: their errors describe themselves in English for
/// logs and developers (`description`). What the app shows goes through ``describe(_:)``,
/// which builds the same facts into a translated sentence from the error's cases. Text a
/// library received as a string (a system message) is passed on as it came; `strerror` is
/// the C library's, in the user's language already. An error a library holds below its own
/// (``TransferError/Reason/error(_:)``) is worded in turn.
public enum ErrorText {
    /// `error` in the user's language: the cases of TransferSessions (a drop's or paste's
    /// ``ReceiveError`` among them), CoreTransferable, Profiles and CSV errors, Foundation's
    /// file errors by their code, and an error the app words itself (``UserWordedError``);
    /// an error of another type in its own words.
    nonisolated public static func describe(_ error: any Error) -> String {
        switch error {
        case let error as TransferError: describe(error)
        case let error as ItemProviderError: describe(error)
        case let error as DropError: describe(error)
        case let error as DragSessionError: describe(error)
        case let error as CollectionStoreError: describe(error)
        case let error as PasteboardError: describe(error)
        case let error as ProfileStoreError: describe(error)
        case let error as ProfilesArchiveError: describe(error)
        case let error as ProfileFileError: describe(error)
        case let error as OpenFileError: describe(error)
        case let error as MediaImportError: describe(error)
        case let error as CSVError: describe(error)
        case let error as ReceiveError: describe(error)
        case let error as DecodingError: describe(error)
        case let error as EncodingError: describe(error)
        case is CancellationError: tr("the operation was cancelled")
        case let error as any UserWordedError: error.userWording
        case let error as CocoaError: describe(error)
        default: "\(error)"
        }
    }

    /// A Foundation file error (reading or writing a file the user named), worded by its
    /// code and the file it names; the system's words for the code underneath, which glibc
    /// gives in the user's language.
    nonisolated static func describe(_ error: CocoaError) -> String {
        let path = error.filePath ?? error.url?.path ?? tr("the file")
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil }
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return noSuchFile(path)
        case .fileReadNoPermission, .fileWriteNoPermission: return tr("%1$s: permission denied", path)
        case .fileWriteOutOfSpace: return tr("%1$s: the disk is full", path)
        case .fileWriteFileExists: return tr("%1$s already exists", path)
        case .fileReadTooLarge: return tr("%1$s is too large to read", path)
        case .fileReadCorruptFile: return tr("%1$s is damaged or not in the expected format", path)
        default:
            if let code = underlying { return tr("%1$s: %2$s", path, systemMessage(code)) }
            return tr("%1$s could not be read or written", path)
        }
    }

    /// Why content could not be made: its typed reason, or the error below it worded in
    /// turn.
    nonisolated static func describe(_ reason: TransferError.Reason) -> String {
        switch reason {
        case .invalidUTF8: tr("the bytes are not valid UTF-8 text")
        case .notAURL(let text): tr("%1$s is not a URL", quoted(text))
        case .notAFileURL(let text): tr("%1$s is not a file URL", quoted(text))
        case .error(let error): describe(error)
        }
    }

    /// A coder's error, by its case; the coder's own words (Foundation's, in English) are
    /// left to the log. Where in the data is said by the coding path beside it.
    nonisolated static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, _): tr("a value of another type where %1$s was expected", "\(type)")
        case .valueNotFound(let type, _): tr("no value where %1$s was expected", "\(type)")
        case .keyNotFound(let key, _): tr("the key %1$s is missing", quoted(key.stringValue))
        case .dataCorrupted: tr("the data is damaged or not in the expected format")
        @unknown default: tr("the data is damaged or not in the expected format")
        }
    }

    nonisolated static func describe(_ error: EncodingError) -> String {
        switch error {
        case .invalidValue: tr("a value that cannot be encoded")
        @unknown default: tr("a value that cannot be encoded")
        }
    }

    // MARK: CoreTransferable

    nonisolated static func describe(_ error: TransferError) -> String {
        switch error {
        case let .noRepresentation(type, contentType, direction):
            let what = contentType.map { quoted($0) } ?? tr("any content type")
            return direction == .export
                ? tr("%1$s has no representation that can export %2$s", type, what)
                : tr("%1$s has no representation that can import %2$s", type, what)
        case let .exportingConditionFalse(type, contentType):
            return tr("this %1$s cannot be exported as %2$s right now", type, quoted(contentType))
        case let .encodingFailed(type, contentType, reason):
            return tr("could not encode %1$s as %2$s: %3$s", type, quoted(contentType), describe(reason))
        case let .decodingFailed(type, contentType, codingPath, reason):
            return codingPath.isEmpty
                ? tr("could not decode %1$s from %2$s: %3$s", type, quoted(contentType), describe(reason))
                : tr("could not decode %1$s from %2$s at %3$s: %4$s", type, quoted(contentType), codingPath, describe(reason))
        case let .representationFailed(type, contentType, direction, reason):
            return direction == .export
                ? tr("could not export %1$s as %2$s: %3$s", type, quoted(contentType), describe(reason))
                : tr("could not import %1$s as %2$s: %3$s", type, quoted(contentType), describe(reason))
        case let .fileMissing(path):
            return noSuchFile(path)
        case let .io(operation, path, code):
            return ioFailed(operation, path: path, errno: code)
        }
    }

    // MARK: TransferSessions

    nonisolated static func describe(_ error: ItemProviderError) -> String {
        switch error {
        case let .notOffered(contentType, offered, _):
            tr("nothing conforming to %1$s is offered (offered: %2$s)", quoted(contentType), list(offered))
        case let .noImportableRepresentation(type, offered, _):
            tr("nothing offered can be imported as %1$s (offered: %2$s)", type, list(offered))
        case let .loadFailed(contentType, reason):
            tr("loading %1$s failed: %2$s", quoted(contentType), describe(reason))
        case let .decodeFailed(type, contentType, reason):
            tr("could not make %1$s from %2$s: %3$s", type, quoted(contentType), describe(reason))
        case let .fileFailed(contentType, reason):
            tr("receiving the %1$s file failed: %2$s", quoted(contentType), describe(reason))
        case let .handlerReturnedNothing(contentType):
            tr("the source of %1$s gave neither data nor an error", quoted(contentType))
        case .accessExpired:
            tr("the item was loaded after the drop had ended")
        case let .cancelled(contentType):
            tr("loading %1$s was cancelled", quoted(contentType))
        }
    }

    nonisolated static func describe(_ error: DropError) -> String {
        switch error {
        case let .itemFailed(index, count, error):
            tr("item %1$d of %2$d failed: %3$s", index + 1, count, describe(error))
        }
    }

    nonisolated static func describe(_ error: DragSessionError) -> String {
        switch error {
        case let .invalidTransition(event, phase):
            // The session's events, each its own sentence (a verb alone translates badly).
            switch event {
            case "move": tr("the drag cannot move now (it is %1$s)", describe(phase))
            case "drop": tr("the drag cannot be dropped now (it is %1$s)", describe(phase))
            case "end", "cancel": tr("the drag cannot end now (it is %1$s)", describe(phase))
            default: tr("the drag cannot %1$s now (it is %2$s)", event, describe(phase))
            }
        case let .operationNotAllowed(operation, allowed):
            tr("the drop was reported as %1$s, but the source allows only %2$s", name(of: operation),
               allowed.map { DragOperation(rawValue: $0).map(name(of:)) ?? $0 }.joined(separator: ", "))
        }
    }

    /// A drag session's phase, as the user would say it.
    nonisolated static func describe(_ phase: DragSession.Phase) -> String {
        switch phase {
        case .began: tr("just lifted")
        case .moved: tr("moving")
        case .dropped(let operation): tr("dropped (%1$s)", name(of: operation))
        case .cancelled: tr("cancelled")
        case .ended(let outcome): tr("ended (%1$s)", describe(outcome))
        }
    }

    /// How a drag ended, as the source's user is told (Shapes' "Last drag").
    nonisolated public static func describe(_ outcome: DragOutcome) -> String {
        switch outcome {
        case .completed(.copy): tr("completed (copy)")
        case .completed(.move): tr("completed (move)")
        case .cancelled: tr("cancelled")
        case .droppedOutside: tr("dropped outside any destination")
        case .notAccepted(let result): tr("not accepted: %1$s", describe(result))
        }
    }

    /// What a destination did with a drop, in words (its items' failures worded too).
    nonisolated public static func describe(_ result: DropResult) -> String {
        switch result {
        case let .succeeded(count, failures) where failures.isEmpty:
            trn("succeeded with %1$d item", "succeeded with %1$d items", count: count, count)
        case let .succeeded(count, failures):
            trn("succeeded with %1$d item, %2$d failed: %3$s", "succeeded with %1$d items, %2$d failed: %3$s", count: count,
                count, failures.count, failures.map(describe).joined(separator: "; "))
        case .declined: tr("declined by the destination")
        case let .rejected(reason, _): tr("rejected: %1$s", reason)
        case let .failed(error): tr("failed: %1$s", describe(error))
        }
    }

    /// How a toolkit drag ended, as its source's user saw it (Drag sources' "Last drag").
    nonisolated public static func describe(_ end: ToolkitDragEnd) -> String {
        switch end {
        case .completed(.copy): tr("copied")
        case .completed(.move): tr("moved")
        case .cancelledByUser: tr("cancelled (by user)")
        case .noTarget: tr("cancelled (no target)")
        case .failed: tr("cancelled (error)")
        }
    }

    /// A drag operation's name.
    nonisolated static func name(of operation: DragOperation) -> String {
        switch operation {
        case .copy: tr("copy")
        case .move: tr("move")
        }
    }

    nonisolated static func describe(_ error: CollectionStoreError) -> String {
        switch error {
        case .unknownCollection(let name): tr("there is no collection named %1$s", quoted(name.rawValue))
        case .duplicateCollection(let name): tr("a collection named %1$s exists already", quoted(name.rawValue))
        case .unknownItem(let id): tr("there is no item %1$s", "\(id)")
        case .duplicateItem(let id): tr("item %1$s is listed twice", "\(id)")
        case .itemInFlight(let id, _): tr("item %1$s is being moved by a drag", "\(id)")
        case .emptyMove: tr("a move needs at least one item")
        case let .mixedSources(id, expected, found):
            tr("item %1$s is in %2$s, but the move's other items are in %3$s", "\(id)", quoted(found.rawValue), quoted(expected.rawValue))
        case .unknownMoveTicket: tr("that move was settled already")
        case let .moveAlreadyCompleted(_, into): tr("that move was already completed into %1$s", quoted(into.rawValue))
        case let .indexOutOfRange(index, collection, count):
            tr("position %1$d is outside 0…%2$d in %3$s", index, count, quoted(collection.rawValue))
        }
    }

    nonisolated static func describe(_ error: PasteboardError) -> String {
        switch error {
        case let .itemFailed(index, error): tr("item %1$d on the clipboard: %2$s", index + 1, describe(error))
        case let .noSuchItem(index, count): tr("there is no item %1$d on the clipboard (it holds %2$d)", index + 1, count)
        }
    }

    // MARK: Profiles

    nonisolated static func describe(_ error: ProfileStoreError) -> String {
        switch error {
        case let .cannotCreateFolder(path, code):
            tr("cannot create the folder %1$s: %2$s", path, systemMessage(code))
        case let .openFailed(path, code, message):
            tr("cannot open the profile store %1$s: %2$s (SQLite code %3$d)", path, message, Int(code))
        case let .sqlite(operation, code, message):
            tr("the profile store failed at “%1$s”: %2$s (SQLite code %3$d)", operation, message, Int(code))
        case let .newerSchema(found, newest):
            tr("the profile store has schema version %1$d, but this Ferry reads versions up to %2$d", found, newest)
        case let .migrationFailed(from, to, reason):
            tr("migrating the profile store from schema %1$d to %2$d failed: %3$s", from, to, describe(reason))
        case let .corruptRow(table, key, reason):
            tr("the profile store's %1$s row %2$s is unreadable: %3$s", table, key, describe(reason))
        case let .duplicateID(id, index):
            tr("profile %1$d of the batch has the id %2$s, which is already stored", index + 1, id.uuidString)
        case let .notFound(id):
            tr("no stored profile has the id %1$s", id.uuidString)
        case let .invalidMove(offsets, destination, count):
            tr("cannot move the profiles at %1$s to %2$d: there are %3$d", offsets.map(String.init).joined(separator: ", "), destination, count)
        case let .invalidIndex(index, count):
            tr("cannot insert at position %1$d: there are %2$d profiles", index, count)
        case let .archive(error):
            tr("the import was refused: %1$s", describe(error))
        case let .cancelled(profilesRead):
            trn("the import was cancelled after %1$d profile had been read; nothing was imported",
                "the import was cancelled after %1$d profiles had been read; nothing was imported", count: profilesRead, profilesRead)
        case let .exportNotWritten(error):
            describe(error)
        case .exportCancelled:
            tr("the export was cancelled; its file was not written")
        }
    }

    nonisolated static func describe(_ reason: ProfileStoreError.Reason) -> String {
        switch reason {
        case let .foreignTables(tables):
            tr("the file is an SQLite database with other tables (%1$s), not a profile store", tables.joined(separator: ", "))
        case .unknownVersion: tr("no Ferry ever wrote this schema version")
        case let .notAUUID(text): tr("%1$s is not a UUID", quoted(text))
        case let .notAnAbsoluteURL(text): tr("%1$s is not an absolute URL", quoted(text))
        case let .row(row, reason): tr("row %1$d: %2$s", row, describe(reason))
        case let .rowNotCopied(row, error): tr("row %1$d could not be copied: %2$s", row, describe(error))
        }
    }

    nonisolated static func describe(_ error: ProfilesArchiveError) -> String {
        switch error {
        case .csv(let error):
            tr("the profiles CSV is malformed: %1$s", describe(error))
        case .missingHeader:
            tr("the profiles CSV has no header record (expected %1$s)", ProfilesArchive.Column.allCases.map(\.rawValue).joined(separator: ","))
        case .missingColumn(let name):
            tr("the profiles CSV has no “%1$s” column", name)
        case let .duplicateColumn(name, field):
            tr("the profiles CSV names the column “%1$s” twice (again in field %2$d of the header)", name, field)
        case let .invalidID(line, field, value):
            tr("line %1$d, field %2$d: “%3$s” is not a UUID", line, field, String(value.prefix(80)))
        case let .duplicateID(id, line, firstLine):
            tr("line %1$d: the id %2$s was already used on line %3$d", line, id.uuidString, firstLine)
        case let .invalidURL(line, field, column, value):
            tr("line %1$d, field %2$d (%3$s): “%4$s” is not an absolute URL", line, field, column, String(value.prefix(80)))
        case let .openFailed(path, code):
            tr("cannot open %1$s: %2$s", path, systemMessage(code))
        case let .notARegularFile(path):
            tr("%1$s is not a regular file (a folder, socket or device cannot be imported)", path)
        }
    }

    nonisolated static func describe(_ error: ProfileFileError) -> String {
        switch error {
        case let .openFailed(path, code):
            tr("cannot open %1$s: %2$s", path, systemMessage(code))
        case let .notARegularFile(path):
            tr("%1$s is not a regular file (a folder, socket or device cannot be imported)", path)
        case let .tooLarge(path, limit):
            tr("%1$s is larger than a profile can be (over %2$s)", path, byteCount(Int64(limit)))
        case let .notAProfile(path, reason):
            tr("%1$s is not a Ferry profile: %2$s", path, describe(reason))
        }
    }

    nonisolated static func describe(_ error: OpenFileError) -> String {
        switch error {
        case let .unsupportedType(path):
            tr("%1$s is neither a profile (.ferryprofile) nor a CSV file", path)
        }
    }

    nonisolated static func describe(_ error: MediaImportError) -> String {
        switch error {
        case let .cancelled(name, bytes):
            tr("importing “%1$s” was cancelled after %2$s; nothing was kept", name, byteCount(bytes))
        case let .sourceMissing(path):
            noSuchFile(path)
        case let .notAFile(path):
            tr("%1$s is not a regular file (a folder, socket or device cannot be imported)", path)
        case let .readFailed(name, offset, reason):
            tr("reading “%1$s” failed after %2$s: %3$s", name, byteCount(offset), describe(reason))
        case let .io(operation, path, code):
            ioFailed(operation, path: path, errno: code)
        }
    }

    // MARK: CSV

    nonisolated static func describe(_ error: CSVError) -> String {
        switch error {
        case let .quoteInUnquotedField(line, column):
            tr("line %1$d, column %2$d: a quote inside a field that does not start with a quote", line, column)
        case let .textAfterClosingQuote(line, column):
            tr("line %1$d, column %2$d: text after the closing quote of a quoted field", line, column)
        case let .unterminatedQuotedField(line, column):
            tr("line %1$d, column %2$d: the quoted field opened here is not closed before the end of the input", line, column)
        case let .fieldCountMismatch(line, column, expected, found):
            tr("line %1$d, column %2$d: a record with %3$d field(s) where %4$d are expected", line, column, found, expected)
        case let .invalidUTF8(line, column):
            tr("line %1$d, column %2$d: invalid UTF-8", line, column)
        case let .invalidEncoding(line, column, encoding):
            tr("line %1$d, column %2$d: bytes that are not %3$s text", line, column, "\(encoding)")
        case .unsupportedEncoding(let encoding):
            tr("this system cannot convert from %1$s", "\(encoding)")
        case .invalidDelimiter(let byte):
            tr("delimiter byte %1$d cannot be used: it must be ASCII and not a quote, CR or LF", Int(byte))
        case let .openFailed(path, code):
            tr("cannot open %1$s: %2$s", path, systemMessage(code))
        case let .readFailed(offset, code):
            tr("reading failed after %1$s: %2$s", byteCount(Int64(offset)), systemMessage(code))
        case let .writeFailed(offset, code):
            tr("writing failed after %1$s: %2$s", byteCount(Int64(offset)), systemMessage(code))
        case .writeAfterFinish:
            tr("a record was written after the output was finished")
        case let .recordTooLarge(line, limit):
            tr("line %1$d: a record longer than %2$s; reading stopped there", line, byteCount(Int64(limit)))
        }
    }

    // MARK: Received content (a drop or a paste)

    nonisolated static func describe(_ error: ReceiveError) -> String {
        switch error {
        case let .noImportableFormat(type, offered):
            tr("nothing offered can be imported as %1$s (offered: %2$s)", type, list(offered))
        case let .readFailed(mimeType, reason):
            tr("could not read the %1$s data: %2$s", quoted(mimeType), reason)
        case let .tooLarge(mimeType, limit):
            tr("the %1$s data is larger than %2$s, the most read into memory", quoted(mimeType),
               limit >= 1 << 20 ? tr("%1$d MiB", limit >> 20) : byteCount(Int64(limit)))
        case let .fileNotImportable(path, contentType, type):
            tr("%1$s is %2$s, which %3$s does not import", path, contentType, type)
        case let .importFailed(type, underlying):
            tr("could not import %1$s: %2$s", type, describe(underlying))
        case .cancelled:
            tr("the import was cancelled")
        }
    }

    // MARK: Pieces

    nonisolated static func quoted(_ text: String) -> String { tr("“%1$s”", text) }

    nonisolated static func list(_ items: [String]) -> String {
        items.isEmpty ? tr("nothing") : items.joined(separator: ", ")
    }

    nonisolated static func noSuchFile(_ path: String) -> String { tr("%1$s: no such file", path) }

    nonisolated static func ioFailed(_ operation: String, path: String, errno code: Int32) -> String {
        tr("%1$s: %2$s failed: %3$s", path, operation, systemMessage(code))
    }

    /// The C library's message for `code` (in the user's language when glibc has it).
    nonisolated static func systemMessage(_ code: Int32) -> String { String(cString: strerror(code)) }

    nonisolated static func byteCount(_ bytes: Int64) -> String {
        trn("%1$d byte", "%1$d bytes", count: Int(clamping: bytes), bytes)
    }
}

/// An error from code that cannot word things itself (a toolkit without Ferry's
/// catalogues) that the app words in the user's language: the app declares the
/// conformance for the errors it knows, and ``ErrorText/describe(_:)`` uses it.
public protocol UserWordedError: Error {
    /// What went wrong, in the user's language.
    var userWording: String { get }
}
