// SPDX-License-Identifier: Apache-2.0
/// A binary indexed tree of counts: point updates and prefix sums in O(log n).
///
/// The keyed diff keeps one slot per possible place of an element and asks "how many
/// occupied slots come before this one" to turn a place into a current offset.
@usableFromInline
struct FenwickTree {
    /// 1-based tree storage; `tree[i]` sums a power-of-two block ending at `i`.
    @usableFromInline
    var tree: [Int]

    /// Builds the tree in O(n) with slot `i` holding 1 when `occupied[i]` is true.
    @inlinable
    init(occupied: [Bool]) {
        let count = occupied.count
        var tree = [Int](repeating: 0, count: count + 1)
        for slot in 0..<count where occupied[slot] { tree[slot + 1] = 1 }
        if count > 0 {
            for node in 1...count {
                let parent = node + (node & -node)
                if parent <= count { tree[parent] += tree[node] }
            }
        }
        self.tree = tree
    }

    /// Adds `delta` to slot `slot`.
    @inlinable
    mutating func add(_ delta: Int, at slot: Int) {
        var node = slot + 1
        let count = tree.count
        tree.withUnsafeMutableBufferPointer { tree in
            while node < count {
                tree[node] += delta
                node += node & -node
            }
        }
    }

    /// The sum of slots `0...slot`.
    @inlinable
    func prefixSum(through slot: Int) -> Int {
        var node = slot + 1
        var sum: Int = 0
        tree.withUnsafeBufferPointer { tree in
            while node > 0 {
                sum += tree[node]
                node -= node & -node
            }
        }
        return sum
    }
}
