// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import FerryScenes

@Suite struct MessageTextTests {
    static let longPath = "/tmp/gtkkit-ui-profiles-files-4B1C2D3E-5F60-4718-92A3-B4C5D6E7F809/imports/people.csv"

    @Test func aMessageThatFitsIsUnchanged() {
        #expect(MessageText.shortened("Drop failed: no image.") == "Drop failed: no image.")
        let exactly = String(repeating: "x", count: MessageText.toastLength)
        #expect(MessageText.shortened(exactly) == exactly)
    }

    @Test func aLongPathLosesItsMiddleAndKeepsItsFileName() {
        let message = "Import failed: \(Self.longPath) is not a CSV archive."
        #expect(MessageText.shortened(message) == "Import failed: /tmp/…/people.csv is not a CSV archive.")
        #expect(MessageText.shortenedPath("/a/b") == "/a/b", "too short to gain anything")
    }

    @Test func whenThePathIsNotEnoughTheMessageLosesItsMiddleToo() {
        let message = "Paste failed: \(Self.longPath) is public.comma-separated-values-text, which String does not import"
        let short = MessageText.shortened(message)
        #expect(short.count == MessageText.toastLength, "\(short.count) characters: \(short)")
        #expect(short.hasPrefix("Paste failed: /tmp/…/people.csv"), "\(short)")
        #expect(short.hasSuffix("which String does not import"), "\(short)")
    }

    @Test func withoutPathsTheMessageLosesItsMiddle() {
        let message = String(repeating: "word ", count: 40) + "end"
        let short = MessageText.shortened(message, maximumLength: 30)
        #expect(short.count == 30 && short.hasPrefix("word") && short.hasSuffix("end") && short.contains("…"))
    }

    @Test func tinyLimitsStillGiveText() {
        #expect(MessageText.shortened("abcdefghij", maximumLength: 1).count == 5)
        #expect(MessageText.middleShortened("abcdefghij", to: 5) == "a…hij")
    }
}
