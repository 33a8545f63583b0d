// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import Profiles

struct VideoTests {
    @Test func representationsAreTheFileThenItsURL() {
        #expect(Video.exportedContentTypes() == [.mpeg4Movie, .fileURL, .url])
        #expect(Video.importedContentTypes() == [.mpeg4Movie])
    }

    @Test func exportSendsTheExistingFile() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let file = scratch.file("clip.mp4")
        try Data("movie".utf8).write(to: file)
        let video = Video(url: file)
        let (content, type) = try await video.exportedContent(as: .mpeg4Movie, visibility: .all)
        #expect(type == .mpeg4Movie)
        guard case .file(let sent) = content else { Issue.record("the video was exported as bytes"); return }
        #expect(sent.file == file)
        #expect(!sent.allowAccessingOriginalFile)
        #expect(video.suggestedFileName(for: .mpeg4Movie) == "clip.mp4")
    }

    @Test func urlFallbackExportsTheFilesURL() async throws {
        let video = Video(url: URL(fileURLWithPath: "/home/ana/Videos/Ferry/my clip.mp4"))
        let fileURL = try await video.exported(as: .fileURL)
        #expect(String(decoding: fileURL, as: UTF8.self) == "file:///home/ana/Videos/Ferry/my%20clip.mp4")
        let (_, type) = try await video.exportedContent(as: .url, visibility: .all)
        #expect(type == .fileURL)
    }

    @Test func importCopiesIntoTheLibraryTwiceWithoutOverwriting() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("Dropped Clip.mp4")
        let bytes = MediaFolderTests.randomBytes(1 << 20, seed: 9)
        try bytes.write(to: source)
        let library = MediaFolder(url: scratch.file("Videos/Ferry"), defaultExtension: "mp4")
        let progress = Progress(totalUnitCount: -1)
        let (first, second) = try await Video.$library.withValue(library) {
            try await Video.$importProgress.withValue(progress) {
                (try await Video(importing: source, contentType: .mpeg4Movie),
                 try await Video(importing: source, contentType: .mpeg4Movie))
            }
        }
        #expect(first.url.lastPathComponent == "Dropped Clip.mp4")
        #expect(first.url.deletingLastPathComponent().path == library.url.path)
        #expect(second.url.lastPathComponent.hasPrefix("Dropped Clip_"))
        #expect(try Data(contentsOf: first.url) == bytes)
        #expect(try Data(contentsOf: second.url) == bytes)
        #expect(try Data(contentsOf: source) == bytes)
        #expect(progress.completedUnitCount == Int64(bytes.count))
    }

    @Test func bytesReceivedAsDataAreWrittenIntoTheLibrary() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let library = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let video = try await Video.$library.withValue(library) {
            try await Video(importing: Data("tiny movie".utf8), contentType: .mpeg4Movie)
        }
        #expect(video.url.deletingLastPathComponent().path == library.url.path)
        #expect(video.url.pathExtension == "mp4")
        #expect(try Data(contentsOf: video.url) == Data("tiny movie".utf8))
    }

    @Test func aCancelledImportFailsAndKeepsNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let source = scratch.file("clip.mp4")
        try Data("movie".utf8).write(to: source)
        let library = MediaFolder(url: scratch.file("Ferry"), defaultExtension: "mp4")
        let progress = Progress(totalUnitCount: -1)
        progress.cancel()
        let expected = TransferError.representationFailed(
            type: "Video", contentType: "public.mpeg-4", direction: .import,
            reason: .error(MediaImportError.cancelled(name: "clip.mp4", bytesCopied: 0)))
        await #expect(throws: expected) {
            try await Video.$library.withValue(library) {
                try await Video.$importProgress.withValue(progress) {
                    _ = try await Video(importing: source, contentType: .mpeg4Movie)
                }
            }
        }
        #expect(TemporaryFolder.names(in: library.url) == [])
    }

    @Test func theDefaultLibraryIsTheUsersVideosFolder() {
        #expect(Video.library.url == ProfilesDirectories.standard().videosFolder)
        #expect(Video.library.defaultExtension == "mp4")
    }
}
