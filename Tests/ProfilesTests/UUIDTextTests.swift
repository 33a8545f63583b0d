// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import Profiles

struct UUIDTextTests {
    private func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { UUIDText.parse($0) }
    }

    @Test func readsUpperAndLowerCase() {
        let id = UUID()
        #expect(parse(id.uuidString) == id)
        #expect(parse(id.uuidString.lowercased()) == id)
    }

    @Test func agreesWithFoundationOnRandomIDs() {
        for _ in 0..<1_000 {
            let id = UUID()
            #expect(parse(id.uuidString) == UUID(uuidString: id.uuidString))
        }
    }

    @Test(arguments: [
        "", "not a uuid", "6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A4", "6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A411",
        "6F1C2A3E4B5D-4E6F-8A7B-9C0D1E2F3A41-", "6F1C2A3G-4B5D-4E6F-8A7B-9C0D1E2F3A41", "6F1C2A3E-4B5D-4E6F-8A7B 9C0D1E2F3A41",
        "{6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A4}",
    ])
    func rejectsAnythingElse(_ text: String) {
        #expect(parse(text) == nil)
    }
}
