// SPDX-License-Identifier: Apache-2.0
import StableCollections
import Testing
@testable import FerryScenes

/// Seed 004's stack, laid out as a list lays out the rows' shares (each a whole number of
/// pixels) and drawn with their offsets: staying rows glide from their old tops to their
/// new ones, entering rows appear at their new tops rising 8 px, leaving rows stay at
/// their old tops, and the message row fades in at the top of the stack.
@MainActor
@Suite struct FilterTransitionTests {
    /// Where each row is drawn `elapsed` seconds in: the list stacks the rows' shares
    /// (rounded to pixels, as GTK measures them), and each row is drawn its offset below.
    static func drawnTops(_ plan: FilterTransition, elapsed: Double, height: (Int) -> Double) -> [Int: Double] {
        var top = 0.0, drawn: [Int: Double] = [:]
        for key in plan.rowsDuringTransition {
            let placement = plan.placement(of: key, atElapsed: elapsed)
            drawn[key] = top + placement.offsetY
            top += (height(key) * placement.heightFraction).rounded()
        }
        return drawn
    }

    static func plan(_ model: FilterModel, _ update: MembershipUpdate<Int>, rowHeight: Double = 45, messageHeight: Double = 41) -> FilterTransition {
        model.beginTransition(update, rowsInView: 0..<5, rowHeight: rowHeight, messageHeight: messageHeight).plan
    }

    @Test func stayingRowsGlideEnteringRowsRiseLeavingRowsStay() throws {
        let model = FilterModel()
        _ = try #require(model.setQuery("b"))  // [3, 4]
        let plan = Self.plan(model, try #require(model.setQuery("")))  // back to [1, 2, 3, 4]
        #expect(plan.transition(for: 1) == .insertion && plan.transition(for: 3) == .identity)
        var lastTileB = Double.infinity
        for step in 0...22 {
            let elapsed = Double(step) / 100
            let progress = FilterScene.animation.progress(atElapsed: elapsed)
            let tops = Self.drawnTops(plan, elapsed: elapsed) { _ in 45 }
            // Tile B (3) was first, ends third: it glides down by the two rows entering above.
            #expect(abs(tops[3]! - progress * 90) < 1e-9, "Tile B at \(elapsed) s")
            #expect(abs(tops[4]! - (45 + progress * 90)) < 1e-9, "Dot B at \(elapsed) s")
            // Tile A (1) enters at its new top, 8 px low, rising.
            #expect(abs(tops[1]! - 8 * (1 - progress)) < 1e-9, "Tile A at \(elapsed) s")
            #expect(abs(tops[2]! - (45 + 8 * (1 - progress))) < 1e-9, "Dot A at \(elapsed) s")
            if lastTileB != .infinity { #expect(tops[3]! >= lastTileB, "only down") }
            lastTileB = tops[3]!
        }
    }

    @Test func leavingRowsFadeInTheirOldPlacesAndTheMessageFadesInAtTheTop() throws {
        let model = FilterModel()
        _ = model.setTilesOnly(true)  // [1, 3]
        let plan = Self.plan(model, try #require(model.setQuery("z")))  // []
        let message = FilterTransition.emptyMessageKey
        #expect(plan.rowsDuringTransition == [1, 3, message] && plan.rowsAfterTransition == [message])
        let height: (Int) -> Double = { $0 == message ? 41 : 45 }
        for step in 0...22 {
            let elapsed = Double(step) / 100
            let progress = FilterScene.animation.progress(atElapsed: elapsed)
            let tops = Self.drawnTops(plan, elapsed: elapsed, height: height)
            #expect(tops[1] == 0 && tops[3] == 45, "leaving rows stay where they were at \(elapsed) s")
            #expect(tops[message] == 0, "the message is at the top from the start at \(elapsed) s")
            #expect(abs(plan.placement(of: message, atElapsed: elapsed).opacity - progress) < 1e-9)
            #expect(abs(plan.placement(of: 3, atElapsed: elapsed).opacity - (1 - progress)) < 1e-9)
        }
    }

    @Test func theMessageFadesOutInItsPlaceWhileTheRowsComeBack() throws {
        let model = FilterModel()
        _ = try #require(model.setQuery("z"))  // []
        let plan = Self.plan(model, try #require(model.setQuery("")))
        let message = FilterTransition.emptyMessageKey
        #expect(plan.transition(for: message) == .removal)
        let tops = Self.drawnTops(plan, elapsed: 0.11) { $0 == message ? 41 : 45 }
        #expect(tops[message] == 0, "the message fades where it was, over the entering rows")
        #expect(abs(tops[1]! - 4) < 1e-9, "Tile A half way up from 8 px low")
        #expect(plan.rowsAfterTransition == [1, 2, 3, 4])
    }

    @Test func withoutAnimationEveryRowRests() throws {
        let model = FilterModel(motion: .reduced)
        let plan = Self.plan(model, try #require(model.setQuery("a")))
        #expect(!plan.animates && plan.rowsDuringTransition == [1, 2])
        #expect(plan.placement(of: 1, atElapsed: 0.1) == .resting)
    }
}
