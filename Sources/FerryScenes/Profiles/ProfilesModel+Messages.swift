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
}
