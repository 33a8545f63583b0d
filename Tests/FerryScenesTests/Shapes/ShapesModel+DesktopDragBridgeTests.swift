// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import FerryScenes
import Testing
import TransferSessions

/// The bridge from GTK's drag events to TransferSessions' drag sessions, driven the way
/// the Shapes page drives it (begin at GTK's prepare, enter/leave from the destination's
/// hover, drop from its drop handler, end from the source's drag-end).
@MainActor
@Suite struct DesktopDragBridgeTests {
    let bridge = DesktopDragBridge()
    let model = ShapesModel()

    var collection: any DropTarget { model.dropDestination(for: ShapesModel.collection) }
    var shelf: any DropTarget { model.providerDropDestination(for: ShapesModel.shelf) }

    struct EncodingRefused: Error {}

    /// A provider of the shape type whose only representation fails to produce its bytes.
    static func failingProvider() -> ItemProvider {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .shapeTransfer, visibility: .ownProcess) { () async throws -> Data in
            throw EncodingRefused()
        }
        return provider
    }

    /// One whole gesture: lift, hover `target`, drop there, GTK reports `end`.
    func gesture(_ make: () throws -> DragSession, onto target: (any DropTarget)?, owner: AnyObject? = nil,
                 end: ToolkitDragEnd) async throws -> DragOutcome? {
        let started = bridge.begin(owner: model, make)
        let handle = try #require(started)
        if let target {
            bridge.enter(target)
            bridge.leave(target)  // GTK un-targets before the drop handler runs
            #expect(bridge.drop(handle, on: target, owner: owner ?? model, at: CGPoint(x: 5, y: 5)))
        }
        return await bridge.end(handle, end)
    }

    @Test func paletteCopyAddsOneItemAndHoverOnlyHighlights() async throws {
        let started = bridge.begin(owner: model) { model.startPaletteDrag(.circle) }
        let handle = try #require(started)
        bridge.enter(collection)
        #expect(model.highlightedCollection == ShapesModel.collection)
        #expect(model.store.count == 0 && model.message == ShapesModel.initialMessage)
        bridge.leave(collection)
        #expect(model.highlightedCollection == nil)
        #expect(bridge.drop(handle, on: collection, owner: model, at: .zero))
        #expect(model.store.count == 0)  // nothing happens before GTK ends the drag
        #expect(await bridge.end(handle, .completed(.copy)) == .completed(.copy))
        #expect(model.store.values(in: ShapesModel.collection) == [.circle])
        #expect(model.message == "Added 1 shape(s).")
        #expect(model.highlightedCollection == nil)
        #expect(bridge.activeSession == nil)
    }

    @Test func droppedOutsideOrCancelledChangesNothing() async throws {
        #expect(try await gesture({ model.startPaletteDrag(.square) }, onto: nil, end: .noTarget) == .droppedOutside)
        #expect(try await gesture({ model.startPaletteDrag(.square) }, onto: collection, end: .cancelledByUser) == .cancelled)
        // The windowing system's error ends a drag the way a release over nothing does.
        #expect(try await gesture({ model.startPaletteDrag(.square) }, onto: collection, end: .failed) == .droppedOutside)
        // GTK said it completed, but no destination of ours took the drop.
        #expect(try await gesture({ model.startPaletteDrag(.square) }, onto: nil, end: .completed(.copy)) == .droppedOutside)
        #expect(model.store.count == 0)
        #expect(model.message == ShapesModel.initialMessage)
    }

    @Test func versionTwoIsRejectedAndAFailingProviderFails() async throws {
        let rejected = try await gesture({
            DragSession(items: [ItemProvider(ShapePayload(version: 2, kind: .circle))], allowedOperations: [.copy])
        }, onto: collection, end: .completed(.copy))
        #expect(model.message == "Drop rejected: unsupported payload.")
        if case .notAccepted(.rejected) = rejected {} else { Issue.record("expected a rejection, got \(String(describing: rejected))") }
        let failed = try await gesture({
            DragSession(items: [Self.failingProvider()], allowedOperations: [.copy])
        }, onto: shelf, end: .completed(.copy))
        #expect(model.message == "Drop failed: item 1 of 1 could not be loaded.")
        if case .notAccepted(.failed) = failed {} else { Issue.record("expected a failure, got \(String(describing: failed))") }
        #expect(model.store.count == 0)
    }

    @Test func aCompletedMoveKeepsTheIdAndOneOwner() async throws {
        _ = try await gesture({ model.startPaletteDrag(.circle) }, onto: collection, end: .completed(.copy))
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        #expect(try await gesture({ try model.startMoveDrag(of: id) }, onto: shelf, end: .completed(.move)) == .completed(.move))
        #expect(model.store.ids(in: ShapesModel.shelf) == [id])
        #expect(model.store.ids(in: ShapesModel.collection).isEmpty)
        #expect(model.store.moveTickets.isEmpty)
        #expect(model.message == "Moved 1 shape(s).")
    }

    @Test func aCancelledMoveKeepsTheItemAndSettlesItsTicket() async throws {
        _ = try await gesture({ model.startPaletteDrag(.circle) }, onto: collection, end: .completed(.copy))
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        #expect(try await gesture({ try model.startMoveDrag(of: id) }, onto: shelf, end: .cancelledByUser) == .cancelled)
        #expect(try await gesture({ try model.startMoveDrag(of: id) }, onto: nil, end: .noTarget) == .droppedOutside)
        #expect(try await gesture({ try model.startMoveDrag(of: id) }, onto: shelf, end: .failed) == .droppedOutside)
        #expect(model.store.ids(in: ShapesModel.collection) == [id])
        #expect(model.store.moveTickets.isEmpty)
    }

    @Test func ctrlCopyOfAMoveDragLeavesTheSourceAlone() async throws {
        _ = try await gesture({ model.startPaletteDrag(.square) }, onto: shelf, end: .completed(.copy))
        let id = try #require(model.store.ids(in: ShapesModel.shelf).first)
        #expect(try await gesture({ try model.startMoveDrag(of: id) }, onto: collection, end: .completed(.copy)) == .completed(.copy))
        #expect(model.store.ids(in: ShapesModel.shelf) == [id])
        let copies = model.store.ids(in: ShapesModel.collection)
        #expect(copies.count == 1 && copies[0] != id)
        #expect(model.store.values(in: ShapesModel.collection) == [.square])
        #expect(model.store.moveTickets.isEmpty)
    }

    @Test func aMoveIntoAnotherWindowsModelRemovesFromTheSource() async throws {
        let other = ShapesModel()
        _ = try await gesture({ model.startPaletteDrag(.circle) }, onto: collection, end: .completed(.copy))
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        let outcome = try await gesture({ try model.startMoveDrag(of: id) }, onto: other.dropDestination(for: ShapesModel.shelf),
                                        owner: other, end: .completed(.move))
        #expect(outcome == .completed(.move))
        #expect(model.store.count == 0 && model.store.moveTickets.isEmpty)
        #expect(other.store.values(in: ShapesModel.shelf) == [.circle])
        #expect(other.message == "Moved 1 shape(s).")
    }

    @Test func aNewDragCancelsOneWhoseEndNeverCame() async throws {
        _ = try await gesture({ model.startPaletteDrag(.circle) }, onto: collection, end: .completed(.copy))
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        let staleStart = bridge.begin(owner: model) { try model.startMoveDrag(of: id) }
        let stale = try #require(staleStart)
        #expect(model.store.moveTicket(for: id) != nil)
        // The item is in flight, so only the bridge cancelling the stale drag lets it move again.
        let freshStart = bridge.begin(owner: model) { try model.startMoveDrag(of: id) }
        let fresh = try #require(freshStart)
        #expect(await bridge.end(stale, .completed(.move)) == nil)  // an old handle is ignored
        #expect(!bridge.drop(stale, on: shelf, owner: model, at: .zero))
        #expect(await bridge.end(fresh, .noTarget) == .droppedOutside)
        #expect(model.store.ids(in: ShapesModel.collection) == [id] && model.store.moveTickets.isEmpty)
    }

    @Test func aSessionThatCannotStartRefusesTheDrag() {
        #expect(bridge.begin(owner: model) { try model.startMoveDrag(of: ItemID()) } == nil)
        #expect(bridge.activeSession == nil)
    }
}
