// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Observation
import Testing
@testable import FerryScenes
import TransferSessions

/// SPEC scene 1 ("Shapes") against the headless layer: the verification sequence and
/// every rule of issue 4's Proof, through both the typed path (`dropDestination`) and
/// the item-provider path.
@MainActor
@Suite("ShapesModel (SPEC scene 1)")
struct ShapesModelTests {
    enum DropPath: String, CaseIterable, CustomTestStringConvertible {
        case typed, itemProvider
        var testDescription: String { rawValue }
    }

    static let collectionFrame = CGRect(x: 200, y: 0, width: 200, height: 300)
    static let shelfFrame = CGRect(x: 450, y: 0, width: 200, height: 300)
    static let insideCollection = CGPoint(x: 260, y: 120)
    static let insideShelf = CGPoint(x: 500, y: 40)
    static let outside = CGPoint(x: 20, y: 400)

    init() { StoreInvariantChecking.isEnabled = true }

    /// A model with both destinations of `path` laid out.
    private func makeModel(_ path: DropPath, moveStrategy: ShapesModel.MoveStrategy = .storeTransaction) -> (ShapesModel, collection: any DropTarget, shelf: any DropTarget) {
        let model = ShapesModel(moveStrategy: moveStrategy)
        switch path {
        case .typed:
            model.dropDestination(for: ShapesModel.collection).frame = Self.collectionFrame
            model.dropDestination(for: ShapesModel.shelf).frame = Self.shelfFrame
            return (model, model.dropDestination(for: ShapesModel.collection), model.dropDestination(for: ShapesModel.shelf))
        case .itemProvider:
            model.providerDropDestination(for: ShapesModel.collection).frame = Self.collectionFrame
            model.providerDropDestination(for: ShapesModel.shelf).frame = Self.shelfFrame
            return (model, model.providerDropDestination(for: ShapesModel.collection), model.providerDropDestination(for: ShapesModel.shelf))
        }
    }

    @discardableResult
    private func release(_ session: DragSession, at point: CGPoint, over target: (any DropTarget)?) async throws -> DragOutcome {
        try session.move(to: point, over: target)
        return try await session.drop()
    }

    /// A drag of arbitrary providers (another build of the app, a broken source).
    private func foreignDrag(_ items: [ItemProvider]) -> DragSession {
        DragSession(items: items, allowedOperations: [.copy])
    }

    @Test("the verification sequence of SPEC scene 1", arguments: DropPath.allCases)
    func verificationSequence(path: DropPath) async throws {
        let (model, collection, _) = makeModel(path)
        #expect(model.message == "Drag a shape into Collection.")
        #expect(model.palette == [.circle, .square])

        // Drag Circle into Collection: one circle added, palette unchanged.
        #expect(try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection) == .completed(.copy))
        #expect(model.store.values(in: ShapesModel.collection) == [.circle])
        #expect(model.palette == [.circle, .square])
        #expect(model.message == "Added 1 shape(s).")

        // Repeat: a second item with its own id.
        try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection)
        let ids = model.store.ids(in: ShapesModel.collection)
        #expect(ids.count == 2)
        #expect(ids[0] != ids[1])
        #expect(model.palette == [.circle, .square])

        // Drop Square outside the target: no change.
        let beforeOutside = (model.store, model.message)
        #expect(try await release(model.startPaletteDrag(.square), at: Self.outside, over: nil) == .droppedOutside)
        #expect(model.store == beforeOutside.0)
        #expect(model.message == beforeOutside.1)

        // A version-2 payload: rejected, nothing added.
        let beforeRejection = model.store
        try await release(foreignDrag([ItemProvider(ShapePayload(version: 2, kind: .square))]), at: Self.insideCollection, over: collection)
        #expect(model.message == "Drop rejected: unsupported payload.")
        #expect(model.store == beforeRejection)

        // A provider that fails to load: failure shown, no partial batch.
        try await release(foreignDrag([ItemProvider(ShapePayload(kind: .square)), failingProvider(.shapeTransfer)]),
                          at: Self.insideCollection, over: collection)
        #expect(model.message == "Drop failed: item 2 of 2 could not be loaded.")
        #expect(model.store == beforeRejection)

        // Cancel a move: the item is still in its original collection.
        let moving = model.store.ids(in: ShapesModel.collection)[0]
        let session = try model.startMoveDrag(of: moving)
        try session.move(to: Self.insideShelf, over: nil)
        try session.cancel()
        #expect(model.store.owner(of: moving) == ShapesModel.collection)
        #expect(model.store == beforeRejection)
    }

    @Test("success says \"Added N shape(s).\" for N items, appended in order", arguments: DropPath.allCases)
    func successMessage(path: DropPath) async throws {
        let (model, collection, _) = makeModel(path)
        let kinds: [ShapePayload.Kind] = [.square, .circle, .square]
        try await release(foreignDrag(kinds.map { ItemProvider(ShapePayload(kind: $0)) }), at: Self.insideCollection, over: collection)
        #expect(model.message == "Added 3 shape(s).")
        #expect(model.store.values(in: ShapesModel.collection) == kinds)
        #expect(Set(model.store.ids(in: ShapesModel.collection)).count == 3)
        #expect(model.lastDropResult == .succeeded(count: 3, failures: []))
    }

    @Test("a version-2 payload anywhere in the batch rejects all of it", arguments: DropPath.allCases)
    func versionTwoInBatch(path: DropPath) async throws {
        let (model, collection, _) = makeModel(path)
        let items = [ItemProvider(ShapePayload(kind: .circle)), dataProvider(.shapeTransfer, shapeBytes(version: 2, kind: "Square"), visibility: .ownProcess)]
        let outcome = try await release(foreignDrag(items), at: Self.insideCollection, over: collection)
        #expect(outcome == .notAccepted(.rejected(reason: "Drop rejected: unsupported payload.",
                                                  violation: AcceptanceViolation(rule: "version == 1", itemIndex: 1))))
        #expect(model.message == "Drop rejected: unsupported payload.")
        #expect(model.store.count == 0)
    }

    enum BrokenSource: String, CaseIterable, CustomTestStringConvertible {
        case failsToEncode, failsToLoad, undecodableBytes
        var testDescription: String { rawValue }

        func provider() -> ItemProvider {
            switch self {
            case .failsToEncode: ItemProvider(UnencodableShape())
            case .failsToLoad: failingProvider(.shapeTransfer)
            case .undecodableBytes: dataProvider(.shapeTransfer, Data("{\"version\":1,\"kind\":\"hexagon\"}".utf8))
            }
        }
    }

    @Test("a provider that fails to encode, to load, or returns undecodable bytes: reported with its index, collection unchanged",
          arguments: DropPath.allCases, BrokenSource.allCases)
    func brokenProvider(path: DropPath, source: BrokenSource) async throws {
        let (model, collection, _) = makeModel(path)
        try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection)
        let before = model.store
        let items = [ItemProvider(ShapePayload(kind: .square)), source.provider(), ItemProvider(ShapePayload(kind: .circle))]
        let outcome = try await release(foreignDrag(items), at: Self.insideCollection, over: collection)
        guard case .notAccepted(.failed(let error)) = outcome else { Issue.record("unexpected \(outcome)"); return }
        #expect(error.index == 1)
        guard case .itemFailed(_, 3, let cause) = error else { Issue.record("unexpected \(error)"); return }
        switch (source, cause) {
        case (.failsToEncode, .loadFailed(_, let reason)): #expect(reason.description.contains("could not encode"))
        case (.failsToLoad, .loadFailed(_, let reason)): #expect(reason == .error(TestLoadError.unavailable))
        case (.undecodableBytes, .decodeFailed(let type, _, _)): #expect(type == "ShapePayload")
        default: Issue.record("\(source) failed as \(cause)")
        }
        #expect(model.message == "Drop failed: item 2 of 3 could not be loaded.")
        #expect(model.lastDropResult == .failed(error))
        #expect(model.store == before)
    }

    @Test("a cancelled move leaves the item in its collection", arguments: DropPath.allCases, [ShapesModel.MoveStrategy.storeTransaction, .destinationInsertsSourceRemoves])
    func moveCancelled(path: DropPath, strategy: ShapesModel.MoveStrategy) async throws {
        let (model, collection, shelf) = makeModel(path, moveStrategy: strategy)
        try await release(model.startPaletteDrag(.square), at: Self.insideCollection, over: collection)
        let id = model.store.ids(in: ShapesModel.collection)[0]
        let before = model.store
        let session = try model.startMoveDrag(of: id)
        try session.move(to: Self.insideShelf, over: shelf)
        #expect(model.highlightedCollection == ShapesModel.shelf)
        #expect(model.store.values(in: ShapesModel.collection) == [.square]) // entering removes nothing
        try session.cancel()
        #expect(model.highlightedCollection == nil)
        #expect(model.lastDragOutcome == .cancelled)
        #expect(model.store == before)
        #expect(model.store.owner(of: id) == ShapesModel.collection)
        #expect(model.store.moveTickets.isEmpty)
    }

    @Test("a completed move leaves the item in exactly one collection", arguments: DropPath.allCases, [ShapesModel.MoveStrategy.storeTransaction, .destinationInsertsSourceRemoves])
    func moveCompleted(path: DropPath, strategy: ShapesModel.MoveStrategy) async throws {
        let (model, collection, shelf) = makeModel(path, moveStrategy: strategy)
        try await release(model.startPaletteDrag(.square), at: Self.insideCollection, over: collection)
        try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection)
        let id = model.store.ids(in: ShapesModel.collection)[0]
        let outcome = try await release(try model.startMoveDrag(of: id), at: Self.insideShelf, over: shelf)
        #expect(outcome == .completed(.move))
        #expect(model.lastDragOutcome == .completed(.move))
        #expect(model.message == "Moved 1 shape(s).")
        #expect(model.store.values(in: ShapesModel.collection) == [.circle])
        #expect(model.store.values(in: ShapesModel.shelf) == [.square])
        #expect(model.store.count == 2)
        #expect(model.store.moveTickets.isEmpty)
        #expect(model.store.invariantViolations().isEmpty)
        let moved = model.store.ids(in: ShapesModel.shelf)[0]
        switch strategy {
        case .storeTransaction: #expect(moved == id)           // the same item, moved in one transaction
        case .destinationInsertsSourceRemoves: #expect(moved != id && model.store.owner(of: id) == nil)
        }
    }

    @Test("a move the session reports completed elsewhere is removed by the source, once")
    func moveCompletedElsewhere() async throws {
        let (model, collection, _) = makeModel(.typed)
        try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection)
        let id = model.store.ids(in: ShapesModel.collection)[0]
        let session = try model.startMoveDrag(of: id)
        try session.endInAnotherProcess(operation: .move)
        #expect(model.store.count == 0)
        #expect(model.store.owner(of: id) == nil)
        #expect(model.store.moveTickets.isEmpty)
    }

    @Test("an own-process type asked for by another process is not offered")
    func anotherProcess() async throws {
        let model = ShapesModel()
        let session = model.startPaletteDrag(.circle)
        #expect(session.items[0].registeredContentTypes == [.shapeTransfer])
        #expect(session.items[0].restricted(to: .anotherProcess).registeredContentTypes.isEmpty)
        let otherApp = DropDestination(receiving: ShapePayload.self, readerAudience: .anotherProcess,
                                       performing: { _, _ in Issue.record("another process received a shape"); return true })
        try session.move(to: .zero, over: otherApp)
        #expect(!otherApp.isTargeted)
        #expect(try await session.drop() == .droppedOutside)
        let pasteboard = Pasteboard()
        pasteboard.write([ShapePayload(kind: .circle)])
        #expect(!pasteboard.canLoad(ShapePayload.self, reader: .anotherProcess))
    }

    @Test("hovering highlights only; previews and leaving change no model", arguments: DropPath.allCases)
    func hoverAndPreview(path: DropPath) throws {
        let (model, collection, shelf) = makeModel(path)
        let before = model.store
        let session = model.startPaletteDrag(.circle, at: .zero)
        #expect(session.preview == model.preview(for: .circle))
        #expect(model.preview(for: .circle).title == "Drop Circle")
        try session.move(to: Self.insideCollection, over: collection)
        #expect(model.highlightedCollection == ShapesModel.collection)
        try session.move(to: Self.insideShelf, over: shelf)
        #expect(model.highlightedCollection == ShapesModel.shelf)
        try session.move(to: Self.outside, over: nil)
        #expect(model.highlightedCollection == nil)
        try session.cancel()
        #expect(model.store == before)
        #expect(model.message == ShapesModel.initialMessage)
    }

    @Test("the drop location is ignored: accepted items are appended in order")
    func locationIgnored() async throws {
        let (model, collection, _) = makeModel(.typed)
        try await release(model.startPaletteDrag(.circle), at: CGPoint(x: 390, y: 290), over: collection)
        try await release(model.startPaletteDrag(.square), at: CGPoint(x: 201, y: 1), over: collection)
        #expect(model.store.values(in: ShapesModel.collection) == [.circle, .square])
    }

    @Test("the model is observable: the page redraws when the message changes")
    func observable() async throws {
        let (model, collection, _) = makeModel(.typed)
        // onChange runs synchronously as the message is about to change, so the flag is
        // set by the time the drop returns: no task to hop to, nothing to wait for.
        let changed = ChangeFlag()
        withObservationTracking { _ = model.message } onChange: { changed.set() }
        try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection)
        #expect(changed.isSet)
    }

    @Test("warming up the transfer path drops on a scratch model only")
    func warmUpTouchesNoModel() async throws {
        let (model, collection, _) = makeModel(.typed)
        // onChange runs synchronously at the first change of either property: had the
        // warm-up touched this model, the flag would be set when it returns.
        let changed = ChangeFlag()
        withObservationTracking { _ = model.message; _ = model.store } onChange: { changed.set() }
        await ShapesModel.warmUpTransfers()
        #expect(!changed.isSet)
        #expect(model.store.values(in: ShapesModel.collection).isEmpty && model.message == ShapesModel.initialMessage)
        // And drops still work afterwards; this first change of the model is the first
        // the tracking sees (so it was live during the warm-up).
        try await release(model.startPaletteDrag(.circle), at: Self.insideCollection, over: collection)
        #expect(model.store.values(in: ShapesModel.collection) == [.circle])
        #expect(changed.isSet)
    }
}
