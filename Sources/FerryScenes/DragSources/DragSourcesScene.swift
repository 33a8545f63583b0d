import CoreTransferable
import Foundation
import Profiles

/// SPEC scene 5 ("Drag source details"): the values the sources drag, the custom preview,
/// and what each receiver says it got.
///
/// The profiles offer JSON of `com.example.profile` first and their name as text second
/// (``Profiles/Profile``); each receiver takes the first representation it supports, in
/// the order the source offers them.
public enum DragSourcesScene {
    /// The profiles offered for dragging: SPEC scene 4's people, with fun facts so that a
    /// receiver can tell the whole profile from its name.
    nonisolated public static let samples: [Profile] = [
        Profile(name: "Juan Chavez", bio: "(408) 555-4301",
                funFacts: ["Has crossed the Golden Gate on foot 40 times.", "Keeps bees."]),
        Profile(name: "Mei Chen", bio: "(919) 555-2481",
                funFacts: ["Speaks four languages.", "Once kayaked the whole Yangtze delta."]),
    ]

    /// The text the default-preview source drags.
    nonisolated public static let plainText = "Ferry carries this text."

    /// What a receiver shows before anything was dropped on it.
    nonisolated public static let nothingDropped = "Nothing dropped yet."

    /// The custom preview's side, in points: a square with rounded corners.
    nonisolated public static let previewSide = 300

    /// The custom preview's words for a dragged `name`.
    nonisolated public static func previewTitle(_ name: String) -> String { "Drop \(name)" }

    // MARK: Receivers

    /// The Ferry receiver (imports profiles) got `profile`.
    nonisolated public static func receivedProfile(_ profile: Profile) -> String {
        "Got \(profile.name)’s whole profile as com.example.profile JSON (\(profile.funFacts.count) fun facts)."
    }

    /// A receiver could not read or import what was dropped.
    nonisolated public static func receiveFailed(_ error: any Error) -> String { "Failed: \(error)" }

    /// The text receiver got `texts`.
    nonisolated public static func receivedText(_ texts: [String]) -> String {
        "Got the text “\(texts.joined(separator: " "))”."
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
        let got = (try? loaded.get()) ?? "loading failed"
        return "Offered: \(offered). It \(got)."
    }

    /// How the "any data" receiver describes a profile it took.
    nonisolated public static func tookProfile(_ profile: Profile) -> String { "took com.example.profile: \(profile.name)’s profile" }

    /// How the "any data" receiver describes text it took.
    nonisolated public static func tookText(_ text: String) -> String { "took text: “\(text)”" }
}
