// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing

/// `opensFilesInPlace(importing:)` and `importContent(privateCopy:contentType:)`: a
/// receiver that copies a file itself hands that copy over without a second one.
@Suite struct TransferablePrivateCopyTests {
    @Test func onlyFileImportersThatAttemptToOpenInPlaceSaySo() {
        #expect(InPlaceVideo.opensFilesInPlace(importing: .mpeg4Movie))
        #expect(!Video.opensFilesInPlace(importing: .mpeg4Movie))
        #expect(!Profile.opensFilesInPlace(importing: .profile))
        #expect(!InPlaceVideo.opensFilesInPlace(importing: .png), "nothing imports PNG")
    }

    @Test func aFileImporterGetsThePrivateCopyItselfAsACopy() async throws {
        let folder = try TransferableFileTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("Videos")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let copy = try TransferableFileTests.makeFile(in: folder, named: "holiday.mp4", bytes: 1 << 16)
        let log = ReceivedLog()
        let video = try await Video.$library.withValue(library) {
            try await Video.$receivedFiles.withValue(log) {
                try await Video.importContent(privateCopy: copy, contentType: .mpeg4Movie)
            }
        }
        #expect(log.all.map(\.file) == [copy], "the importer received the caller's copy, not a copy of it")
        #expect(log.all.map(\.isOriginalFile) == [false])
        #expect(try Data(contentsOf: video.url) == Data(contentsOf: copy))
        #expect(FileManager.default.fileExists(atPath: copy.path), "the caller removes its copy")
    }

    @Test func aDataImporterReadsThePrivateCopy() async throws {
        let folder = try TransferableFileTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = Profile(id: UUID(), name: "Mei Chen", bio: "(919) 555-2481", funFacts: [])
        let file = folder.appendingPathComponent("mei.json")
        try JSONEncoder().encode(profile).write(to: file)
        #expect(try await Profile.importContent(privateCopy: file, contentType: .profile) == profile)
    }

    @Test func badInputIsATypedError() async throws {
        let folder = try TransferableFileTests.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("gone.mp4")
        await #expect(throws: TransferError.fileMissing(path: missing.path)) {
            try await Video.importContent(privateCopy: missing, contentType: .mpeg4Movie)
        }
        let text = folder.appendingPathComponent("note.txt")
        try Data("hello".utf8).write(to: text)
        await #expect(throws: TransferError.self) {
            try await Video.importContent(privateCopy: text, contentType: .plainText)
        }
    }
}
