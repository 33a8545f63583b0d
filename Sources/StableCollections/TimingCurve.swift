// SPDX-License-Identifier: Apache-2.0
/// A timing curve: maps the fraction of an animation's duration that has elapsed to the
/// fraction of the change that should be shown, as a cubic Bézier from (0, 0) to (1, 1).
///
/// The named curves use Core Animation's control points, which SwiftUI's animations of
/// the same names share: ease-in-out is (0.42, 0) (0.58, 1), ease-in (0.42, 0) (1, 1),
/// ease-out (0, 0) (0.58, 1), linear (0, 0) (1, 1).
public struct TimingCurve: Sendable, Hashable {
    /// The first control point.
    public let c1x: Double, c1y: Double
    /// The second control point.
    public let c2x: Double, c2y: Double

    /// A curve with the given control points, as `CAMediaTimingFunction(controlPoints:)`.
    ///
    /// The x coordinates are clamped into `0...1` (documented rounding): that keeps time
    /// monotonic, so the curve stays a function of time. Non-finite values become 0.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        self.c1x = min(max(finite(c1x), 0), 1)
        self.c1y = finite(c1y)
        self.c2x = min(max(finite(c2x), 0), 1)
        self.c2y = finite(c2y)
    }

    /// Constant pace.
    public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
    /// Starts slowly (Core Animation's `easeIn`).
    public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
    /// Ends slowly (Core Animation's `easeOut`).
    public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
    /// Starts and ends slowly (Core Animation's `easeInEaseOut`, SwiftUI's `easeInOut`).
    public static let easeInOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)

    /// The shown fraction of the change when `time` (a fraction of the duration) has
    /// elapsed. `time` is clamped into `0...1`; NaN counts as 0. Accurate to about 1e-9.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        return bezier(parameterFor(time), c1y, c2y)
    }

    /// One coordinate of the curve at Bézier parameter `s`.
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// d/ds of the x coordinate.
    private func xSlope(_ s: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * c1x + 6 * inverse * s * (c2x - c1x) + 3 * s * s * (1 - c2x)
    }

    /// The Bézier parameter whose x coordinate is `x`: Newton's method from `x`, and
    /// bisection (x is monotonic in s because both x coordinates are in 0...1) whenever
    /// Newton leaves the interval or stalls on a flat slope.
    private func parameterFor(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, c1x, c2x) - x
            if abs(error) < 1e-12 { return s }
            let slope = xSlope(s)
            if abs(slope) < 1e-9 { break }
            let next = s - error / slope
            if next < 0 || next > 1 { break }
            s = next
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = bezier(s, c1x, c2x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
