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
    let modelPointer: UnsafeMutableRawPointer
    private let reference: ObjectReference
    private var keys: [Element.ID: UInt] = [:]
    private var elementsByKey: [UInt: Element] = [:]
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
    /// that differs (the common prefix and suffix of ids stay in place).
    public func replaceAll(with newElements: [Element]) {
        let old = elements.map(\.id), new = newElements.map(\.id)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        // Elements that stay keep their keys, so GTK keeps their rows.
        let removed = old.count - prefix - suffix
        let added = Array(newElements[prefix..<(newElements.count - suffix)])
        for element in newElements { elementsByKey[key(for: element.id)] = element }
        let retained = Set(new)
        for id in old where !retained.contains(id) {
            if let key = keys.removeValue(forKey: id) { elementsByKey[key] = nil }
        }
        elements = newElements
        splice(at: prefix, removing: removed, adding: added)
    }

    /// Appends an element.
    public func append(_ element: Element) { insert(element, at: elements.count) }

    /// Inserts an element at `index`.
    public func insert(_ element: Element, at index: Int) {
        elements.insert(element, at: index)
        elementsByKey[key(for: element.id)] = element
        splice(at: index, removing: 0, adding: [element])
    }

    /// Removes the element at `index`.
    @discardableResult
    public func remove(at index: Int) -> Element {
        let element = elements.remove(at: index)
        if let key = keys.removeValue(forKey: element.id) { elementsByKey[key] = nil }
        splice(at: index, removing: 1, adding: [])
        return element
    }

    /// Replaces the element with the same id as `element` (its row is bound again).
    public func update(_ element: Element) {
        guard let index = elements.firstIndex(where: { $0.id == element.id }) else { return }
        elements[index] = element
        elementsByKey[key(for: element.id)] = element
        splice(at: index, removing: 1, adding: [element])
    }

    func element(forKey key: UInt) -> Element? { elementsByKey[key] }

    private func key(for id: Element.ID) -> UInt {
        if let key = keys[id] { return key }
        let key = nextKey
        nextKey += 1
        keys[id] = key
        return key
    }

    private func splice(at index: Int, removing removed: Int, adding added: [Element]) {
        let addedKeys = added.map { key(for: $0.id) }
        addedKeys.withUnsafeBufferPointer { buffer in
            gtkkit_list_model_splice(modelPointer.ptr(), guint(index), guint(removed), buffer.baseAddress, guint(buffer.count))
        }
    }
}
