// SPDX-License-Identifier: Apache-2.0
// Seed 002 (10:04): JSON first, then the name as text for receivers that only take text.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed002ProxyProfileCheck {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (10:04): \(what)") } }
        check(Profile.exportedContentTypes() == [.profile, .utf8PlainText], "JSON first, then text")
        let profile = Profile(id: UUID(), name: "Mei Chen", bio: "", funFacts: [], video: nil, portrait: nil)
        do {
            let text = try await profile.exported(as: .plainText)
            check(String(decoding: text, as: UTF8.self) == "Mei Chen", "a text receiver gets the name")
            let (_, first) = try await profile.exportedContent(as: nil, visibility: .all)
            check(first == .profile, "a receiver that takes anything gets the profile")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
