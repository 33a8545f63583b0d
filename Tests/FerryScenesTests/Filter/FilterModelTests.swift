// SPDX-License-Identifier: Apache-2.0
import StableCollections
import Testing
@testable import FerryScenes

/// SPEC scene 3 through the model: the controls, the transition plan and its generation,
/// and the notes kept by record id.
@MainActor
@Suite struct FilterModelTests {
    @Test func theScenesWordsAndMotion() {
        let model = FilterModel()
        #expect(model.caption == "4 of 4 labels" && !model.showsEmptyState)
        #expect(FilterScene.title == "Label Collection" && FilterScene.emptyTitle == "No matching labels")
        #expect(FilterScene.queryPlaceholder == "Filter labels")
        #expect(FilterScene.animation.curve == .easeInOut && FilterScene.animation.duration == 0.22)
        #expect(FilterScene.animation.insertionRise == 8)
        #expect(model.filter.animation == FilterScene.animation)
    }

    @Test func queryAndSwitchFilterAndAnUnchangedQueryIsNoChange() throws {
        let model = FilterModel()
        let update = try #require(model.setQuery("a"))
        #expect(update.animates && model.visibleIDs == [1, 2] && model.caption == "2 of 4 labels")
        #expect(model.setQuery("a") == nil, "the same text again is no change")
        _ = model.setTilesOnly(true)
        #expect(model.isTilesOnly && model.visibleIDs == [1])
        _ = try #require(model.setQuery("zz"))
        #expect(model.showsEmptyState && model.caption == "0 of 4 labels")
    }

    @Test func aTransitionRunsUntilItsOwnGenerationFinishesIt() throws {
        let model = FilterModel()
        let (plan, first) = model.beginTransition(try #require(model.setQuery("Tile")), rowsInView: 0..<4, rowHeight: 40, messageHeight: 20)
        #expect(plan.animates && model.isRunning(generation: first))
        #expect(plan.rowsDuringTransition == [1, 2, 3, 4] && plan.rowsAfterTransition == [1, 3])
        // Halfway a leaving row (2) is half faded; a staying row (1) rests.
        #expect(model.placement(of: 2) == .resting, "nothing has moved before the first frame")
        model.advance(toElapsed: 0.11)
        #expect(abs(model.placement(of: 2).opacity - 0.5) < 0.01)
        #expect(model.placement(of: 1) == .resting, "nothing above row 1 changes")
        // Row 3 stays and glides up as row 2 above it shrinks away: half way (ease-in-out
        // is symmetric) it is half of row 2's 40 px below its new place.
        #expect(model.placement(of: 3).heightFraction == 1 && abs(model.placement(of: 3).displacement - 20) < 0.5)
        // The user types on: the first plan is replaced, and its animation's end is ignored.
        let (_, second) = model.beginTransition(try #require(model.setQuery("")), rowsInView: 0..<4, rowHeight: 40, messageHeight: 20)
        #expect(model.elapsed == 0, "a new plan starts at its beginning")
        #expect(second != first && !model.isRunning(generation: first))
        #expect(model.finishTransition(generation: first) == nil)
        #expect(model.finishTransition(generation: second) == [1, 2, 3, 4])
        #expect(model.transition == nil && model.placement(of: 2) == .resting)
    }

    /// The message row: "No matching labels" sits after the rows and fades in and out with them.
    @Test func theEmptyMessageIsARowOfTheTransition() throws {
        let model = FilterModel()
        _ = model.setTilesOnly(true)
        let (into, generation) = model.beginTransition(try #require(model.setQuery("z")), rowsInView: 0..<4, rowHeight: 40, messageHeight: 20)
        #expect(into.rowsDuringTransition == [1, 3, FilterTransition.emptyMessageKey])
        #expect(into.transition(for: FilterTransition.emptyMessageKey) == .insertion)
        model.advance(toElapsed: 0.11)
        let message = model.placement(of: FilterTransition.emptyMessageKey)
        #expect(abs(message.opacity - 0.5) < 0.01 && message.displacement == 0, "it fades in place, without rising")
        #expect(abs(message.offsetY + 40) < 0.5, "drawn at the top, where it rests, while the rows above leave")
        #expect(model.finishTransition(generation: generation) == [FilterTransition.emptyMessageKey])
        #expect(model.restingRows == [FilterTransition.emptyMessageKey])
        let (out, _) = model.beginTransition(try #require(model.setQuery("")), rowsInView: 0..<1, rowHeight: 40, messageHeight: 20)
        #expect(out.rowsDuringTransition == [1, 3, FilterTransition.emptyMessageKey] && out.rowsAfterTransition == [1, 3])
        #expect(out.transition(for: FilterTransition.emptyMessageKey) == .removal)
    }

    @Test func reducedMotionPlansNothingToRun() throws {
        let model = FilterModel(motion: .reduced)
        let (plan, generation) = model.beginTransition(try #require(model.setQuery("Dot")), rowsInView: 0..<4, rowHeight: 40, messageHeight: 20)
        #expect(!plan.animates && !model.isRunning(generation: generation) && plan.rowsAfterTransition == [2, 4])
    }

    @Test func largeCollectionKeepsTheControlsAndEndsTheTransition() throws {
        let model = FilterModel()
        _ = model.setTilesOnly(true)
        let (_, generation) = model.beginTransition(try #require(model.setQuery("Amber")), rowsInView: 0..<4, rowHeight: 40, messageHeight: 20)
        model.setLargeCollection(true)
        #expect(model.isLargeCollection && model.filter.totalCount == FilterScene.largeCount)
        #expect(model.filter.query.text == "Amber" && model.isTilesOnly)
        #expect(model.visibleIDs.count == 5_000, "every 20th record is an Amber tile")
        #expect(!model.isRunning(generation: generation) && model.transition == nil)
        model.setLargeCollection(false)
        #expect(model.filter.totalCount == 4 && model.visibleIDs.isEmpty)
    }

    @Test func notesAreKeptByRecordID() {
        let model = FilterModel()
        #expect(model.note(for: 3) == "")
        model.setNote("glossy", for: 3)
        #expect(model.note(for: 3) == "glossy")
        model.setNote("", for: 3)
        #expect(model.note(for: 3) == "")
    }
}
