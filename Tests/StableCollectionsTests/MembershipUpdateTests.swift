// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct MembershipUpdateTests {
    @Test func animatesIffTheOrderedIDsChanged() throws {
        #expect(!(try MembershipUpdate(from: [1, 2], to: [1, 2], animation: .fadeAndRise)).animates)
        #expect(try MembershipUpdate(from: [1, 2], to: [3, 4], animation: .fadeAndRise).animates)
        #expect(try MembershipUpdate(from: [1, 2], to: [2, 1], animation: .fadeAndRise).animates, "a new order is a change")
        #expect(try MembershipUpdate(from: [], to: [1], animation: .fadeAndRise).animates)
        #expect(!(try MembershipUpdate<Int>(from: [], to: [], animation: .fadeAndRise)).animates)
    }

    @Test func unchangedIDsGetAnImmediateAnimation() throws {
        let update = try MembershipUpdate(from: [1, 2], to: [1, 2], animation: .fadeAndRise)
        #expect(update.animation == .immediate)
        #expect(!update.idsChanged)
    }

    @Test func changedIDsUseTheRequestedAnimation() throws {
        let requested = RowAnimation(curve: .linear, duration: 0.5, insertionRise: 3)
        let update = try MembershipUpdate(from: [1, 2], to: [3], animation: requested)
        #expect(update.animation == requested)
    }

    @Test func reducedMotionIsImmediateButStillChanges() throws {
        let update = try MembershipUpdate(from: [1, 2], to: [2, 3], animation: .fadeAndRise, motion: .reduced)
        #expect(update.idsChanged)
        #expect(!update.animates)
        #expect(update.appearance(for: .insertion, atElapsed: 0) == .resting)
        #expect(update.appearance(for: .removal, atElapsed: 0).opacity == 0)
    }

    @Test func rowsGetTheirTransitions() throws {
        let update = try MembershipUpdate(from: [1, 2, 3], to: [3, 2, 4], animation: .fadeAndRise)
        #expect(update.transition(for: 4) == .insertion)
        #expect(update.transition(for: 1) == .removal)
        #expect(update.transition(for: 2) == .identity)
        #expect(update.transition(for: 3) == .identity)
        let kinds = update.diff.steps.map(update.transition(for:))
        #expect(kinds == [.removal, .insertion, .identity])
    }

    @Test func sampledAppearanceFollowsTheCurve() throws {
        let update = try MembershipUpdate(from: [1], to: [2], animation: .fadeAndRise)
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
            try MembershipUpdate(from: [1], to: [1, 1], animation: .fadeAndRise)
        }
    }
}
