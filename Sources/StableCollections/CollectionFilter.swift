// SPDX-License-Identifier: Apache-2.0
/// The state of one filtered view of a collection: a query, switchable predicates and
/// the ordered ids they leave visible.
///
/// A record shows when its title contains the query ignoring case and diacritics (an
/// empty query matches everything) and every switched-on predicate accepts it. Visible
/// ids keep source order; the source is never changed, so clearing every control brings
/// back all records in their original order. Each window keeps its own value.
///
/// Titles are folded once, when the filter is made; a keystroke then costs one byte scan
/// of the folded titles, or only of the rows still visible when the new query extends the
/// old one. Every change returns a ``MembershipUpdate`` saying whether and how to animate.
public struct CollectionFilter<Element, ID: Hashable & Sendable> {
    /// Every predicate the user can switch, in display order.
    public let predicates: [FilterPredicate<Element>]
    /// The user's motion preference; updates under ``MotionPreference/reduced`` are
    /// immediate.
    public var motion: MotionPreference
    /// The animation used when the visible ids change.
    public var animation: RowAnimation

    // Stored state is internal but usable from inlinable code, so that the per-keystroke
    // path is specialised for the client's element and id types.
    @usableFromInline var records: IdentifiedList<Element, ID>
    @usableFromInline var currentQuery: SearchQuery
    @usableFromInline var activeNames: Set<String>
    @usableFromInline var currentVisibleIDs: [ID]
    @usableFromInline let title: @Sendable (Element) -> String
    @usableFromInline var index: FilterIndex
    @usableFromInline var sourceIDs: [ID]
    /// Source offsets of the visible records, ascending.
    @usableFromInline var visiblePositions: [Int]

    /// The records, never changed by filtering.
    public var source: IdentifiedList<Element, ID> { records }
    /// The current query.
    public var query: SearchQuery { currentQuery }
    /// Names of the switched-on predicates.
    public var activePredicateNames: Set<String> { activeNames }
    /// The visible ids, in source order.
    public var visibleIDs: [ID] { currentVisibleIDs }

    /// A filter showing every record of `source`.
    ///
    /// - Parameters:
    ///   - title: the text the query is matched against.
    ///   - predicates: the switchable predicates, all off at first.
    ///   - motion: the user's motion preference.
    ///   - animation: the animation for changes of the visible ids.
    public init(
        _ source: IdentifiedList<Element, ID>,
        title: any KeyPath<Element, String> & Sendable,
        predicates: [FilterPredicate<Element>] = [],
        motion: MotionPreference = .full,
        animation: RowAnimation
    ) {
        let readTitle: @Sendable (Element) -> String = { $0[keyPath: title] }
        self.records = source
        self.title = readTitle
        self.predicates = predicates
        self.currentQuery = SearchQuery("")
        self.activeNames = []
        self.motion = motion
        self.animation = animation
        self.index = FilterIndex(titles: source.elements.lazy.map(readTitle))
        self.sourceIDs = source.ids
        self.visiblePositions = Array(source.indices)
        self.currentVisibleIDs = sourceIDs
    }

    /// The number of records in the source.
    public var totalCount: Int { records.count }

    /// The visible records, in source order.
    public var visibleElements: [Element] { visiblePositions.map { records[$0] } }

    /// Whether nothing matches (the page shows its empty state).
    public var showsEmptyMessage: Bool { visibleIDs.isEmpty }

    /// "N of M <noun>": how many records show of how many there are.
    public func caption(noun: String) -> String {
        "\(currentVisibleIDs.count) of \(records.count) \(noun)"
    }

    /// Whether the predicate called `name` is switched on.
    public func isPredicateOn(_ name: String) -> Bool { activeNames.contains(name) }

    /// Sets the query, exactly as typed.
    @inlinable @discardableResult
    public mutating func setQuery(_ text: String) -> MembershipUpdate<ID> {
        let newQuery = SearchQuery(text)
        let narrows = newQuery.narrows(currentQuery)
        currentQuery = newQuery
        return refilter(narrowing: narrows)
    }

    /// Switches the predicate called `name` on or off.
    ///
    /// - Throws: ``FilterError/unknownPredicate(name:known:)`` when there is none.
    @inlinable @discardableResult
    public mutating func setPredicate(_ name: String, isOn: Bool) throws(FilterError) -> MembershipUpdate<ID> {
        guard predicates.contains(where: { $0.name == name }) else {
            throw .unknownPredicate(name: name, known: predicates.map(\.name))
        }
        let wasOn = activeNames.contains(name)
        if isOn { activeNames.insert(name) } else { activeNames.remove(name) }
        return refilter(narrowing: isOn || !wasOn)
    }

    /// Clears the query and switches every predicate off: all records show again, in
    /// source order.
    @inlinable @discardableResult
    public mutating func clear() -> MembershipUpdate<ID> {
        currentQuery = SearchQuery("")
        activeNames = []
        return refilter(narrowing: false)
    }

    /// Replaces the records (for example after a row was added elsewhere) and filters
    /// them with the current controls.
    @discardableResult
    public mutating func replaceSource(with newSource: IdentifiedList<Element, ID>) -> MembershipUpdate<ID> {
        let previous = currentVisibleIDs
        records = newSource
        index = FilterIndex(titles: newSource.elements.lazy.map(title))
        sourceIDs = newSource.ids
        visiblePositions = matchingPositions(among: nil)
        currentVisibleIDs = visiblePositions.map { sourceIDs[$0] }
        let diff: KeyedDiff<ID>
        do {
            diff = try KeyedDiff(from: previous, to: currentVisibleIDs)
        } catch {
            // Both lists come from identified lists, so ids are unique and this cannot
            // happen; replacing everything would still be a correct diff.
            diff = KeyedDiffComputation.replacingAll(from: previous, to: currentVisibleIDs)
        }
        return MembershipUpdate(previous: previous, visible: currentVisibleIDs, diff: diff, animation: animation, motion: motion)
    }

    /// Re-runs the filter; `narrowing` says the new controls can only hide rows, so only
    /// the visible ones need checking.
    @inlinable
    mutating func refilter(narrowing: Bool) -> MembershipUpdate<ID> {
        let previousPositions = visiblePositions
        let previousIDs = currentVisibleIDs
        visiblePositions = matchingPositions(among: narrowing ? previousPositions : nil)
        currentVisibleIDs = visiblePositions.map { sourceIDs[$0] }
        let diff = KeyedDiffComputation.diff(fromPositions: previousPositions, toPositions: visiblePositions, in: sourceIDs)
        return MembershipUpdate(previous: previousIDs, visible: currentVisibleIDs, diff: diff, animation: animation, motion: motion)
    }

    @inlinable
    func matchingPositions(among candidates: [Int]?) -> [Int] {
        let active = predicates.filter { activeNames.contains($0.name) }
        if currentQuery.matchesEverything, active.isEmpty {
            return candidates ?? Array(0..<index.count)
        }
        if active.isEmpty {
            return index.positions(matching: currentQuery, among: candidates)
        }
        let elements = records.elements
        return index.positions(matching: currentQuery, among: candidates) { position in
            active.allSatisfy { $0.accepts(elements[position]) }
        }
    }
}

extension CollectionFilter: Sendable where Element: Sendable {}
