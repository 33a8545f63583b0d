// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import FerryLocalization
import FerryTestSupport
import Foundation
import Profiles
import Testing
import TransferSessions
@testable import FerryScenes

/// Values the libraries describe only in English (a drop's result, how a drag ended, a drag
/// session's phase, an archive file refused) reach the user in their language: worded
/// from their cases through the catalogues, never through the value's own `description`.
/// Every text below is built in Arabic, Japanese and Chinese from the compiled catalogues
/// and must hold no English word; the values themselves carry none (paths of digits).
@Suite struct LibraryWordsTranslationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let locales = ["ar_EG.UTF-8", "ja_JP.UTF-8", "zh_CN.UTF-8"]
    /// Words every translation keeps.
    static let names: Set<String> = ["Ferry", "URL", "UTF", "UUID", "SQLite", "MiB"]

    /// A coding key that is a number (its text holds no English).
    struct IndexKey: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    /// Each text, named, as the app builds it.
    static let texts: [(String, @Sendable () -> String)] = {
        let failure = DropError.itemFailed(index: 0, count: 2, error: .accessExpired(contentType: nil))
        // The reason is the app's own words, in the language of the moment.
        let violation = AcceptanceViolation(rule: "version == 1", itemIndex: 0)
        var texts: [(String, @Sendable () -> String)] = [
            ("a drop that succeeded", { ErrorText.describe(DropResult.succeeded(count: 2, failures: [])) }),
            ("a drop that partly failed", { ErrorText.describe(DropResult.succeeded(count: 1, failures: [failure])) }),
            ("a declined drop", { ShapesModel.lastDragText(.notAccepted(.declined)) }),
            ("a rejected drop", { ShapesModel.lastDragText(.notAccepted(.rejected(reason: ShapesModel.rejectionMessage, violation: violation))) }),
            ("a failed drop", { ShapesModel.lastDragText(.notAccepted(.failed(failure))) }),
            ("a drag out of order", { ErrorText.describe(DragSessionError.invalidTransition(event: "drop", phase: .ended(.completed(.move)))) }),
            ("a drag moved after its drop", { ErrorText.describe(DragSessionError.invalidTransition(event: "move", phase: .dropped(.copy))) }),
            ("a drag ended twice", { ErrorText.describe(DragSessionError.invalidTransition(event: "end", phase: .cancelled)) }),
            ("an operation not allowed", { ErrorText.describe(DragSessionError.operationNotAllowed(.move, allowed: ["copy"])) }),
            ("a CSV that is not a file", { ErrorText.describe(ProfileStoreError.archive(.notARegularFile(path: "/1/2"))) }),
            ("the export chooser's name of a profile file", { ProfilesModel.formatTitle(of: .profile) }),
            // A damaged or foreign store: what the migration or the read met, typed.
            ("another app's database", { ErrorText.describe(ProfileStoreError.migrationFailed(from: 0, to: 3, reason: .foreignTables(["t1"]))) }),
            ("a schema no Ferry wrote", { ErrorText.describe(ProfileStoreError.migrationFailed(from: -4, to: 3, reason: .unknownVersion)) }),
            ("an old row whose id is wrong", { ErrorText.describe(ProfileStoreError.migrationFailed(from: 1, to: 3, reason: .row(2, .notAUUID("12")))) }),
            ("an old row that could not be copied", { ErrorText.describe(ProfileStoreError.migrationFailed(
                from: 1, to: 3, reason: .rowNotCopied(2, .invalidIndex(9, count: 2)))) }),
            ("an offer too large to read into memory", { ErrorText.describe(ReceiveError.tooLarge(mimeType: "a/b", limit: 256 << 20)) }),
            ("a stored file that is not a URL", { ErrorText.describe(ProfileStoreError.corruptRow(table: "t1", key: "12", reason: .notAnAbsoluteURL("34"))) }),
            // Why received content is wrong: CoreTransferable's typed reasons, and a coder's
            // errors, whose own words (Foundation's) are English.
            ("text that is not a URL", { ErrorText.describe(TransferError.Reason.notAURL("12 34")) }),
            ("a URL that is not a file URL", { ErrorText.describe(TransferError.Reason.notAFileURL("12:34")) }),
            ("bytes that are not UTF-8", { ErrorText.describe(TransferError.Reason.invalidUTF8) }),
            ("damaged data", { ErrorText.describe(TransferError.Reason.error(DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The given data was not valid JSON.")))) }),
            ("a missing key", { ErrorText.describe(TransferError.Reason.error(DecodingError.keyNotFound(
                IndexKey(intValue: 12), .init(codingPath: [], debugDescription: "No value associated with key 12.")))) }),
            ("a value that cannot be encoded", { ErrorText.describe(TransferError.Reason.error(EncodingError.invalidValue(
                Double.nan, .init(codingPath: [], debugDescription: "Unable to encode Double.nan directly in JSON.")))) }),
        ]
        for end in [ToolkitDragEnd.completed(.copy), .completed(.move), .cancelledByUser, .noTarget, .failed] {
            texts.append(("Drag sources' last drag \(end)", { DragSourcesScene.lastDragText(end) }))
        }
        return texts
    }()

    @Test func libraryValuesAreWordedInTheUsersLanguage() throws {
        let catalogues = try Self.compiledCatalogues()
        defer { try? FileManager.default.removeItem(atPath: catalogues) }
        for locale in Self.locales {
            for (name, text) in Self.texts {
                let english = text()
                let shown = try #require(Localization.inLanguage(locale, catalogues: catalogues, text), "\(locale) is not installed")
                // Names stay as they are in every language: the app's, and the standards'.
                let words = shown.split { !$0.isASCII || !$0.isLetter }.filter { $0.count >= 3 && !Self.names.contains(String($0)) }
                #expect(words.isEmpty && shown != english, "\(name) in \(locale) holds English: \(shown)")
            }
        }
    }

    /// The English is the words' own, not a library's description.
    @Test func englishTextsComeFromTheCases() {
        #expect(ShapesModel.lastDragText(.notAccepted(.declined)) == "Last drag: not accepted: declined by the destination")
        #expect(DragSourcesScene.lastDragText(.noTarget) == "Last drag: cancelled (no target)")
        #expect(ErrorText.describe(DragSessionError.invalidTransition(event: "drop", phase: .ended(.cancelled)))
                == "the drag cannot be dropped now (it is ended (cancelled))")
        #expect(ErrorText.describe(DragSessionError.operationNotAllowed(.move, allowed: ["copy"]))
                == "the drop was reported as move, but the source allows only copy")
        #expect(ErrorText.describe(DropResult.succeeded(count: 1, failures: [.itemFailed(index: 1, count: 2, error: .accessExpired(contentType: nil))]))
                == "succeeded with 1 item, 1 failed: item 2 of 2 failed: the item was loaded after the drop had ended")
        #expect(ErrorText.describe(ProfilesArchiveError.notARegularFile(path: "/dev/zero"))
                == "/dev/zero is not a regular file (a folder, socket or device cannot be imported)")
        #expect(ErrorText.describe(ProfilesArchiveError.openFailed(path: "/x", errno: ENOENT)) == "cannot open /x: \(String(cString: strerror(ENOENT)))")
        #expect(ErrorText.describe(ProfileStoreError.migrationFailed(from: 1, to: 3, reason: .row(2, .notAUUID("x"))))
                == "migrating the profile store from schema 1 to 3 failed: row 2: “x” is not a UUID")
    }

    /// The catalogues compiled by scripts/build-locale into a fresh folder.
    static func compiledCatalogues() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-scenes-locale-\(UUID().uuidString)").path
        let built = try Tool.run(root.appendingPathComponent("scripts/build-locale"), [folder], in: root)
        guard built.status == 0 else { throw BuildLocaleFailure(output: built.output) }
        return folder
    }

    struct BuildLocaleFailure: Error, CustomStringConvertible {
        let output: String
        var description: String { "scripts/build-locale failed:\n\(output)" }
    }
}
