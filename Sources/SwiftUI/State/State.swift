// SPDX-License-Identifier: Apache-2.0

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The value lives in the view's node, not in the view value: it survives every
/// evaluation of the parent's body and is dropped when the view leaves the tree. Writing
/// it evaluates the view's body again on the next update.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { location = StateLocation(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.set(newValue) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.storage.value }, set: { location.storage.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value.
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// Where a `State` value reads and writes: its own storage until the framework connects
/// it to the node's, which then outlives this view value.
final class StateLocation<Value> {
    var storage: StateStorage<Value>
    init(_ value: Value) { storage = StateStorage(value) }
}

/// A state value held by a node.
final class StateStorage<Value> {
    var value: Value
    /// The node that evaluates again when the value is written.
    weak var owner: CompositeNode?

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        value = newValue
        // State is written on the main actor (views and their actions run there).
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { storage.owner?.invalidate() }
    }
}

extension State: NodeInstallable {
    func install(in node: CompositeNode, slot: inout Int) { location.install(in: node, slot: &slot) }
}

extension StateLocation {
    /// Connects this location to the node's storage at `slot`, or gives the node this
    /// location's storage when it has none there yet (the view's first evaluation).
    @MainActor
    func install(in node: CompositeNode, slot: inout Int) {
        defer { slot += 1 }
        if slot < node.storage.count, let existing = node.storage[slot] as? StateStorage<Value> {
            storage = existing
        } else {
            storage.owner = node
            if slot < node.storage.count { node.storage[slot] = storage } else { node.storage.append(storage) }
        }
    }
}
