// SPDX-License-Identifier: Apache-2.0
// Seed 002 (11:20): a text field gets the video's URL; a receiver of files gets the file.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed002ProxyVideoCheck {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (11:20): \(what)") } }
        let types = Video.exportedContentTypes()
        check(types.first == .mpeg4Movie && types.contains(.url), "the file first, then the URL: \(types.map(\.identifier))")
        let video = Video(file: URL(fileURLWithPath: "/videos/juan clip.mp4"))
        do {
            let url = try await video.exported(as: .url)
            check(String(decoding: url, as: UTF8.self) == "file:///videos/juan%20clip.mp4", "the URL fallback is the file's URL")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
