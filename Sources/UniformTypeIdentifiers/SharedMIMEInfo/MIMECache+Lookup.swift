// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension MIMECache {
    // MARK: File names (xdgmimecache.c's cache_glob_lookup_*)

    /// Looks `name` up in the sorted literal list. A case-insensitive lookup
    /// (`caseSensitiveCheck == false`) accepts only case-insensitive literals.
    func lookupLiteral(_ name: UnsafeBufferPointer<UInt8>, caseSensitiveCheck: Bool) -> MIMELiteralLookup {
        guard mayBeLiteral(name) else { return .notFound }
        let count = card32(literalListOffset)
        guard let index = binarySearch(entries: literalListOffset + 4, count: count, stride: 12, key: name) else {
            return .notFound
        }
        let entry = literalListOffset + 4 + 12 * index
        if card32(entry + 8) & 0x100 != 0 && !caseSensitiveCheck { return .rejected }
        return .found(string(at: card32(entry + 4)))
    }

    /// Walks the reverse suffix tree from the last character of `name` as deep as it
    /// matches, then reports the type leaves of the deepest matched node that has any
    /// acceptable ones (so the longest suffix wins). Appends at most `limit` results and
    /// returns how many it appended.
    func lookupSuffix(
        _ name: [Unicode.Scalar], caseSensitiveCheck: Bool, limit: Int,
        excluding excluded: Set<String>, into results: inout [MIMEWeightedType]
    ) -> Int {
        var block = card32(suffixTreeOffset + 4)
        var count = card32(suffixTreeOffset)
        var remaining = name.count
        var matchedChildren: [(block: Int, count: Int)] = []
        matchedChildren.reserveCapacity(8)
        descent: while remaining > 0 {
            let character = Int(name[remaining - 1].value)
            var low = 0
            var high = count - 1
            while high >= low {
                let middle = (low + high) / 2
                let node = block + 12 * middle
                let stored = card32(node)
                if stored < character {
                    low = middle + 1
                } else if stored > character {
                    high = middle - 1
                } else {
                    remaining -= 1
                    block = card32(node + 8)
                    count = card32(node + 4)
                    matchedChildren.append((block, count))
                    continue descent
                }
            }
            break
        }
        for (children, childCount) in matchedChildren.reversed() {
            var appended = 0
            var index = 0
            while appended < limit && index < childCount {
                let leaf = children + 12 * index
                if card32(leaf) != 0 { break }
                let flags = card32(leaf + 8)
                if caseSensitiveCheck || flags & 0x100 == 0 {
                    let type = string(at: card32(leaf + 4))
                    if !excluded.contains(type) {
                        results.append(MIMEWeightedType(type: type, weight: flags & 0xFF))
                        appended += 1
                    }
                }
                index += 1
            }
            if appended > 0 { return appended }
        }
        return 0
    }

    /// Matches `name` against every full glob with `fnmatch(3)` rules, appending at most
    /// `limit` results; returns how many it appended.
    func lookupFullGlobs(
        _ name: [Unicode.Scalar], caseSensitiveCheck: Bool, limit: Int,
        excluding excluded: Set<String>, into results: inout [MIMEWeightedType]
    ) -> Int {
        var appended = 0
        for glob in fullGlobs where appended < limit {
            guard caseSensitiveCheck || !glob.caseSensitive, !excluded.contains(glob.type) else { continue }
            if MIMEFileNamePattern.matches(glob.pattern, name) {
                results.append(MIMEWeightedType(type: glob.type, weight: glob.weight))
                appended += 1
            }
        }
        return appended
    }

    // MARK: Magic (xdgmimecache.c's cache_magic_*)

    /// The magic rules that match `data`, highest priority first (the cache's own order).
    /// Priority-0 rules (which GIO never lets win) and `<magic-deleteall/>` markers are
    /// skipped, as are types in `excluded`. With `firstOnly`, stops at the first match,
    /// which is the one GIO uses.
    func magicMatches(
        in data: UnsafeRawBufferPointer, excluding excluded: Set<String>, firstOnly: Bool
    ) -> [MIMEWeightedType] {
        var results: [MIMEWeightedType] = []
        let count = card32(magicListOffset)
        guard count > 0 else { return results }
        let matches = card32(magicListOffset + 8)
        bytes.withUnsafeBufferPointer { cache in
            for index in 0..<count {
                let match = matches + 16 * index
                let priority = card32(match)
                if priority == 0 { continue }
                let matchletCount = card32(match + 8)
                let first = card32(match + 12)
                for matchlet in 0..<matchletCount where matchletMatches(first + 32 * matchlet, cache, data) {
                    let type = string(at: card32(match + 4))
                    if !excluded.contains(type) {
                        results.append(MIMEWeightedType(type: type, weight: priority))
                    }
                    break
                }
                if firstOnly && !results.isEmpty { return }
            }
        }
        return results
    }

    /// Whether the matchlet at `offset` matches and, if it has children, any child does.
    /// Recursion depth is bounded by validation (`maximumMagicDepth`).
    private func matchletMatches(_ offset: Int, _ cache: UnsafeBufferPointer<UInt8>, _ data: UnsafeRawBufferPointer) -> Bool {
        guard matchletComparesEqual(offset, cache, data) else { return false }
        let childCount = card32(offset + 24)
        if childCount == 0 { return true }
        let children = card32(offset + 28)
        for child in 0..<childCount where matchletMatches(children + 32 * child, cache, data) {
            return true
        }
        return false
    }

    /// Compares the matchlet's value (under its mask) with the data at every offset of
    /// its range. Values with a word size above 1 are stored big-endian and are compared
    /// in host order, as the specification asks (GIO's cache reader ignores the word size).
    private func matchletComparesEqual(_ offset: Int, _ cache: UnsafeBufferPointer<UInt8>, _ data: UnsafeRawBufferPointer) -> Bool {
        let rangeStart = card32(offset)
        let rangeLength = card32(offset + 4)
        let wordSize = card32(offset + 8)
        let valueLength = card32(offset + 12)
        let value = card32(offset + 16)
        let mask = card32(offset + 20)
        let swaps = wordSize > 1 && UInt16(1).littleEndian == 1
        var position = rangeStart
        let end = rangeStart + rangeLength
        while position < end {
            if position + valueLength > data.count { return false }
            if mask == 0 && !swaps {
                if valueLength == 0 || memcmp(cache.baseAddress! + value, data.baseAddress! + position, valueLength) == 0 {
                    return true
                }
            } else {
                var equal = true
                for index in 0..<valueLength {
                    let stored = swaps ? (index / wordSize) * wordSize + (wordSize - 1 - index % wordSize) : index
                    let bits: UInt8 = mask == 0 ? 0xFF : cache[mask + stored]
                    if cache[value + stored] & bits != data[position + index] & bits {
                        equal = false
                        break
                    }
                }
                if equal { return true }
            }
            position += 1
        }
        return false
    }
}
