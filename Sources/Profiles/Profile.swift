import CoreTransferable
import Foundation

/// A person in SPEC scene 4: a name, a bio, fun facts, and optionally a video and a
/// portrait stored as files.
///
/// `Codable` with the synthesized keys (`id`, `name`, `bio`, `funFacts`, `video`,
/// `portrait`; URLs as absolute strings). `Transferable` as JSON of
/// `com.example.profile` first, then plain text holding the name, so Ferry receives the
/// whole profile and a text editor receives the name.
public struct Profile: Identifiable, Hashable, Codable, Sendable {
    /// The profile's stable identity; never changes, not even when the profile is edited.
    public var id: UUID
    /// The name shown in lists and exported as plain text.
    public var name: String
    /// Free text about the person.
    public var bio: String
    /// Short facts, in order; pasted text is appended here.
    public var funFacts: [String]
    /// A video file (in the app's videos folder once imported).
    public var video: URL?
    /// An image file shown as the portrait.
    public var portrait: URL?

    /// Creates a profile; a new id unless one is given.
    public init(id: UUID = UUID(), name: String, bio: String = "", funFacts: [String] = [],
                video: URL? = nil, portrait: URL? = nil) {
        self.id = id
        self.name = name
        self.bio = bio
        self.funFacts = funFacts
        self.video = video
        self.portrait = portrait
    }
}
