// SPDX-License-Identifier: Apache-2.0
/// How a change is animated: a timing curve over a duration, sampled by the UI layer, and
/// how far an entering row rises into place. The app chooses the values (a scene's
/// constants live with the scene); this type only samples them.
public struct RowAnimation: Sendable, Hashable {
    /// The pacing of the change.
    public let curve: TimingCurve
    /// The length of the change in seconds; 0 means immediate.
    public let duration: Double
    /// How far below its slot an entering row starts, in points (see
    /// ``RowTransition/insertion``); 0 fades in place.
    public let insertionRise: Double

    /// An animation of `duration` seconds paced by `curve`, entering rows rising
    /// `insertionRise` points. A negative or non-finite duration becomes 0, an immediate
    /// change; a negative or non-finite rise becomes 0 (documented rounding).
    public init(curve: TimingCurve, duration: Double, insertionRise: Double = 0) {
        self.curve = curve
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.insertionRise = insertionRise.isFinite && insertionRise > 0 ? insertionRise : 0
    }

    /// No animation: the change shows completely at once.
    public static let immediate = RowAnimation(curve: .linear, duration: 0)

    /// Whether the change shows at once.
    public var isImmediate: Bool { duration == 0 }

    /// The shown fraction of the change `elapsed` seconds after it started: 0 before the
    /// start, 1 from the end on (and always 1 for an immediate change).
    public func progress(atElapsed elapsed: Double) -> Double {
        if isImmediate { return 1 }
        return curve.value(at: elapsed / duration)
    }

    /// Whether the change is complete `elapsed` seconds after it started.
    public func isFinished(atElapsed elapsed: Double) -> Bool {
        isImmediate || elapsed >= duration
    }

    /// This animation under the user's motion preference: unchanged for
    /// ``MotionPreference/full``, ``immediate`` for ``MotionPreference/reduced``.
    public func resolved(for motion: MotionPreference) -> RowAnimation {
        motion == .reduced ? .immediate : self
    }
}
