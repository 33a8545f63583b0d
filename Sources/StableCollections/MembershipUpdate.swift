// SPDX-License-Identifier: Apache-2.0
/// One change of a list's ordered visible ids, with whether and how it animates.
///
/// An update animates if and only if the ordered visible ids changed and the user's
/// motion preference allows it: a query change that keeps the same ids animates nothing,
/// while the same count with different members (or a new order) does. Under reduced
/// motion the ``animation`` is ``RowAnimation/immediate``.
///
/// The UI layer applies ``diff`` step by step, gives each inserted row the
/// ``RowTransition/insertion`` transition and each removed row ``RowTransition/removal``
/// (keeping it on screen until its fade-out ends), and samples
/// ``appearance(for:atElapsed:)`` on each frame.
public struct MembershipUpdate<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The visible ids before the change.
    public let previousIDs: [ID]
    /// The visible ids after the change.
    public let visibleIDs: [ID]
    /// The staged changes from ``previousIDs`` to ``visibleIDs``.
    public let diff: KeyedDiff<ID>
    /// The animation to play: the requested one, or ``RowAnimation/immediate`` when
    /// nothing changed or motion is reduced.
    public let animation: RowAnimation

    /// The update from `previous` to `visible`.
    ///
    /// - Parameters:
    ///   - animation: the animation to use when the ids changed.
    ///   - motion: the user's motion preference.
    /// - Throws: ``KeyedDiffError/duplicateID(_:list:firstOffset:secondOffset:)`` when an
    ///   id occurs twice in either list.
    public init(
        from previous: [ID],
        to visible: [ID],
        animation: RowAnimation,
        motion: MotionPreference = .full
    ) throws(KeyedDiffError<ID>) {
        let diff = try KeyedDiff(from: previous, to: visible)
        self.init(previous: previous, visible: visible, diff: diff, animation: animation, motion: motion)
    }

    @usableFromInline
    init(previous: [ID], visible: [ID], diff: KeyedDiff<ID>, animation: RowAnimation, motion: MotionPreference) {
        self.previousIDs = previous
        self.visibleIDs = visible
        self.diff = diff
        let changed = !diff.isEmpty
        self.animation = changed ? animation.resolved(for: motion) : .immediate
    }

    /// Whether the ordered visible ids changed.
    public var idsChanged: Bool { !diff.isEmpty }

    /// Whether the change animates (ids changed and motion is not reduced).
    public var animates: Bool { idsChanged && !animation.isImmediate }

    /// The transition of the row a step touches: insertion for an insertion, removal for a
    /// removal, identity for a move.
    public func transition(for step: KeyedDiff<ID>.Step) -> RowTransition {
        switch step {
        case .insert: .insertion
        case .remove: .removal
        case .move: .identity
        }
    }

    /// The transition of the row with `id`: insertion if it enters, removal if it leaves,
    /// identity otherwise. O(number of changes).
    public func transition(for id: ID) -> RowTransition {
        if diff.insertions.contains(where: { $0.id == id }) { return .insertion }
        if diff.removals.contains(where: { $0.id == id }) { return .removal }
        return .identity
    }

    /// How a row with `transition` looks `elapsed` seconds after the change started.
    /// Under reduced motion every row is at its end state at once.
    public func appearance(for transition: RowTransition, atElapsed elapsed: Double) -> RowAppearance {
        transition.appearance(atProgress: animation.progress(atElapsed: elapsed), rise: animation.insertionRise)
    }
}
