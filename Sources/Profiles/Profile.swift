// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A person in SPEC scene 4: a name, a phone number (seed 003's `phoneNumber`), a bio,
/// fun facts, and optionally a video and a portrait stored as files.
///
/// `Codable` with the synthesized keys (`id`, `name`, `phoneNumber`, `bio`, `funFacts`,
/// `video`, `portrait`; URLs as absolute strings). JSON written before profiles had a
/// phone number (no `phoneNumber` key) decodes with an empty one. `Transferable` as JSON of
/// `com.example.profile` first, then plain text holding the name, so Ferry receives the
/// whole profile and a text editor receives the name.
public struct Profile: Identifiable, Hashable, Codable, Sendable {
    /// The profile's stable identity; never changes, not even when the profile is edited.
    public var id: UUID
    /// The name shown in lists and exported as plain text.
    public var name: String
    /// The person's phone number, as written ("(408) 555-4301"); empty when unknown.
    public var phoneNumber: String
    /// Free text about the person.
    public var bio: String
    /// Short facts, in order; pasted text is appended here.
    public var funFacts: [String]
    /// A video file (in the app's videos folder once imported).
    public var video: URL? {
        get { storedVideo?.url }
        set { storedVideo = newValue.map(DeferredURL.init) }
    }
    /// An image file shown as the portrait.
    public var portrait: URL? {
        get { storedPortrait?.url }
        set { storedPortrait = newValue.map(DeferredURL.init) }
    }

    /// ``video``'s absolute text, read without parsing a URL kept as text (for writers).
    var videoText: String? { storedVideo?.absoluteText }
    /// ``portrait``'s absolute text, read without parsing a URL kept as text (for writers).
    var portraitText: String? { storedPortrait?.absoluteText }

    // The file URLs as read: decoders keep plain URL text unparsed until first asked for
    // (see `DeferredURL`). Equal and hashed by their URLs.
    private var storedVideo: DeferredURL?
    private var storedPortrait: DeferredURL?

    /// Creates a profile; a new id unless one is given.
    public init(id: UUID = UUID(), name: String, phoneNumber: String = "", bio: String = "", funFacts: [String] = [],
                video: URL? = nil, portrait: URL? = nil) {
        self.init(id: id, name: name, phoneNumber: phoneNumber, bio: bio, funFacts: funFacts,
                  storedVideo: video.map(DeferredURL.init), storedPortrait: portrait.map(DeferredURL.init))
    }

    /// A profile whose file URLs may still be text (for decoders).
    init(id: UUID, name: String, phoneNumber: String, bio: String, funFacts: [String], storedVideo: DeferredURL?, storedPortrait: DeferredURL?) {
        self.id = id
        self.name = name
        self.phoneNumber = phoneNumber
        self.bio = bio
        self.funFacts = funFacts
        self.storedVideo = storedVideo
        self.storedPortrait = storedPortrait
    }
}

extension Profile {
    // The synthesized coding, written out because the URLs are stored deferred: the same
    // keys, URLs encoded and decoded as `URL`, absent when `nil`.
    private enum CodingKeys: String, CodingKey {
        case id, name, phoneNumber, bio, funFacts, video, portrait
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            phoneNumber: try container.decodeIfPresent(String.self, forKey: .phoneNumber) ?? "",
            bio: try container.decode(String.self, forKey: .bio),
            funFacts: try container.decode([String].self, forKey: .funFacts),
            video: try container.decodeIfPresent(URL.self, forKey: .video),
            portrait: try container.decodeIfPresent(URL.self, forKey: .portrait))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(phoneNumber, forKey: .phoneNumber)
        try container.encode(bio, forKey: .bio)
        try container.encode(funFacts, forKey: .funFacts)
        try container.encodeIfPresent(video, forKey: .video)
        try container.encodeIfPresent(portrait, forKey: .portrait)
    }
}
