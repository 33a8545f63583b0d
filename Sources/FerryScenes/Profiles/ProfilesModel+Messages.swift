// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

extension ProfilesModel {
    /// The message after pasting `count` fun facts.
    nonisolated public static func addedFunFactsMessage(_ count: Int) -> String {
        trn("Added %1$d fun fact(s).", "Added %1$d fun fact(s).", count: count, count)
    }
    /// The message after adding `count` profiles by a drop or an import.
    nonisolated public static func addedProfilesMessage(_ count: Int) -> String {
        trn("Added %1$d profile(s).", "Added %1$d profile(s).", count: count, count)
    }
    /// The message for a row that cannot move.
    nonisolated public static func immovableMessage(_ name: String) -> String { tr("“%1$s” cannot be moved.", name) }
    /// The message when an action needs a selected profile.
    nonisolated public static var noSelectionMessage: String { tr("Select a profile first.") }
    /// The message after a paste that held no text.
    nonisolated public static var nothingToPasteMessage: String { tr("Nothing to paste: no text.") }
    /// The message after a portrait drop that replaced the portrait.
    nonisolated public static var portraitReplacedMessage: String { tr("Portrait replaced.") }
    /// The message after a portrait drop without an image.
    nonisolated public static var noImageMessage: String { tr("Drop failed: no image.") }
    /// The message after a cancelled video import.
    nonisolated public static var videoImportCancelledMessage: String { tr("Video import cancelled; nothing was added.") }
    /// The message after a cancelled CSV import.
    nonisolated public static var csvImportCancelledMessage: String { tr("Import cancelled. No profiles were added.") }
    /// The message when a CSV import is asked for while one runs.
    nonisolated public static var csvImportRunningMessage: String { tr("A CSV file is already being imported.") }
    /// The message after a cancelled CSV export.
    nonisolated public static var csvExportCancelledMessage: String { tr("Export cancelled. No file was written.") }
    /// The message when a CSV export is asked for while one runs.
    nonisolated public static var csvExportRunningMessage: String { tr("The profiles are already being exported.") }

    /// Sets and returns the message.
    @discardableResult
    func say(_ text: String) -> String {
        message = text
        return text
    }

    /// Why "Export…" has nothing to save for `subject` (its formats are empty).
    nonisolated public static func nothingToExportMessage(_ subject: ExportSubject) -> String {
        switch subject {
        case .archive: tr("CSV export is turned off.")
        case .selectedVideo: tr("The selected profile has no video.")
        case .selectedProfile: noSelectionMessage
        }
    }

    /// Why files dropped (or, with `action` `.paste`, pasted) on the video target are
    /// refused, or `nil` when every one is a video (by its name, as the desktop types it;
    /// its contents are checked while it is copied). The whole batch is checked before
    /// anything is copied: one file that is not a video refuses it all. Of several videos
    /// the first is taken, as the portrait takes the first image.
    nonisolated public static func videoDropRefusal(_ urls: [URL], action: FailedAction = .drop) -> String? {
        guard !urls.isEmpty else { return failureMessage(action, reason: tr("there is no file.")) }
        for url in urls {
            guard url.isFileURL else { return failureMessage(action, reason: tr("%1$s is not a file.", url.absoluteString)) }
            guard UTType(fileName: url.lastPathComponent)?.conforms(to: .movie) == true else {
                return failureMessage(action, reason: tr("%1$s is not a video.", url.lastPathComponent))
            }
        }
        return nil
    }

    /// What a failed drop, paste or import says: the action and the typed error's words.
    nonisolated public static func failureMessage(_ action: FailedAction, _ error: any Error) -> String {
        failureMessage(action, reason: ErrorText.describe(error))
    }

    /// What a failed drop, paste or import says, for `reason` in the user's words.
    nonisolated public static func failureMessage(_ action: FailedAction, reason: String) -> String {
        switch action {
        case .drop: tr("Drop failed: %1$s", reason)
        case .paste: tr("Paste failed: %1$s", reason)
        case .import: tr("Import failed: %1$s", reason)
        case .videoImport: tr("Video import failed: %1$s", reason)
        case .export: tr("Export failed: %1$s", reason)
        }
    }

    /// The actions whose failures are reported in words: by the model, or by the page as
    /// toasts.
    public enum FailedAction: String, Sendable {
        /// A drop on a target.
        case drop = "Drop"
        /// A paste (Paste Fun Facts, Paste Portrait, Paste Video, Ctrl+V on the list).
        case paste = "Paste"
        /// A CSV archive dropped or opened.
        case `import` = "Import"
        /// A video copied into the videos folder.
        case videoImport = "Video import"
        /// "Export…".
        case export = "Export"
    }

    /// The caption under the portrait.
    public var portraitCaption: String {
        selectedProfile?.portrait.map { tr("Portrait: %1$s", $0.lastPathComponent) } ?? tr("No portrait")
    }

    /// The line naming the selected profile's video.
    public var videoCaption: String {
        selectedProfile?.video.map { tr("Video: %1$s", $0.lastPathComponent) } ?? tr("No video")
    }

    /// A list row's tooltip, which assistive technologies also read as its description
    /// (whether it cannot move); the row's name is the profile's, and its selection is
    /// its accessible state.
    public func rowTooltip(_ profile: Profile) -> String {
        canMove(profile.id) ? tr("Drag to reorder; drag out to share") : tr("This row cannot be moved")
    }

    /// What the fun facts list shows when there are none.
    nonisolated public static var noFunFactsText: String { tr("No fun facts yet.") }
}

/// A profile deleted in this session, with what restoring it needs.
public struct DeletedProfile: Equatable, Sendable {
    /// The profile as it was stored.
    public let profile: Profile
    /// Its place in the list when it was deleted.
    public let index: Int
    /// Whether it was a row that cannot move.
    public let wasImmovable: Bool
}

extension ProfilesModel {
    /// The message after deleting a profile.
    nonisolated public static func deletedMessage(_ name: String) -> String { tr("Deleted “%1$s”.", name) }
    /// The message after restoring one.
    nonisolated public static func restoredMessage(_ name: String) -> String { tr("Restored “%1$s”.", name) }
    /// The message when there is no deleted profile to restore.
    nonisolated public static let nothingToRestoreMessage = tr("No deleted profile to restore.")
}
