// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes
import TransferSessions

/// The Shapes page's keyboard path: "Copy to…", "Move to…", cut, copy and paste do what
/// the drags do, under the same contract, and a failed paste changes nothing.
@MainActor
@Suite struct ShapesModelKeyboardTests {
    init() { StoreInvariantChecking.isEnabled = true }

    @Test func copyToFromThePaletteAddsAsADropDoes() async {
        let model = ShapesModel()
        #expect(await model.copy(.circle, into: ShapesModel.collection))
        #expect(await model.copy(.square, into: ShapesModel.collection))
        #expect(model.store.values(in: ShapesModel.collection) == [.circle, .square])
        #expect(model.message == ShapesModel.addedMessage(1))
        #expect(model.palette == [.circle, .square])
    }

    @Test func moveToKeepsTheIdAndOneOwner() async throws {
        let model = ShapesModel()
        await model.copy(.circle, into: ShapesModel.collection)
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        #expect(model.destinations(from: ShapesModel.collection) == [ShapesModel.shelf])
        #expect(await model.move(id, to: ShapesModel.shelf))
        #expect(model.store.owner(of: id) == ShapesModel.shelf && model.store.count == 1)
        #expect(model.message == ShapesModel.movedMessage(1))
        #expect(model.store.moveTickets.isEmpty && model.store.invariantViolations().isEmpty)

        let before = model.store
        #expect(!(await model.move(id, to: ShapesModel.shelf)), "already there")
        #expect(model.store == before && model.message.contains("is already in Shelf"))
    }

    @Test func copyToFromARowMakesANewItem() async throws {
        let model = ShapesModel()
        await model.copy(.square, into: ShapesModel.shelf)
        let id = try #require(model.store.ids(in: ShapesModel.shelf).first)
        #expect(await model.copy(item: id, into: ShapesModel.collection))
        let copy = try #require(model.store.ids(in: ShapesModel.collection).first)
        #expect(copy != id && model.store.values(in: ShapesModel.collection) == [.square] && model.store.owner(of: id) == ShapesModel.shelf)
    }

    @Test func cutAndPasteIsOneMoveThenTheClipboardIsEmpty() async throws {
        let model = ShapesModel()
        await model.copy(.circle, into: ShapesModel.collection)
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        model.cut(id)
        #expect(model.clipboard == .cut(id))
        #expect(model.store.owner(of: id) == ShapesModel.collection, "a cut moves nothing until the paste")
        #expect(model.message.hasPrefix("Cut “Circle \(ShapesModel.shortID(id))” from Collection."))

        #expect(!(await model.paste(into: ShapesModel.collection)), "pasting where it is changes nothing")
        #expect(model.clipboard == .cut(id))
        #expect(await model.paste(into: ShapesModel.shelf))
        #expect(model.store.owner(of: id) == ShapesModel.shelf && model.store.count == 1 && model.clipboard == nil)
        #expect(!(await model.paste(into: ShapesModel.collection)))
        #expect(model.message == ShapesModel.nothingToPasteMessage && model.store.count == 1)
    }

    @Test func copyAndPasteAddsEachTimeAndKeepsTheClipboard() async throws {
        let model = ShapesModel()
        model.copy(.square)
        #expect(model.message == ShapesModel.copiedMessage(.square))
        #expect(await model.paste(into: ShapesModel.shelf))
        #expect(await model.paste(into: ShapesModel.shelf))
        #expect(model.store.values(in: ShapesModel.shelf) == [.square, .square] && model.clipboard == .copied(.square))
        let id = try #require(model.store.ids(in: ShapesModel.shelf).first)
        model.copy(item: id)
        #expect(model.clipboard == .copied(.square))
    }

    @Test func aCutItemThatIsGoneIsNotPasted() async throws {
        let model = ShapesModel()
        await model.copy(.circle, into: ShapesModel.collection)
        let id = try #require(model.store.ids(in: ShapesModel.collection).first)
        model.cut(id)
        // The item leaves for another process (a drag to another Ferry): the cut is stale.
        try model.startMoveDrag(of: id).endInAnotherProcess(operation: .move)
        let before = model.store
        #expect(!(await model.paste(into: ShapesModel.shelf)))
        #expect(model.store == before && model.message == ShapesModel.goneMessage && model.clipboard == nil)
    }

    @Test func actionNamesSayWhichItemTheyActOn() async throws {
        let model = ShapesModel()
        await model.copy(.circle, into: ShapesModel.collection)
        let item = try #require(model.items(in: ShapesModel.collection).first)
        let short = ShapesModel.shortID(item.id)
        #expect(ShapesModel.moveActionLabel(item, to: ShapesModel.shelf) == "Move “Circle \(short)” to Shelf")
        #expect(ShapesModel.copyActionLabel("Square", to: ShapesModel.collection) == "Copy “Square” to Collection")
    }
}
