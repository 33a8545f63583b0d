// SPDX-License-Identifier: Apache-2.0
/// Which rows a list shows while a membership change animates, in which order, and how
/// each one moves: rows that leave stay on screen, fading out in their old
/// places, while rows that enter fade in, rising into place; when the animation ends only the
/// new visible rows remain.
///
/// Visible ids always keep source order (the filter never reorders), so the rows on
/// screen during the change are the union of the old and new visible ids in source order.
///
/// A list view shows ``rowsDuringTransition`` while the change runs, draws each row with
/// ``appearance(of:atElapsed:)`` on every frame, and shows ``rowsAfterTransition`` when
/// ``isFinished(atElapsed:)``.
public struct TransitionRows<ID: Hashable & Sendable>: Sendable {
    /// The update being shown.
    public let update: MembershipUpdate<ID>
    /// The rows on screen while the change animates: old and new visible ids, in source order.
    public let rowsDuringTransition: [ID]
    private var entering: Set<ID>
    private var leaving: Set<ID>

    /// Whether the change animates: the update does (its ids changed and motion is not
    /// reduced) and it inserts and removes at most the maximum number of rows.
    public let animates: Bool

    /// Plans the rows for `update`; `sourceOffset` gives an id's position in the source.
    /// An update that does not animate, or that inserts and removes more than
    /// `maximumAnimatedChanges` rows (a huge change in a large collection, where only a
    /// screenful could be seen moving), shows its new rows at once.
    public init(_ update: MembershipUpdate<ID>, maximumAnimatedChanges: Int = .max, sourceOffset: (ID) -> Int?) {
        self.update = update
        animates = update.animates && update.diff.insertions.count + update.diff.removals.count <= maximumAnimatedChanges
        guard animates else {
            rowsDuringTransition = update.visibleIDs
            entering = []
            leaving = []
            return
        }
        let leaving = Set(update.diff.removedIDs)
        self.leaving = leaving
        entering = Set(update.diff.insertedIDs)
        // Merge two lists that are each in source order.
        var merged: [ID] = []
        merged.reserveCapacity(update.visibleIDs.count + leaving.count)
        let old = update.previousIDs.filter(leaving.contains)
        var oldIndex = 0
        for id in update.visibleIDs {
            let offset = sourceOffset(id) ?? Int.max
            while oldIndex < old.count, (sourceOffset(old[oldIndex]) ?? Int.max) < offset {
                merged.append(old[oldIndex])
                oldIndex += 1
            }
            merged.append(id)
        }
        merged.append(contentsOf: old[oldIndex...])
        rowsDuringTransition = merged
    }

    /// The same change with motion only for the rows at `positions` of
    /// ``rowsDuringTransition`` (the rows in view): every other row stays at rest, entering
    /// at once and leaving when the change ends, exactly as it would look off screen.
    /// A list of thousands of rows then animates a screenful, not every row it has built.
    public func limitingMotion(to positions: Range<Int>) -> TransitionRows {
        guard animates else { return self }
        var limited = self
        let inView = positions.clamped(to: rowsDuringTransition.indices)
        limited.entering = []
        limited.leaving = []
        for id in rowsDuringTransition[inView] {
            if entering.contains(id) { limited.entering.insert(id) } else if leaving.contains(id) { limited.leaving.insert(id) }
        }
        return limited
    }

    /// The rows once the change has finished.
    public var rowsAfterTransition: [ID] { update.visibleIDs }

    /// How the row `id` moves during the change.
    public func transition(for id: ID) -> RowTransition {
        if entering.contains(id) { return .insertion }
        if leaving.contains(id) { return .removal }
        return .identity
    }

    /// How the row `id` looks `elapsed` seconds into the change.
    public func appearance(of id: ID, atElapsed elapsed: Double) -> RowAppearance {
        update.appearance(for: transition(for: id), atElapsed: elapsed)
    }

    /// Whether the change is over `elapsed` seconds after it started.
    public func isFinished(atElapsed elapsed: Double) -> Bool {
        update.animation.isFinished(atElapsed: elapsed)
    }
}
