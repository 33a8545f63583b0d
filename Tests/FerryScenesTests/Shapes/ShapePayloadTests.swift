// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
import TransferSessions
@testable import FerryScenes

@Suite struct ShapePayloadTests {
    @Test func theScenesTypeDeclarationsDeclareTheShapeType() throws {
        let url = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "TypeDeclarations"))
        let declarations = try AppTypeDeclarations.load(contentsOf: url)
        #expect(declarations.map(\.identifier) == ["com.example.shape-transfer"])
        #expect(declarations.first?.origin == .exported && declarations.first?.conformsTo == ["public.data"])
        #expect(UTType.shapeTransfer.isDeclared)
        #expect(UTType.shapeTransfer.conforms(to: .data) && !UTType.shapeTransfer.conforms(to: .json))
    }

    @Test func travelsAsVersionedJSONVisibleOnlyToThisProcess() throws {
        #expect(ShapePayload.exportedContentTypes(visibility: .ownProcess) == [.shapeTransfer])
        #expect(ShapePayload.exportedContentTypes(visibility: .all).isEmpty, "no other process sees a shape")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(ShapePayload(kind: .square))) as? [String: Any]
        #expect(json?["version"] as? Int == 1 && json?["kind"] as? String == "Square", "the seed's raw value")
        let circle = try JSONDecoder().decode(ShapePayload.self, from: Data(#"{"version":1,"kind":"Circle"}"#.utf8))
        #expect(circle == ShapePayload(kind: .circle))
    }

    @Test func declaresTheSeedsTypeDescription() throws {
        let url = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "TypeDeclarations"))
        let declaration = try #require(try AppTypeDeclarations.load(contentsOf: url).first)
        #expect(declaration.description == "Synthetic shape transfer")
    }
}

/// The Shapes scene's words on screen, and the palette's developer modes as drags.
@MainActor
@Suite struct ShapesModelWordsTests {
    @Test func wordsOnScreen() throws {
        #expect(ShapesModel.countText(ShapesModel.collection, count: 1) == "Collection: 1 shape")
        #expect(ShapesModel.countText(ShapesModel.shelf, count: 3) == "Shelf: 3 shapes")
        #expect(ShapesModel.emptyHint(for: ShapesModel.collection) == "Drop shapes here")
        #expect(ShapesModel.emptyHint(for: ShapesModel.shelf) == "Drag items here to move them")
        #expect(ShapesModel.lastDragText(nil) == "Last drag: none")
        #expect(ShapesModel.lastDragText(.completed(.copy)) == "Last drag: completed (copy)")
        var store = try CollectionStore<ShapePayload.Kind>(collections: [ShapesModel.collection])
        let id = try #require(try store.insert([.square], into: ShapesModel.collection).first)
        let item = try #require(store.item(id))
        #expect(ShapesModel.rowTitle(item) == "Square", "the row shows the kind, as the seed's Label does")
        #expect(ShapesModel.rowDetail(item) == String(item.id.rawValue.uuidString.prefix(8)))
        #expect(ShapesModel.rowAccessibleLabel(item, in: ShapesModel.collection) == "Square \(ShapesModel.rowDetail(item)) in Collection")
    }

    @Test func thePaletteDragsWhatTheModeSays() async throws {
        let model = ShapesModel()
        let normal = model.startPaletteDrag(.circle, mode: .normal)
        #expect(normal.items.count == 1 && normal.allowedOperations == [.copy])
        let versionTwo = model.startPaletteDrag(.square, mode: .versionTwo)
        #expect(try await versionTwo.items[0].loadTransferable(type: ShapePayload.self) == ShapePayload(version: 2, kind: .square))
        #expect(versionTwo.preview == model.preview(for: .square) && versionTwo.allowedOperations == [.copy])
        let failing = model.startPaletteDrag(.circle, mode: .failingProvider)
        await #expect(throws: (any Error).self) { try await failing.items[0].loadTransferable(type: ShapePayload.self) }
    }
}

extension ShapesModelWordsTests {
    @Test func collectionTakesTypedDropsAndShelfTakesProviders() {
        let model = ShapesModel()
        #expect(model.dropTarget(for: ShapesModel.collection) === model.dropDestination(for: ShapesModel.collection))
        #expect(model.dropTarget(for: ShapesModel.shelf) === model.providerDropDestination(for: ShapesModel.shelf))
    }
}
