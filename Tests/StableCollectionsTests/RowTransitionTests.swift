import Testing
import StableCollections

@Suite struct RowTransitionTests {
    @Test func insertionRisesEightPixelsWhileFadingIn() {
        #expect(RowTransition.insertionRise == 8)
        #expect(RowTransition.insertion.appearance(atProgress: 0) == RowAppearance(opacity: 0, offsetY: 8))
        #expect(RowTransition.insertion.appearance(atProgress: 0.25) == RowAppearance(opacity: 0.25, offsetY: 6))
        #expect(RowTransition.insertion.appearance(atProgress: 1) == .resting)
    }

    @Test func removalFadesOutInPlace() {
        #expect(RowTransition.removal.appearance(atProgress: 0) == .resting)
        #expect(RowTransition.removal.appearance(atProgress: 0.75) == RowAppearance(opacity: 0.25, offsetY: 0))
        #expect(RowTransition.removal.appearance(atProgress: 1) == RowAppearance(opacity: 0, offsetY: 0))
    }

    @Test func identityNeverChanges() {
        #expect(RowTransition.identity.appearance(atProgress: 0) == .resting)
        #expect(RowTransition.identity.appearance(atProgress: 0.5) == .resting)
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() {
        #expect(RowTransition.insertion.appearance(atProgress: -2) == RowAppearance(opacity: 0, offsetY: 8))
        #expect(RowTransition.insertion.appearance(atProgress: 3) == .resting)
        #expect(RowTransition.removal.appearance(atProgress: .nan) == .resting)
    }
}
