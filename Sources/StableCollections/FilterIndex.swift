// SPDX-License-Identifier: Apache-2.0
/// Folded search keys for a fixed list of titles, built once so that each keystroke
/// only scans bytes.
///
/// Titles are folded with ``SearchFolding`` into one contiguous byte buffer; a query is
/// folded the same way and searched title by title. Positions are the titles' offsets
/// in the list the index was built from.
public struct FilterIndex: Sendable {
    /// All folded titles, back to back.
    private let bytes: [UInt8]
    /// `starts[i]..<starts[i + 1]` is title `i` in `bytes`.
    private let starts: [Int]

    /// Folds every title once.
    public init(titles: some Sequence<String>) {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        var cache: [Unicode.Scalar: [UInt8]] = [:]
        for title in titles {
            SearchFolding.appendFolded(title, to: &bytes, cache: &cache)
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The number of titles.
    public var count: Int { starts.count - 1 }

    /// The folded title at `position`.
    public func foldedTitle(at position: Int) -> String {
        String(decoding: bytes[starts[position]..<starts[position + 1]], as: UTF8.self)
    }

    /// Whether the title at `position` contains `query`.
    public func title(at position: Int, contains query: SearchQuery) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            query.folded.withUnsafeBufferPointer { needle in
                ByteSearch.contains(needle, in: bytes, from: starts[position], to: starts[position + 1])
            }
        }
    }

    /// The positions, in ascending order, whose titles contain `query` and that
    /// `isIncluded` accepts, taken from `candidates` (ascending) or from every title.
    public func positions(
        matching query: SearchQuery,
        among candidates: [Int]? = nil,
        where isIncluded: (Int) -> Bool = { _ in true }
    ) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(candidates?.count ?? count)
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                query.folded.withUnsafeBufferPointer { needle in
                    func consider(_ position: Int) {
                        if ByteSearch.contains(needle, in: bytes, from: starts[position], to: starts[position + 1]),
                           isIncluded(position) {
                            result.append(position)
                        }
                    }
                    if let candidates {
                        for position in candidates { consider(position) }
                    } else {
                        for position in 0..<(starts.count - 1) { consider(position) }
                    }
                }
            }
        }
        return result
    }
}
