// SPDX-License-Identifier: Apache-2.0

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction = Transaction()
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// Creates a binding with a closure that reads and writes the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = self.transaction
            if transaction.animation != nil {
                // Bindings are written on the main actor (by views); the transaction is its state.
                nonisolated(unsafe) let (setter, value) = (self.setter, newValue)
                nonisolated(unsafe) let sentTransaction = transaction
                MainActor.assumeIsolated { withTransaction(sentTransaction) { setter(value, sentTransaction) } }
            } else {
                setter(newValue, transaction)
            }
        }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { newValue, transaction in
            var value = getter()
            value[keyPath: keyPath] = newValue
            setter(value, transaction)
        })
    }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance, corresponding to
    /// the `id` of the binding's wrapped value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to an element of the collection.
    public typealias Element = Binding<Value.Element>
    /// An iterator over the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A contiguous run of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The indices of the bound collection.
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// Replaces `i` with its successor.
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let getter = self.getter, setter = self.setter
        return Binding<Value.Element>(get: { getter()[position] }, set: { newValue, transaction in
            var value = getter()
            value[position] = newValue
            setter(value, transaction)
        })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    /// Replaces `i` with its predecessor.
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
