// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TextEditing

@Suite struct CompositionTests {
    @Test func transformationsWaitWhileComposingAndAreReleasedInOrderOnCommit() throws {
        var composition = Composition()
        let deferredWhileIdle = composition.deferOrAllow(.uppercase)
        #expect(!deferredWhileIdle)   // not composing: may run now
        try composition.mark(from: 3, to: 5, textLength: 10, unit: .scalar)
        let first = composition.deferOrAllow(.uppercase)
        let second = composition.deferOrAllow(.trimWhitespace)
        #expect(first && second)
        #expect(composition.deferred.map(\.name) == ["uppercase", "trim"])
        let released = try composition.commit()
        #expect(released.map(\.name) == ["uppercase", "trim"])
        #expect(!composition.isActive && composition.deferred.isEmpty)
    }

    @Test func cancelAlsoReleasesTheQueue() throws {
        var composition = Composition()
        try composition.mark(from: 0, to: 0, textLength: 10, unit: .scalar)
        _ = composition.deferOrAllow(.uppercase)
        let released = try composition.cancel()
        #expect(released.map(\.name) == ["uppercase"])
        #expect(!composition.isActive)
    }

    @Test func commitAndCancelAreExplicitAndNeedAComposition() {
        var composition = Composition()
        #expect(throws: TextEditingError.noActiveComposition) { _ = try composition.commit() }
        #expect(throws: TextEditingError.noActiveComposition) { _ = try composition.cancel() }
        #expect(throws: TextEditingError.negativeLength(from: 4, to: 2, unit: .utf16)) { try composition.mark(from: 4, to: 2, textLength: 9, unit: .utf16) }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: 10, length: 9, unit: .utf16)) { try composition.mark(from: 4, to: 10, textLength: 9, unit: .utf16) }
        #expect(throws: TextEditingError.offsetOutOfBounds(offset: -1, length: 9, unit: .utf16)) { try composition.mark(from: -1, to: 2, textLength: 9, unit: .utf16) }
        #expect(!composition.isActive)
    }

    @Test func anEditAwayFromTheMarkedTextKeepsItMapped() throws {
        var composition = Composition()
        try composition.mark(from: 4, to: 6, textLength: 10, unit: .scalar)
        let before = try ChangeSet(replacements: [.insertion("ab", at: 1)], length: 10, unit: .scalar)
        #expect(note(before, in: &composition, fromInputMethod: false) == .kept)
        #expect(composition.markedRange == ClosedOpenRange(from: 6, to: 8))
        // Insertions exactly at its edges stay outside it.
        let edges = try ChangeSet(replacements: [.insertion("<", at: 6), .insertion(">", at: 8)], length: 12, unit: .scalar)
        #expect(note(edges, in: &composition, fromInputMethod: false) == .kept)
        #expect(composition.markedRange == ClosedOpenRange(from: 7, to: 9))
        let after = try ChangeSet(replacements: [.deletion(from: 10, to: 14)], length: 14, unit: .scalar)
        #expect(note(after, in: &composition, fromInputMethod: false) == .kept)
        #expect(composition.markedRange == ClosedOpenRange(from: 7, to: 9))
    }

    @Test func anEditIntoTheMarkedTextCancelsTheComposition() throws {
        var composition = Composition()
        try composition.mark(from: 4, to: 6, textLength: 10, unit: .scalar)
        let inside = try ChangeSet(replacements: [.insertion("x", at: 5)], length: 10, unit: .scalar)
        #expect(note(inside, in: &composition, fromInputMethod: false) == .cancelled)
        #expect(!composition.isActive)
        #expect(note(inside, in: &composition, fromInputMethod: false) == .inactive)

        var overlapping = Composition()
        try overlapping.mark(from: 4, to: 6, textLength: 10, unit: .scalar)
        _ = overlapping.deferOrAllow(.uppercase)
        let deletion = try ChangeSet(replacements: [.deletion(from: 5, to: 8)], length: 10, unit: .scalar)
        #expect(note(deletion, in: &overlapping, fromInputMethod: false) == .cancelled)
        let released = overlapping.takeDeferred()
        #expect(released.map(\.name) == ["uppercase"])
    }

    @Test func inputMethodEditsMoveAnEmptyPreeditPosition() throws {
        var composition = Composition()
        try composition.mark(from: 2, to: 2, textLength: 5, unit: .scalar)
        let commit = try ChangeSet(replacements: [.insertion("日本", at: 2)], length: 5, unit: .scalar)
        #expect(note(commit, in: &composition, fromInputMethod: true) == .kept)
        #expect(composition.markedRange == ClosedOpenRange(from: 4, to: 4))
        let across = try ChangeSet(replacements: [.deletion(from: 3, to: 6)], length: 7, unit: .scalar)
        #expect(note(across, in: &composition, fromInputMethod: false) == .cancelled)
    }

    /// Applies `changes` to `composition` and returns the effect (`#expect` cannot call
    /// mutating methods itself).
    private func note(_ changes: ChangeSet, in composition: inout Composition, fromInputMethod: Bool) -> Composition.EditEffect {
        composition.noteEdit(changes, fromInputMethod: fromInputMethod)
    }
}
