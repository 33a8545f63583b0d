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
}
