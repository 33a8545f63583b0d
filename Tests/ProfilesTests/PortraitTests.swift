// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import Profiles

struct PortraitTests {
    /// The smallest PNG: the signature and an IHDR chunk are what content sniffing reads.
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52,
                                0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xDE])

    @Test func aPNGPortraitOffersItsFileAsPNGOnlyAndNoText() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let file = scratch.file("face.png")
        try Self.pngBytes.write(to: file)
        let portrait = Portrait(url: file)
        #expect(portrait.contentType == .png)
        #expect(portrait.exportedContentTypes() == [.png])
        #expect(portrait.suggestedFileName(for: .png) == "face.png")
    }

    @Test func aJPEGPortraitIsOfferedAsJPEG() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let file = scratch.file("face.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0]).write(to: file)
        #expect(Portrait(url: file).exportedContentTypes() == [.jpeg])
    }

    @Test func anImageOfAnotherFormatIsOfferedAsAnImageFile() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let file = scratch.file("face.ico")
        try Data([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]).write(to: file)
        let portrait = Portrait(url: file)
        #expect(portrait.contentType.conforms(to: .image) && !Portrait.commonFormats.contains(portrait.contentType))
        #expect(portrait.exportedContentTypes() == [.image])
    }

    /// The stored file is sent as it is, never opened in place by the receiver: the
    /// toolkit hands out a copy.
    @Test func exportSendsTheStoredFileForACopy() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let file = scratch.file("face.png")
        try Self.pngBytes.write(to: file)
        let (content, type) = try await Portrait(url: file).exportedContent(as: .png, visibility: .all)
        #expect(type == .png)
        guard case .file(let sent) = content else { Issue.record("the portrait was exported as bytes"); return }
        #expect(sent.file == file)
        #expect(!sent.allowAccessingOriginalFile)
    }
}
