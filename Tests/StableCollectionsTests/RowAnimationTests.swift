// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct RowAnimationTests {
    @Test func fadeAndRiseIsEaseInOutOver220Milliseconds() {
        #expect(RowAnimation.fadeAndRise.curve == .easeInOut)
        #expect(RowAnimation.fadeAndRise.duration == 0.22)
    }

    @Test func progressSamplesTheCurveOverTheDuration() {
        let animation = RowAnimation.fadeAndRise
        #expect(animation.progress(atElapsed: -1) == 0)
        #expect(animation.progress(atElapsed: 0) == 0)
        #expect(abs(animation.progress(atElapsed: 0.055) - TimingCurve.easeInOut.value(at: 0.25)) < 1e-12)
        #expect(abs(animation.progress(atElapsed: 0.11) - 0.5) < 1e-9)
        #expect(animation.progress(atElapsed: 0.22) == 1)
        #expect(animation.progress(atElapsed: 5) == 1)
        #expect(!animation.isFinished(atElapsed: 0.2))
        #expect(animation.isFinished(atElapsed: 0.22))
    }

    @Test func reducedMotionMakesItImmediate() {
        let reduced = RowAnimation.fadeAndRise.resolved(for: .reduced)
        #expect(reduced == .immediate)
        #expect(reduced.progress(atElapsed: 0) == 1)
        #expect(reduced.isFinished(atElapsed: 0))
        #expect(RowAnimation.fadeAndRise.resolved(for: .full) == .fadeAndRise)
    }

    @Test func badDurationsBecomeImmediate() {
        #expect(RowAnimation(curve: .linear, duration: -1).isImmediate)
        #expect(RowAnimation(curve: .linear, duration: .nan).isImmediate)
        #expect(RowAnimation(curve: .linear, duration: .infinity).isImmediate)
        #expect(!RowAnimation(curve: .linear, duration: 0.1).isImmediate)
    }
}
