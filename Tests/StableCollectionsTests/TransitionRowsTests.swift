// SPDX-License-Identifier: Apache-2.0
import StableCollections
import Testing

@Suite struct TransitionRowsTests {
    static let offsets = [1: 0, 2: 1, 3: 2, 4: 3]

    func plan(_ from: [Int], _ to: [Int], motion: MotionPreference = .full, maximum: Int = .max) throws -> TransitionRows<Int> {
        TransitionRows(try MembershipUpdate(from: from, to: to, animation: .fadeAndRise, motion: motion), maximumAnimatedChanges: maximum) { Self.offsets[$0] }
    }

    @Test func leavingRowsStayInTheirPlacesWhileEnteringRowsFadeIn() throws {
        let rows = try plan([1, 2], [3, 4])
        #expect(rows.animates)
        #expect(rows.rowsDuringTransition == [1, 2, 3, 4])
        #expect(rows.rowsAfterTransition == [3, 4])
        #expect(rows.transition(for: 1) == .removal && rows.transition(for: 3) == .insertion)
        let start = rows.appearance(of: 3, atElapsed: 0), middle = rows.appearance(of: 3, atElapsed: 0.11)
        #expect(start == RowAppearance(opacity: 0, offsetY: 8))
        #expect(middle.opacity > 0.4 && middle.opacity < 0.6 && middle.offsetY == 8 * (1 - middle.opacity))
        #expect(rows.appearance(of: 1, atElapsed: 0.11).offsetY == 0)
        #expect(rows.appearance(of: 1, atElapsed: 0.22).opacity == 0)
        #expect(rows.isFinished(atElapsed: 0.22) && !rows.isFinished(atElapsed: 0.1))
    }

    @Test func unionKeepsSourceOrder() throws {
        #expect(try plan([2, 4], [1, 3]).rowsDuringTransition == [1, 2, 3, 4])
        #expect(try plan([1, 2, 3, 4], [1, 3]).rowsDuringTransition == [1, 2, 3, 4])
        #expect(try plan([], [2, 4]).rowsDuringTransition == [2, 4])
        #expect(try plan([1, 3], []).rowsDuringTransition == [1, 3])
    }

    @Test func sameIdsReducedMotionAndHugeChangesShowAtOnce() throws {
        let same = try plan([1, 2], [1, 2])
        #expect(!same.animates && same.rowsDuringTransition == [1, 2])
        let reduced = try plan([1, 2], [3, 4], motion: .reduced)
        #expect(!reduced.animates && reduced.rowsDuringTransition == [3, 4])
        #expect(reduced.appearance(of: 3, atElapsed: 0) == .resting)
        let huge = try plan([1, 2], [3, 4], maximum: 3)
        #expect(!huge.animates && huge.transition(for: 3) == .identity)
    }

    @Test func motionLimitedToTheRowsInViewLeavesTheOthersAtRest() throws {
        // During: [1, 2, 3, 4]; 1 and 2 leave, 3 and 4 enter. Only positions 1..<3 are in view.
        let limited = try plan([1, 2], [3, 4]).limitingMotion(to: 1..<3)
        #expect(limited.animates && limited.rowsDuringTransition == [1, 2, 3, 4] && limited.rowsAfterTransition == [3, 4])
        #expect(limited.transition(for: 2) == .removal && limited.transition(for: 3) == .insertion)
        #expect(limited.transition(for: 1) == .identity && limited.transition(for: 4) == .identity)
        #expect(limited.appearance(of: 4, atElapsed: 0) == .resting)
        #expect(limited.appearance(of: 1, atElapsed: 0.2) == .resting)
        #expect(limited.appearance(of: 3, atElapsed: 0) == RowAppearance(opacity: 0, offsetY: 8))
        // A range past the rows, or a change that does not animate, changes nothing.
        #expect(try plan([1, 2], [3, 4]).limitingMotion(to: 10..<20).transition(for: 3) == .identity)
        let reduced = try plan([1, 2], [3, 4], motion: .reduced).limitingMotion(to: 0..<4)
        #expect(!reduced.animates && reduced.rowsDuringTransition == [3, 4])
    }
}
