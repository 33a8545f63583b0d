import CoreTransferable
import Foundation
import Testing
@testable import ferry

@Suite struct ProfileCardTests {
    @Test func jsonFirstThenTheNameAsText() async throws {
        let juan = ProfileCard.samples[0]
        #expect(juan.exportableContentTypes() == [.profileCard, .utf8PlainText])
        #expect(UTType.profileCard.conforms(to: .json))
        let (json, type) = try await juan.exportedContent(as: .profileCard, visibility: .all)
        #expect(type == .profileCard)
        guard case .data(let data) = json else { Issue.record("expected bytes"); return }
        #expect(try await ProfileCard.importContent(.data(data), contentType: .profileCard) == juan)
        let (text, _) = try await juan.exportedContent(as: .utf8PlainText, visibility: .all)
        guard case .data(let name) = text else { Issue.record("expected bytes"); return }
        #expect(try await String.importContent(.data(name), contentType: .utf8PlainText) == "Juan Chavez")
    }

    @Test func aTextReceiverCannotImportAProfileAndAProfileReceiverNeedsJSON() {
        #expect(ProfileCard.importedContentTypes() == [.profileCard])
        #expect(!String.importedContentTypes().contains { UTType.profileCard.conforms(to: $0) })
    }

    @Test func demoData() {
        #expect(ProfileCard.samples.map(\.name) == ["Juan Chavez", "Mei Chen"])
        #expect(ProfileCard.samples[0].bio.contains("(408) 555-4301") && ProfileCard.samples[1].bio.contains("(919) 555-2481"))
    }
}
