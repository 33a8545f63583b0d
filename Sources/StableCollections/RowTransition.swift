// SPDX-License-Identifier: Apache-2.0
/// How a whole row enters or leaves a list while a change animates.
public enum RowTransition: Sendable, Hashable {
    /// The row fades in while rising into place (it starts the animation's
    /// ``RowAnimation/insertionRise`` below its slot).
    case insertion
    /// The row fades out in place.
    case removal
    /// The row stays as it is.
    case identity

    /// The row's look when `progress` (0...1, already paced by the timing curve) of the
    /// change is shown, an inserted row starting `rise` points below its slot. Values
    /// outside 0...1 are clamped; NaN counts as 0.
    public func appearance(atProgress progress: Double, rise: Double) -> RowAppearance {
        let shown = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch self {
        case .insertion:
            return RowAppearance(opacity: shown, offsetY: rise * (1 - shown))
        case .removal:
            return RowAppearance(opacity: 1 - shown, offsetY: 0)
        case .identity:
            return .resting
        }
    }
}

/// What the UI layer draws for a row at one moment of a transition.
public struct RowAppearance: Sendable, Hashable {
    /// 0 (invisible) to 1 (opaque).
    public var opacity: Double
    /// Vertical displacement from the row's slot in pixels; positive is downward (GTK's
    /// y axis).
    public var offsetY: Double

    /// A look with the given opacity and vertical offset.
    public init(opacity: Double, offsetY: Double) {
        self.opacity = opacity
        self.offsetY = offsetY
    }

    /// A row at rest: opaque and in its slot.
    public static let resting = RowAppearance(opacity: 1, offsetY: 0)
}
