// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes
import Profiles

extension ProfilesModelTests {
    @Test func ctrlCOnARowGivesItsProfileForTheClipboardAndSaysSo() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.copyForClipboard(Self.mei.id) == Self.mei)
        #expect(model.message == "Copied “Mei Chen”.")
        #expect(Array(model.profiles) == [Self.juan, Self.mei], "copying changes nothing")
        model.select(Self.mei.id)
        model.deleteSelected()
        #expect(model.copyForClipboard(Self.mei.id) == nil, "a deleted profile is not copied")
    }
}
