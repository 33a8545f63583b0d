// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

/// Bytes imported by an asynchronous `DataRepresentation` importer: no synchronous path.
private struct AsyncText: Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .utf8PlainText) { AsyncText(text: String(decoding: $0, as: UTF8.self)) }
    }
}

@Suite struct SynchronousImporterTests {
    /// What `importContent` throws for `data`, to compare with the synchronous path.
    private func importError(_ data: Data, contentType: UTType) async -> TransferError? {
        do {
            _ = try await Note.importContent(.data(data), contentType: contentType)
            return nil
        } catch {
            return error as? TransferError
        }
    }

    @Test func decodesWhatImportContentDecodes() async throws {
        let importer = try #require(Note.synchronousImporter(for: .json))
        let data = Data(#"{"body":"json"}"#.utf8)
        #expect(try importer.decode(data) == Note(body: "json"))
        #expect(try importer.decode(data) == (try await Note.importContent(.data(data), contentType: .json)))
    }

    @Test func failsWithTheErrorsImportContentThrows() async throws {
        let importer = try #require(Note.synchronousImporter(for: .json))
        for bad in [#"{"body":7}"#, #"{"body":"#, "", #"{"other":"x"}"#, "[1,2]"] {
            let data = Data(bad.utf8)
            let expected = try #require(await importError(data, contentType: .json))
            #expect(throws: expected) { _ = try importer.decode(data) }
        }
        guard case .decodingFailed(let type, let contentType, let codingPath, _) = await importError(Data(#"{"body":7}"#.utf8), contentType: .json) else {
            Issue.record("expected a decoding failure"); return
        }
        #expect(type == "Note")
        #expect(contentType == "public.json")
        #expect(codingPath == "body")
    }

    @Test func aConformingTypeUsesTheRepresentationThatAcceptsIt() throws {
        // geoJSON conforms to public.json: the JSON representation decodes it, and its
        // errors name the representation's type, as importContent's do.
        let importer = try #require(Note.synchronousImporter(for: .geoJSON))
        #expect(try importer.decode(Data(#"{"body":"geo"}"#.utf8)) == Note(body: "geo"))
        #expect {
            _ = try importer.decode(Data("{".utf8))
        } throws: { error in
            guard case .decodingFailed(_, let contentType, _, _)? = error as? TransferError else { return false }
            return contentType == "public.json"
        }
    }

    @Test func noSynchronousPathForAsynchronousImportersOrUnknownTypes() {
        #expect(AsyncText.synchronousImporter(for: .utf8PlainText) == nil)
        #expect(Note.synchronousImporter(for: .png) == nil)
        // Note's text import goes through a proxy: asynchronous.
        #expect(Note.synchronousImporter(for: .utf8PlainText) == nil)
    }
}
