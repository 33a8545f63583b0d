import CoreTransferable
import Foundation
import Testing
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
        #expect(json?["version"] as? Int == 1 && json?["kind"] as? String == "square")
    }
}
