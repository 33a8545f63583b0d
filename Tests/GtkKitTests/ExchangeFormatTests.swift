// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Testing
@testable import GtkKit

struct ExchangeFormatTests {
    @Test func customTypesTravelAsApplicationXIdentifier() {
        #expect(ExchangeFormat.mimeTypes(for: .testShape) == ["application/x-com.example.gtkkit-tests.shape"])
    }

    @Test func utf8TextIsAlsoOfferedAsBareTextPlain() {
        #expect(ExchangeFormat.mimeTypes(for: .utf8PlainText) == ["text/plain;charset=utf-8", "text/plain"])
        #expect(ExchangeFormat.mimeTypes(for: .plainText) == ["text/plain"])
    }

    @Test func urlsTravelFirstAsURIList() {
        #expect(ExchangeFormat.mimeTypes(for: .fileURL).first == "text/uri-list")
        #expect(ExchangeFormat.mimeTypes(for: .url).first == "text/uri-list")
    }

    @Test func urlsAreOfferedLastAsTextButNeverAcceptedAsText() {
        #expect(ExchangeFormat.exportMIMETypes(for: .fileURL)
            == ["text/uri-list", "application/x-public.file-url", "text/plain;charset=utf-8", "text/plain"])
        #expect(ExchangeFormat.exportMIMETypes(for: .png) == ExchangeFormat.mimeTypes(for: .png))
        #expect(!ExchangeFormat.offeredMIMETypes(for: [.url, .fileURL]).contains("text/plain"), "a URL importer takes no text")
    }

    @Test func offeredTypesKeepPriorityWithoutDuplicates() {
        #expect(ExchangeFormat.offeredMIMETypes(for: [.utf8PlainText, .plainText, .png])
            == ["text/plain;charset=utf-8", "text/plain", "image/png"])
    }

    @Test func importChoiceFollowsTheSendersOrder() {
        let choice = ExchangeFormat.importChoice(offered: ["image/png", "text/plain;charset=utf-8"], importable: [.utf8PlainText, .png])
        #expect(choice?.mimeType == "image/png")
        #expect(choice?.contentType == .png)
    }

    @Test func importChoiceAcceptsConformingTypes() {
        let choice = ExchangeFormat.importChoice(offered: ["application/x-unknown", "image/png"], importable: [.image])
        #expect(choice?.mimeType == "image/png")
        #expect(choice?.contentType == .png)
    }

    @Test func importChoiceIsNilWhenNothingFits() {
        #expect(ExchangeFormat.importChoice(offered: ["text/plain;charset=utf-8"], importable: [.testShape]) == nil)
        #expect(ExchangeFormat.importChoice(offered: [], importable: [.utf8PlainText]) == nil)
    }

    @Test func applicationXNamesADeclaredType() {
        #expect(ExchangeFormat.contentType(forMIMEType: "application/x-public.file-url") == .fileURL)
        #expect(ExchangeFormat.contentType(forMIMEType: "image/png") == .png)
        // Types nobody declared (here: exported in code without a declaration) stay unknown.
        #expect(ExchangeFormat.contentType(forMIMEType: "application/x-com.example.gtkkit-tests.shape") == nil)
        #expect(ExchangeFormat.contentType(forMIMEType: "application/x-no.such.type") == nil)
    }

    @Test func filesGoToImportersOfAnythingButURLs() {
        #expect(ExchangeFormat.importsFiles([.data]))
        #expect(!ExchangeFormat.importsFiles([.fileURL, .url]))
        #expect(!ExchangeFormat.importsFiles([]))
    }
}
