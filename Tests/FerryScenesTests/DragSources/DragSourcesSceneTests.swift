// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles
import Testing
@testable import FerryScenes

@Suite struct DragSourcesSceneTests {
    /// Seed 003's data: the two profiles with their phone numbers, and the name the text
    /// sources drag.
    @Test func theSeedsProfilesAndName() {
        #expect(DragSourcesScene.samples.map(\.name) == ["Juan Chavez", "Mei Chen"])
        #expect(DragSourcesScene.samples.map(\.phoneNumber) == ["(408) 555-4301", "(919) 555-2481"])
        #expect(DragSourcesScene.samples.allSatisfy { $0.bio.isEmpty }, "the phone number is not the bio")
        #expect(DragSourcesScene.name == "Mei Chen")
        #expect(DragSourcesScene.previewSide == 300 && DragSourcesScene.previewCornerRadius == 20)
        #expect(DragSourcesScene.liftCornerRadius == 7)
    }

    @Test func receiversSayWhatTheyGot() {
        let mei = DragSourcesScene.samples[1]
        #expect(DragSourcesScene.receivedProfile(mei) == "Got Mei Chen’s whole profile as com.example.profile JSON (phone (919) 555-2481).")
        #expect(DragSourcesScene.receivedText(["Juan", "Chavez"]) == "Got the text “Juan Chavez”.")
        #expect(DragSourcesScene.previewTitle("Juan Chavez") == "Drop Juan Chavez")
    }

    @Test func theAnyDataReceiverPrefersTheProfileAndListsWhatWasOffered() {
        #expect(DragSourcesScene.anyReceiverChoice(offering: [.profile, .utf8PlainText]) == .profile)
        #expect(DragSourcesScene.anyReceiverChoice(offering: [.utf8PlainText]) == .text)
        #expect(DragSourcesScene.anyReceiverChoice(offering: []) == .text)
        let took = DragSourcesScene.anyReceiverReport(offered: [.profile, .utf8PlainText],
                                                      took: .success(DragSourcesScene.tookProfile(DragSourcesScene.samples[0])))
        #expect(took == "Offered: com.example.profile, public.utf8-plain-text. It took com.example.profile: Juan Chavez’s profile.")
        struct Broken: Error {}
        #expect(DragSourcesScene.anyReceiverReport(offered: [.utf8PlainText], took: .failure(Broken()))
                == "Offered: public.utf8-plain-text. It loading failed.")
    }
}
