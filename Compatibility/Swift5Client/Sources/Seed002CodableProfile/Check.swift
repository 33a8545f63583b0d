// SPDX-License-Identifier: Apache-2.0
// Seed 002 (06:34): a Codable profile with the field names as keys and optional URLs.
import Foundation

public enum Seed002CodableCheck {
    public static func run() -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (06:34): \(what)") } }
        let profile = Profile(id: UUID(), name: "Mei Chen", bio: "Engineer", funFacts: ["Sails"], video: nil,
                              portrait: URL(fileURLWithPath: "/portraits/mei.png"))
        do {
            let data = try JSONEncoder().encode(profile)
            let keys = (try JSONSerialization.jsonObject(with: data) as? [String: Any]).map { Set($0.keys) }
            check(keys == ["id", "name", "bio", "funFacts", "portrait"], "keys are the field names, a nil URL left out: \(keys ?? [])")
            let back = try JSONDecoder().decode(Profile.self, from: data)
            check(back.id == profile.id && back.name == profile.name && back.portrait == profile.portrait && back.video == nil,
                  "the profile round-trips")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
