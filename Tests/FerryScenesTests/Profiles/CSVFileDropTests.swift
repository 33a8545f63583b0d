// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Observation
import Testing
@testable import FerryScenes
import Profiles

/// A CSV dropped on the list is imported as an opened file is: a file from a file
/// manager in place (no copy), bytes through a private copy that the import removes;
/// both report progress and import all or nothing.
@MainActor
struct CSVFileDropTests {
    @Test func aDroppedFileIsImportedInPlaceWithProgress() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let file = scratch.file("dropped.csv")
        try ProfilesArchive(profiles: (0..<3_000).map { Profile(name: "Person \($0)") }).csvData().write(to: file)

        let drop = try await CSVFileDrop.importContent(.file(SentTransferredFile(file, allowAccessingOriginalFile: true)),
                                                       contentType: .commaSeparatedText)
        #expect(drop == CSVFileDrop(file: file, isPrivateCopy: false), "opened in place, not copied")

        // The drop runs the file import: its progress is the model's, up to the file's size.
        let (importing, exposed) = await ProfilesModelTests.start({ await model.importCSV(drop: drop) }, once: { model.csvImportProgress })
        let progress = try #require(exposed, "a dropped file's import exposes its progress")
        #expect(await importing.value == "Added 3000 profile(s).")
        let size = Int64(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int)
        #expect(progress.completedUnitCount == size && progress.totalUnitCount == size)
        #expect(try model.store.count() == 3_002)
        #expect(FileManager.default.fileExists(atPath: file.path), "the dropped file itself is never removed")
    }

    @Test func droppedBytesGoThroughAPrivateCopyThatTheImportRemoves() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let bytes = try ProfilesArchive(profiles: [Profile(name: "Ada"), Profile(name: "Bob")]).csvData()

        let drop = try await CSVFileDrop.importContent(.data(bytes), contentType: .commaSeparatedText)
        #expect(drop.isPrivateCopy)
        #expect(try Data(contentsOf: drop.file) == bytes, "the copy outlives the transfer's own temporary file")
        #expect(await model.importCSV(drop: drop) == "Added 2 profile(s).")
        #expect(model.profiles.map(\.name) == ["Juan Chavez", "Mei Chen", "Ada", "Bob"])
        #expect(!FileManager.default.fileExists(atPath: drop.file.deletingLastPathComponent().path), "the private copy is gone")

        // A broken drop keeps nothing and still removes its copy.
        let broken = try await CSVFileDrop.importContent(.data(Data("name,id\nCarl,\nDora,12\n".utf8)), contentType: .commaSeparatedText)
        #expect(await model.importCSV(drop: broken) == "Import failed: the import was refused: line 3, field 2: “12” is not a UUID")
        #expect(try model.store.count() == 4)
        #expect(!FileManager.default.fileExists(atPath: broken.file.deletingLastPathComponent().path))
    }

    /// Several CSV files dropped together are one import: both files' profiles, in order;
    /// with a broken file among them, none, and the message says why.
    @Test func severalDroppedFilesAreOneImport() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let first = scratch.file("a.csv"), second = scratch.file("b.csv"), broken = scratch.file("c.csv")
        try ProfilesArchive(profiles: [Profile(name: "Ada")]).csvData().write(to: first)
        try ProfilesArchive(profiles: [Profile(name: "Grace"), Profile(name: "Joan")]).csvData().write(to: second)
        try Data("name,id\nCarl,12\n".utf8).write(to: broken)
        let drops = [first, second, broken].map { CSVFileDrop(file: $0, isPrivateCopy: false) }

        #expect(await model.importCSV(drops: Array(drops.prefix(2))) == "Added 3 profile(s).")
        #expect(model.profiles.suffix(3).map(\.name) == ["Ada", "Grace", "Joan"])
        let message = await model.importCSV(drops: drops)
        #expect(message.hasPrefix("Import failed: ") && message.contains("“12” is not a UUID"), "\(message)")
        #expect(try model.store.count() == 5, "nothing of the batch with a broken file was stored")
    }
}
