import Testing
import StableCollections

@Suite struct MembershipUpdateTests {
    @Test func animatesIffTheOrderedIDsChanged() throws {
        #expect(!(try MembershipUpdate(from: [1, 2], to: [1, 2])).animates)
        #expect(try MembershipUpdate(from: [1, 2], to: [3, 4]).animates)
        #expect(try MembershipUpdate(from: [1, 2], to: [2, 1]).animates, "a new order is a change")
        #expect(try MembershipUpdate(from: [], to: [1]).animates)
        #expect(!(try MembershipUpdate<Int>(from: [], to: [])).animates)
    }

    @Test func unchangedIDsGetAnImmediateAnimation() throws {
        let update = try MembershipUpdate(from: [1, 2], to: [1, 2], animation: .membershipChange)
        #expect(update.animation == .immediate)
        #expect(!update.idsChanged)
    }

    @Test func changedIDsUseTheRequestedAnimation() throws {
        let update = try MembershipUpdate(from: [1, 2], to: [3], animation: .membershipChange)
        #expect(update.animation == RowAnimation(curve: .easeInOut, duration: 0.22))
    }

    @Test func reducedMotionIsImmediateButStillChanges() throws {
        let update = try MembershipUpdate(from: [1, 2], to: [2, 3], motion: .reduced)
        #expect(update.idsChanged)
        #expect(!update.animates)
        #expect(update.appearance(for: .insertion, atElapsed: 0) == .resting)
        #expect(update.appearance(for: .removal, atElapsed: 0).opacity == 0)
    }

    @Test func rowsGetTheirTransitions() throws {
        let update = try MembershipUpdate(from: [1, 2, 3], to: [3, 2, 4])
        #expect(update.transition(for: 4) == .insertion)
        #expect(update.transition(for: 1) == .removal)
        #expect(update.transition(for: 2) == .identity)
        #expect(update.transition(for: 3) == .identity)
        let kinds = update.diff.steps.map(update.transition(for:))
        #expect(kinds == [.removal, .insertion, .identity])
    }

    @Test func sampledAppearanceFollowsTheCurve() throws {
        let update = try MembershipUpdate(from: [1], to: [2])
        let start = update.appearance(for: .insertion, atElapsed: 0)
        #expect(start == RowAppearance(opacity: 0, offsetY: 8))
        let middle = update.appearance(for: .insertion, atElapsed: 0.11)
        #expect(abs(middle.opacity - 0.5) < 1e-9)
        #expect(abs(middle.offsetY - 4) < 1e-9)
        let end = update.appearance(for: .insertion, atElapsed: 0.22)
        #expect(end == .resting)
        #expect(update.appearance(for: .removal, atElapsed: 0.22).opacity == 0)
        let early = update.appearance(for: .removal, atElapsed: 0.022)
        #expect(early.opacity > 0.98 && early.opacity < 1)
    }

    @Test func duplicateIDsAreRejected() {
        #expect(throws: KeyedDiffError<Int>.duplicateID(1, list: .new, firstOffset: 0, secondOffset: 1)) {
            try MembershipUpdate(from: [1], to: [1, 1])
        }
    }
}
