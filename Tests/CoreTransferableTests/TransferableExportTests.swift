// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

@Suite struct TransferableExportTests {
    let profile = Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Juan Chavez",
                          bio: "(408) 555-4301", funFacts: ["Likes \"quotes\"", "Line\nbreak"])

    @Test func declarationOrderIsPreferenceOrder() {
        #expect(Profile.exportedContentTypes() == [.profile, .utf8PlainText])
        #expect(Profile.importedContentTypes() == [.profile])
        #expect(String.importedContentTypes() == [.utf8PlainText, .plainText])
        #expect(Video.exportedContentTypes() == [.mpeg4Movie, .fileURL, .url])
    }

    @Test func exportPicksTheFirstRepresentationConformingToTheRequest() async throws {
        let json = try await profile.exported(as: .profile)
        #expect(try JSONDecoder().decode(Profile.self, from: json) == profile)
        // A text editor asks for text: the proxy gives it the name.
        #expect(String(decoding: try await profile.exported(as: .plainText), as: UTF8.self) == "Juan Chavez")
        // (Not `.text`: whether JSON counts as text depends on how the app declares
        // com.example.profile; the test runner sees the declarations of every bundle.)
        // nil means the first exportable representation.
        let (_, type) = try await profile.exportedContent(as: nil, visibility: .all)
        #expect(type == .profile)
    }

    @Test func noRepresentationIsATypedError() async {
        await #expect(throws: TransferError.noRepresentation(type: "Profile", contentType: "public.png", direction: .export)) {
            _ = try await profile.exported(as: .png)
        }
    }

    @Test func exportingConditionsAreEvaluatedPerValue() async throws {
        let supported = ProfilesArchive(names: ["Mei Chen"], supportsCSV: true)
        let unsupported = ProfilesArchive(names: ["Mei Chen"], supportsCSV: false)
        #expect(ProfilesArchive.exportedContentTypes() == [.commaSeparatedText])
        #expect(supported.exportableContentTypes() == [.commaSeparatedText])
        #expect(unsupported.exportableContentTypes().isEmpty)
        #expect(String(decoding: try await supported.exported(as: .commaSeparatedText), as: UTF8.self) == "\"Mei Chen\"")
        await #expect(throws: TransferError.exportingConditionFalse(type: "ProfilesArchive", contentType: "public.comma-separated-values-text")) {
            _ = try await unsupported.exported(as: .commaSeparatedText)
        }
    }

    @Test func ownProcessRepresentationsAreInvisibleToOthers() async throws {
        let shape = ShapePayload(version: 1, kind: .circle)
        #expect(ShapePayload.exportedContentTypes(visibility: .all).isEmpty)
        #expect(ShapePayload.exportedContentTypes(visibility: .team).isEmpty)
        #expect(ShapePayload.exportedContentTypes(visibility: .ownProcess) == [.shapeTransfer])
        #expect(shape.exportableContentTypes(visibility: .all).isEmpty)
        await #expect(throws: TransferError.self) { _ = try await shape.exportedContent(as: .shapeTransfer, visibility: .all) }
        let (content, type) = try await shape.exportedContent(as: .shapeTransfer, visibility: .ownProcess)
        #expect(type == .shapeTransfer)
        guard case .data(let data) = content else { Issue.record("expected data"); return }
        #expect(try await ShapePayload(importing: data, contentType: .shapeTransfer) == shape)
    }

    @Test func visibilityRuleIsOrdered() {
        let order: [TransferRepresentationVisibility] = [.all, .team, .group, .ownProcess]
        for (i, representation) in order.enumerated() {
            for (j, audience) in order.enumerated() {
                #expect(representation.isVisible(to: audience) == (i <= j), "\(representation) to \(audience)")
            }
        }
    }

    @Test func suggestedFileNames() throws {
        #expect(ProfilesArchive(names: [], supportsCSV: true).suggestedFileName() == "Profiles.csv")
        let video = Video(url: URL(fileURLWithPath: "/tmp/holiday.mp4"))
        #expect(video.suggestedFileName(for: .mpeg4Movie) == "holiday.mp4")
        #expect(profile.suggestedFileName() == nil)
    }

    @Test func cancellationIsHonoured() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await profile.exported(as: .profile)
        }
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    @Test func standardConformancesUseApplesContentTypes() async throws {
        #expect(String.exportedContentTypes() == [.utf8PlainText])
        #expect(Data.exportedContentTypes() == [.data])
        #expect(URL.exportedContentTypes() == [.fileURL, .url])
        #expect(AttributedString.exportedContentTypes() == [.utf8PlainText])

        #expect(try await String(importing: Data("héllo".utf8), contentType: .utf8PlainText) == "héllo")
        #expect(try await String(importing: Data([0xEF, 0xBB, 0xBF] + Array("bom".utf8)), contentType: .plainText) == "bom")
        #expect(try await String(importing: Data([0xFF, 0xFE, 0x68, 0x00, 0x69, 0x00]), contentType: .plainText) == "hi")
        await #expect(throws: TransferError.self) { _ = try await String(importing: Data([0xC3, 0x28]), contentType: .utf8PlainText) }

        let web = URL(string: "https://example.com/a?b=c")!
        #expect(web.exportableContentTypes() == [.url])
        #expect(try await URL(importing: try await web.exported(as: .url), contentType: .url) == web)
        let file = URL(fileURLWithPath: "/tmp/some file.txt")
        #expect(try await URL(importing: try await file.exported(as: .fileURL), contentType: .fileURL) == file)
        await #expect(throws: TransferError.self) { _ = try await URL(importing: Data("not a url".utf8), contentType: .url) }

        let attributed = AttributedString("styled")
        #expect(try await AttributedString(importing: try await attributed.exported(as: .plainText), contentType: .utf8PlainText) == attributed)
        #expect(try await Data(importing: Data([1, 2, 3]), contentType: .png) == Data([1, 2, 3]))
    }
}
