// SPDX-License-Identifier: Apache-2.0
// Seed 004's verification table: the visible ids after each step.
public enum Seed004Check {
    public static func run() -> [String] {
        var failures: [String] = []
        var model = FilteredCollectionModel()
        func expect(_ ids: [Int], _ step: String) {
            if model.displayedIDs != ids { failures.append("seed 004: \(step) shows \(model.displayedIDs), not \(ids)") }
        }
        expect([1, 2, 3, 4], "an empty field")
        model.query = "a"; expect([1, 2], "\"a\"")
        model.query = "b"; expect([3, 4], "\"b\"")
        model.query = ""; model.tilesOnly = true; expect([1, 3], "Tiles only")
        model.query = "z"; expect([], "\"z\"")
        if model.caption != "0 of 4 labels" { failures.append("seed 004: the caption reads \(model.caption)") }
        model.query = ""; model.tilesOnly = false; expect([1, 2, 3, 4], "cleared")
        return failures
    }
}
