// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import TransferSessions

@Suite("ItemProvider.RepresentationList")
struct RepresentationListTests {
    private func representation(_ type: UTType) -> ItemProvider.Representation {
        ItemProvider.Representation(contentType: type, visibility: .all, source: .bytes { Data() })
    }

    @Test("keeps representations in the order they were added, the first inline and the rest after it")
    func order() {
        var list = ItemProvider.RepresentationList()
        #expect(list.isEmpty)
        #expect(list.first == nil)
        list.append(representation(.json))
        #expect(list.map(\.contentType) == [.json])
        list.append(contentsOf: [representation(.utf8PlainText), representation(.png)])
        list.append(representation(.pdf))
        #expect(list.count == 4)
        #expect(list.map(\.contentType) == [.json, .utf8PlainText, .png, .pdf])
        #expect(list[2].contentType == .png)
        let rebuilt = ItemProvider.RepresentationList(list.filter { $0.contentType != .json })
        #expect(rebuilt.map(\.contentType) == [.utf8PlainText, .png, .pdf])
    }

    @Test("first(where:) answers in order: the inline representation, then the rest, nil when none matches")
    func firstWhere() {
        var list = ItemProvider.RepresentationList()
        #expect(list.first { _ in true } == nil)
        list.append(contentsOf: [representation(.json), representation(.png), representation(.utf8PlainText), representation(.image)])
        #expect(list.first { $0.contentType == .json }?.contentType == .json)
        // .png is the first that conforms to public.image, before .image itself.
        #expect(list.first { $0.contentType.conforms(to: .image) }?.contentType == .png)
        #expect(list.first { $0.contentType == .pdf } == nil)
    }

    @Test("a provider lists and serves every representation in registration order")
    func providerOrder() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .json) { Data("1".utf8) }
        provider.registerDataRepresentation(for: .utf8PlainText) { Data("two".utf8) }
        provider.registerDataRepresentation(for: .png, visibility: .ownProcess) { Data("3".utf8) }
        #expect(provider.registeredContentTypes == [.json, .utf8PlainText, .png])
        #expect(provider.restricted(to: .anotherProcess).registeredContentTypes == [.json, .utf8PlainText])
        #expect(try await provider.loadDataRepresentation(for: .utf8PlainText) == Data("two".utf8))
        #expect(try await provider.loadDataRepresentation(for: .png) == Data("3".utf8))
    }
}
