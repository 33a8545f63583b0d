// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
import TextEditing
@testable import FerryScenes

@Suite struct LabelTidyingTests {
    @Test func tidyTrimsCollapsesAndCapitalises() {
        #expect(LabelTidying.tidy("  blue   tile ") == "Blue Tile")
        #expect(LabelTidying.tidy("Paper square") == "Paper Square")
        #expect(LabelTidying.tidy("") == "")
        #expect(LabelTidying.tidy("élan vital") == "Élan Vital")
    }

    /// The caret policies as the Labels UI test uses them.
    @Test(arguments: [
        (CaretPolicy.keepLogicalPosition, "  Paper square", 8, [SelectionRange.caret(6)]),
        (.moveToEnd, "a Paper Square", 2, [.caret(14)]),
        (.selectReplacement, "xA Paper Square", 1, [SelectionRange(anchor: 0, head: 1)]),
    ])
    func tidyUnderEachPolicy(policy: CaretPolicy, text: String, caret: Int, expected: [SelectionRange]) throws {
        var list = try EditableList(texts: [text], makeID: { UUID() })
        let id = list.ids[0]
        try list.apply(.select(id: id, selection: .caret(at: caret, textLength: text.unicodeScalars.count, unit: .scalar)))
        try list.apply(.transform(id: id, LabelTidying.transformation(policy: policy)))
        #expect(list.row(id)?.text == LabelTidying.tidy(text))
        #expect(list.selection(of: id)?.ranges == expected)
    }

    @Test func everyPolicyHasATitle() {
        #expect(Set(CaretPolicy.allCases.map(LabelTidying.title(of:))).count == CaretPolicy.allCases.count)
    }
}
