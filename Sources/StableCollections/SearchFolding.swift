// SPDX-License-Identifier: Apache-2.0
/// Folds text for case- and diacritic-insensitive substring search, by Unicode rules.
///
/// Folding a string:
/// 1. decomposes it canonically (NFD), so "é" becomes "e" + U+0301 and "が" becomes
///    "か" + U+3099;
/// 2. drops combining diacritical marks (general category Mn with the Unicode
///    `Diacritic` property), so accents, cedillas, dakuten and Hebrew or Arabic vowel
///    points disappear while marks that spell a vowel (Devanagari ि, Thai ิ) remain;
/// 3. folds case as lowercase-of-uppercase, repeated once more where that still changes
///    the scalar: "ß" and "ẞ" fold to "ss", "ς" and "Σ" to "σ", "İ" to "i", "ﬁ" to "fi",
///    the Kelvin sign to "k".
///
/// Letters without a canonical decomposition keep their identity ("ø", "ł", "đ" do not
/// fold to "o", "l", "d"), as with Foundation's diacritic-insensitive comparison. Width
/// and compatibility forms ("Ａ", "①") are not folded.
///
/// Substring search on folded UTF-8 is then a byte search: a folded query occurs in a
/// folded title exactly when the bytes do, and UTF-8 never matches across a scalar
/// boundary.
public enum SearchFolding {
    /// The folded form of `text` as UTF-8 bytes.
    public static func foldedUTF8(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        appendFolded(text, to: &bytes)
        return bytes
    }

    /// The folded form of `text` as a string.
    public static func folded(_ text: String) -> String {
        String(decoding: foldedUTF8(text), as: UTF8.self)
    }

    /// Whether `text` contains `query` ignoring case and diacritics. An empty query (or
    /// one that folds to nothing, such as a lone accent) is contained in every text.
    public static func contains(_ text: String, _ query: String) -> Bool {
        let needle = foldedUTF8(query)
        let haystack = foldedUTF8(text)
        return haystack.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                ByteSearch.contains(needle, in: haystack, from: 0, to: haystack.count)
            }
        }
    }

    /// Appends the folded UTF-8 of `text` to `bytes`.
    public static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        var cache: [Unicode.Scalar: [UInt8]] = [:]
        appendFolded(text, to: &bytes, cache: &cache)
    }

    /// Appends the folded UTF-8 of `text` to `bytes`, remembering the fold of each
    /// non-ASCII scalar in `cache` (folding many titles repeats the same few scalars, and
    /// case mapping builds strings).
    ///
    /// Only runs of non-ASCII scalars go through the normaliser: canonical reordering
    /// never crosses a starter and every ASCII scalar is one, so the NFD of a string is
    /// its ASCII scalars interleaved with the NFD of the runs between them.
    static func appendFolded(_ text: String, to bytes: inout [UInt8], cache: inout [Unicode.Scalar: [UInt8]]) {
        var isASCII = true
        for byte in text.utf8 where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            for byte in text.utf8 { bytes.append(asciiLowercased(byte)) }
            return
        }
        var run: [Unicode.Scalar] = []
        func flushRun() {
            if run.count == 1 {
                appendCachedFold(of: run[0], to: &bytes, cache: &cache)
            } else if run.count > 1 {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: run)
                CanonicalDecomposition.forEachScalar(inDecompositionOf: String(view)) { appendCachedFold(of: $0, to: &bytes, cache: &cache) }
            }
            run.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                flushRun()
                bytes.append(asciiLowercased(UInt8(scalar.value)))
            } else {
                run.append(scalar)
            }
        }
        flushRun()
    }

    /// Appends the fold of the canonical decomposition of `scalar`, cached.
    private static func appendCachedFold(of scalar: Unicode.Scalar, to bytes: inout [UInt8], cache: inout [Unicode.Scalar: [UInt8]]) {
        if let folded = cache[scalar] {
            bytes.append(contentsOf: folded)
            return
        }
        var folded: [UInt8] = []
        CanonicalDecomposition.forEachScalar(inDecompositionOf: String(scalar)) { appendFolded($0, round: 0, to: &folded) }
        cache[scalar] = folded
        bytes.append(contentsOf: folded)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    private static func isFoldedAwayMark(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory == .nonspacingMark && properties.isDiacritic
    }

    private static func appendFolded(_ scalar: Unicode.Scalar, round: Int, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(asciiLowercased(UInt8(scalar.value)))
            return
        }
        if isFoldedAwayMark(scalar) { return }
        var mapped: [Unicode.Scalar] = []
        for upper in scalar.properties.uppercaseMapping.unicodeScalars {
            mapped.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
        }
        if mapped.count == 1, mapped[0] == scalar || round >= 1 {
            appendUTF8(of: mapped[0], to: &bytes)
            return
        }
        for folded in mapped {
            if round >= 1 {
                if !isFoldedAwayMark(folded) { appendUTF8(of: folded, to: &bytes) }
            } else {
                appendFolded(folded, round: round + 1, to: &bytes)
            }
        }
    }

    private static func appendUTF8(of scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        UTF8.encode(scalar) { bytes.append($0) }
    }
}
