// SPDX-License-Identifier: Apache-2.0
/// An ordered list of elements whose ids are unique and stable.
///
/// Identity is what a row keeps while its text, its position or its visibility changes:
/// the list finds an element by id in O(1), refuses a second element with an id already
/// in use (a typed ``IdentifiedListError`` naming the id, never undefined behaviour), and
/// never changes an element's id.
///
/// Ids come either from `Identifiable` or from a key path into the element:
///
/// ```swift
/// var labels = try IdentifiedList([Label(text: "Blue tile")])        // Identifiable
/// var rows = try IdentifiedList(records, id: \.recordID)             // key path
/// ```
///
/// Reads go through `RandomAccessCollection` (offsets `0..<count`) or by id; changes go
/// through the throwing mutating methods, which leave the list unchanged when they throw.
public struct IdentifiedList<Element, ID: Hashable & Sendable> {
    /// The elements in order.
    public internal(set) var elements: [Element]
    /// Offset of each element by id; always the inverse of `elements`.
    var offsetsByID: [ID: Int]
    /// Ids of the elements that a move must leave where they are.
    public internal(set) var moveDisabledIDs: Set<ID>
    /// Reads an element's id.
    let identify: @Sendable (Element) -> ID

    /// Creates an empty list whose ids are read with `identify`.
    public init(identifiedBy identify: @escaping @Sendable (Element) -> ID) {
        self.elements = []
        self.offsetsByID = [:]
        self.moveDisabledIDs = []
        self.identify = identify
    }

    /// Creates a list of `elements` whose ids are read with `identify`.
    ///
    /// - Throws: ``IdentifiedListError/duplicateID(_:existingOffset:rejectedOffset:)``
    ///   for the first id that occurs twice.
    public init<Elements: Sequence<Element>>(
        _ elements: Elements,
        identifiedBy identify: @escaping @Sendable (Element) -> ID
    ) throws(IdentifiedListError<ID>) {
        self.init(identifiedBy: identify)
        try append(contentsOf: elements)
    }

    /// Creates an empty list whose ids are read through `keyPath`.
    public init(id keyPath: any KeyPath<Element, ID> & Sendable) {
        self.init(identifiedBy: { $0[keyPath: keyPath] })
    }

    /// Creates a list of `elements` whose ids are read through `keyPath`.
    ///
    /// - Throws: ``IdentifiedListError/duplicateID(_:existingOffset:rejectedOffset:)``
    ///   for the first id that occurs twice.
    public init<Elements: Sequence<Element>>(
        _ elements: Elements,
        id keyPath: any KeyPath<Element, ID> & Sendable
    ) throws(IdentifiedListError<ID>) {
        try self.init(elements, identifiedBy: { $0[keyPath: keyPath] })
    }

    /// The ids in list order.
    public var ids: [ID] { elements.map(identify) }

    /// The id of `element`, read the way this list reads ids.
    public func id(of element: Element) -> ID { identify(element) }

    /// The element with this id, or `nil`. O(1).
    public subscript(id id: ID) -> Element? {
        offsetsByID[id].map { elements[$0] }
    }

    /// The offset of the element with this id, or `nil`. O(1).
    public func offset(of id: ID) -> Int? { offsetsByID[id] }

    /// Whether an element has this id. O(1).
    public func contains(id: ID) -> Bool { offsetsByID[id] != nil }

    // MARK: Adding

    /// Appends `element`.
    ///
    /// - Throws: ``IdentifiedListError/duplicateID(_:existingOffset:rejectedOffset:)``
    ///   when its id is taken; the list is unchanged.
    public mutating func append(_ element: Element) throws(IdentifiedListError<ID>) {
        try insert(element, at: elements.count)
    }

    /// Appends every element of `newElements`, or none of them.
    ///
    /// The whole batch is checked first: an id already in the list, or repeated inside
    /// the batch, throws and adds nothing. `rejectedOffset` counts within the batch.
    public mutating func append<Elements: Sequence<Element>>(
        contentsOf newElements: Elements
    ) throws(IdentifiedListError<ID>) {
        let batch = Array(newElements)
        var batchOffsets: [ID: Int] = [:]
        batchOffsets.reserveCapacity(batch.count)
        for (batchOffset, element) in batch.enumerated() {
            let id = identify(element)
            if let existing = offsetsByID[id] {
                throw .duplicateID(id, existingOffset: existing, rejectedOffset: batchOffset)
            }
            if let earlier = batchOffsets.updateValue(batchOffset, forKey: id) {
                throw .duplicateID(id, existingOffset: earlier, rejectedOffset: batchOffset)
            }
        }
        offsetsByID.reserveCapacity(elements.count + batch.count)
        for element in batch {
            offsetsByID[identify(element)] = elements.count
            elements.append(element)
        }
    }

    /// Inserts `element` at `offset`, shifting later elements back.
    ///
    /// - Throws: ``IdentifiedListError/destinationOutOfRange(destination:count:)`` when
    ///   `offset` is outside `0...count`, or a duplicate-id error; the list is unchanged.
    public mutating func insert(_ element: Element, at offset: Int) throws(IdentifiedListError<ID>) {
        guard offset >= 0, offset <= elements.count else {
            throw .destinationOutOfRange(destination: offset, count: elements.count)
        }
        let id = identify(element)
        if let existing = offsetsByID[id] {
            throw .duplicateID(id, existingOffset: existing, rejectedOffset: offset)
        }
        elements.insert(element, at: offset)
        reindex(from: offset)
    }

    // MARK: Changing

    /// Replaces the element that has `element`'s id.
    ///
    /// - Throws: ``IdentifiedListError/unknownID(_:)`` when no element has that id.
    public mutating func update(_ element: Element) throws(IdentifiedListError<ID>) {
        let id = identify(element)
        guard let offset = offsetsByID[id] else { throw .unknownID(id) }
        elements[offset] = element
    }

    /// Changes the element with `id` in place through `change`.
    ///
    /// - Throws: ``IdentifiedListError/unknownID(_:)``, or
    ///   ``IdentifiedListError/idChanged(from:to:)`` when `change` altered the id (the
    ///   element is then left as it was).
    public mutating func modify(
        id: ID,
        _ change: (inout Element) -> Void
    ) throws(IdentifiedListError<ID>) {
        guard let offset = offsetsByID[id] else { throw .unknownID(id) }
        var element = elements[offset]
        change(&element)
        let newID = identify(element)
        guard newID == id else { throw .idChanged(from: id, to: newID) }
        elements[offset] = element
    }

    // MARK: Removing

    /// Removes and returns the element with `id`.
    ///
    /// - Throws: ``IdentifiedListError/unknownID(_:)``.
    @discardableResult
    public mutating func remove(id: ID) throws(IdentifiedListError<ID>) -> Element {
        guard let offset = offsetsByID[id] else { throw .unknownID(id) }
        let element = elements.remove(at: offset)
        offsetsByID[id] = nil
        moveDisabledIDs.remove(id)
        reindex(from: offset)
        return element
    }

    /// Removes the elements at `offsets` (SwiftUI's `onDelete` hands these over) and
    /// returns them in list order.
    ///
    /// - Throws: ``IdentifiedListError/offsetOutOfRange(offset:count:)`` for an offset
    ///   outside `0..<count`; nothing is removed then.
    @discardableResult
    public mutating func remove(atOffsets offsets: some Sequence<Int>) throws(IdentifiedListError<ID>) -> [Element] {
        var isRemoved = [Bool](repeating: false, count: elements.count)
        for offset in offsets {
            guard offset >= 0, offset < elements.count else {
                throw .offsetOutOfRange(offset: offset, count: elements.count)
            }
            isRemoved[offset] = true
        }
        guard let first = isRemoved.firstIndex(of: true) else { return [] }
        var removed: [Element] = []
        var kept: [Element] = []
        kept.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() {
            if isRemoved[offset] {
                let id = identify(element)
                offsetsByID[id] = nil
                moveDisabledIDs.remove(id)
                removed.append(element)
            } else {
                kept.append(element)
            }
        }
        elements = kept
        reindex(from: first)
        return removed
    }

    /// Removes every element.
    public mutating func removeAll() {
        elements.removeAll()
        offsetsByID.removeAll()
        moveDisabledIDs.removeAll()
    }

    /// Reverses the order of the elements ("Reverse rows"); ids stay with their elements.
    public mutating func reverse() {
        elements.reverse()
        reindex(from: 0)
    }

    /// Brings `offsetsByID` back in line with `elements` for offsets `start...`.
    mutating func reindex(from start: Int) {
        guard start < elements.count else { return }
        for offset in start..<elements.count {
            offsetsByID[identify(elements[offset])] = offset
        }
    }
}

extension IdentifiedList where Element: Identifiable, ID == Element.ID {
    /// Creates an empty list of `Identifiable` elements.
    public init() {
        self.init(id: \Element.id)
    }

    /// Creates a list of `Identifiable` elements.
    ///
    /// - Throws: ``IdentifiedListError/duplicateID(_:existingOffset:rejectedOffset:)``
    ///   for the first id that occurs twice.
    public init<Elements: Sequence<Element>>(_ elements: Elements) throws(IdentifiedListError<ID>) {
        try self.init(elements, id: \Element.id)
    }
}

extension IdentifiedList: RandomAccessCollection {
    /// The offset of the first element (always 0).
    public var startIndex: Int { elements.startIndex }
    /// One past the offset of the last element (the count).
    public var endIndex: Int { elements.endIndex }
    /// The element at `position`, an offset in `0..<count`.
    public subscript(position: Int) -> Element { elements[position] }
    /// The offset after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The offset before `i`.
    public func index(before i: Int) -> Int { i - 1 }
}

extension IdentifiedList: Sendable where Element: Sendable {}

extension IdentifiedList: Equatable where Element: Equatable {
    /// Two lists are equal when their elements are equal in order and the same ids are
    /// move-disabled.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements && lhs.moveDisabledIDs == rhs.moveDisabledIDs
    }
}

extension IdentifiedList: CustomStringConvertible {
    /// The elements in order.
    public var description: String { "IdentifiedList(\(elements))" }
}
