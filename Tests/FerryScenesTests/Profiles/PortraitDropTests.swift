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
        drop.removePrivateCopy()
    }

    /// Each drop is copied under the dropped file's own name into a folder of its own,
    /// which storing the portrait removes: an earlier drop of the same name (in this
    /// process, or in an earlier one with the same id) never renames it, and nothing is
    /// left in the temporary folder. (A shared folder once made a pasted face.png the
    /// portrait "face_<UUID>.png".)
    @MainActor @Test func eachDropHasItsOwnCopyWhichStoringThePortraitRemoves() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let face = scratch.file("face.png")
        try ProfilesModelTests.pngBytes.write(to: face)
        let first = try await PortraitDrop(importing: face, contentType: .png)
        let second = try await PortraitDrop(importing: face, contentType: .png)
        #expect(first.file.lastPathComponent == "face.png" && second.file.lastPathComponent == "face.png")
        #expect(first.file.deletingLastPathComponent() != second.file.deletingLastPathComponent())

        #expect(await model.dropPortrait(first))
        #expect(model.selectedProfile?.portrait?.lastPathComponent == "face.png")
        #expect(!FileManager.default.fileExists(atPath: first.file.deletingLastPathComponent().path))
        // A failed drop removes its copy too.
        let notes = scratch.file("notes.txt")
        try Data("hello".utf8).write(to: notes)
        let refused = PortraitDrop(file: try TransferFileIO.copyIntoFolder(notes, folder: try TransferFileIO.makeTemporaryFolder(), preferredName: "notes.txt"))
        #expect(!(await model.dropPortrait(refused)))
        #expect(!FileManager.default.fileExists(atPath: refused.file.deletingLastPathComponent().path))
        try? FileManager.default.removeItem(at: second.file.deletingLastPathComponent())
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
