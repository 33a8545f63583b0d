// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles
import TransferSessions

/// SPEC scene 5 ("Drag source details"): the values the sources drag, the custom preview,
/// and what each receiver says it got.
///
/// The profiles offer JSON of `com.example.profile` first and their name as text second
/// (``Profiles/Profile``); each receiver takes the first representation it supports, in
/// the order the source offers them.
public enum DragSourcesScene {
    /// The profiles offered for dragging: seed 003's `ContentView` people, a name and a
    /// phone number each.
    nonisolated public static let samples: [Profile] = [
        Profile(name: "Juan Chavez", phoneNumber: "(408) 555-4301"),
        Profile(name: "Mei Chen", phoneNumber: "(919) 555-2481"),
    ]

    /// The name both text sources show and drag: seed 003's `let name = "Mei Chen"`, a
    /// profile's name.
    nonisolated public static let name = "Mei Chen"

    /// What a receiver shows before anything was dropped on it.
    nonisolated public static var nothingDropped: String { tr("Nothing dropped yet.") }

    /// The custom preview's side, in points: seed 003's
    /// `RoundedRectangle(cornerRadius: 20).frame(width: 300, height: 300)`.
    nonisolated public static let previewSide = 300
    /// The custom preview's corner radius, in points.
    nonisolated public static let previewCornerRadius = 20
    /// The preview's fill, top to bottom: seed 003's `.yellow.gradient` in the desktop's
    /// palette (GNOME's named colours): its yellow, a shade lighter at the top.
    nonisolated public static let previewFill = (top: "yellow_2", bottom: "yellow_3")
    /// The preview text's colour: seed 003's `.foregroundStyle(.red)`, the palette's red.
    nonisolated public static let previewTextColor = "red_3"
    /// The preview text's size in points: seed 003's `.font(.title)` (22 pt on a Mac).
    nonisolated public static let previewTextPointSize = 22
    /// The corner radius of the shape that lifts when a drag with the custom preview
    /// starts: seed 003's `.contentShape(.dragPreview, RoundedRectangle(cornerRadius: 7))`.
    nonisolated public static let liftCornerRadius = 7

    /// The custom preview's words for a dragged `name`.
    nonisolated public static func previewTitle(_ name: String) -> String { tr("Drop %1$s", name) }

    /// The line under the sources after a drag ended: how it ended, in the user's language.
    nonisolated public static func lastDragText(_ end: ToolkitDragEnd) -> String { tr("Last drag: %1$s", ErrorText.describe(end)) }

    // MARK: Receivers

    /// The Ferry receiver (imports profiles) got `profile`.
    nonisolated public static func receivedProfile(_ profile: Profile) -> String {
        tr("Got %1$s’s whole profile as com.example.profile JSON (phone %2$s).", profile.name, profile.phoneNumber)
    }

    /// A receiver could not read or import what was dropped.
    nonisolated public static func receiveFailed(_ error: any Error) -> String { tr("Failed: %1$s", ErrorText.describe(error)) }

    /// The text receiver got `texts`.
    nonisolated public static func receivedText(_ texts: [String]) -> String {
        tr("Got the text “%1$s”.", texts.joined(separator: " "))
    }

    /// What the "any data" receiver loads from an item offering `types`: the profile when
    /// one is offered, otherwise the text.
    public enum AnyReceiverChoice: Sendable, Hashable {
        /// Load the item as a ``Profiles/Profile``.
        case profile
        /// Load the item as text.
        case text
    }

    /// The "any data" receiver's choice for an item offering `types`.
    nonisolated public static func anyReceiverChoice(offering types: [UTType]) -> AnyReceiverChoice {
        types.contains { $0.conforms(to: .profile) } ? .profile : .text
    }

    /// What the "any data" receiver says: the types offered, in the sender's order, and what
    /// it took (`nil`: loading failed).
    nonisolated public static func anyReceiverReport(offered types: [UTType], took loaded: Result<String, any Error>) -> String {
        let offered = types.map(\.identifier).joined(separator: ", ")
        let got = (try? loaded.get()) ?? tr("loading failed")
        return tr("Offered: %1$s. It %2$s.", offered, got)
    }

    /// How the "any data" receiver describes a profile it took.
    nonisolated public static func tookProfile(_ profile: Profile) -> String { tr("took com.example.profile: %1$s’s profile", profile.name) }

    /// How the "any data" receiver describes text it took.
    nonisolated public static func tookText(_ text: String) -> String { tr("took text: “%1$s”", text) }
}
