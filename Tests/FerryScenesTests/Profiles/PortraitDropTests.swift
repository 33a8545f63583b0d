// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import FerryScenes

@Suite struct PortraitDropTests {
    @Test func aDroppedImageFileIsCopiedOutOfTheDrop() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("portrait-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("face.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: file)
        #expect(PortraitDrop.importedContentTypes().contains(.image))
        let drop = try await PortraitDrop.importContent(.file(SentTransferredFile(file)), contentType: .png)
        #expect(drop.file != file && drop.file.lastPathComponent.hasPrefix("face"))
        #expect(FileManager.default.contents(atPath: drop.file.path) == (try Data(contentsOf: file)))
        try? FileManager.default.removeItem(at: drop.file)
    }

    @Test func aPortraitFileWithoutAnExtensionIsKeptUnderTheOneOfItsContent() throws {
        let scratch = TemporaryFolder()
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAF0lEQVR4nGP4z8BAEiJN9aiGUQ1DSgMAkPn/Afnh+ngAAAAASUVORK5CYII=")!
        // Image bytes dropped without a file arrive as "received".
        let received = scratch.file("received")
        try png.write(to: received)
        #expect(ProfilesModel.portraitFileName(for: received) == "received.png")
        // A name with an extension is kept as it is.
        let named = scratch.file("face.jpeg")
        try png.write(to: named)
        #expect(ProfilesModel.portraitFileName(for: named) == "face.jpeg")
    }
}
