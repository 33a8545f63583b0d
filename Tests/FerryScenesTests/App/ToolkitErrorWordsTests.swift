// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import FerryLocalization
import FerryScenes
import FerryTestSupport
import Foundation
import Testing

/// GtkKit's errors that reach the user are worded by the app in the user's language: a
/// portrait GDK cannot read says so in Japanese, through ErrorText like every other error.
/// The app maps GtkKit's cases to ToolkitImageError's, whose words are checked here,
/// without GTK.
@Suite struct ToolkitErrorWordsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func imageErrorsAreWordedInTheUsersLanguage() throws {
        let catalogues = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-toolkit-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalogues) }
        let built = try Tool.run(Self.root.appendingPathComponent("scripts/build-locale"), [catalogues.path])
        try #require(built.status == 0, "build-locale: \(built.output)")
        let error = ToolkitImageError.undecodable(source: "12 bytes", reason: "Unrecognized image file format")
        let failure = TransferError.decodingFailed(type: "PortraitInput", contentType: "public.png", codingPath: "", reason: .error(error))
        let english = ErrorText.describe(failure)
        #expect(english.hasSuffix("cannot read 12 bytes as an image: Unrecognized image file format"), "\(english)")
        let japanese = try #require(Localization.inLanguage("ja_JP.UTF-8", catalogues: catalogues.path) { ErrorText.describe(failure) })
        let expected = try #require(Localization.translation(of: "cannot read %1$s as an image: %2$s", locale: "ja_JP.UTF-8",
                                                             catalogues: catalogues.path, arguments: ["12 bytes", "Unrecognized image file format"]))
        #expect(expected != "cannot read 12 bytes as an image: Unrecognized image file format", "no Japanese words for the image error")
        #expect(japanese.hasSuffix(expected), "\(japanese)")
        let picture = ToolkitImageError.notShown(byteCount: 3, reason: "truncated")
        #expect(ErrorText.describe(picture) == "cannot show 3 bytes as an image: truncated")
    }
}
