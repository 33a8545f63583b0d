// SPDX-License-Identifier: Apache-2.0
/// The minimal edit between two texts, at grapheme-cluster granularity, so that no hunk
/// ever starts or ends inside a cluster.
///
/// Method (documented because callers rely on where ambiguous edits land):
/// 1. The common prefix and then the common suffix are trimmed, comparing clusters by their
///    exact scalars (not by canonical equivalence: "é" and "e\u{301}" differ here, as their
///    lengths do). An ambiguous insertion therefore lands as late as the prefix allows:
///    "aa" → "aaa" inserts at 2.
/// 2. The middle parts are diffed with Myers' O((N+M)·D) algorithm, giving the fewest
///    inserted plus deleted clusters; adjacent deletions and insertions form one hunk.
/// 3. When the middles differ in more than `maximumDifferences` clusters the middle is
///    replaced as one hunk (still correct, no longer minimal).
enum TextDiff {
    /// One replaced region: old clusters `oldRange` become new clusters `newRange`
    /// (indexes into the cluster arrays of the two texts).
    struct Hunk: Hashable {
        var oldRange: Range<Int>
        var newRange: Range<Int>
    }

    /// The clusters of a text, each as a range of its string.
    static func clusters(of text: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            result.append(index..<next)
            index = next
        }
        return result
    }

    static func hunks(old: String, oldClusters: [Range<String.Index>],
                      new: String, newClusters: [Range<String.Index>],
                      maximumDifferences: Int) -> [Hunk] {
        func same(_ i: Int, _ j: Int) -> Bool {
            old.utf8[oldClusters[i]].elementsEqual(new.utf8[newClusters[j]])
        }
        var prefix = 0
        while prefix < oldClusters.count, prefix < newClusters.count, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldClusters.count - prefix, suffix < newClusters.count - prefix,
              same(oldClusters.count - 1 - suffix, newClusters.count - 1 - suffix) { suffix += 1 }
        let oldMiddle = prefix..<(oldClusters.count - suffix)
        let newMiddle = prefix..<(newClusters.count - suffix)
        if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
        if oldMiddle.isEmpty || newMiddle.isEmpty { return [Hunk(oldRange: oldMiddle, newRange: newMiddle)] }
        return myers(oldMiddle, newMiddle, same: same, maximumDifferences: maximumDifferences)
            ?? [Hunk(oldRange: oldMiddle, newRange: newMiddle)]
    }

    /// Myers' greedy shortest edit script over `a` (old) and `b` (new), or nil when it needs
    /// more than `maximumDifferences` insertions plus deletions.
    private static func myers(_ a: Range<Int>, _ b: Range<Int>, same: (Int, Int) -> Bool,
                              maximumDifferences: Int) -> [Hunk]? {
        let n = a.count, m = b.count
        let limit = min(n + m, maximumDifferences)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3) // furthest x on each diagonal k
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1] // step down: an insertion
                } else {
                    x = frontier[offset + k - 1] + 1 // step right: a deletion
                }
                var y = x - k
                while x < n, y < m, same(a.lowerBound + x, b.lowerBound + y) { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n && y >= m { found = true; break search }
            }
        }
        guard found else { return nil }

        // Walk the trace back from (n, m), collecting matched diagonal runs.
        var matches: [(x: Int, y: Int, length: Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK: Int
            if d == 0 {
                previousK = 0
            } else if k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = previousX - previousK
            // The snake after the step: from the step's end to (x, y).
            let startX = d == 0 ? 0 : (previousK == k + 1 ? previousX : previousX + 1)
            let run = x - startX
            if run > 0 { matches.append((startX, startX - k, run)) }
            x = previousX
            y = previousY
        }
        matches.reverse()

        var hunks: [Hunk] = []
        var oldCursor = 0, newCursor = 0
        for match in matches {
            if match.x > oldCursor || match.y > newCursor {
                hunks.append(Hunk(oldRange: (a.lowerBound + oldCursor)..<(a.lowerBound + match.x),
                                  newRange: (b.lowerBound + newCursor)..<(b.lowerBound + match.y)))
            }
            oldCursor = match.x + match.length
            newCursor = match.y + match.length
        }
        if oldCursor < n || newCursor < m {
            hunks.append(Hunk(oldRange: (a.lowerBound + oldCursor)..<a.upperBound,
                              newRange: (b.lowerBound + newCursor)..<b.upperBound))
        }
        return hunks
    }
}
