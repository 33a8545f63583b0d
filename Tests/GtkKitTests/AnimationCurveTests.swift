// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import GtkKit

struct AnimationCurveTests {
    @Test func easeInOutStartsSlowEndsSlowAndIsSymmetric() {
        let curve = AnimationCurve.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: 0.5) == 0.5)
        #expect(curve.value(at: 0.1) < 0.1)
        #expect(abs(curve.value(at: 0.25) + curve.value(at: 0.75) - 1) < 1e-12)
    }

    @Test func progressIsClamped() {
        #expect(AnimationCurve.linear.value(at: -1) == 0)
        #expect(AnimationCurve.linear.value(at: 2) == 1)
        #expect(AnimationCurve.linear.value(at: 0.3) == 0.3)
    }
}
