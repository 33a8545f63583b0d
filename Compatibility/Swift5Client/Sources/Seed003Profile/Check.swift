// SPDX-License-Identifier: Apache-2.0
// Seed 003: a profile with a name and a phone number, JSON of com.example.profile first
// and its name as text for text editors.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed003Check {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 003: \(what)") } }
        let profiles = [Profile(name: "Juan Chavez", phoneNumber: "(408) 555-4301"), Profile(name: "Mei Chen", phoneNumber: "(919) 555-2481")]
        check(profiles[0].id != profiles[1].id, "each profile its own id")
        check(Profile.exportedContentTypes() == [.profile, .utf8PlainText], "JSON first, then the name as text")
        do {
            let json = try await profiles[1].exported(as: .profile)
            let keys = (try JSONSerialization.jsonObject(with: json) as? [String: Any]).map { Set($0.keys) }
            check(keys == ["id", "name", "phoneNumber"], "the profile's JSON carries its phone number")
            let back = try await Profile(importing: json, contentType: .profile)
            check(back.id == profiles[1].id && back.phoneNumber == "(919) 555-2481", "Ferry gets the whole profile")
            let text = try await profiles[0].exported(as: .plainText)
            check(String(decoding: text, as: UTF8.self) == "Juan Chavez", "a text editor gets the name")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
