// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Named collections of items where every item has a stable id and exactly one owning
/// collection.
///
/// A value type: the owner of the model (on the main actor, for UI) holds it and each
/// mutating method is one transaction. A transaction checks everything first and then
/// applies; a refused one throws ``CollectionStoreError`` and changes nothing. After
/// every transaction, when ``StoreInvariantChecking/isEnabled`` (debug builds, and tests),
/// the store verifies that each id is owned exactly once and that every in-flight move
/// is consistent, and stops the program if not.
///
/// Copying inserts new items with new ids (``insert(_:into:at:)``). Moving keeps ids and
/// comes in two documented strategies for drag sessions (`CollectionStore+Moving.swift`):
/// (a) the store moves the items in one transaction, or (b) the destination inserts and
/// the source removes only when the session reports a completed move. Both go through a
/// ``MoveTicket``, so the items can be removed only once.
///
/// Equality compares contents (collections, items, moves in flight), not
/// ``transactionCount``.
public struct CollectionStore<Value: Sendable>: Sendable {
    /// The collections' names, in the order they were added.
    public private(set) var collectionNames: [CollectionName] = []
    @usableFromInline var collections: [CollectionName: OrderedItems<Value>] = [:]
    /// Which collection owns each item, as the owner's position in ``collectionNames``
    /// (collections are never removed, so positions stay put). A position rather than
    /// the name: a large drop writes an entry per item, and four bytes cost less than a
    /// name's sixteen and its retain.
    @usableFromInline var owners: [ItemID: UInt32] = [:]
    var pendingMoves: [UUID: PendingMove] = [:]
    var inFlight: [ItemID: UUID] = [:]
    /// How many transactions have been committed; a batch applied once adds one.
    public private(set) var transactionCount = 0

    /// The state of a move a drag session started.
    struct PendingMove: Sendable, Equatable {
        enum State: Sendable, Equatable {
            /// The items are still in the source, awaiting the session's end.
            case inFlight
            /// The store moved them (strategy a); the ticket only awaits the session's end.
            case movedByStore(into: CollectionName)
        }
        let ticket: MoveTicket
        var state: State
    }

    /// An empty store with no collections.
    public init() {}

    /// A store with empty collections of these names.
    public init(collections names: [CollectionName]) throws(CollectionStoreError) {
        for name in names { try addCollection(name) }
        transactionCount = 0
    }

    // MARK: Reading

    /// The items of collection `name` in order, or `nil` when there is no such collection.
    public func items(in name: CollectionName) -> OrderedItems<Value>? {
        collections[name]
    }

    /// The values of collection `name` in order (empty when there is no such collection).
    public func values(in name: CollectionName) -> [Value] {
        collections[name]?.values ?? []
    }

    /// The ids of collection `name` in order (empty when there is no such collection).
    public func ids(in name: CollectionName) -> [ItemID] {
        collections[name]?.ids ?? []
    }

    /// The collection that owns item `id`.
    public func owner(of id: ItemID) -> CollectionName? {
        owners[id].flatMap { Int($0) < collectionNames.count ? collectionNames[Int($0)] : nil }
    }

    /// The item with `id`, wherever it is.
    public func item(_ id: ItemID) -> StoredItem<Value>? {
        owner(of: id).flatMap { collections[$0]?.item(id) }
    }

    /// How many items the store holds in all.
    public var count: Int { owners.count }

    /// The pending move of item `id`, when a drag session is moving it.
    public func moveTicket(for id: ItemID) -> MoveTicket? {
        inFlight[id].flatMap { pendingMoves[$0]?.ticket }
    }

    /// The moves started by drag sessions that have not ended yet.
    public var moveTickets: [MoveTicket] {
        pendingMoves.values.map(\.ticket).sorted { $0.id.uuidString < $1.id.uuidString }
    }

    // MARK: Transactions

    /// Adds an empty collection.
    public mutating func addCollection(_ name: CollectionName) throws(CollectionStoreError) {
        guard collections[name] == nil else { throw .duplicateCollection(name) }
        collectionNames.append(name)
        collections[name] = OrderedItems()
        commit()
    }

    /// Inserts `values` as new items (each with a new id) into `collection` at `index`
    /// (at the end when `nil`), in one transaction. This is what a copy does.
    ///
    /// - Returns: The new items' ids, in order.
    @inlinable @discardableResult
    public mutating func insert(_ values: [Value], into collection: CollectionName, at index: Int? = nil) throws(CollectionStoreError) -> [ItemID] {
        guard let existing = collections[collection] else { throw .unknownCollection(collection) }
        let position = index ?? existing.count
        guard (0...existing.count).contains(position) else {
            throw .indexOutOfRange(index: position, collection: collection, count: existing.count)
        }
        let ids = ItemID.batch(values.count)
        let owner = ownerPosition(of: collection)
        owners.reserveCapacity(owners.count + ids.count)
        for id in ids { owners[id] = owner }
        // Straight into the collection's storage: no intermediate array of items.
        collections[collection, default: OrderedItems()].insert(contentsOf: ids.indices.lazy.map { StoredItem(id: ids[$0], value: values[$0]) },
                                                                 at: position)
        commit()
        return ids
    }

    /// Replaces the value of item `id`, keeping its id and place.
    public mutating func update(_ id: ItemID, to value: Value) throws(CollectionStoreError) {
        guard let owner = owner(of: id), let index = collections[owner]?.index(of: id) else { throw .unknownItem(id) }
        collections[owner]!.setValue(value, at: index)
        commit()
    }

    /// Removes item `id` from its collection. An item a drag session is moving cannot be
    /// removed this way (only its ticket can), so a move can never remove it twice.
    @discardableResult
    public mutating func remove(_ id: ItemID) throws(CollectionStoreError) -> StoredItem<Value> {
        guard let owner = owner(of: id) else { throw .unknownItem(id) }
        if let ticket = inFlight[id] { throw .itemInFlight(id, ticket: ticket) }
        let removed = collections[owner]!.removeAll(in: [id])
        owners[id] = nil
        commit()
        return removed[0]
    }

    /// Moves items (keeping their ids) into `destination` at `index` (at the end when
    /// `nil`) in one transaction, outside any drag session (a menu command, reordering).
    /// `index` counts positions after the moving items have left. Items a drag session
    /// is moving cannot be moved this way.
    public mutating func move(_ ids: [ItemID], to destination: CollectionName, at index: Int? = nil) throws(CollectionStoreError) {
        try checkMovable(ids, requireSameSource: false)
        try transfer(ids, to: destination, at: index)
        commit()
    }

    // MARK: Internals

    /// Checks that `ids` are known, distinct and not in flight (and, when asked, all in
    /// one collection, which is returned).
    @discardableResult
    func checkMovable(_ ids: [ItemID], requireSameSource: Bool) throws(CollectionStoreError) -> CollectionName {
        guard let first = ids.first else { throw .emptyMove }
        guard let source = owner(of: first) else { throw .unknownItem(first) }
        var seen: Set<ItemID> = []
        for id in ids {
            guard let owner = owner(of: id) else { throw .unknownItem(id) }
            guard seen.insert(id).inserted else { throw .duplicateItem(id) }
            if let ticket = inFlight[id] { throw .itemInFlight(id, ticket: ticket) }
            if requireSameSource, owner != source { throw .mixedSources(id, expected: source, found: owner) }
        }
        return source
    }

    /// Moves known items into `destination`, keeping ids; checks the destination and
    /// index before changing anything.
    mutating func transfer(_ ids: [ItemID], to destination: CollectionName, at index: Int?) throws(CollectionStoreError) {
        guard let target = collections[destination] else { throw .unknownCollection(destination) }
        let moving = Set(ids)
        let remaining = target.count - target.lazy.filter { moving.contains($0.id) }.count
        let position = index ?? remaining
        guard (0...remaining).contains(position) else {
            throw .indexOutOfRange(index: position, collection: destination, count: remaining)
        }
        // Gather in the order given, removing from every collection that holds some.
        var byID: [ItemID: StoredItem<Value>] = [:]
        for source in Set(ids.compactMap(owner(of:))) {
            for item in collections[source]!.removeAll(in: moving) { byID[item.id] = item }
        }
        let items = ids.map { byID[$0]! }
        collections[destination]!.insert(contentsOf: items, at: position)
        let owner = ownerPosition(of: destination)
        for id in ids { owners[id] = owner }
    }

    /// The position of collection `name` in ``collectionNames``, as ``owners`` records
    /// it (`name` must be a collection of the store).
    @usableFromInline
    func ownerPosition(of name: CollectionName) -> UInt32 {
        UInt32(collectionNames.firstIndex(of: name)!)
    }

    /// Ends a transaction: counts it and, when enabled, checks the invariants.
    @usableFromInline
    mutating func commit() {
        transactionCount += 1
        if StoreInvariantChecking.isEnabled {
            let violations = invariantViolations()
            if !violations.isEmpty {
                preconditionFailure("CollectionStore invariant violated after transaction \(transactionCount): "
                                    + violations.map(\.description).joined(separator: "; "))
            }
        }
    }
}

extension CollectionStore: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.collectionNames == rhs.collectionNames && lhs.collections == rhs.collections
            && lhs.owners == rhs.owners && lhs.pendingMoves == rhs.pendingMoves
    }
}
