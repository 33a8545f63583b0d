// SPDX-License-Identifier: Apache-2.0
import Foundation

/// How an animation's progress accelerates.
public enum AnimationCurve: Sendable {
    /// Constant speed.
    case linear
    /// Slow at both ends, fastest in the middle.
    case easeInOut

    /// The curve's value at `t` in 0…1.
    public func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
        }
    }
}
