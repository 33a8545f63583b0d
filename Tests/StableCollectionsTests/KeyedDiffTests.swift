// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
import StableCollections

/// Applies a diff one step at a time, checking every step the way a careful widget list
/// would; returns nil when any step addresses a wrong or missing row.
func applyStepByStep<ID: Hashable & Sendable>(_ diff: KeyedDiff<ID>, to old: [ID]) -> [ID]? {
    var rows = old
    for step in diff.steps {
        switch step {
        case let .remove(removal):
            guard rows.indices.contains(removal.offset), rows[removal.offset] == removal.id else { return nil }
            rows.remove(at: removal.offset)
        case let .insert(insertion):
            guard insertion.offset >= 0, insertion.offset <= rows.count, !rows.contains(insertion.id) else { return nil }
            rows.insert(insertion.id, at: insertion.offset)
        case let .move(move):
            guard rows.indices.contains(move.from), rows[move.from] == move.id else { return nil }
            rows.remove(at: move.from)
            guard move.to >= 0, move.to <= rows.count else { return nil }
            rows.insert(move.id, at: move.to)
        }
    }
    return rows
}

/// Length of a longest strictly increasing subsequence by the quadratic textbook
/// recurrence, independent of the library's patience sort.
func quadraticLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// The least number of moves from `old` to `new`: kept ids minus the LIS of their new
/// positions taken in old order.
func expectedMoveCount(from old: [Int], to new: [Int]) -> Int {
    var newPosition: [Int: Int] = [:]
    for (position, id) in new.enumerated() { newPosition[id] = position }
    let kept = old.compactMap { newPosition[$0] }
    return kept.count - quadraticLISLength(kept)
}

/// A row as a widget list would hold it: an id and a widget identity.
struct Row: Equatable {
    let id: Int
    let widget: Int
}

@Suite struct KeyedDiffTests {
    @Test func identicalListsGiveAnEmptyDiff() throws {
        let diff = try KeyedDiff(from: [1, 2, 3], to: [1, 2, 3])
        #expect(diff.isEmpty)
        #expect(diff.steps.isEmpty)
        #expect(try diff.applied(to: [1, 2, 3]) == [1, 2, 3])
    }

    @Test func removalsInsertionsAndMovesAreStaged() throws {
        let old = [1, 2, 3, 4, 5]
        let new = [5, 2, 6, 4, 1]
        let diff = try KeyedDiff(from: old, to: new)
        #expect(diff.removals == [.init(offset: 2, id: 3)])
        #expect(diff.removedIDs == [3])
        #expect(diff.insertedIDs == [6])
        // Kept in old order: 1, 2, 4, 5 at new positions 4, 1, 3, 0: the LIS has length 2.
        #expect(diff.moveCount == 2)
        #expect(applyStepByStep(diff, to: old) == new)
        #expect(try diff.applied(to: old) == new)
        #expect(diff.oldCount == 5 && diff.newCount == 5)
        #expect(diff.description == "KeyedDiff(5 → 5: 1 removals, 1 insertions, 2 moves)")
    }

    @Test func reversalMovesAllButOne() throws {
        let old = Array(0..<10)
        let diff = try KeyedDiff(from: old, to: old.reversed())
        #expect(diff.moveCount == 9)
        #expect(diff.removals.isEmpty && diff.insertions.isEmpty)
        #expect(applyStepByStep(diff, to: old) == Array(old.reversed()))
    }

    @Test func emptyToFullAndBack() throws {
        let grow = try KeyedDiff(from: [], to: [3, 1, 2])
        #expect(grow.insertions.map(\.offset) == [0, 1, 2])
        #expect(applyStepByStep(grow, to: []) == [3, 1, 2])
        let shrink = try KeyedDiff(from: [3, 1, 2], to: [])
        #expect(shrink.removals.map(\.offset) == [2, 1, 0])
        #expect(applyStepByStep(shrink, to: [3, 1, 2]) == [])
    }

    @Test func duplicateIDsAreRejectedNamingTheID() {
        #expect(throws: KeyedDiffError<Int>.duplicateID(2, list: .old, firstOffset: 1, secondOffset: 3)) {
            try KeyedDiff(from: [1, 2, 3, 2], to: [1])
        }
        #expect(throws: KeyedDiffError<Int>.duplicateID(1, list: .new, firstOffset: 0, secondOffset: 2)) {
            try KeyedDiff(from: [1, 2], to: [1, 2, 1])
        }
        #expect(throws: KeyedDiffError<Int>.duplicateID(9, list: .new, firstOffset: 1, secondOffset: 2)) {
            try KeyedDiff(from: [1], to: [1, 9, 9])
        }
        #expect(KeyedDiffError<Int>.duplicateID(9, list: .new, firstOffset: 1, secondOffset: 2).description
            == "duplicate id 9 in the new list at offsets 1 and 2")
    }

    @Test func applyingToAStaleListIsATypedError() throws {
        let diff = try KeyedDiff(from: [1, 2, 3], to: [3, 2])
        #expect(throws: KeyedDiffError<Int>.countMismatch(expected: 3, actual: 2)) { try diff.applied(to: [1, 2]) }
        #expect(throws: KeyedDiffError<Int>.unexpectedID(expected: 1, found: 7, offset: 0, stage: .removals)) {
            try diff.applied(to: [7, 2, 3])
        }
        let moving = try KeyedDiff(from: [1, 2], to: [2, 1])
        #expect(throws: KeyedDiffError<Int>.unexpectedID(expected: moving.moves[0].id, found: 5, offset: moving.moves[0].from, stage: .moves)) {
            var stale = [5, 5]
            try moving.apply(to: &stale, rowID: { $0 }, makeRow: { $0 })
        }
        #expect(KeyedDiffError<Int>.unexpectedID(expected: 1, found: 7, offset: 0, stage: .removals).description
            == "stale list during removals: expected id 1 at offset 0, found 7")
    }

    @Test func widgetRowsKeepTheirIdentityThroughMoves() throws {
        let old = [1, 2, 3, 4]
        var rows = old.map { Row(id: $0, widget: $0 * 100) }
        let diff = try KeyedDiff(from: old, to: [4, 3, 5, 1])
        try diff.apply(to: &rows, rowID: \.id, makeRow: { Row(id: $0, widget: -1) })
        #expect(rows == [Row(id: 4, widget: 400), Row(id: 3, widget: 300), Row(id: 5, widget: -1), Row(id: 1, widget: 100)])
    }

    /// 10⁴ random cases: the diff applied step by step gives the new list, the batch
    /// application agrees, the stages are ordered, and the move count is minimal.
    @Test func randomDiffsApplyAndUseTheFewestMoves() throws {
        var generator = SplitMix64(seed: 2024)
        var nextFreshID = 1_000
        for caseNumber in 0..<10_000 {
            let oldCount = Int.random(in: 0...40, using: &generator)
            let old = Array(0..<oldCount).shuffled(using: &generator)
            var new: [Int]
            switch caseNumber % 4 {
            case 0:
                // A random subset in random order, plus fresh ids.
                new = old.filter { _ in Bool.random(using: &generator) }
                for _ in 0..<Int.random(in: 0...8, using: &generator) {
                    new.append(nextFreshID)
                    nextFreshID += 1
                }
                new.shuffle(using: &generator)
            case 1:
                // A few edits: deletions, insertions and single moves.
                new = old
                for _ in 0..<Int.random(in: 0...5, using: &generator) {
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0 where !new.isEmpty:
                        new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                    case 1:
                        new.insert(nextFreshID, at: Int.random(in: 0...new.count, using: &generator))
                        nextFreshID += 1
                    default:
                        if !new.isEmpty {
                            let id = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                            new.insert(id, at: Int.random(in: 0...new.count, using: &generator))
                        }
                    }
                }
            case 2:
                new = Array(old.reversed())
            default:
                new = old.shuffled(using: &generator)
            }
            let diff = try KeyedDiff(from: old, to: new)
            let stepwise = applyStepByStep(diff, to: old)
            let batch = try diff.applied(to: old)
            let removalsDescend = zip(diff.removals, diff.removals.dropFirst()).allSatisfy { $0.offset > $1.offset }
            let insertionsAscend = zip(diff.insertions, diff.insertions.dropFirst()).allSatisfy { $0.offset < $1.offset }
            let minimal = diff.moveCount == expectedMoveCount(from: old, to: new)
            let counts = diff.removals.count == old.filter { !new.contains($0) }.count
                && diff.insertions.count == new.filter { !old.contains($0) }.count
            #expect(stepwise == new && batch == new && removalsDescend && insertionsAscend && minimal && counts,
                    "case \(caseNumber): \(old) → \(new)")
        }
    }
}
