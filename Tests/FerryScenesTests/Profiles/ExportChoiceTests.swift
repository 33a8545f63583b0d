// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles
import Testing
@testable import FerryScenes

@Suite struct ExportChoiceTests {
    static let types: [UTType] = [.profile, .utf8PlainText]

    @Test func theExtensionPicksTheFormat() {
        #expect(ExportChoice.contentType(for: URL(fileURLWithPath: "/tmp/a.txt"), among: Self.types) == .utf8PlainText)
        #expect(ExportChoice.contentType(for: URL(fileURLWithPath: "/tmp/a.FERRYPROFILE"), among: Self.types) == .profile)
    }

    @Test func otherwiseTheMostPreferredFormat() {
        #expect(ExportChoice.contentType(for: URL(fileURLWithPath: "/tmp/a"), among: Self.types) == .profile)
        #expect(ExportChoice.contentType(for: URL(fileURLWithPath: "/tmp/a.pdf"), among: Self.types) == .profile)
        #expect(ExportChoice.contentType(for: URL(fileURLWithPath: "/tmp/a.txt"), among: []) == nil)
    }
}
