// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import MacModels
import UniformTypeIdentifiers

// Exits non-zero if the Mac-style code behaves differently from what it does on a Mac.
var failures: [String] = []
func check(_ condition: Bool, _ what: String) { if !condition { failures.append(what) } }

check(FileKind.describe(URL(fileURLWithPath: "/tmp/a.png")) == "image (image/png)", "png is an image")
check(FileKind.describe(URL(fileURLWithPath: "/tmp/a.mp4")) == "movie", "mp4 is a movie")
check(FileKind.describe(URL(fileURLWithPath: "/tmp/a.csv")) == "text", "csv is text")
check(UTType.shapeTransfer.identifier == "com.example.shape-transfer", "exported identifier kept")
check(UTType.profile.conforms(to: .json), "profile conforms to JSON")
check(FileKind.mimeTypes(for: FileKind.pasteboardTypes).first == "text/plain;charset=utf-8", "UTF-8 text MIME")
check(FileKind.allTypes(forExtension: "jpg").first == .jpeg, "jpg is JPEG")

check(ShapePayload.exportedContentTypes(visibility: .all).isEmpty, "own-process shape hidden from others")
check(ShapePayload.exportedContentTypes(visibility: .ownProcess) == [.shapeTransfer], "shape visible to own process")
check(Profile.exportedContentTypes() == [.profile, .utf8PlainText], "profile: JSON first, then text")
check(Todo.exportedContentTypes() == [.todo, .utf8PlainText], "team-only file hidden from everyone")
check(Todo.exportedContentTypes(visibility: .team) == [.todo, .utf8PlainText, .plainText], "team sees the file")
check(Todo.importedContentTypes() == [.todo, .utf8PlainText], "todo imports")

let semaphore = DispatchSemaphore(value: 0)
Task {
    do {
        let profile = Profile(name: "Mei Chen")
        let text = try await profile.exported(as: .plainText)
        check(String(decoding: text, as: UTF8.self) == "Mei Chen", "text receiver gets the name")
        let json = try await profile.exported(as: .profile)
        check(try await Profile(importing: json, contentType: .profile) == profile, "Ferry gets the whole profile")
        let empty = ProfilesArchive(profiles: [])
        do {
            _ = try await empty.exported(as: .commaSeparatedText)
            check(false, "an empty archive must not export CSV")
        } catch {}
        let todo = try await Todo(importing: Data("buy milk".utf8), contentType: .utf8PlainText)
        check(todo.text == "buy milk", "todo from text")
        // The iOS 18.2 / macOS 15.2 conveniences.
        check(try await Profile(importing: try await profile.exported(as: nil), contentType: .profile) == profile,
              "nil content type: the first representation that exports (the profile's JSON)")
        let archive = ProfilesArchive(profiles: [profile])
        check(archive.suggestedFilename == "Profiles.csv", "suggested file name of the value")
        let written = try await archive.withExportedFile(contentType: nil) { file -> URL in
            check(FileManager.default.fileExists(atPath: file.path), "exported file exists in the handler")
            check(file.lastPathComponent == "Profiles.csv", "exported file named as suggested")
            return file
        }
        check(!FileManager.default.fileExists(atPath: written.path), "exported file removed after the handler")
        check(URL(fileURLWithPath: "/tmp").appendingPathComponent("notes", conformingTo: .plainText).lastPathComponent == "notes.txt",
              "URL gets the type's extension")
    } catch {
        check(false, "unexpected error: \(error)")
    }
    semaphore.signal()
}
semaphore.wait()

if failures.isEmpty {
    print("mac-models-check: Swift 5 client compiled and behaves as on a Mac")
} else {
    print("mac-models-check: FAILED: \(failures.joined(separator: "; "))")
    exit(1)
}
