// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes
import Profiles

/// Drops that name what is not a file: a portrait or video "file" that is a symbolic link
/// to a device or a folder is refused with a message, at once, and nothing is copied or
/// changed.
@MainActor
struct ProfilesHostileDropTests {
    @Test func aPortraitOrVideoThatIsADeviceOrAFolderIsRefused() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let zeros = scratch.file("zeros.png")
        try FileManager.default.createSymbolicLink(atPath: zeros.path, withDestinationPath: "/dev/zero")
        let folder = scratch.file("album.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        // Typed by its name (a device is never read to sniff it), then refused by the copy.
        #expect(!(await model.dropPortrait(files: [zeros])))
        #expect(model.message.hasPrefix("Drop failed: ") && model.message.contains("not a regular file"), "\(model.message)")
        // A folder is a folder, whatever its name: not an image.
        #expect(!(await model.dropPortrait(files: [folder])))
        #expect(model.message == ProfilesModel.noImageMessage)
        #expect(model.selectedProfile?.portrait == nil)

        let video = scratch.file("zeros.mp4")
        try FileManager.default.createSymbolicLink(atPath: video.path, withDestinationPath: "/dev/zero")
        let message = await model.importVideo(from: video)
        #expect(message.hasPrefix("Video import failed: ") && message.contains("not a regular file"), "\(message)")
        #expect(model.selectedProfile?.video == nil)
        #expect(TemporaryFolder.names(in: model.videos.url) == [])
        #expect(TemporaryFolder.names(in: model.portraits.url) == [])
    }
}
