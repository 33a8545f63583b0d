// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct ChangeSetTests {
    let digits = "0123456789"

    @Test func buildsFromUnorderedReplacements() throws {
        #expect(try ChangeSet(replacements: [.insertion("hi", at: 5)], length: 10, unit: .scalar).description == "5 0:2 5")
        #expect(try ChangeSet(replacements: [.deletion(from: 5, to: 7)], length: 10, unit: .scalar).description == "5 2:0 3")
        let mixed = try ChangeSet(replacements: [
            .insertion("hi", at: 5), .insertion("ok", at: 5),
            .deletion(from: 0, to: 3), .deletion(from: 5, to: 7),
            .insertion("boo", at: 8),
        ], length: 10, unit: .scalar)
        // Insertions at the same point join in the given order and go before the deletion there.
        #expect(mixed.edits.map(\.inserted) == ["", "hiok", "", "boo"])
        #expect(mixed.description == "3:0 2 0:4 2:0 1 0:3 2")
        #expect(try mixed.apply(to: digits) == "34hiok7boo89")
    }

    @Test func dropsEmptyReplacementsAndJoinsAdjacentDeletions() throws {
        let changes = try ChangeSet(replacements: [
            .insertion("", at: 1), .deletion(from: 2, to: 4), .deletion(from: 4, to: 5),
        ], length: 10, unit: .scalar)
        #expect(changes.description == "2 3:0 5")
        #expect(try ChangeSet.identity(length: 3, unit: .utf8).isEmpty)
    }

    @Test func appliesInEveryUnit() throws {
        let text = "a👍🏽e\u{301}🇫🇷z"
        // Replace the thumbs-up cluster with "b" in each unit's coordinates.
        let cases: [(TextUnit, Int, Int)] = [(.scalar, 1, 3), (.utf16, 1, 5), (.utf8, 1, 9)]
        for (unit, from, to) in cases {
            let changes = try ChangeSet(replacing: from, to: to, with: "b", length: text.length(in: unit), unit: unit)
            #expect(try changes.apply(to: text) == "abe\u{301}🇫🇷z", "\(unit)")
            #expect(changes.newLength == "abe\u{301}🇫🇷z".length(in: unit))
        }
    }

    @Test func composesLikeApplyingInTurn() throws {
        let first = try ChangeSet(replacements: [.insertion("ABCD", at: 8)], length: 10, unit: .scalar)
        let second = try ChangeSet(replacements: [.deletion(from: 8, to: 11)], length: 14, unit: .scalar)
        #expect(try first.composed(with: second).apply(to: digits) == "01234567D89")

        let a = try ChangeSet(replacements: [.insertion("hi", at: 2), .insertion("ok", at: 8)], length: 10, unit: .scalar)
        let b = try ChangeSet(replacements: [.insertion("!", at: 4), .deletion(from: 6, to: 8), .insertion("?", at: 12)],
                              length: 14, unit: .scalar)
        #expect(try a.composed(with: b).apply(to: digits) == "01hi!2367ok?89")

        let clipped = try ChangeSet(replacements: [.insertion("abc", at: 2), .insertion("def", at: 4)], length: 10, unit: .scalar)
            .composed(with: try ChangeSet(replacements: [.deletion(from: 4, to: 8)], length: 16, unit: .scalar))
        #expect(try clipped.apply(to: digits) == "01abef456789")
    }

    @Test func compositionTables() throws {
        func compose(_ notations: [String]) throws -> String {
            try notations.dropFirst().reduce(try changeSet(notations[0])) { try $0.composed(with: try changeSet($1)) }.description
        }
        #expect(try compose(["5 0:2", "1 2:0 4"]) == "1 2:0 2 0:2")   // unrelated changes
        #expect(try compose(["2 0:2 2", "2 2:0 2"]) == "4")           // insertion cancelled by deletion
        #expect(try compose(["2 0:2 2", "4 0:3 2"]) == "2 0:5 2")     // adjacent insertions join
        #expect(try compose(["2 5:0", "1 1:0"]) == "1 6:0")           // adjacent deletions join
        #expect(try compose(["2 2:0 0:3", "5:0"]) == "4:0")           // a deletion shadows several changes
        #expect(try compose(["2 2:2 2:2 2", "1 2:2 2:2 2:2 1"]) == "1 6:6 1")
        #expect(try compose(["1 2:3 3:2 1", "2 3:1 2"]) == "1 5:3 1")
    }

    @Test func compositionChecksUnitsAndLengths() throws {
        #expect(throws: TextEditingError.lengthMismatch(expected: 4, actual: 2, unit: .scalar)) {
            try changeSet("2 0:2").composed(with: try changeSet("1 0:1 1"))
        }
        #expect(throws: TextEditingError.unitMismatch(expected: .scalar, actual: .utf16)) {
            try changeSet("2 0:2").composed(with: try changeSet("4", unit: .utf16))
        }
    }

    @Test func compositionRefusesToCutInsertedTextInsideASurrogatePair() throws {
        let insertEmoji = try ChangeSet(replacements: [.insertion("👍", at: 0)], length: 0, unit: .utf16)
        let cutIt = try ChangeSet(replacements: [.deletion(from: 1, to: 2)], length: 2, unit: .utf16)
        #expect(throws: TextEditingError.splitsScalar(offset: 1, unit: .utf16)) { try insertEmoji.composed(with: cutIt) }
    }

    @Test func invertsBackToTheOriginal() throws {
        let changes = try ChangeSet(replacements: [.insertion("hi", at: 5), .deletion(from: 8, to: 10)], length: 10, unit: .scalar)
        let changed = try changes.apply(to: digits)
        #expect(changed == "01234hi567")
        #expect(try changes.inverted(original: digits).apply(to: changed) == digits)
    }

    @Test func touchesRange() throws {
        let changes = try changeSet("4 2:0 4")
        #expect(changes.touches(from: 0, to: 4))
        #expect(changes.touches(from: 6, to: 8))
        #expect(!changes.touches(from: 7, to: 9))
        #expect(!changes.touches(from: 0, to: 3))
    }

    @Test func minimalEditPlacesTheExampleInsertionAtTheStart() throws {
        let changes = try ChangeSet.minimalEdit(from: "Blue tile", to: "Soft Blue tile", unit: .scalar)
        #expect(changes.replacements == [.insertion("Soft ", at: 0)])
        #expect(try changes.mapPosition(4, association: .before) == 9)
    }

    @Test func minimalEditFindsSeparateHunks() throws {
        let changes = try ChangeSet.minimalEdit(from: "  Blue tile ", to: "Blue Tile", unit: .scalar)
        #expect(changes.replacements == [.deletion(from: 0, to: 2), Replacement(from: 7, to: 8, with: "T"), .deletion(from: 11, to: 12)])
        #expect(try changes.apply(to: "  Blue tile ") == "Blue Tile")
    }

    @Test func minimalEditComparesClustersExactly() throws {
        // Canonically equivalent but differently encoded: a real change with different lengths.
        let changes = try ChangeSet.minimalEdit(from: "caf\u{E9}!", to: "cafe\u{301}!", unit: .utf16)
        #expect(changes.replacements == [Replacement(from: 3, to: 4, with: "e\u{301}")])
        // Never splits a cluster: a changed accent replaces the whole cluster.
        let accent = try ChangeSet.minimalEdit(from: "e\u{301}x", to: "e\u{308}x", unit: .scalar)
        #expect(accent.replacements == [Replacement(from: 0, to: 2, with: "e\u{308}")])
    }

    @Test func minimalEditFallsBackToOneReplacementBeyondTheBudget() throws {
        let changes = try ChangeSet.minimalEdit(from: "axbxcxd", to: "aybycyd", unit: .scalar, maximumDifferences: 2)
        #expect(changes.replacements == [Replacement(from: 1, to: 6, with: "ybycy")])
        let minimal = try ChangeSet.minimalEdit(from: "axbxcxd", to: "aybycyd", unit: .scalar)
        #expect(minimal.edits.count == 3)
    }
}
