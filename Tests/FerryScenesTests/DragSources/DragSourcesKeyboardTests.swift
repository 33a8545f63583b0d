// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles
import Testing
import TransferSessions
@testable import FerryScenes

/// The Drag sources page without a mouse: each card copies what its drag offers, and the
/// receivers say what they got and how to paste.
@Suite struct DragSourcesKeyboardTests {
    @Test func everyCardHasItsOwnNameAndValue() {
        let sources = DragSourcesScene.Source.allCases
        #expect(sources == [.plainText, .customPreview, .profile(0), .profile(1)])
        #expect(sources.map(\.accessibleName) == ["Mei Chen (default preview)", "Mei Chen (custom preview)",
                                                   "Juan Chavez (profile)", "Mei Chen (profile)"])
        #expect(Set(sources.map(\.accessibleName)).count == sources.count, "Tab must tell the cards apart")
        #expect(sources.map(\.logName) == ["plain-text", "custom-preview", "profile-0", "profile-1"])
        #expect(DragSourcesScene.Source.plainText.value == .text("Mei Chen"))
        #expect(DragSourcesScene.Source.profile(1).value == .profile(DragSourcesScene.samples[1]))
    }

    /// A copy offers what a drag of the same value offers, in the same order: the profile's
    /// JSON first, its name as text second.
    @Test func aCopyOffersWhatTheDragOffers() {
        for source in DragSourcesScene.Source.allCases {
            let dragged = switch source.value {
            case .text(let text): ItemProvider(text).registeredContentTypes
            case .profile(let profile): ItemProvider(profile).registeredContentTypes
            }
            #expect(source.offeredTypes == dragged, "\(source)")
        }
        #expect(DragSourcesScene.Source.profile(0).offeredTypes.prefix(2) == [.profile, .utf8PlainText])
        #expect(DragSourcesScene.copiedMessage(.profile(0)).hasPrefix(
            "Copied “Juan Chavez” as com.example.profile, public.utf8-plain-text"))
        #expect(DragSourcesScene.copiedMessage(.plainText).hasSuffix("Paste it on a receiver with Ctrl+V."))
    }

    @Test func receiversNameThemselvesAndTellWhatTheyLastGot() {
        #expect(DragSourcesScene.Receiver.allCases.map(\.title)
                == ["Ferry (imports profiles)", "Text editor (imports text)", "Any data (item provider)"])
        #expect(DragSourcesScene.Receiver.allCases.map(\.logName) == ["ferry", "text", "any"])
        let got = DragSourcesScene.receivedText(["Mei Chen"])
        #expect(DragSourcesScene.receiverDescription(lastReceived: got)
                == "Got the text “Mei Chen”. Paste or Ctrl+V puts the clipboard here, as a drop would.")
        #expect(DragSourcesScene.pasteActionLabel(.text) == "Paste on Text editor (imports text)")
        #expect(DragSourcesScene.nothingToPaste(on: .ferry) == "Nothing to paste: the clipboard holds no profile.")
        #expect(DragSourcesScene.nothingToPaste(on: .text) != DragSourcesScene.nothingToPaste(on: .any))
    }
}
