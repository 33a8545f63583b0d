// SPDX-License-Identifier: Apache-2.0
import StableCollections

/// SPEC scene 3 ("Filter"), headless: the records, the query and "Tiles only", the
/// running transition and the notes typed into rows.
///
/// A change of the visible rows becomes a ``FilterTransition`` (the records' ``TransitionRows``
/// plan with the "No matching labels" row). While it runs the page moves it along with its
/// animation's frames (``advance(toElapsed:)``), asks ``placement(of:)`` for each row it
/// shows and, when its animation ends, calls
/// ``finishTransition(generation:)`` with the generation it was given: a plan replaced by a
/// newer change (the user typed on) is never finished by the old animation's end.
@MainActor
public final class FilterModel {
    /// The filter over the current records.
    public private(set) var filter: CollectionFilter<FilterRecord, Int>
    /// The transition running now, if any.
    public private(set) var transition: FilterTransition?
    /// Counts plans made and ended, so an animation can tell whether its plan still runs.
    public private(set) var generation = 0
    /// Whether the 100,000-record collection is shown instead of the scene's four records.
    public private(set) var isLargeCollection: Bool
    /// Seconds into the running transition, as its animation's frames say: the frame
    /// clock's time, so the rows follow what the toolkit draws (slowed down, say), not the
    /// wall clock.
    public private(set) var elapsed: Double = 0
    /// Notes typed into rows, kept by record id, so a row that is filtered out (or whose
    /// widget is reused for another record) gets its note back.
    private var drafts = DraftStore<Int, String>()

    /// The scene's records (or the large collection), unfiltered.
    public init(largeCollection: Bool = false, motion: MotionPreference = .full) {
        isLargeCollection = largeCollection
        filter = FilterRecord.filter(Self.records(large: largeCollection), motion: motion)
    }

    private static func records(large: Bool) -> [FilterRecord] {
        large ? FilterRecord.largeCollection(count: FilterScene.largeCount) : FilterRecord.scene
    }

    // MARK: What the page shows

    /// The ids shown at rest, in order.
    public var visibleIDs: [Int] { filter.visibleIDs }
    /// The rows of the list at rest: the visible ids, or the "No matching labels" row
    /// (``FilterTransition/emptyMessageKey``) when nothing matches.
    public var restingRows: [Int] { showsEmptyState ? [FilterTransition.emptyMessageKey] : visibleIDs }
    /// "N of M labels".
    public var caption: String { FilterScene.caption(filter) }
    /// Whether "No matching labels" shows.
    public var showsEmptyState: Bool { filter.showsEmptyMessage }
    /// Whether "Tiles only" is on.
    public var isTilesOnly: Bool { filter.isPredicateOn(FilterRecord.tilesOnly) }
    /// The record with `id`.
    public func record(_ id: Int) -> FilterRecord? { filter.source[id: id] }

    /// The user's motion preference; under reduced motion nothing animates.
    public var motion: MotionPreference {
        get { filter.motion }
        set { filter.motion = newValue }
    }

    // MARK: Controls

    /// Filters by `text`, exactly as typed; `nil` when the query did not change.
    public func setQuery(_ text: String) -> MembershipUpdate<Int>? {
        guard text != filter.query.text else { return nil }
        return filter.setQuery(text)
    }

    /// Switches "Tiles only".
    public func setTilesOnly(_ isOn: Bool) -> MembershipUpdate<Int> {
        // The predicate exists: `FilterRecord.filter` makes it.
        try! filter.setPredicate(FilterRecord.tilesOnly, isOn: isOn)
    }

    /// Shows the large collection (or the scene's records) under the same query and
    /// switch. Ends any transition: the rows change wholesale, without animating.
    public func setLargeCollection(_ isOn: Bool) {
        var replacement = FilterRecord.filter(Self.records(large: isOn), motion: filter.motion)
        replacement.setQuery(filter.query.text)
        if isTilesOnly { _ = try! replacement.setPredicate(FilterRecord.tilesOnly, isOn: true) }
        _ = finishTransition(generation: generation)
        isLargeCollection = isOn
        filter = replacement
    }

    // MARK: Transitions

    /// Plans how `update` is shown, replacing any transition still running: the rows go
    /// from what the list shows now straight to the new ones. Settling first would drop the
    /// rows that were fading out, only to build them again when the user types back what
    /// they just deleted.
    ///
    /// Only rows within ``FilterScene/rowsAnimatedBeyondView`` of `rowsInView` move, and a
    /// change of more than ``FilterScene/maximumAnimatedChanges`` rows shows at once.
    /// `rowHeight` and `messageHeight` are the heights of a record's row and of the
    /// "No matching labels" row, in pixels: rows that stay glide by them.
    ///
    /// - Returns: The plan, and the generation to pass to ``finishTransition(generation:)``.
    ///   When the plan does not animate, nothing is running afterwards.
    public func beginTransition(_ update: MembershipUpdate<Int>, rowsInView: Range<Int>, rowHeight: Double,
                                messageHeight: Double) -> (plan: FilterTransition, generation: Int) {
        let margin = FilterScene.rowsAnimatedBeyondView
        let moving = max(0, rowsInView.lowerBound - margin)..<(rowsInView.upperBound + margin)
        let records = TransitionRows(update, maximumAnimatedChanges: FilterScene.maximumAnimatedChanges) { [filter] id in
            filter.source.offset(of: id)
        }.limitingMotion(to: moving)
        let plan = FilterTransition(records, showedMessage: update.previousIDs.isEmpty, positionsInView: moving) { key in
            key == FilterTransition.emptyMessageKey ? messageHeight : rowHeight
        }
        generation += 1
        transition = plan.animates ? plan : nil
        elapsed = 0
        return (plan, generation)
    }

    /// Whether the transition of `generation` is still the one running.
    public func isRunning(generation: Int) -> Bool {
        transition != nil && generation == self.generation
    }

    /// Ends the transition of `generation` at once, if it still runs.
    ///
    /// - Returns: The rows to show at rest (the message row among them when nothing
    ///   matches), or `nil` when that transition no longer runs.
    public func finishTransition(generation: Int) -> [Int]? {
        guard isRunning(generation: generation), let plan = transition else { return nil }
        transition = nil
        self.generation += 1
        return plan.rowsAfterTransition
    }

    /// Moves the running transition to `elapsed` seconds after it began.
    public func advance(toElapsed elapsed: Double) {
        self.elapsed = max(0, elapsed)
    }

    /// Where row `key` is drawn now: its point in the running transition, or at rest.
    public func placement(of key: Int) -> RowPlacement {
        transition?.placement(of: key, atElapsed: elapsed) ?? .resting
    }

    // MARK: Notes

    /// The note typed for record `id` ("" when none).
    public func note(for id: Int) -> String { drafts.draft(for: id) ?? "" }

    /// Keeps what the user typed as record `id`'s note (an empty note is forgotten).
    public func setNote(_ text: String, for id: Int) {
        if text.isEmpty { drafts.discard(for: id) } else { drafts.stash(text, for: id) }
    }
}
