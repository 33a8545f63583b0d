// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

/// Tries a JSON representation, then a text one; both import.
struct Note: Codable, Transferable, Equatable {
    var body: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: { $0.body }, importing: { Note(body: $0) })
    }
}

@Suite struct TransferableImportTests {
    @Test func importWithATypeUsesTheFirstRepresentationThatAcceptsIt() async throws {
        #expect(try await Note(importing: Data(#"{"body":"json"}"#.utf8), contentType: .json) == Note(body: "json"))
        #expect(try await Note(importing: Data("plain".utf8), contentType: .utf8PlainText) == Note(body: "plain"))
        // geoJSON conforms to public.json: the JSON representation accepts it.
        #expect(try await Note(importing: Data(#"{"body":"geo"}"#.utf8), contentType: .geoJSON) == Note(body: "geo"))
        await #expect(throws: TransferError.noRepresentation(type: "Note", contentType: "public.png", direction: .import)) {
            _ = try await Note(importing: Data(), contentType: .png)
        }
    }

    @Test func importWithoutATypeTriesEachInTurn() async throws {
        // Not JSON: the JSON representation fails, the text one succeeds.
        #expect(try await Note(importing: Data("just text".utf8), contentType: nil) == Note(body: "just text"))
        #expect(try await Note(importing: Data(#"{"body":"j"}"#.utf8), contentType: nil) == Note(body: "j"))
        // Every representation fails: the first failure is reported.
        await #expect(throws: TransferError.self) {
            _ = try await Profile(importing: Data("{".utf8), contentType: nil)
        }
    }

    @Test func decodingErrorsSayWhere() async {
        let wrongType = #"{"id":"00000000-0000-0000-0000-000000000001","name":"A","bio":"b","funFacts":["x",7]}"#
        do {
            _ = try await Profile(importing: Data(wrongType.utf8), contentType: .profile)
            Issue.record("decoding must fail")
        } catch let TransferError.decodingFailed(type, contentType, codingPath, reason) {
            #expect(type == "Profile")
            #expect(contentType == "com.example.profile")
            #expect(codingPath == "funFacts[1]")
            // The decoder's error is kept typed: a type mismatch where a String was expected.
            guard case .error(DecodingError.typeMismatch(let expected, _)) = reason else { Issue.record("unexpected \(reason)"); return }
            #expect(expected is String.Type)
            #expect(reason.description.contains("expected String"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        await #expect(throws: TransferError.self) {
            _ = try await Profile(importing: Data(#"{"id":"00000000-0000-0000-0000-000000000001","name":"A"}"#.utf8), contentType: .profile)
        }
    }

    @Test func hostileJSONFailsCleanly() async throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        await #expect(throws: TransferError.self) { _ = try await Profile(importing: Data(deep.utf8), contentType: .profile) }
        let truncated = #"{"id":"00000000-0000-0000-0000-000000000001","name":"Juan","bio":"x","funFacts":["a""#
        for length in stride(from: 0, to: truncated.utf8.count, by: 3) {
            await #expect(throws: TransferError.self) {
                _ = try await Profile(importing: Data(truncated.utf8.prefix(length)), contentType: .profile)
            }
        }
        let big = String(repeating: "x", count: 100 << 20)
        let json = #"{"id":"00000000-0000-0000-0000-000000000001","name":""# + big + #"","bio":"","funFacts":[]}"#
        let decoded = try await Profile(importing: Data(json.utf8), contentType: .profile)
        #expect(decoded.name.utf8.count == 100 << 20)
        await #expect(throws: TransferError.self) { _ = try await Profile(importing: Data([0xFF, 0xFE, 0x00]), contentType: .profile) }
    }

    @Test func shapeVersionsDecodeAndBadBytesFail() async throws {
        let v2 = try await ShapePayload(importing: Data(#"{"version":2,"kind":"square"}"#.utf8), contentType: .shapeTransfer)
        #expect(v2 == ShapePayload(version: 2, kind: .square))
        await #expect(throws: TransferError.self) {
            _ = try await ShapePayload(importing: Data(#"{"version":1,"kind":"triangle"}"#.utf8), contentType: .shapeTransfer)
        }
    }
}
