// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

/// A card that travels as its profile (a proxy to a Codable type, made synchronously).
private struct Card: Transferable, Equatable {
    var profile: Profile
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { $0.profile }, importing: { Card(profile: $0) })
    }
}

/// The same through proxies made asynchronously.
private struct LateCard: Transferable, Equatable {
    var profile: Profile
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (card: LateCard) async throws -> Profile in card.profile },
                            importing: { (profile: Profile) async throws -> LateCard in LateCard(profile: profile) })
    }
}

/// JSON that may only leave once final.
private struct Draft: Codable, Transferable, Equatable {
    var text: String
    var isFinal: Bool
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json).exportingCondition { $0.isFinal }
    }
}

/// Holds a draft and travels as it, through a synchronous proxy.
private struct DraftFolder: Transferable {
    var draft: Draft
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { $0.draft })
    }
}

/// Holds a draft and travels as it, through an asynchronous proxy.
private struct LateDraftFolder: Transferable {
    var draft: Draft
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (folder: LateDraftFolder) async throws -> Draft in folder.draft })
    }
}

/// Codable representations reached through proxies: the proxied type's JSON becomes the
/// item's, both ways, with its conditions judged on the proxy value.
@Suite struct ProxyRepresentationTests {
    let profile = Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Ana",
                          bio: "bio", funFacts: ["one"])

    @Test func aProxyToACodableTypeExportsAndImportsItsJSON() async throws {
        for exported in [try await Card(profile: profile).exported(as: .profile),
                         try await LateCard(profile: profile).exported(as: .profile)] {
            #expect(try JSONDecoder().decode(Profile.self, from: exported) == profile)
        }
        // The proxy's own proxy (its name as text) comes along, in order.
        #expect(Card.exportedContentTypes() == [.profile, .utf8PlainText])
        #expect(String(decoding: try await Card(profile: profile).exported(as: .plainText), as: UTF8.self) == "Ana")
        let json = try JSONEncoder().encode(profile)
        #expect(try await Card(importing: json, contentType: .profile) == Card(profile: profile))
        #expect(try await LateCard(importing: json, contentType: .profile) == LateCard(profile: profile))
        #expect(try await Card(importing: json, contentType: nil) == Card(profile: profile))
    }

    @Test func bytesThatDoNotDecodeThroughAProxyFailWithWhere() async {
        let wrong = Data(#"{"id":"00000000-0000-0000-0000-000000000002","name":7,"bio":"","funFacts":[]}"#.utf8)
        do {
            _ = try await Card(importing: wrong, contentType: .profile)
            Issue.record("decoding must fail")
        } catch let TransferError.decodingFailed(type, contentType, codingPath, _) {
            #expect(type == "Profile")
            #expect(contentType == "com.example.profile")
            #expect(codingPath == "name")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func conditionsOfTheProxiedTypeJudgeTheProxyValue() async throws {
        let final = Draft(text: "done", isFinal: true), open = Draft(text: "wip", isFinal: false)
        // Synchronous proxy: judged when exports are listed and chosen.
        #expect(DraftFolder(draft: final).exportableContentTypes() == [.json])
        #expect(DraftFolder(draft: open).exportableContentTypes().isEmpty)
        #expect(try JSONDecoder().decode(Draft.self, from: try await DraftFolder(draft: final).exported(as: .json)) == final)
        await #expect(throws: TransferError.exportingConditionFalse(type: "DraftFolder", contentType: "public.json")) {
            _ = try await DraftFolder(draft: open).exported(as: .json)
        }
        // Asynchronous proxy: judged when the export runs.
        #expect(try JSONDecoder().decode(Draft.self, from: try await LateDraftFolder(draft: final).exported(as: .json)) == final)
        await #expect(throws: TransferError.exportingConditionFalse(type: "LateDraftFolder", contentType: "public.json")) {
            _ = try await LateDraftFolder(draft: open).exported(as: .json)
        }
    }
}
