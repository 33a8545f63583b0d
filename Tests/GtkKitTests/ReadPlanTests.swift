import CoreTransferable
import Foundation
import Testing
@testable import GtkKit

struct ReadPlanTests {
    @Test func aValueFromThisProcessIsImportedDirectly() {
        let transfer = InProcessTransfer(TestShape(kind: "circle"))
        #expect(ReadPlan.make(offered: ["text/plain;charset=utf-8"], inProcess: transfer, offersFiles: false,
                              importable: TestShape.importedContentTypes()) == .inProcess)
    }

    @Test func anotherProcessOffersOnlyTheTextFallbackSoAShapeCannotBeRead() {
        // What a second process's shape drag offers: just the text fallback's MIME types.
        #expect(ReadPlan.make(offered: ["text/plain;charset=utf-8", "text/plain"], inProcess: nil, offersFiles: false,
                              importable: TestShape.importedContentTypes()) == nil)
        #expect(ReadPlan.make(offered: ["text/plain;charset=utf-8", "text/plain"], inProcess: nil, offersFiles: false,
                              importable: String.importedContentTypes()) == .bytes(mimeType: "text/plain;charset=utf-8", contentType: .utf8PlainText))
    }

    @Test func anInProcessValueTheImporterCannotTakeFallsBackToMIMETypes() {
        let transfer = InProcessTransfer(Data([1, 2]))
        #expect(ReadPlan.make(offered: ["text/plain"], inProcess: transfer, offersFiles: false,
                              importable: String.importedContentTypes()) == .bytes(mimeType: "text/plain", contentType: .utf8PlainText))
    }

    @Test func uriListsBecomeFilesForFileImporters() {
        #expect(ReadPlan.make(offered: ["text/uri-list", "text/plain"], inProcess: nil, offersFiles: true,
                              importable: [.data]) == .files)
        // Only a file list (a GType) on offer, no MIME type.
        #expect(ReadPlan.make(offered: [], inProcess: nil, offersFiles: true, importable: [.plainText]) == .files)
    }

    @Test func aURLImporterReadsTheURIListAsText() {
        #expect(ReadPlan.make(offered: ["text/uri-list"], inProcess: nil, offersFiles: true,
                              importable: URL.importedContentTypes()) == .bytes(mimeType: "text/uri-list", contentType: .fileURL))
    }
}
