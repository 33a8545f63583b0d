// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Testing
@testable import TransferSessions

@Suite("TransferAudience")
struct TransferAudienceTests {
    @Test("the own process sees every visibility; another process only .all")
    func admits() {
        for visibility in [TransferRepresentationVisibility.all, .team, .group, .ownProcess] {
            #expect(TransferAudience.ownProcess.admits(visibility))
            #expect(TransferAudience.anotherProcess.admits(visibility) == (visibility == .all))
        }
    }

    @Test("narrowing never widens")
    func narrowing() {
        #expect(TransferAudience.ownProcess.narrowed(to: .anotherProcess) == .anotherProcess)
        #expect(TransferAudience.anotherProcess.narrowed(to: .ownProcess) == .anotherProcess)
        #expect(TransferAudience.ownProcess.narrowed(to: .ownProcess) == .ownProcess)
    }
}
