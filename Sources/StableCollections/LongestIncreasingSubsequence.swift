// SPDX-License-Identifier: Apache-2.0
/// Longest strictly increasing subsequence by patience sorting, O(n log n).
///
/// The keyed diff runs it over the new positions of the kept ids, in old order: the
/// ids on one longest increasing run keep their relative order and stay put; every other
/// kept id must move, and no smaller set of moves exists.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Flags the members of one longest strictly increasing subsequence of `values`.
    ///
    /// - Returns: one flag per value, and the subsequence's length.
    @usableFromInline
    static func membership(of values: [Int]) -> (isMember: [Bool], length: Int) {
        let count = values.count
        var isMember = [Bool](repeating: false, count: count)
        guard count > 0 else { return (isMember, 0) }
        // tails[k] is the index of the smallest value that ends an increasing run of
        // length k + 1; predecessor links each value to the one before it in its run.
        var tails: [Int] = []
        tails.reserveCapacity(count)  // untouched capacity costs no memory traffic
        var predecessor = [Int](repeating: -1, count: count)
        values.withUnsafeBufferPointer { values in
            predecessor.withUnsafeMutableBufferPointer { predecessor in
                for index in 0..<count {
                    let value = values[index]
                    // Mostly ordered input extends the longest run: check that first.
                    if let last = tails.last {
                        if values[last] < value {
                            predecessor[index] = last
                            tails.append(index)
                            continue
                        }
                    } else {
                        tails.append(index)
                        continue
                    }
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                    }
                    predecessor[index] = low > 0 ? tails[low - 1] : -1
                    tails[low] = index
                }
            }
        }
        var index = tails[tails.count - 1]
        while index >= 0 {
            isMember[index] = true
            index = predecessor[index]
        }
        return (isMember, tails.count)
    }
}
