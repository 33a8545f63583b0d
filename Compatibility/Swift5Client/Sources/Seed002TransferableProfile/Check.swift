// SPDX-License-Identifier: Apache-2.0
// Seed 002 (07:31): CodableRepresentation sends the whole profile as JSON of .profile.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed002TransferableCheck {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (07:31): \(what)") } }
        check(Profile.exportedContentTypes() == [.profile] && Profile.importedContentTypes() == [.profile], "one representation, .profile")
        let profile = Profile(id: UUID(), name: "Juan Chavez", bio: "", funFacts: ["Keeps bees"], video: nil, portrait: nil)
        do {
            let data = try await profile.exported(as: .profile)
            let back = try await Profile(importing: data, contentType: .profile)
            check(back.id == profile.id && back.funFacts == profile.funFacts, "JSON by default, round-tripping")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
