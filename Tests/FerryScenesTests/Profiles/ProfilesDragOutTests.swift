// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles
import Testing
@testable import FerryScenes

/// Every drag out of the Profiles details has a keyboard path: the value its handle copies
/// is the value it drags, and the message says what was copied, or why nothing was.
@MainActor
@Suite struct ProfilesDragOutTests {
    /// The representations a value offers, in order: what a receiver can choose from.
    func offers(_ value: (any Transferable)?) -> [UTType] {
        value?.exportableContentTypes(visibility: .all) ?? []
    }

    @Test func eachDragOutCopiesWhatItDragsAndSaysSo() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let count = model.profiles.count

        let archive = model.copyForClipboard(.archive)
        #expect((archive as? ProfilesArchive)?.profiles == Array(model.profiles))
        #expect(offers(archive) == offers(model.archive) && offers(archive) == [.commaSeparatedText])
        #expect(model.message == "Copied \(count) profiles as CSV.")
        model.allowsCSVExport = false
        #expect(model.copyForClipboard(.archive) == nil)
        #expect(model.message == "CSV export is turned off.")

        let file = model.copyForClipboard(.selectedProfileFile)
        #expect((file as? ProfileFile)?.profile == model.selectedProfile && offers(file) == offers(model.selectedProfileFile))
        #expect(model.message == "Copied “Juan Chavez” as a file.")

        #expect(model.copyForClipboard(.selectedVideo) == nil)
        #expect(model.message == "The selected profile has no video.")
        let clip = scratch.file("clip.mp4")
        try Data("not really a movie".utf8).write(to: clip)
        _ = await model.importVideo(from: clip)
        let video = model.copyForClipboard(.selectedVideo)
        #expect((video as? Video)?.url == model.selectedVideo?.url && offers(video) == offers(model.selectedVideo))
        #expect(model.message == "Copied the video “clip.mp4”.")

        #expect(model.copyForClipboard(.selectedPortrait) == nil)
        #expect(model.message == "The selected profile has no portrait.")
        let face = scratch.file("face.png")
        try ProfilesModelTests.pngBytes.write(to: face)
        #expect(await model.dropPortrait(files: [face]))
        let portrait = model.copyForClipboard(.selectedPortrait)
        #expect((portrait as? Portrait)?.url == model.selectedPortrait?.url && offers(portrait) == offers(model.selectedPortrait))
        #expect(model.message == "Copied the portrait “face.png”.")
    }

    /// A paste gives the list as it was copied; the drag's value reads the store when the
    /// receiver asks (it is used up as the drag ends).
    @Test func theListsCopyKeepsWhatWasCopiedAndItsDragReadsTheStoreWhenAsked() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        let copied = try #require(model.copyForClipboard(.archive))
        let dragged = model.archive
        let before = Array(model.profiles)
        _ = model.dropProfiles([Profile(name: "Added later")])
        let pasted = try await ProfilesArchive(csvData: copied.exported(as: .commaSeparatedText)).profiles
        #expect(pasted == before)
        let dropped = try await ProfilesArchive(csvData: dragged.exported(as: .commaSeparatedText)).profiles
        #expect(dropped == Array(model.profiles) && dropped.last?.name == "Added later")
    }

    @Test func withNoSelectionOnlyTheListCanBeCopied() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try ProfilesModelTests.makeModel(scratch)
        model.select(nil)
        for out in [ProfilesModel.DragOut.selectedProfileFile, .selectedVideo, .selectedPortrait] {
            #expect(model.copyForClipboard(out) == nil, "\(out)")
            #expect(model.message == ProfilesModel.noSelectionMessage)
        }
        #expect(model.copyForClipboard(.archive) != nil)
    }
}
