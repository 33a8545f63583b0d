// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

/// Mapping tables: insertions at, before and after positions; deletions across, inside
/// and at the edges; both associations and every map mode.
@Suite struct ChangeSetMappingTests {
    /// One row: old position, association, expected new position, and the expected result
    /// under each tracking mode (nil = reported as deleted).
    struct Row {
        let position: Int
        let association: Association
        let expected: Int
        var trackDeletion: Int?? = .none
        var trackBefore: Int?? = .none
        var trackAfter: Int?? = .none
    }

    func check(_ notation: String, _ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let changes = try changeSet(notation)
        for row in rows {
            let mapped = try changes.mapPosition(row.position, association: row.association)
            #expect(mapped == row.expected, "\(notation): \(row.position) \(row.association)", sourceLocation: sourceLocation)
            if case let .some(value) = row.trackDeletion {
                #expect(try changes.mapPosition(row.position, association: row.association, mode: .trackDeletion) == value,
                        "\(notation): \(row.position) trackDeletion", sourceLocation: sourceLocation)
            }
            if case let .some(value) = row.trackBefore {
                #expect(try changes.mapPosition(row.position, association: row.association, mode: .trackBefore) == value,
                        "\(notation): \(row.position) trackBefore", sourceLocation: sourceLocation)
            }
            if case let .some(value) = row.trackAfter {
                #expect(try changes.mapPosition(row.position, association: row.association, mode: .trackAfter) == value,
                        "\(notation): \(row.position) trackAfter", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func insertionBeforeAtAndAfterAPosition() throws {
        // "abcd|efgh" with two characters inserted at 4.
        try check("4 0:2 4", [
            Row(position: 0, association: .before, expected: 0),
            Row(position: 3, association: .after, expected: 3),          // before the insertion
            Row(position: 4, association: .before, expected: 4, trackDeletion: 4, trackBefore: 4, trackAfter: 4),
            Row(position: 4, association: .after, expected: 6, trackDeletion: 6, trackBefore: 6, trackAfter: 6),
            Row(position: 5, association: .before, expected: 7),         // after the insertion
            Row(position: 8, association: .after, expected: 10),
        ])
    }

    @Test func deletionAcrossInsideAndAtTheEdges() throws {
        // Delete 4..<8 of a 12-long text.
        try check("4 4:0 4", [
            Row(position: 3, association: .before, expected: 3, trackDeletion: 3, trackBefore: 3, trackAfter: 3),
            // At the start edge: only the character after was deleted.
            Row(position: 4, association: .before, expected: 4, trackDeletion: 4, trackBefore: 4, trackAfter: nil),
            Row(position: 4, association: .after, expected: 4, trackDeletion: 4, trackBefore: 4, trackAfter: nil),
            // Inside: deleted across.
            Row(position: 5, association: .before, expected: 4, trackDeletion: nil, trackBefore: nil, trackAfter: nil),
            Row(position: 7, association: .after, expected: 4, trackDeletion: nil, trackBefore: nil, trackAfter: nil),
            // At the end edge: only the character before was deleted.
            Row(position: 8, association: .before, expected: 4, trackDeletion: 4, trackBefore: nil, trackAfter: 4),
            Row(position: 8, association: .after, expected: 4, trackDeletion: 4, trackBefore: nil, trackAfter: 4),
            Row(position: 9, association: .before, expected: 5),
            Row(position: 12, association: .after, expected: 8),
        ])
    }

    @Test func replacementKeepsEdgesOnTheirSideAndSendsInsideByAssociation() throws {
        // Replace 2..<4 with two new characters.
        try check("2 2:2 2", [
            Row(position: 2, association: .before, expected: 2, trackDeletion: 2, trackBefore: 2, trackAfter: nil),
            Row(position: 2, association: .after, expected: 2),
            Row(position: 3, association: .before, expected: 2, trackDeletion: nil, trackBefore: nil, trackAfter: nil),
            Row(position: 3, association: .after, expected: 4, trackDeletion: nil, trackBefore: nil, trackAfter: nil),
            Row(position: 4, association: .before, expected: 4, trackDeletion: 4, trackBefore: nil, trackAfter: 4),
            Row(position: 4, association: .after, expected: 4),
        ])
    }

    @Test func multipleInsertions() throws {
        try check("0:2 2 0:2 2 0:2", [
            Row(position: 0, association: .before, expected: 0),
            Row(position: 0, association: .after, expected: 2),
            Row(position: 1, association: .before, expected: 3),
            Row(position: 2, association: .before, expected: 4),
            Row(position: 2, association: .after, expected: 6),
            Row(position: 3, association: .before, expected: 7),
            Row(position: 4, association: .before, expected: 8),
            Row(position: 4, association: .after, expected: 10),
        ])
    }

    @Test func multipleDeletions() throws {
        let expected = [0, 0, 0, 1, 2, 2, 2, 3, 4, 4, 4]
        let changes = try changeSet("2:0 2 2:0 2 2:0")
        for (position, value) in expected.enumerated() {
            #expect(try changes.mapPosition(position, association: .before) == value)
            #expect(try changes.mapPosition(position, association: .after) == value)
        }
    }

    @Test func mixedEdits() throws {
        try check("2 0:2 2:0 0:2 2 2:0 0:2", [
            Row(position: 0, association: .before, expected: 0),
            Row(position: 2, association: .before, expected: 2),
            Row(position: 2, association: .after, expected: 4),
            Row(position: 3, association: .before, expected: 4),
            Row(position: 4, association: .before, expected: 4),
            Row(position: 4, association: .after, expected: 6),
            Row(position: 5, association: .before, expected: 7),
            Row(position: 6, association: .before, expected: 8),
            Row(position: 7, association: .before, expected: 8),
            Row(position: 8, association: .before, expected: 8),
            Row(position: 8, association: .after, expected: 10),
        ])
    }

    @Test func insertionsAroundAReplacement() throws {
        try check("0:1 2:2 0:1", [
            Row(position: 0, association: .before, expected: 0),
            Row(position: 0, association: .after, expected: 1),
            Row(position: 1, association: .before, expected: 1),
            Row(position: 1, association: .after, expected: 3),
            Row(position: 2, association: .before, expected: 3),
            Row(position: 2, association: .after, expected: 4),
        ])
    }

    @Test func positionBetweenAdjacentReplacementsStaysBetween() throws {
        try check("2:2 2:2", [
            Row(position: 2, association: .before, expected: 2, trackDeletion: 2, trackBefore: nil, trackAfter: nil),
            Row(position: 2, association: .after, expected: 2),
        ])
    }

    @Test func mapResultFlagsFollowProseMirror() throws {
        let changes = try changeSet("2 2:2 2")
        let start = try changes.mapResult(2, association: .after)
        #expect(start.deletedAfter && !start.deletedBefore && !start.deletedAcross)
        #expect(start.deletedOnAssociatedSide)
        #expect(!(try changes.mapResult(2, association: .before)).deletedOnAssociatedSide)
        let end = try changes.mapResult(4, association: .before)
        #expect(end.deletedBefore && !end.deletedAfter && end.deletedOnAssociatedSide)
        #expect(!(try changes.mapResult(4, association: .after)).deletedOnAssociatedSide)
        let inside = try changes.mapResult(3, association: .before)
        #expect(inside.deletedAcross && inside.deletedBefore && inside.deletedAfter && inside.deletedOnAssociatedSide)
        let insertion = try changeSet("2 0:3 2").mapResult(2, association: .after)
        #expect(insertion == MapResult(position: 5))
    }

    @Test func positionsOutsideTheTextThrow() throws {
        let changes = try changeSet("2 0:3 2")
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 5, length: 4, unit: .scalar)) {
            try changes.mapPosition(5, association: .before)
        }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: -1, length: 4, unit: .scalar)) {
            try changes.mapResult(-1, association: .after)
        }
    }
}
