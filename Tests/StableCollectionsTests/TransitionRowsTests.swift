import StableCollections
import Testing

@Suite struct TransitionRowsTests {
    static let offsets = [1: 0, 2: 1, 3: 2, 4: 3]

    func plan(_ from: [Int], _ to: [Int], motion: MotionPreference = .full, maximum: Int = .max) throws -> TransitionRows<Int> {
        TransitionRows(try MembershipUpdate(from: from, to: to, motion: motion), maximumAnimatedChanges: maximum) { Self.offsets[$0] }
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
}
