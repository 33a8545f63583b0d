// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import Profiles

struct ProfileTests {
    static let juan = Profile(
        id: UUID(uuidString: "11111111-2222-4333-8444-555555555555")!, name: "Juan Chavez", phoneNumber: "(408) 555-4301",
        bio: "Oboist", funFacts: ["Plays the oboe", "Line one\nline two"], video: URL(fileURLWithPath: "/videos/juan.mp4"),
        portrait: URL(fileURLWithPath: "/portraits/juan.png"))

    @Test func profileTypeIsDeclaredByTheAppAsJSON() {
        #expect(UTType.profile.identifier == "com.example.profile")
        #expect(UTType.profile.isDeclared)
        #expect(UTType.profile.conforms(to: .json))
        #expect(UTType.profile.preferredFilenameExtension == "ferryprofile")
    }

    @Test func typeDeclarationsFileDeclaresTheProfileType() throws {
        let url = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "TypeDeclarations"))
        let declarations = try AppTypeDeclarations.load(contentsOf: url)
        #expect(declarations.map(\.identifier) == ["com.example.profile"], "a scene's types are declared by its scene")
        #expect(declarations.allSatisfy { $0.origin == .exported })
        #expect(declarations.first?.conformsTo == ["public.json"])
    }

    @Test func codableUsesTheFieldNamesAndURLStrings() throws {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.juan)) as! [String: Any]
        #expect(Set(json.keys) == ["id", "name", "phoneNumber", "bio", "funFacts", "video", "portrait"])
        #expect(json["phoneNumber"] as? String == "(408) 555-4301")
        #expect(json["id"] as? String == "11111111-2222-4333-8444-555555555555")
        #expect(json["video"] as? String == "file:///videos/juan.mp4")
        #expect(try JSONDecoder().decode(Profile.self, from: JSONEncoder().encode(Self.juan)) == Self.juan)
    }

    /// JSON written before profiles had a phone number still decodes, with an empty one.
    @Test func jsonWithoutAPhoneNumberDecodes() throws {
        let old = #"{"id":"11111111-2222-4333-8444-555555555555","name":"Juan Chavez","bio":"Oboist","funFacts":["Keeps bees"]}"#
        let profile = try JSONDecoder().decode(Profile.self, from: Data(old.utf8))
        #expect(profile == Profile(id: Self.juan.id, name: "Juan Chavez", bio: "Oboist", funFacts: ["Keeps bees"]))
        #expect(profile.phoneNumber == "")
    }

    @Test func profileWithoutFilesEncodesWithoutThem() throws {
        let profile = Profile(name: "Mei Chen")
        #expect(try JSONDecoder().decode(Profile.self, from: JSONEncoder().encode(profile)) == profile)
    }

    @Test func representationsAreProfileJSONFirstThenText() {
        #expect(Profile.exportedContentTypes() == [.profile, .utf8PlainText])
        #expect(Profile.importedContentTypes() == [.profile])
    }

    @Test func ferryReceivesTheWholeProfile() async throws {
        let data = try await Self.juan.exported(as: .profile)
        #expect(try await Profile(importing: data, contentType: .profile) == Self.juan)
    }

    @Test func aTextReceiverGetsTheName() async throws {
        // A text editor accepts only text: the first representation it supports is the name.
        let (content, type) = try await Self.juan.exportedContent(as: .plainText, visibility: .all)
        #expect(type == .utf8PlainText)
        guard case .data(let data) = content else { Issue.record("text came as a file"); return }
        #expect(String(decoding: data, as: UTF8.self) == "Juan Chavez")
    }

    @Test func aReceiverWithoutPreferenceGetsJSON() async throws {
        let (_, type) = try await Self.juan.exportedContent(as: nil, visibility: .all)
        #expect(type == .profile)
    }

    @Test func malformedJSONFailsWithTheCodingPath() async throws {
        do {
            _ = try await Profile(importing: Data(#"{"id":"nope","name":"x","bio":"","funFacts":[]}"#.utf8), contentType: .profile)
            Issue.record("a profile with id \"nope\" was accepted")
        } catch let TransferError.decodingFailed(type, contentType, codingPath, _) {
            #expect(type == "Profile")
            #expect(contentType == "com.example.profile")
            #expect(codingPath == "id")
        }
    }

    @Test func suggestedFileNamesFollowTheName() {
        #expect(Self.juan.suggestedFileName(for: .profile) == "Juan Chavez.ferryprofile")
        #expect(Self.juan.suggestedFileName(for: .utf8PlainText) == "Juan Chavez.txt")
        #expect(Profile(name: "../etc/passwd").suggestedFileName(for: .profile) == "_etc_passwd.ferryprofile")
        #expect(Profile(name: "...").suggestedFileName(for: .profile) == "Profile.ferryprofile")
    }

    @Test func theFileFormIsTheProfilesJSONOnlyUnderItsName() async throws {
        let file = ProfileFile(Self.juan)
        #expect(file.exportedContentTypes() == [.profile])
        #expect(file.suggestedFileName(for: .profile) == "Juan Chavez.ferryprofile")
        let bytes = try await file.exported(as: .profile)
        #expect(try await Profile(importing: bytes, contentType: .profile) == Self.juan)
    }

    @Test func demoDataIsJuanAndMei() {
        #expect(Profile.demoProfiles.map(\.name) == ["Juan Chavez", "Mei Chen"])
        #expect(Profile.demoProfiles.map(\.phoneNumber) == ["(408) 555-4301", "(919) 555-2481"])
        #expect(Set(Profile.demoProfiles.map(\.id)).count == 2)
    }
}
