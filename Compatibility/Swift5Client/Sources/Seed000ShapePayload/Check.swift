// SPDX-License-Identifier: Apache-2.0
// What seed 000 says of its payload: one JSON representation of its own type, visible only
// to this process, carrying the raw values "Circle" and "Square"; each placed shape its own id.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed000Check {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 000: \(what)") } }
        check(UTType.shapeTransfer.identifier == "com.example.shape-transfer" && UTType.shapeTransfer.conforms(to: .data),
              "the exported type conforms to public.data")
        check(ShapePayload.exportedContentTypes(visibility: .ownProcess) == [.shapeTransfer], "one representation, to this process")
        check(ShapePayload.exportedContentTypes(visibility: .all).isEmpty, "no other process sees a shape")
        do {
            let data = try await ShapePayload(version: 1, kind: .circle).exported(as: .shapeTransfer)
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            check(json?["kind"] as? String == "Circle" && json?["version"] as? Int == 1, "the payload carries the raw value Circle")
            let back = try await ShapePayload(importing: data, contentType: .shapeTransfer)
            check(back.kind == .circle && back.version == 1, "the payload round-trips")
            let two = try await ShapePayload(importing: Data(#"{"version":2,"kind":"Square"}"#.utf8), contentType: .shapeTransfer)
            check(two.version == 2 && two.kind == .square, "a version-2 payload decodes, for the destination to reject")
        } catch {
            check(false, "unexpected error \(error)")
        }
        let undecodable = try? JSONDecoder().decode(ShapePayload.self, from: Data(#"{"version":1,"kind":"circle"}"#.utf8))
        check(undecodable == nil, "bytes that are not a payload never become one")
        let first = PlacedShape(kind: .circle), second = PlacedShape(kind: .circle)
        check(first.id != second.id, "the same drag twice makes two items with their own ids")
        return failures
    }
}
