// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

extension ProfilesModel {
    /// The message after pasting `count` fun facts.
    nonisolated public static func addedFunFactsMessage(_ count: Int) -> String { "Added \(count) fun fact(s)." }
    /// The message after adding `count` profiles by a drop or an import.
    nonisolated public static func addedProfilesMessage(_ count: Int) -> String { "Added \(count) profile(s)." }
    /// The message for a row that cannot move.
    nonisolated public static func immovableMessage(_ name: String) -> String { "“\(name)” cannot be moved." }
    /// The message when an action needs a selected profile.
    nonisolated public static let noSelectionMessage = "Select a profile first."
    /// The message after a paste that held no text.
    nonisolated public static let nothingToPasteMessage = "Nothing to paste: no text."
    /// The message after a portrait drop that replaced the portrait.
    nonisolated public static let portraitReplacedMessage = "Portrait replaced."
    /// The message after a portrait drop without an image.
    nonisolated public static let noImageMessage = "Drop failed: no image."
    /// The message after a cancelled video import.
    nonisolated public static let videoImportCancelledMessage = "Video import cancelled; nothing was added."
    /// The message after a cancelled CSV import.
    nonisolated public static let csvImportCancelledMessage = "Import cancelled. No profiles were added."
    /// The message when a CSV import is asked for while one runs.
    nonisolated public static let csvImportRunningMessage = "A CSV file is already being imported."

    /// Sets and returns the message.
    @discardableResult
    func say(_ text: String) -> String {
        message = text
        return text
    }

    /// Why "Export…" has nothing to save for `subject` (its formats are empty).
    nonisolated public static func nothingToExportMessage(_ subject: ExportSubject) -> String {
        switch subject {
        case .archive: "CSV export is turned off."
        case .selectedVideo: "The selected profile has no video."
        case .selectedProfile: noSelectionMessage
        }
    }

    /// Why a file dropped on the video target is refused, or `nil` when it is a video
    /// (by its name, as the desktop types it; its contents are checked while it is copied).
    nonisolated public static func videoDropRefusal(_ url: URL) -> String? {
        guard url.isFileURL else { return "Drop failed: \(url.absoluteString) is not a file." }
        guard UTType(fileName: url.lastPathComponent)?.conforms(to: .movie) == true else {
            return "Drop failed: \(url.lastPathComponent) is not a video."
        }
        return nil
    }

    /// What a failed drop, paste or import says: the action and the typed error's words.
    nonisolated public static func failureMessage(_ action: FailedAction, _ error: any Error) -> String {
        "\(action.rawValue) failed: \(error)"
    }

    /// The actions whose failures are reported in words: by the model, or by the page as
    /// toasts.
    public enum FailedAction: String, Sendable {
        /// A drop on a target.
        case drop = "Drop"
        /// "Paste Fun Facts".
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
        selectedProfile?.portrait.map { "Portrait: \($0.lastPathComponent)" } ?? "No portrait"
    }

    /// The line naming the selected profile's video.
    public var videoCaption: String {
        selectedProfile?.video.map { "Video: \($0.lastPathComponent)" } ?? "No video"
    }

    /// What a list row says to assistive technology: the name, and whether it cannot move
    /// or is selected.
    public func rowDescription(_ profile: Profile) -> String {
        profile.name + (canMove(profile.id) ? "" : " (cannot be moved)") + (profile.id == selectedID ? " (selected)" : "")
    }

    /// A list row's tooltip.
    public func rowTooltip(_ profile: Profile) -> String {
        canMove(profile.id) ? "Drag to reorder; drag out to share" : "This row cannot be moved"
    }

    /// What the fun facts list shows when there are none.
    nonisolated public static let noFunFactsText = "No fun facts yet."
}
