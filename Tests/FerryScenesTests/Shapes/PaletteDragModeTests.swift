// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
import TransferSessions
@testable import FerryScenes

@Suite struct PaletteDragModeTests {
    @Test func normalModeLeavesTheSessionToTheModel() {
        #expect(PaletteDragMode.normal.items(for: .circle) == nil)
        #expect(PaletteDragMode.normal.notice == nil)
    }

    @Test func versionTwoCarriesAVersionTwoShapeOfTheSameType() async throws {
        let items = try #require(PaletteDragMode.versionTwo.items(for: .square))
        #expect(items.count == 1 && items[0].registeredContentTypes == [.shapeTransfer])
        let payload = try await items[0].loadTransferable(type: ShapePayload.self)
        #expect(payload == ShapePayload(version: 2, kind: .square))
        #expect(ShapePayload.acceptanceContract.evaluate([payload]) != .accepted)
    }

    @Test func theFailingProviderOffersTheTypeButFailsToLoad() async throws {
        let items = try #require(PaletteDragMode.failingProvider.items(for: .circle))
        #expect(items[0].canLoadTransferable(ShapePayload.self))
        #expect(items[0].restricted(to: .anotherProcess).registeredContentTypes.isEmpty)  // own process only
        await #expect(throws: ItemProviderError.self) { try await items[0].loadTransferable(type: ShapePayload.self) }
        #expect("\(PaletteDragFailure.encodingRefused(kind: "circle"))".contains("circle"))
    }

    @Test func everyModeHasADeveloperMenuTitle() {
        #expect(Set(PaletteDragMode.allCases.map(\.title)).count == PaletteDragMode.allCases.count)
    }
}
