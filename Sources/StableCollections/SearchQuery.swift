// SPDX-License-Identifier: Apache-2.0
/// A filter query as typed, with its folded form for case- and diacritic-insensitive
/// matching (see ``SearchFolding``).
public struct SearchQuery: Sendable, Hashable {
    /// The query exactly as typed; never trimmed or otherwise transformed.
    public let text: String
    /// The folded UTF-8 bytes searched for.
    @usableFromInline let folded: [UInt8]

    /// Folds `text` once.
    public init(_ text: String) {
        self.text = text
        self.folded = SearchFolding.foldedUTF8(text)
    }

    /// Whether the query matches every title: it is empty, or folds to nothing.
    public var matchesEverything: Bool { folded.isEmpty }

    /// Whether every title matching `self` also matches `other`: `other`'s folded form
    /// occurs in `self`'s. Typing another letter narrows a query this way.
    public func narrows(_ other: SearchQuery) -> Bool {
        folded.withUnsafeBufferPointer { haystack in
            other.folded.withUnsafeBufferPointer { needle in
                ByteSearch.contains(needle, in: haystack, from: 0, to: haystack.count)
            }
        }
    }
}
