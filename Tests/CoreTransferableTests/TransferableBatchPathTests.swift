// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

/// A value exported as JSON only while `isOpen`, to its own process first, then as
/// public text.
private struct Ticket: Codable, Transferable, Equatable {
    var code: String
    var isOpen: Bool
    var weight = 1.0

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json).visibility(.ownProcess).exportingCondition { $0.isOpen }
        DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.code.utf8) }
        CodableRepresentation(contentType: .geoJSON)
    }
}

/// The package paths TransferSessions' drops take: they must choose and fail exactly as
/// the general API does.
@Suite struct TransferableBatchPathTests {
    @Test func exportableTypesByAudienceAgreeWithExportableContentTypes() {
        for value in [Ticket(code: "a", isOpen: true), Ticket(code: "b", isOpen: false)] {
            let byAudience = value.exportableContentTypesByAudience()
            #expect(byAudience.map(\.contentType) == value.exportableContentTypes(visibility: .ownProcess))
            let publicTypes = value.exportableContentTypes(visibility: .all)
            #expect(byAudience.filter(\.visibleToAll).map(\.contentType) == publicTypes)
        }
        let open = Ticket(code: "a", isOpen: true).exportableContentTypesByAudience()
        #expect(open.map(\.contentType) == [.json, .utf8PlainText, .geoJSON])
        #expect(open.map(\.visibleToAll) == [false, true, true])
        #expect(Ticket(code: "b", isOpen: false).exportableContentTypesByAudience().map(\.contentType) == [.utf8PlainText, .geoJSON])
    }

    @Test func synchronousExportGivesWhatExportedContentGives() async throws {
        let ticket = Ticket(code: "a", isOpen: true)
        for (type, visibility) in [(UTType.json, TransferRepresentationVisibility.ownProcess), (.geoJSON, .all), (nil, .ownProcess)] as [(UTType?, TransferRepresentationVisibility)] {
            let now = try #require(try ticket.synchronouslyExportedData(as: type, visibility: visibility))
            let general = try await ticket.exportedContent(as: type, visibility: visibility)
            guard case .data(let data) = general.content else { Issue.record("expected bytes"); continue }
            #expect(now.contentType == general.contentType)
            #expect(try JSONDecoder().decode(Ticket.self, from: now.data) == JSONDecoder().decode(Ticket.self, from: data))
        }
        // The JSON representation is own-process only: another process gets geoJSON, the
        // next one exporting a conforming type.
        #expect(try ticket.synchronouslyExportedData(as: .json, visibility: .all)?.contentType == .geoJSON)
        // Text comes from an asynchronous DataRepresentation: no synchronous path.
        #expect(try ticket.synchronouslyExportedData(as: .utf8PlainText, visibility: .all) == nil)
    }

    @Test func synchronousExportFailsAsExportedContentFails() async {
        let closed = Ticket(code: "b", isOpen: false)
        // The own-process JSON is closed; geoJSON conforms to JSON and is open.
        #expect((try? closed.synchronouslyExportedData(as: .json, visibility: .ownProcess))??.contentType == .geoJSON)
        #expect(throws: TransferError.noRepresentation(type: "Ticket", contentType: "public.png", direction: .export)) {
            _ = try closed.synchronouslyExportedData(as: .png, visibility: .ownProcess)
        }
        await #expect(throws: TransferError.noRepresentation(type: "Ticket", contentType: "public.png", direction: .export)) {
            _ = try await closed.exportedContent(as: .png, visibility: .ownProcess)
        }
        // JSON has no NaN: both paths fail with the same encoding error.
        let unencodable = Ticket(code: "c", isOpen: true, weight: .nan)
        var general: TransferError?
        do { _ = try await unencodable.exportedContent(as: .json, visibility: .ownProcess) } catch { general = error as? TransferError }
        guard case .encodingFailed? = general else { Issue.record("expected an encoding failure, got \(String(describing: general))"); return }
        #expect(throws: general!) { _ = try unencodable.synchronouslyExportedData(as: .json, visibility: .ownProcess) }
    }
}
