import CoreTransferable
import Foundation

extension UTType {
    /// A whole profile as JSON: `com.example.profile`, conforming to `public.json`,
    /// declared in the app's type declarations.
    static let profileCard = UTType(exportedAs: "com.example.profile", conformingTo: .json)
}

/// A Profile-shaped value (SPEC scene 4's `Profile`) for the Drag Sources page, until the
/// `Profiles` module lands: Codable and Transferable with the JSON representation of
/// `com.example.profile` first and a plain-text fallback that exports the name. A receiver
/// takes the first representation it supports: Ferry gets the whole profile, a text
/// editor gets the name.
struct ProfileCard: Codable, Transferable, Identifiable, Hashable, Sendable {
    let id: UUID
    var name: String
    var bio: String
    var funFacts: [String]
    var video: URL?
    var portrait: URL?

    /// JSON first, then the name as text.
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profileCard)
        ProxyRepresentation(exporting: { (card: ProfileCard) in card.name })
    }

    /// SPEC scene 4's demo data.
    static let samples: [ProfileCard] = [
        ProfileCard(id: UUID(uuidString: "8A1D5C1E-3B7F-4E55-9D2B-0F3C7B6A4301")!, name: "Juan Chavez",
                    bio: "(408) 555-4301. Builds bicycles and bridges.",
                    funFacts: ["Has crossed the Golden Gate on foot 40 times.", "Keeps bees."], video: nil, portrait: nil),
        ProfileCard(id: UUID(uuidString: "C3F4A9B2-6D1E-4F7A-8B3C-2E9D1A5F2481")!, name: "Mei Chen",
                    bio: "(919) 555-2481. Maps rivers for a living.",
                    funFacts: ["Speaks four languages.", "Once kayaked the whole Yangtze delta."], video: nil, portrait: nil),
    ]
}
