// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import GtkKit

struct DragLiftShapeTests {
    /// Seed 003's lift shape, `RoundedRectangle(cornerRadius: 7)`; a negative radius is a
    /// square corner, not a CSS error.
    @Test func aRoundedRectangleKeepsItsRadiusAndNeverGoesNegative() {
        #expect(DragLiftShape.roundedRectangle(cornerRadius: 7).cornerRadius == 7)
        #expect(DragLiftShape.roundedRectangle(cornerRadius: -3).cornerRadius == 0)
        #expect(DragLiftShape.roundedRectangle(cornerRadius: 7) == DragLiftShape(cornerRadius: 7))
    }
}
