// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A validated, read-only view of one binary `mime.cache` file (format 1.1/1.2 of the
/// shared-mime-info specification, plus the type list that `update-mime-database` writes
/// as an undocumented tenth header field).
///
/// `init(bytes:file:)` checks the whole file once — header version, every offset and
/// count, every string's terminator, table order, that tree nodes are reached once and
/// nest at most `maximumMagicDepth` deep — so that the lookups below, which follow
/// `xdgmimecache.c` (binary search in the sorted tables, walking the reverse suffix tree),
/// can never read outside the file. Lookups still check every read: a validation bug
/// traps instead of reading out of bounds.
///
/// A class (immutable, so `Sendable`) so that the per-lookup hot paths pass one
/// reference around instead of copying the whole description.
final class MIMECache: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Where the bytes came from, for error messages.
    let file: String
    let minorVersion: Int

    let aliasListOffset: Int
    let parentListOffset: Int
    let literalListOffset: Int
    let suffixTreeOffset: Int
    let globListOffset: Int
    let magicListOffset: Int
    let namespaceListOffset: Int
    let iconListOffset: Int
    let genericIconListOffset: Int
    /// The sorted list of every type the cache was built from, when the header has one
    /// with usable entries.
    let typeListOffset: Int?

    /// The most bytes any magic rule looks at: max(range start + range length + value
    /// length) over all matchlets, the same formula `update-mime-database` uses.
    let maxMagicExtent: Int
    /// The glob list (patterns with `?`, `[` or inner `*`), decoded once because every
    /// file-name lookup scans it.
    let fullGlobs: [MIMECacheGlob]
    /// The full globs' patterns one after another (glob `i` at `fullGlobPatternRanges[i]`),
    /// so that matching them all borrows one buffer.
    let fullGlobPatterns: [Unicode.Scalar]
    let fullGlobPatternRanges: [Range<Int>]
    /// Types that this cache's packages declare `<glob-deleteall/>` for.
    let globDeleteAllTypes: Set<String>
    /// For each ASCII code point, the root node of the reverse suffix tree that the
    /// binary search of a lookup finds for it (0: none), so that a lookup of an ASCII name
    /// starts one level down. Built at load from the root's children (a few hundred bytes).
    let asciiSuffixRoots: [Int]
    /// A 256-bit filter over the literal list: the bit of every literal's length and last
    /// byte is set (see ``literalFilterBit(_:)``), so most names skip the binary search.
    let literalFilter: [UInt64]
    /// Types that this cache's packages declare `<magic-deleteall/>` for.
    let magicDeleteAllTypes: Set<String>

    /// Magic matchlets may nest at most this deep (real databases use fewer than 10).
    static let maximumMagicDepth = 64
    /// Suffix-tree patterns may be at most this many characters long.
    static let maximumSuffixDepth = 4096
    /// The literal that `update-mime-database` writes for `<glob-deleteall/>`.
    static let noGlobsMarker = "__NOGLOBS__"
    /// The magic value that `update-mime-database` writes for `<magic-deleteall/>`.
    static let noMagicMarker = Array("__NOMAGIC__".utf8)

    /// Validates `bytes` as a mime.cache file.
    /// - Throws: `SharedMIMEDatabaseError` naming `file` and the offending byte offset.
    init(bytes: [UInt8], file: String) throws(SharedMIMEDatabaseError) {
        var validator = MIMECacheValidator(bytes: bytes, file: file)
        let layout = try validator.validate()
        self.bytes = bytes
        self.file = file
        minorVersion = layout.minorVersion
        aliasListOffset = layout.listOffsets[0]
        parentListOffset = layout.listOffsets[1]
        literalListOffset = layout.listOffsets[2]
        suffixTreeOffset = layout.listOffsets[3]
        globListOffset = layout.listOffsets[4]
        magicListOffset = layout.listOffsets[5]
        namespaceListOffset = layout.listOffsets[6]
        iconListOffset = layout.listOffsets[7]
        genericIconListOffset = layout.listOffsets[8]
        typeListOffset = layout.typeListOffset
        maxMagicExtent = layout.maxMagicExtent
        fullGlobs = layout.fullGlobs
        var patterns: [Unicode.Scalar] = []
        fullGlobPatternRanges = layout.fullGlobs.map { glob in
            patterns += glob.pattern
            return (patterns.count - glob.pattern.count)..<patterns.count
        }
        fullGlobPatterns = patterns
        globDeleteAllTypes = layout.globDeleteAllTypes
        asciiSuffixRoots = Self.asciiSuffixRoots(bytes, tree: layout.listOffsets[3])
        literalFilter = Self.literalFilter(bytes, list: layout.listOffsets[2])
        magicDeleteAllTypes = layout.magicDeleteAllTypes
    }

    /// The root node the suffix tree's binary search finds for each ASCII code point.
    private static func asciiSuffixRoots(_ bytes: [UInt8], tree: Int) -> [Int] {
        bytes.withUnsafeBytes { cache in
            let block = card32(at: tree + 4, in: cache)
            let count = card32(at: tree, in: cache)
            return (0..<128).map { character in
                var low = 0
                var high = count - 1
                while high >= low {
                    let middle = (low + high) / 2
                    let node = block + 12 * middle
                    let stored = card32(at: node, in: cache)
                    if stored < character {
                        low = middle + 1
                    } else if stored > character {
                        high = middle - 1
                    } else {
                        // Character 0 marks leaves, which a name never reaches.
                        return character == 0 ? 0 : node
                    }
                }
                return 0
            }
        }
    }

    /// The literal list's filter: one bit per (length, last byte) pair that occurs.
    private static func literalFilter(_ bytes: [UInt8], list: Int) -> [UInt64] {
        bytes.withUnsafeBytes { cache in
            var filter = [UInt64](repeating: 0, count: 4)
            for index in 0..<card32(at: list, in: cache) {
                let start = card32(at: list + 4 + 12 * index, in: cache)
                var end = start
                while true {
                    precondition(end < cache.count, "mime.cache read outside the file")
                    if cache[end] == 0 { break }
                    end += 1
                }
                let literal = UnsafeBufferPointer(start: cache.baseAddress!.assumingMemoryBound(to: UInt8.self) + start, count: end - start)
                let bit = literalFilterBit(literal)
                filter[bit >> 6] |= 1 << UInt64(bit & 63)
            }
            return filter
        }
    }

    /// The bit of ``literalFilter`` that a literal spelt `name` sets.
    @inline(__always)
    static func literalFilterBit(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        (name.count &* 31 &+ Int(name.last ?? 0)) & 255
    }

    /// Whether `name` can be in the literal list (false: it certainly is not).
    @inline(__always)
    func mayBeLiteral(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let bit = Self.literalFilterBit(name)
        return literalFilter[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    // MARK: Raw reads

    /// The big-endian CARD32 at `offset`.
    @inline(__always)
    func card32(_ offset: Int) -> Int {
        bytes.withUnsafeBytes { Self.card32(at: offset, in: $0) }
    }

    /// The big-endian CARD32 at `offset` of `cache` (this cache's bytes, borrowed once for
    /// a whole lookup). One bounds check instead of four.
    @inline(__always)
    static func card32(at offset: Int, in cache: UnsafeRawBufferPointer) -> Int {
        precondition(offset >= 0 && offset <= cache.count &- 4, "mime.cache read outside the file")
        return Int(UInt32(bigEndian: cache.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// The NUL-terminated string at `offset`.
    func string(at offset: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            precondition(offset >= 0 && offset < buffer.count)
            // Validated: a NUL follows inside the file.
            let start = buffer.baseAddress! + offset
            let length = strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))
            precondition(offset + length < buffer.count)
            return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
        }
    }

    /// Calls `body` with the bytes of the NUL-terminated string at `offset`, without
    /// making a `String`.
    @inline(__always)
    func withString<Result>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            precondition(offset >= 0 && offset < buffer.count)
            // Validated: a NUL follows inside the file.
            let start = buffer.baseAddress! + offset
            let length = strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))
            precondition(offset + length < buffer.count)
            return body(UnsafeBufferPointer(start: start, count: length))
        }
    }

    /// `strcmp` of the string at `offset` with `key` (which holds no NUL).
    @inline(__always)
    func compareString(at offset: Int, with key: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBytes { Self.compareString(at: offset, in: $0, with: key) }
    }

    /// `strcmp` of the string at `offset` of `cache` with `key` (which holds no NUL).
    @inline(__always)
    static func compareString(at offset: Int, in cache: UnsafeRawBufferPointer, with key: UnsafeBufferPointer<UInt8>) -> Int {
        // The stored string is NUL-terminated and `key` holds no NUL, so the loop stops at
        // the stored terminator at the latest; reads stay checked all the same.
        precondition(offset >= 0 && offset < cache.count, "mime.cache read outside the file")
        let available = cache.count - offset
        if available > key.count, let keyBase = key.baseAddress {
            // One memcmp over the key's length: a shorter stored string differs at its NUL
            // (the key has none), and memcmp orders bytes as unsigned, like strcmp.
            let comparison = memcmp(cache.baseAddress! + offset, keyBase, key.count)
            if comparison != 0 { return Int(comparison) }
            return Int(cache[offset + key.count])
        }
        var index = 0
        while index < key.count {
            precondition(index < available, "mime.cache read outside the file")
            let stored = cache[offset + index]
            let wanted = key[index]
            if stored != wanted { return Int(stored) - Int(wanted) }
            index += 1
        }
        precondition(index < available, "mime.cache read outside the file")
        return Int(cache[offset + index])
    }

    /// Whether the string at `offset` equals `key` byte for byte.
    func stringEquals(at offset: Int, _ key: String) -> Bool {
        var key = key
        return key.withUTF8 { compareString(at: offset, with: $0) == 0 }
    }

    /// Binary search, exactly as `xdgmimecache.c` does it (so that, among equal keys, the
    /// same entry is found), in a table of `count` entries of `stride` bytes starting at
    /// `entries`, keyed by the string whose offset is the entry's first field.
    func binarySearch(entries: Int, count: Int, stride: Int, key: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBytes { cache in
            var low = 0
            var high = count - 1
            while high >= low {
                let middle = (low + high) / 2
                let comparison = Self.compareString(at: Self.card32(at: entries + stride * middle, in: cache), in: cache, with: key)
                if comparison < 0 {
                    low = middle + 1
                } else if comparison > 0 {
                    high = middle - 1
                } else {
                    return middle
                }
            }
            return nil
        }
    }

    // MARK: Tables

    /// The canonical type `alias` stands for, if this cache lists it as an alias.
    func canonicalType(forAlias alias: UnsafeBufferPointer<UInt8>) -> String? {
        let count = card32(aliasListOffset)
        guard let index = binarySearch(entries: aliasListOffset + 4, count: count, stride: 8, key: alias) else { return nil }
        return string(at: card32(aliasListOffset + 4 + 8 * index + 4))
    }

    /// Every (alias, canonical type) pair, in table order.
    func allAliases() -> [(alias: String, type: String)] {
        let count = card32(aliasListOffset)
        return (0..<count).map { index in
            let entry = aliasListOffset + 4 + 8 * index
            return (string(at: card32(entry)), string(at: card32(entry + 4)))
        }
    }

    /// The `sub-class-of` parents this cache lists for `type`, in declaration order.
    func parents(of type: UnsafeBufferPointer<UInt8>) -> [String] {
        let count = card32(parentListOffset)
        guard let index = binarySearch(entries: parentListOffset + 4, count: count, stride: 8, key: type) else { return [] }
        let list = card32(parentListOffset + 4 + 8 * index + 4)
        return (0..<card32(list)).map { string(at: card32(list + 4 + 4 * $0)) }
    }

    /// The types this cache knows about: its type list when the header has one,
    /// otherwise every type named in its tables.
    func typeNames() -> [String] {
        if let typeListOffset {
            return (0..<card32(typeListOffset)).map { string(at: card32(typeListOffset + 4 + 4 * $0)) }
        }
        var names = Set<String>()
        for (_, type) in allAliases() { names.insert(type) }
        for index in 0..<card32(parentListOffset) {
            let entry = parentListOffset + 4 + 8 * index
            names.insert(string(at: card32(entry)))
        }
        for (type, _) in allGlobs() { names.insert(type) }
        for index in 0..<card32(magicListOffset) {
            let entry = card32(magicListOffset + 8) + 16 * index
            names.insert(string(at: card32(entry + 4)))
        }
        for list in [iconListOffset, genericIconListOffset] {
            for index in 0..<card32(list) { names.insert(string(at: card32(list + 4 + 8 * index))) }
        }
        return names.sorted()
    }

    /// Every glob in the cache with its type: literals, suffix patterns rebuilt from the
    /// reverse suffix tree, then full globs. Deleteall markers are left out.
    func allGlobs() -> [(mimeType: String, glob: MIMEGlob)] {
        var result: [(mimeType: String, glob: MIMEGlob)] = []
        // Type names repeat; decode each once.
        var types: [Int: String] = [:]
        func type(at offset: Int) -> String {
            if let known = types[offset] { return known }
            let decoded = string(at: offset)
            types[offset] = decoded
            return decoded
        }
        let literalCount = card32(literalListOffset)
        for index in 0..<literalCount {
            let entry = literalListOffset + 4 + 12 * index
            let pattern = string(at: card32(entry))
            if pattern == Self.noGlobsMarker { continue }
            let flags = card32(entry + 8)
            result.append((type(at: card32(entry + 4)), MIMEGlob(pattern: pattern, weight: flags & 0xFF, caseSensitive: flags & 0x100 != 0)))
        }
        // Depth-first walk; `suffix` holds the UTF-8 of the characters met so far, from the
        // end of the name, each character's bytes in order.
        var stack: [(block: Int, count: Int, index: Int, suffixLength: Int)] = [(card32(suffixTreeOffset + 4), card32(suffixTreeOffset), 0, 0)]
        var suffix: [UInt8] = []
        var characterStarts: [Int] = []
        while let top = stack.last {
            if top.index == top.count {
                stack.removeLast()
                suffix.removeLast(suffix.count - top.suffixLength)
                characterStarts.removeLast(characterStarts.count - (stack.count > 0 ? stack.count - 1 : 0))
                continue
            }
            stack[stack.count - 1].index += 1
            let node = top.block + 12 * top.index
            let character = card32(node)
            if character == 0 {
                // Reverse the character order, keeping each character's bytes in order.
                var pattern: [UInt8] = [UInt8(ascii: "*")]
                pattern.reserveCapacity(suffix.count + 1)
                var end = suffix.count
                for start in characterStarts.reversed() {
                    pattern += suffix[start..<end]
                    end = start
                }
                let flags = card32(node + 8)
                result.append((type(at: card32(node + 4)), MIMEGlob(pattern: String(decoding: pattern, as: UTF8.self), weight: flags & 0xFF, caseSensitive: flags & 0x100 != 0)))
            } else {
                let length = suffix.count
                characterStarts.append(length)
                // Validated: a Unicode scalar value.
                suffix += Array(String(Character(Unicode.Scalar(UInt32(character))!)).utf8)
                stack.append((card32(node + 8), card32(node + 4), 0, length))
            }
        }
        for glob in fullGlobs {
            result.append((glob.type, MIMEGlob(pattern: glob.patternText, weight: glob.weight, caseSensitive: glob.caseSensitive)))
        }
        return result
    }
}
