// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct RowTransitionTests {
    @Test func insertionRisesEightPixelsWhileFadingIn() {
        #expect(RowAnimation(curve: .linear, duration: 1, insertionRise: -3).insertionRise == 0, "a negative rise rounds to none")
        #expect(RowTransition.insertion.appearance(atProgress: 0.5, rise: 0) == RowAppearance(opacity: 0.5, offsetY: 0))
        #expect(RowTransition.insertion.appearance(atProgress: 0, rise: 8) == RowAppearance(opacity: 0, offsetY: 8))
        #expect(RowTransition.insertion.appearance(atProgress: 0.25, rise: 8) == RowAppearance(opacity: 0.25, offsetY: 6))
        #expect(RowTransition.insertion.appearance(atProgress: 1, rise: 8) == .resting)
    }

    @Test func removalFadesOutInPlace() {
        #expect(RowTransition.removal.appearance(atProgress: 0, rise: 8) == .resting)
        #expect(RowTransition.removal.appearance(atProgress: 0.75, rise: 8) == RowAppearance(opacity: 0.25, offsetY: 0))
        #expect(RowTransition.removal.appearance(atProgress: 1, rise: 8) == RowAppearance(opacity: 0, offsetY: 0))
    }

    @Test func identityNeverChanges() {
        #expect(RowTransition.identity.appearance(atProgress: 0, rise: 8) == .resting)
        #expect(RowTransition.identity.appearance(atProgress: 0.5, rise: 8) == .resting)
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() {
        #expect(RowTransition.insertion.appearance(atProgress: -2, rise: 8) == RowAppearance(opacity: 0, offsetY: 8))
        #expect(RowTransition.insertion.appearance(atProgress: 3, rise: 8) == .resting)
        #expect(RowTransition.removal.appearance(atProgress: .nan, rise: 8) == .resting)
    }
}
