// SPDX-License-Identifier: Apache-2.0
import Testing
import StableCollections

@Suite struct TimingCurveTests {
    /// A point of the Bézier curve at parameter `s`, computed directly.
    func point(_ curve: TimingCurve, _ s: Double) -> (x: Double, y: Double) {
        let u = 1 - s
        let x = 3 * u * u * s * curve.c1x + 3 * u * s * s * curve.c2x + s * s * s
        let y = 3 * u * u * s * curve.c1y + 3 * u * s * s * curve.c2y + s * s * s
        return (x, y)
    }

    @Test func easeInOutHasApplesControlPoints() {
        let curve = TimingCurve.easeInOut
        #expect(curve.c1x == 0.42 && curve.c1y == 0 && curve.c2x == 0.58 && curve.c2y == 1)
        #expect(TimingCurve.easeIn == TimingCurve(controlPoints: 0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut == TimingCurve(controlPoints: 0, 0, 0.58, 1))
    }

    @Test(arguments: [TimingCurve.easeInOut, .easeIn, .easeOut, .linear, TimingCurve(controlPoints: 0.1, 0.9, 0.2, -0.5)])
    func sampledValuesLieOnTheCurve(curve: TimingCurve) {
        for step in 0...200 {
            let s = Double(step) / 200
            let (x, y) = point(curve, s)
            #expect(abs(curve.value(at: x) - y) < 1e-7, "s = \(s)")
        }
    }

    @Test func easeInOutIsSymmetricSlowAtTheEndsAndMonotonic() {
        let curve = TimingCurve.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9)
        for step in 1..<100 {
            let t = Double(step) / 100
            #expect(abs(curve.value(at: t) + curve.value(at: 1 - t) - 1) < 1e-9)
            #expect(curve.value(at: t) >= curve.value(at: t - 0.01))
        }
        #expect(curve.value(at: 0.1) < 0.1)
        #expect(curve.value(at: 0.9) > 0.9)
        // A known value: at a quarter of the time, ease-in-out shows about 12.9 %.
        #expect(abs(curve.value(at: 0.25) - 0.12916) < 1e-4)
    }

    @Test func linearIsTheIdentity() {
        for step in 0...10 {
            let t = Double(step) / 10
            #expect(abs(TimingCurve.linear.value(at: t) - t) < 1e-9)
        }
    }

    @Test func timeOutsideTheUnitIntervalIsClamped() {
        #expect(TimingCurve.easeInOut.value(at: -3) == 0)
        #expect(TimingCurve.easeInOut.value(at: 7) == 1)
        #expect(TimingCurve.easeInOut.value(at: .nan) == 0)
        #expect(TimingCurve.easeInOut.value(at: .infinity) == 1)
    }

    @Test func controlPointXIsClampedSoTimeStaysMonotonic() {
        let curve = TimingCurve(controlPoints: -1, 0, 2, 1)
        #expect(curve.c1x == 0 && curve.c2x == 1)
        let broken = TimingCurve(controlPoints: .nan, .infinity, 0.5, 1)
        #expect(broken.c1x == 0 && broken.c1y == 0)
    }
}
