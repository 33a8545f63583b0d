/// How a change is animated: a timing curve over a duration, sampled by the UI layer.
public struct RowAnimation: Sendable, Hashable {
    /// The pacing of the change.
    public let curve: TimingCurve
    /// The length of the change in seconds; 0 means immediate.
    public let duration: Double

    /// An animation of `duration` seconds paced by `curve`. A negative or non-finite
    /// duration becomes 0, an immediate change (documented rounding).
    public init(curve: TimingCurve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite && duration > 0 ? duration : 0
    }

    /// Membership changes in a filtered list: ease-in-out over 0.22 s.
    public static let membershipChange = RowAnimation(curve: .easeInOut, duration: 0.22)
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
