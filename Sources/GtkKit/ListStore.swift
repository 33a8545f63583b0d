// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport

/// The elements a ``ListView`` shows, identified by their ids.
///
/// Backed by a `GListModel` of keys, one per element id, so that GTK keeps a row's
/// widget with its element when others are inserted, removed or moved, and a list of
/// 10⁵ elements costs only the integers. Each change is one splice (one `items-changed`).
@MainActor
public final class ListStore<Element: Identifiable> {
    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// Their ids, in the same order (compared on every change without going through the
    /// elements again).
    private var ids: [Element.ID] = []
    let modelPointer: UnsafeMutableRawPointer
    private let reference: ObjectReference
    /// The model key of each id shown: an element keeps its key while it stays, so GTK
    /// keeps its row.
    private var keys: [Element.ID: UInt] = [:]
    private var nextKey: UInt = 1

    /// Creates a store holding `elements`.
    public init(_ elements: [Element] = []) {
        modelPointer = raw(gtkkit_list_model_new()!)
        reference = ObjectReference(taking: modelPointer)
        replaceAll(with: elements)
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// Replaces everything with `newElements`, as one splice covering only the range
    /// that differs (the common prefix and suffix of ids stay in place). Costs one pass over
    /// the ids plus hashing of the ids in the changed range only.
    public func replaceAll(with newElements: [Element]) {
        let newIDs = newElements.map(\.id)
        var prefix = 0
        while prefix < ids.count, prefix < newIDs.count, ids[prefix] == newIDs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < ids.count - prefix, suffix < newIDs.count - prefix, ids[ids.count - 1 - suffix] == newIDs[newIDs.count - 1 - suffix] {
            suffix += 1
        }
        let removedIDs = ids[prefix..<(ids.count - suffix)]
        let addedIDs = newIDs[prefix..<(newIDs.count - suffix)]
        // Ids that leave lose their keys; ids that stay (even if they move) keep theirs.
        if !removedIDs.isEmpty {
            let staying = Set(addedIDs)
            for id in removedIDs where !staying.contains(id) { keys[id] = nil }
        }
        elements = newElements
        ids = newIDs
        splice(at: prefix, removing: removedIDs.count, adding: addedIDs)
    }

    /// Appends an element.
    public func append(_ element: Element) { insert(element, at: elements.count) }

    /// Inserts an element at `index`.
    public func insert(_ element: Element, at index: Int) {
        elements.insert(element, at: index)
        ids.insert(element.id, at: index)
        splice(at: index, removing: 0, adding: [element.id])
    }

    /// Removes the element at `index`.
    @discardableResult
    public func remove(at index: Int) -> Element {
        let element = elements.remove(at: index)
        ids.remove(at: index)
        keys[element.id] = nil
        splice(at: index, removing: 1, adding: [])
        return element
    }

    /// Replaces the element with the same id as `element` (its row is bound again).
    public func update(_ element: Element) {
        guard let index = ids.firstIndex(of: element.id) else { return }
        elements[index] = element
        splice(at: index, removing: 1, adding: [element.id])
    }

    /// The element a row at `position` shows (rows look elements up by position when
    /// bound, so a store keeps no second copy of its elements).
    func element(at position: Int) -> Element? { elements.indices.contains(position) ? elements[position] : nil }

    private func key(for id: Element.ID) -> UInt {
        if let key = keys[id] { return key }
        let key = nextKey
        nextKey += 1
        keys[id] = key
        return key
    }

    private func splice(at index: Int, removing removed: Int, adding added: some Collection<Element.ID>) {
        let addedKeys = added.map { key(for: $0) }
        addedKeys.withUnsafeBufferPointer { buffer in
            gtkkit_list_model_splice(GObjectHandle<GioClass.ListModel>(modelPointer).pointer, guint(index), guint(removed), buffer.baseAddress, guint(buffer.count))
        }
    }
}
