// SPDX-License-Identifier: Apache-2.0
// Seed 002 (08:46): a received video is copied into the user's movies folder (XDG's videos
// folder here), under a unique name when its name is taken; nothing is overwritten.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed002VideoCheck {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (08:46): \(what)") } }
        check(Video.exportedContentTypes() == [.mpeg4Movie] && Video.importedContentTypes() == [.mpeg4Movie], "a file of public.mpeg-4")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seed002-\(UUID().uuidString)")
        var made: [URL] = []
        defer {
            for url in made { try? FileManager.default.removeItem(at: url) }
            try? FileManager.default.removeItem(at: scratch)
        }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let source = scratch.appendingPathComponent("ferry-seed-check-\(UUID().uuidString).mp4")
            try Data("not really a movie".utf8).write(to: source)
            let first = try await Video(importing: source, contentType: .mpeg4Movie).file
            made.append(first)
            let movies = try FileManager.default.url(for: .moviesDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
            check(first.deletingLastPathComponent().standardizedFileURL.path == movies.standardizedFileURL.path
                  && first.lastPathComponent == source.lastPathComponent,
                  "the first copy keeps its name in the videos folder: \(first.path)")
            let second = try Video.copyVideoFile(source: source)
            made.append(second)
            let stem = source.deletingPathExtension().lastPathComponent
            check(second != first && second.lastPathComponent.hasPrefix(stem + "_") && second.pathExtension == "mp4",
                  "a taken name gets a UUID: \(second.lastPathComponent)")
            check(FileManager.default.contents(atPath: second.path) == Data("not really a movie".utf8), "the copy is whole")
            check(FileManager.default.fileExists(atPath: source.path), "the received file itself is left alone")
            let sent = try await Video(file: first).exportedContent(as: .mpeg4Movie, visibility: .all)
            if case .file(let sentFile) = sent.content { check(sentFile.file == first, "export sends the existing file") } else { check(false, "export sends a file") }
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
