// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks a whole `mime.cache` before anything is looked up in it, so that no later read
/// can leave the file: every offset is 4-byte aligned and in bounds, every count fits in
/// the file, every string is NUL-terminated inside it, the binary-searched tables are
/// sorted, every tree node is reached exactly once (no cycles, no shared subtrees, so a
/// lookup's work is bounded by the file size) and trees nest no deeper than the limits in
/// `MIMECache`. Traversals use explicit stacks: a hostile file cannot exhaust the stack.
struct MIMECacheValidator {
    /// What validation learned about the file.
    struct Layout {
        var minorVersion = 0
        var listOffsets: [Int] = []
        var typeListOffset: Int?
        var maxMagicExtent = 0
        var fullGlobs: [MIMECacheGlob] = []
        var globDeleteAllTypes = Set<String>()
        var magicDeleteAllTypes = Set<String>()
    }

    let bytes: [UInt8]
    let file: String
    /// One bit per 4-byte word: set when a tree node starting there has been visited.
    private var visitedNodes: [UInt64]

    /// The header is nine list offsets after the two version numbers.
    static let headerSize = 40
    /// Magic rules reaching further than this are treated as corruption: readers size
    /// their read buffers from the extent.
    static let maximumMagicExtent = 1 << 24

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        visitedNodes = Array(repeating: 0, count: bytes.count / 256 + 1)
    }

    // MARK: Primitive checks

    private func card32(_ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    private func corrupt(_ offset: Int, _ reason: String) -> SharedMIMEDatabaseError {
        .corruptCache(file: file, offset: offset, reason: reason)
    }

    private func requireRange(_ offset: Int, _ length: Int) throws(SharedMIMEDatabaseError) {
        if offset < 0 || length < 0 || offset > bytes.count || length > bytes.count - offset {
            throw .truncatedCache(file: file, offset: offset, length: length, fileSize: bytes.count)
        }
    }

    private func requireAligned(_ offset: Int, _ what: String) throws(SharedMIMEDatabaseError) {
        if offset % 4 != 0 { throw corrupt(offset, "\(what) is not 4-byte aligned") }
    }

    /// Checks a table of a CARD32 count followed by `count` entries of `stride` bytes and
    /// returns the count.
    private func requireTable(_ offset: Int, stride: Int, _ what: String) throws(SharedMIMEDatabaseError) -> Int {
        try requireAligned(offset, what)
        try requireRange(offset, 4)
        let count = card32(offset)
        try requireRange(offset + 4, count * stride)
        return count
    }

    /// Checks that a NUL-terminated string starts at `offset` inside the file.
    private func requireString(_ offset: Int, _ what: String) throws(SharedMIMEDatabaseError) {
        try requireRange(offset, 1)
        let terminated = bytes.withUnsafeBytes { raw in
            memchr(raw.baseAddress! + offset, 0, raw.count - offset) != nil
        }
        if !terminated { throw corrupt(offset, "\(what) string has no terminating NUL before the end of the file") }
    }

    /// `strcmp` of two validated strings in the file.
    private func compareStrings(_ first: Int, _ second: Int) -> Int {
        var index = 0
        while true {
            let a = bytes[first + index], b = bytes[second + index]
            if a != b { return Int(a) - Int(b) }
            if a == 0 { return 0 }
            index += 1
        }
    }

    private func string(at offset: Int) -> String {
        var end = offset
        while bytes[end] != 0 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// Marks the tree node at `offset` as visited; a second visit means a cycle or a
    /// shared subtree.
    private mutating func markVisited(_ offset: Int, _ what: String) throws(SharedMIMEDatabaseError) {
        let word = offset / 4
        let bit: UInt64 = 1 << UInt64(word % 64)
        if visitedNodes[word / 64] & bit != 0 { throw corrupt(offset, "\(what) is reached twice (cycle or shared subtree)") }
        visitedNodes[word / 64] |= bit
    }

    // MARK: The file

    mutating func validate() throws(SharedMIMEDatabaseError) -> Layout {
        var layout = Layout()
        guard bytes.count >= 4 else {
            throw .truncatedCache(file: file, offset: 0, length: Self.headerSize, fileSize: bytes.count)
        }
        let major = Int(bytes[0]) << 8 | Int(bytes[1])
        let minor = Int(bytes[2]) << 8 | Int(bytes[3])
        guard major == 1, (1...2).contains(minor) else {
            throw .unsupportedCacheVersion(file: file, major: major, minor: minor)
        }
        layout.minorVersion = minor
        try requireRange(0, Self.headerSize)
        layout.listOffsets = (0..<9).map { card32(4 + 4 * $0) }
        layout.typeListOffset = try typeListOffset()

        try validateAliases(layout.listOffsets[0])
        try validateParents(layout.listOffsets[1])
        layout.globDeleteAllTypes = try validateLiterals(layout.listOffsets[2])
        try validateSuffixTree(layout.listOffsets[3])
        layout.fullGlobs = try validateGlobs(layout.listOffsets[4])
        (layout.maxMagicExtent, layout.magicDeleteAllTypes) = try validateMagic(layout.listOffsets[5])
        try validateNamespaces(layout.listOffsets[6])
        try validateIcons(layout.listOffsets[7], "icon list")
        try validateIcons(layout.listOffsets[8], "generic icon list")
        if let types = layout.typeListOffset, try !validateTypes(types) { layout.typeListOffset = nil }
        return layout
    }

    /// `update-mime-database` writes a tenth header field, the offset of a sorted list of
    /// all types, and starts its string pool after it. Older writers start the string
    /// pool at byte 40, whose first byte is then printable (≥ 0x20), which tells the two
    /// layouts apart: a value below 0x2000_0000 is the type-list offset, 0 means none.
    private func typeListOffset() throws(SharedMIMEDatabaseError) -> Int? {
        guard bytes.count >= Self.headerSize + 4 else { return nil }
        let value = card32(Self.headerSize)
        guard value != 0, value < 0x2000_0000 else { return nil }
        if value < Self.headerSize + 4 { throw corrupt(Self.headerSize, "type list offset \(value) points into the header") }
        return value
    }

    private func validateAliases(_ list: Int) throws(SharedMIMEDatabaseError) {
        let count = try requireTable(list, stride: 8, "alias list")
        for index in 0..<count {
            let entry = list + 4 + 8 * index
            try requireString(card32(entry), "alias")
            try requireString(card32(entry + 4), "alias target")
            if index > 0, compareStrings(card32(entry - 8), card32(entry)) > 0 {
                throw corrupt(entry, "alias list is not sorted at entry \(index)")
            }
        }
    }

    private func validateParents(_ list: Int) throws(SharedMIMEDatabaseError) {
        let count = try requireTable(list, stride: 8, "parent list")
        for index in 0..<count {
            let entry = list + 4 + 8 * index
            try requireString(card32(entry), "parent list type")
            if index > 0, compareStrings(card32(entry - 8), card32(entry)) > 0 {
                throw corrupt(entry, "parent list is not sorted at entry \(index)")
            }
            let parents = card32(entry + 4)
            let parentCount = try requireTable(parents, stride: 4, "parents of entry \(index)")
            for parent in 0..<parentCount {
                try requireString(card32(parents + 4 + 4 * parent), "parent type")
            }
        }
    }

    /// Returns the types with a `__NOGLOBS__` entry.
    private func validateLiterals(_ list: Int) throws(SharedMIMEDatabaseError) -> Set<String> {
        let count = try requireTable(list, stride: 12, "literal list")
        var deleted = Set<String>()
        for index in 0..<count {
            let entry = list + 4 + 12 * index
            try requireString(card32(entry), "literal glob")
            try requireString(card32(entry + 4), "literal glob type")
            if index > 0, compareStrings(card32(entry - 12), card32(entry)) > 0 {
                throw corrupt(entry, "literal list is not sorted at entry \(index)")
            }
            if string(at: card32(entry)) == MIMECache.noGlobsMarker {
                deleted.insert(string(at: card32(entry + 4)))
            }
        }
        return deleted
    }

    private mutating func validateSuffixTree(_ tree: Int) throws(SharedMIMEDatabaseError) {
        try requireAligned(tree, "suffix tree")
        try requireRange(tree, 8)
        var pending: [(block: Int, count: Int, depth: Int)] = [(card32(tree + 4), card32(tree), 1)]
        while let (block, count, depth) = pending.popLast() {
            if count == 0 { continue }
            if depth > MIMECache.maximumSuffixDepth {
                throw corrupt(block, "suffix tree is deeper than \(MIMECache.maximumSuffixDepth)")
            }
            try requireAligned(block, "suffix tree node block")
            try requireRange(block, count * 12)
            var previous = -1
            for index in 0..<count {
                let node = block + 12 * index
                try markVisited(node, "suffix tree node")
                let character = card32(node)
                if character < previous { throw corrupt(node, "suffix tree siblings are not sorted by character") }
                previous = character
                if character == 0 {
                    try requireString(card32(node + 4), "suffix glob type")
                } else {
                    guard Unicode.Scalar(UInt32(character)) != nil else {
                        throw corrupt(node, "suffix tree character \(character) is not a Unicode scalar value")
                    }
                    pending.append((card32(node + 8), card32(node + 4), depth + 1))
                }
            }
        }
    }

    private func validateGlobs(_ list: Int) throws(SharedMIMEDatabaseError) -> [MIMECacheGlob] {
        let count = try requireTable(list, stride: 12, "glob list")
        var globs: [MIMECacheGlob] = []
        globs.reserveCapacity(count)
        for index in 0..<count {
            let entry = list + 4 + 12 * index
            try requireString(card32(entry), "glob pattern")
            try requireString(card32(entry + 4), "glob type")
            let pattern = string(at: card32(entry))
            let flags = card32(entry + 8)
            globs.append(MIMECacheGlob(
                pattern: Array(pattern.unicodeScalars), patternText: pattern,
                type: string(at: card32(entry + 4)), typeOffset: card32(entry + 4),
                weight: flags & 0xFF, caseSensitive: flags & 0x100 != 0))
        }
        return globs
    }

    /// Returns the largest extent of any rule and the types with a `__NOMAGIC__` entry.
    private mutating func validateMagic(_ list: Int) throws(SharedMIMEDatabaseError) -> (Int, Set<String>) {
        try requireAligned(list, "magic list")
        try requireRange(list, 12)
        let count = card32(list)
        let matches = card32(list + 8)
        var deleted = Set<String>()
        var maxExtent = 0
        if count == 0 { return (0, deleted) }
        try requireAligned(matches, "magic match array")
        try requireRange(matches, count * 16)
        for index in 0..<count {
            let match = matches + 16 * index
            let priority = card32(match)
            if priority > 100 { throw corrupt(match, "magic priority \(priority) is above 100") }
            try requireString(card32(match + 4), "magic type")
            let matchletCount = card32(match + 8)
            let firstMatchlet = card32(match + 12)
            var pending: [(block: Int, count: Int, depth: Int)] = [(firstMatchlet, matchletCount, 1)]
            while let (block, blockCount, depth) = pending.popLast() {
                if blockCount == 0 { continue }
                if depth > MIMECache.maximumMagicDepth {
                    throw corrupt(block, "magic matchlets nest deeper than \(MIMECache.maximumMagicDepth)")
                }
                try requireAligned(block, "matchlet array")
                try requireRange(block, blockCount * 32)
                for matchletIndex in 0..<blockCount {
                    let matchlet = block + 32 * matchletIndex
                    try markVisited(matchlet, "magic matchlet")
                    let rangeStart = card32(matchlet)
                    let rangeLength = card32(matchlet + 4)
                    let wordSize = card32(matchlet + 8)
                    let valueLength = card32(matchlet + 12)
                    let value = card32(matchlet + 16)
                    let mask = card32(matchlet + 20)
                    try requireRange(value, valueLength)
                    if mask != 0 { try requireRange(mask, valueLength) }
                    switch wordSize {
                    case 0, 1: break
                    case 2, 4:
                        if valueLength % wordSize != 0 {
                            throw corrupt(matchlet, "value length \(valueLength) is not a multiple of word size \(wordSize)")
                        }
                    default:
                        throw corrupt(matchlet + 8, "word size \(wordSize) is not 1, 2 or 4")
                    }
                    let extent = rangeStart + rangeLength + valueLength
                    if extent > Self.maximumMagicExtent {
                        throw corrupt(matchlet, "magic rule reaches byte \(extent), beyond \(Self.maximumMagicExtent)")
                    }
                    maxExtent = max(maxExtent, extent)
                    pending.append((card32(matchlet + 28), card32(matchlet + 24), depth + 1))
                }
            }
            if priority == 0, matchletCount == 1, card32(firstMatchlet + 12) == MIMECache.noMagicMarker.count,
               bytes[card32(firstMatchlet + 16)..<(card32(firstMatchlet + 16) + MIMECache.noMagicMarker.count)]
                .elementsEqual(MIMECache.noMagicMarker) {
                deleted.insert(string(at: card32(match + 4)))
            }
        }
        return (maxExtent, deleted)
    }

    private func validateNamespaces(_ list: Int) throws(SharedMIMEDatabaseError) {
        let count = try requireTable(list, stride: 12, "namespace list")
        for index in 0..<count {
            let entry = list + 4 + 12 * index
            try requireString(card32(entry), "namespace URI")
            try requireString(card32(entry + 4), "namespace local name")
            try requireString(card32(entry + 8), "namespace type")
        }
    }

    private func validateIcons(_ list: Int, _ what: String) throws(SharedMIMEDatabaseError) {
        let count = try requireTable(list, stride: 8, what)
        for index in 0..<count {
            let entry = list + 4 + 8 * index
            try requireString(card32(entry), "\(what) type")
            try requireString(card32(entry + 4), "\(what) icon name")
            if index > 0, compareStrings(card32(entry - 8), card32(entry)) > 0 {
                throw corrupt(entry, "\(what) is not sorted at entry \(index)")
            }
        }
    }

    /// Checks the type list; returns whether its entries are usable. `update-mime-database`
    /// (at least up to 2.4) leaves the type names out of its string pool and writes 0 for
    /// every entry; such a list is structurally fine but says nothing.
    private func validateTypes(_ list: Int) throws(SharedMIMEDatabaseError) -> Bool {
        let count = try requireTable(list, stride: 4, "type list")
        var usable = true
        for index in 0..<count {
            let entry = list + 4 + 4 * index
            try requireString(card32(entry), "type list entry")
            if card32(entry) == 0 { usable = false }
            if index > 0, compareStrings(card32(entry - 4), card32(entry)) > 0 {
                throw corrupt(entry, "type list is not sorted at entry \(index)")
            }
        }
        return usable
    }
}
