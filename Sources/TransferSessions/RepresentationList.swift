// SPDX-License-Identifier: Apache-2.0
extension ItemProvider {
    /// An item's representations, in registration (fidelity) order.
    ///
    /// Most items have one: it is kept inline, in the provider object itself, so that
    /// each load of a large drop reads one object instead of chasing a separate array
    /// (measured: one cache miss less per item); any others follow in an array.
    struct RepresentationList: RandomAccessCollection, Sendable {
        private var head: Representation?
        private var tail: [Representation] = []

        /// No representations.
        init() {}

        /// `representations`, in order.
        init(_ representations: some Sequence<Representation>) {
            append(contentsOf: representations)
        }

        var startIndex: Int { 0 }
        var endIndex: Int { head == nil ? 0 : 1 + tail.count }

        subscript(position: Int) -> Representation {
            precondition(position >= 0 && position < endIndex, "representation index out of range")
            return position == 0 ? head! : tail[position - 1]
        }

        /// The first representation that satisfies `predicate`, in order. The inline one
        /// is looked at in place (the collection's default would copy each element
        /// through its subscript: a retain and a release per representation per load).
        func first(where predicate: (Representation) throws -> Bool) rethrows -> Representation? {
            guard let head else { return nil }
            return try predicate(head) ? head : tail.first(where: predicate)
        }

        /// Adds `representation` after the others.
        mutating func append(_ representation: Representation) {
            if head == nil {
                head = representation
            } else {
                tail.append(representation)
            }
        }

        /// Adds `representations` after the others, in order.
        mutating func append(contentsOf representations: some Sequence<Representation>) {
            for representation in representations { append(representation) }
        }
    }
}
