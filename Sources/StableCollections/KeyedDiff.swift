// SPDX-License-Identifier: Apache-2.0
/// The changes that turn one ordered list of unique ids into another: removals,
/// insertions and the minimum number of moves, staged so that a widget list can apply
/// them one at a time without ever addressing a stale offset.
///
/// Apply the stages in this order; every offset is valid at the moment its step runs:
/// 1. ``removals``, in descending old offset, each removing the element at `offset`;
/// 2. ``insertions``, in ascending offset, each inserting a new element so that it ends
///    up at `offset`;
/// 3. ``moves``, in order, each removing the element at `from` and then inserting it so
///    that it ends up at `to` (counted after the removal).
///
/// After the last step the list is the new list. Kept ids on one longest increasing run
/// (by new position, in old order) never move; every other kept id moves exactly once, so
/// the number of moves is `kept − LIS`, the least possible. Computing a diff is
/// O(n log n) in the lists' lengths, plus hashing each id a constant number of times.
///
/// Every step carries its id, so an applier can check it is touching the expected row.
public struct KeyedDiff<ID: Hashable & Sendable>: Sendable, Equatable {
    /// Removes the element at `offset`; `id` is the element expected there.
    public struct Removal: Sendable, Hashable {
        /// The offset to remove, valid when the removals run in order.
        public var offset: Int
        /// The id expected at `offset`.
        public var id: ID
        /// A removal of `id` at `offset`.
        public init(offset: Int, id: ID) {
            self.offset = offset
            self.id = id
        }
    }

    /// Inserts the element `id` so that it ends up at `offset`.
    public struct Insertion: Sendable, Hashable {
        /// The offset the new element takes, valid when the insertions run in order.
        public var offset: Int
        /// The id of the new element.
        public var id: ID
        /// An insertion of `id` at `offset`.
        public init(offset: Int, id: ID) {
            self.offset = offset
            self.id = id
        }
    }

    /// Takes the element `id` out at `from` and puts it back so that it ends up at `to`
    /// (`to` counts positions after the element has been taken out).
    public struct Move: Sendable, Hashable {
        /// The element's offset before the move.
        public var from: Int
        /// The element's offset after the move.
        public var to: Int
        /// The id expected at `from`.
        public var id: ID
        /// A move of `id` from `from` to `to`.
        public init(from: Int, to: Int, id: ID) {
            self.from = from
            self.to = to
            self.id = id
        }
    }

    /// One step of an application, in stage order.
    public enum Step: Sendable, Hashable {
        /// A stage-1 step.
        case remove(Removal)
        /// A stage-2 step.
        case insert(Insertion)
        /// A stage-3 step.
        case move(Move)
    }

    /// Removals in descending offset order (stage 1).
    public let removals: [Removal]
    /// Insertions in ascending offset order (stage 2).
    public let insertions: [Insertion]
    /// Moves in application order (stage 3).
    public let moves: [Move]
    /// Length of the list the diff applies to.
    public let oldCount: Int
    /// Length of the list the diff produces.
    public let newCount: Int

    /// Computes the diff from `old` to `new`.
    ///
    /// - Throws: ``KeyedDiffError/duplicateID(_:list:firstOffset:secondOffset:)`` when
    ///   an id occurs twice in either list.
    @inlinable
    public init(from old: [ID], to new: [ID]) throws(KeyedDiffError<ID>) {
        self = try KeyedDiffComputation.diff(from: old, to: new)
    }

    @usableFromInline
    init(removals: [Removal], insertions: [Insertion], moves: [Move], oldCount: Int, newCount: Int) {
        self.removals = removals
        self.insertions = insertions
        self.moves = moves
        self.oldCount = oldCount
        self.newCount = newCount
    }

    /// Whether the diff changes nothing.
    public var isEmpty: Bool { removals.isEmpty && insertions.isEmpty && moves.isEmpty }

    /// The number of moves (minimal: kept ids minus the longest increasing run).
    public var moveCount: Int { moves.count }

    /// Ids that leave the list.
    public var removedIDs: [ID] { removals.map(\.id) }
    /// Ids that enter the list.
    public var insertedIDs: [ID] { insertions.map(\.id) }
    /// Ids that stay but change their relative order.
    public var movedIDs: [ID] { moves.map(\.id) }

    /// Every step in application order: removals, then insertions, then moves.
    public var steps: [Step] {
        removals.map(Step.remove) + insertions.map(Step.insert) + moves.map(Step.move)
    }
}

extension KeyedDiff: CustomStringConvertible {
    /// A summary: the counts of each stage.
    public var description: String {
        "KeyedDiff(\(oldCount) → \(newCount): \(removals.count) removals, \(insertions.count) insertions, \(moves.count) moves)"
    }
}

/// The algorithm behind ``KeyedDiff/init(from:to:)``.
///
/// Inlinable so that clients get it specialised for their id type: unspecialised generic
/// code hashes and copies ids through witness tables, several times slower.
@usableFromInline
enum KeyedDiffComputation {
    /// What became of each position of the new list.
    @usableFromInline
    enum Fate: UInt8 {
        case inserted
        case stays
        case moves
    }

    @inlinable
    static func diff<ID: Hashable & Sendable>(
        from old: [ID],
        to new: [ID],
        partitioned: Bool? = nil
    ) throws(KeyedDiffError<ID>) -> KeyedDiff<ID> {
        let oldCount = old.count
        let newCount = new.count

        // 1. Match ids: the new position of each old id (−1 when removed).
        let newPositionOfOld = try IDMatching.newPositions(of: old, in: new, partitioned: partitioned)
        var fates = [Fate](repeating: .inserted, count: newCount)
        for position in newPositionOfOld where position >= 0 {
            fates[position] = .moves  // provisional: the LIS below marks who stays
        }

        // 2. Removals, from the back so that earlier offsets stay valid.
        var removals: [KeyedDiff<ID>.Removal] = []
        removals.reserveCapacity(max(0, oldCount - newCount))
        var keptPositions: [Int] = []  // new positions of kept ids, in old order
        keptPositions.reserveCapacity(min(oldCount, newCount))
        for offset in 0..<oldCount {
            let position = newPositionOfOld[offset]
            if position < 0 { removals.append(.init(offset: offset, id: old[offset])) } else { keptPositions.append(position) }
        }
        removals.reverse()

        // 3. The kept ids on one longest increasing run stay; the rest move.
        let (onRun, runLength) = LongestIncreasingSubsequence.membership(of: keptPositions)
        for (index, position) in keptPositions.enumerated() where onRun[index] { fates[position] = .stays }
        let moveCount = keptPositions.count - runLength

        // 4. Insertions. After them the list ("intermediate") holds the kept ids in old
        // order with each inserted id placed right after its nearest preceding non-moving
        // id in the new order (or at the front). The non-moving ids are then already in
        // new order, so only the moving ids are out of place.
        // The intermediate order is walked twice (here and for the moves) rather than
        // stored: one array fewer to allocate for large lists.
        func forEachIntermediate(_ visit: (Int) -> Void) {
            func insertedRun(after position: Int) {
                var next = position + 1
                while next < newCount, fates[next] != .stays {
                    if fates[next] == .inserted { visit(next) }
                    next += 1
                }
            }
            insertedRun(after: -1)
            for position in keptPositions {
                visit(position)
                if fates[position] == .stays { insertedRun(after: position) }
            }
        }
        var insertions: [KeyedDiff<ID>.Insertion] = []
        insertions.reserveCapacity(newCount - keptPositions.count)
        var intermediateOffset = 0
        forEachIntermediate { position in
            if fates[position] == .inserted { insertions.append(.init(offset: intermediateOffset, id: new[position])) }
            intermediateOffset += 1
        }

        // 5. Moves. Each moving id goes right after its predecessor in the new order,
        // handled in new order so the predecessor is already in place. Slots fix every
        // place an element can occupy in one total order: each intermediate entry's own
        // slot, followed (for a non-moving entry) by the final slots of the moving ids
        // that follow it in the new order. Occupied slots before a slot give its offset.
        var moves: [KeyedDiff<ID>.Move] = []
        if moveCount > 0 {
            moves.reserveCapacity(moveCount)
            var currentSlot = [Int](repeating: 0, count: newCount)
            var finalSlot = [Int](repeating: -1, count: newCount)
            var occupied = [Bool](repeating: false, count: newCount + moveCount)
            var slot = 0
            func reserveFinalSlots(after position: Int) {
                var next = position + 1
                while next < newCount, fates[next] == .moves {
                    finalSlot[next] = slot
                    slot += 1
                    next += 1
                }
            }
            reserveFinalSlots(after: -1)
            forEachIntermediate { position in
                currentSlot[position] = slot
                occupied[slot] = true
                slot += 1
                if fates[position] != .moves { reserveFinalSlots(after: position) }
            }
            var tree = FenwickTree(occupied: occupied)
            for position in 0..<newCount where fates[position] == .moves {
                let from = tree.prefixSum(through: currentSlot[position]) - 1
                tree.add(-1, at: currentSlot[position])
                tree.add(1, at: finalSlot[position])
                let to = tree.prefixSum(through: finalSlot[position]) - 1
                moves.append(.init(from: from, to: to, id: new[position]))
            }
        }

        return KeyedDiff(removals: removals, insertions: insertions, moves: moves, oldCount: oldCount, newCount: newCount)
    }
}

extension KeyedDiffComputation {
    /// The diff between two ascending lists of positions into the same id array `ids`
    /// (two filterings of one source). Both keep source order, so nothing moves and a
    /// linear merge finds the removals and insertions without hashing.
    @inlinable
    static func diff<ID: Hashable & Sendable>(
        fromPositions old: [Int],
        toPositions new: [Int],
        in ids: [ID]
    ) -> KeyedDiff<ID> {
        var removals: [KeyedDiff<ID>.Removal] = []
        var insertions: [KeyedDiff<ID>.Insertion] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if newIndex == new.count || (oldIndex < old.count && old[oldIndex] < new[newIndex]) {
                removals.append(.init(offset: oldIndex, id: ids[old[oldIndex]]))
                oldIndex += 1
            } else if oldIndex == old.count || new[newIndex] < old[oldIndex] {
                insertions.append(.init(offset: newIndex, id: ids[new[newIndex]]))
                newIndex += 1
            } else {
                oldIndex += 1
                newIndex += 1
            }
        }
        removals.reverse()
        return KeyedDiff(removals: removals, insertions: insertions, moves: [], oldCount: old.count, newCount: new.count)
    }

    /// A diff that removes every old id and inserts every new one: always correct, never
    /// minimal; the fallback when ids are not unique.
    @inlinable
    static func replacingAll<ID: Hashable & Sendable>(from old: [ID], to new: [ID]) -> KeyedDiff<ID> {
        KeyedDiff(
            removals: old.indices.reversed().map { .init(offset: $0, id: old[$0]) },
            insertions: new.indices.map { .init(offset: $0, id: new[$0]) },
            moves: [],
            oldCount: old.count,
            newCount: new.count
        )
    }
}
