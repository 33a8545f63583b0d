// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `MIMEPackageContents` as the bytes of a `mime.cache` (version 1.2 with the
/// type-list header field), laid out the way `update-mime-database` lays it out: string
/// pool, aliases, parents, literal globs, reverse suffix tree, full globs, magic,
/// namespaces, icons, generic icons, types.
///
/// A directory that has XML packages but no compiled cache is read through this builder,
/// so one reader (`MIMECache`) serves both and every lookup behaves as if
/// `update-mime-database` had been run there. Tests use it to make caches too.
enum MIMECacheBuilder {
    /// The cache bytes for `contents`.
    static func build(_ contents: MIMEPackageContents) -> [UInt8] {
        var writer = Writer()
        writer.bytes = [0, 1, 0, 2] + [UInt8](repeating: 0, count: 40)

        // String pool, each string NUL-terminated and padded to 4 bytes.
        var strings = Set<String>(contents.types)
        for (alias, type) in contents.aliases { strings.insert(alias); strings.insert(type) }
        for (type, parents) in contents.parents { strings.insert(type); strings.formUnion(parents) }
        for glob in contents.globs {
            strings.insert(glob.type)
            if globKind(glob.pattern) != .suffix { strings.insert(glob.pattern) }
        }
        for magic in contents.magic { strings.insert(magic.type) }
        for (key, type) in contents.namespaces {
            strings.insert(type)
            let (uri, local) = splitNamespaceKey(key)
            strings.insert(uri)
            strings.insert(local)
        }
        for (type, icon) in contents.icons { strings.insert(type); strings.insert(icon) }
        for (type, icon) in contents.genericIcons { strings.insert(type); strings.insert(icon) }
        var pool: [String: Int] = [:]
        for string in strings.sorted(by: byteOrder) {
            pool[string] = writer.bytes.count
            writer.bytes += Array(string.utf8) + [0]
            writer.align()
        }

        var header: [Int] = []

        // Aliases, sorted by alias.
        header.append(writer.bytes.count)
        let aliases = contents.aliases.keys.sorted(by: byteOrder)
        writer.card32(aliases.count)
        for alias in aliases {
            writer.card32(pool[alias]!)
            writer.card32(pool[contents.aliases[alias]!]!)
        }

        // Parents: sorted entries, then each entry's list.
        header.append(writer.bytes.count)
        let children = contents.parents.keys.sorted(by: byteOrder)
        writer.card32(children.count)
        var listOffset = writer.bytes.count + 8 * children.count
        for child in children {
            writer.card32(pool[child]!)
            writer.card32(listOffset)
            listOffset += 4 + 4 * contents.parents[child]!.count
        }
        for child in children {
            let parents = contents.parents[child]!
            writer.card32(parents.count)
            for parent in parents { writer.card32(pool[parent]!) }
        }

        // Literal and full globs: sorted by pattern, then declaration order.
        let globsByPattern = Dictionary(grouping: contents.globs, by: \.pattern)
        for kind in [GlobKind.literal, .suffix, .full] {
            header.append(writer.bytes.count)
            if kind == .suffix {
                writeSuffixTree(contents.globs.filter { globKind($0.pattern) == .suffix }, pool: pool, into: &writer)
                continue
            }
            let patterns = globsByPattern.keys.filter { globKind($0) == kind }.sorted(by: byteOrder)
            let entries = patterns.flatMap { globsByPattern[$0]! }
            writer.card32(entries.count)
            for glob in entries {
                writer.card32(pool[glob.pattern]!)
                writer.card32(pool[glob.type]!)
                writer.card32(glob.weight & 0xFF | (glob.caseSensitive ? 0x100 : 0))
            }
        }

        header.append(writer.bytes.count)
        writeMagic(contents.magic, pool: pool, into: &writer)

        // Namespaces, sorted by "uri local".
        header.append(writer.bytes.count)
        let namespaceKeys = contents.namespaces.keys.sorted(by: byteOrder)
        writer.card32(namespaceKeys.count)
        for key in namespaceKeys {
            let (uri, local) = splitNamespaceKey(key)
            writer.card32(pool[uri]!)
            writer.card32(pool[local]!)
            writer.card32(pool[contents.namespaces[key]!]!)
        }

        for icons in [contents.icons, contents.genericIcons] {
            header.append(writer.bytes.count)
            let types = icons.keys.sorted(by: byteOrder)
            writer.card32(types.count)
            for type in types {
                writer.card32(pool[type]!)
                writer.card32(pool[icons[type]!]!)
            }
        }

        header.append(writer.bytes.count)
        let types = contents.types.sorted(by: byteOrder)
        writer.card32(types.count)
        for type in types { writer.card32(pool[type]!) }

        for (index, offset) in header.enumerated() { writer.patch(4 + 4 * index, offset) }
        return writer.bytes
    }

    // MARK: Globs

    enum GlobKind { case literal, suffix, full }

    /// `update-mime-database`'s classification: no wildcard is a literal, a leading `*`
    /// with no other wildcard is a suffix, anything else is a full glob (including `*`
    /// alone, which that tool would turn into an empty suffix).
    static func globKind(_ pattern: String) -> GlobKind {
        var leadingStar = false
        for (index, character) in pattern.unicodeScalars.enumerated() {
            if character == "*" && index == 0 && pattern.unicodeScalars.count > 1 {
                leadingStar = true
            } else if "\\[?*".unicodeScalars.contains(character) {
                return .full
            }
        }
        return leadingStar ? .suffix : .literal
    }

    /// A node of the reverse suffix tree while it is being built.
    private final class SuffixNode {
        let character: UInt32
        var leaves: [(type: String, weight: Int, flags: Int)] = []
        var children: [SuffixNode] = []
        init(_ character: UInt32) { self.character = character }

        func child(_ character: UInt32) -> SuffixNode {
            var low = 0, high = children.count
            while low < high {
                let middle = (low + high) / 2
                if children[middle].character < character { low = middle + 1 } else { high = middle }
            }
            if low < children.count && children[low].character == character { return children[low] }
            let node = SuffixNode(character)
            children.insert(node, at: low)
            return node
        }
    }

    /// Inserts every suffix glob reversed, one leaf per type per node (keeping the highest
    /// weight), then writes the tree breadth-first: each node's children — leaves first,
    /// then characters in ascending order — form one contiguous block.
    private static func writeSuffixTree(_ globs: [MIMEPackageContents.Glob], pool: [String: Int], into writer: inout Writer) {
        let root = SuffixNode(0)
        for glob in globs {
            var node = root
            for character in glob.pattern.unicodeScalars.dropFirst().reversed() { node = node.child(character.value) }
            if let existing = node.leaves.firstIndex(where: { $0.type == glob.type }) {
                node.leaves[existing].weight = max(node.leaves[existing].weight, glob.weight)
            } else {
                node.leaves.append((glob.type, glob.weight, glob.caseSensitive ? 0x100 : 0))
            }
        }
        enum Entry {
            case leaf(type: String, weight: Int, flags: Int)
            case node(SuffixNode)
        }
        // Breadth-first: block 0 holds the roots; each node's block is appended when
        // the node is reached.
        var blocks: [[Entry]] = [root.children.map { .node($0) }]
        var blockOfNode: [ObjectIdentifier: Int] = [:]
        var index = 0
        while index < blocks.count {
            for case .node(let node) in blocks[index] {
                blockOfNode[ObjectIdentifier(node)] = blocks.count
                blocks.append(node.leaves.map { .leaf(type: $0.type, weight: $0.weight, flags: $0.flags) } + node.children.map { .node($0) })
            }
            index += 1
        }
        let start = writer.bytes.count
        var offsets: [Int] = []
        var next = start + 8
        for block in blocks {
            offsets.append(next)
            next += 12 * block.count
        }
        writer.card32(blocks[0].count)
        writer.card32(offsets[0])
        for block in blocks {
            for entry in block {
                switch entry {
                case let .leaf(type, weight, flags):
                    writer.card32(0)
                    writer.card32(pool[type]!)
                    writer.card32(weight & 0xFF | flags)
                case let .node(node):
                    let child = blockOfNode[ObjectIdentifier(node)]!
                    writer.card32(Int(node.character))
                    writer.card32(blocks[child].count)
                    writer.card32(offsets[child])
                }
            }
        }
    }

    // MARK: Magic

    /// Writes the match entries sorted as `update-mime-database` sorts them (deleteall
    /// markers first, then priority descending, then media type and subtype), every
    /// sibling list of matchlets as one contiguous block, then values and masks.
    private static func writeMagic(_ magic: [MIMEPackageContents.Magic], pool: [String: Int], into writer: inout Writer) {
        let sorted: [MIMEPackageContents.Magic] = magic.indices.sorted { (first: Int, second: Int) -> Bool in
            let a = magic[first], b = magic[second]
            if a.isDeleteAll != b.isDeleteAll { return a.isDeleteAll }
            if a.isDeleteAll { return first < second }
            if a.priority != b.priority { return a.priority > b.priority }
            let (aMedia, aSubtype) = splitType(a.type)
            let (bMedia, bSubtype) = splitType(b.type)
            if aMedia != bMedia { return byteOrder(String(aMedia), String(bMedia)) }
            if aSubtype != bSubtype { return byteOrder(String(aSubtype), String(bSubtype)) }
            return first < second
        }.map { magic[$0] }

        // Lay out matchlet blocks: top-level lists first, then children depth-first.
        var blocks: [[MIMEPackageContents.Match]] = sorted.map { $0.matches }
        var childBlockIndex: [[Int]] = []
        var index = 0
        while index < blocks.count {
            var childIndexes: [Int] = []
            for match in blocks[index] {
                if match.children.isEmpty {
                    childIndexes.append(-1)
                } else {
                    childIndexes.append(blocks.count)
                    blocks.append(match.children)
                }
            }
            childBlockIndex.append(childIndexes)
            index += 1
        }
        let listStart = writer.bytes.count
        let matchesStart = listStart + 12
        var blockOffsets: [Int] = []
        var offset = matchesStart + 16 * sorted.count
        for block in blocks {
            blockOffsets.append(offset)
            offset += 32 * block.count
        }
        let dataOffset = offset
        var maxExtent = 0
        var matchlets: [Int] = []
        var data: [UInt8] = []
        for (blockIndex, block) in blocks.enumerated() {
            for (position, match) in block.enumerated() {
                maxExtent = max(maxExtent, match.value.count + match.rangeStart + match.rangeLength)
                let valueOffset = dataOffset + data.count
                data += match.value
                while data.count % 4 != 0 { data.append(0) }
                var maskOffset = 0
                if let mask = match.mask {
                    maskOffset = dataOffset + data.count
                    data += mask
                    while data.count % 4 != 0 { data.append(0) }
                }
                let child = childBlockIndex[blockIndex][position]
                matchlets += [match.rangeStart, match.rangeLength, match.wordSize, match.value.count,
                              valueOffset, maskOffset, match.children.count, child >= 0 ? blockOffsets[child] : 0]
            }
        }
        writer.card32(sorted.count)
        writer.card32(maxExtent)
        writer.card32(matchesStart)
        for (magicIndex, entry) in sorted.enumerated() {
            writer.card32(entry.priority)
            writer.card32(pool[entry.type]!)
            writer.card32(entry.matches.count)
            writer.card32(blockOffsets[magicIndex])
        }
        for value in matchlets { writer.card32(value) }
        writer.bytes += data
    }

    // MARK: Helpers

    /// `strcmp` order (byte order of the UTF-8 encodings).
    static func byteOrder(_ first: String, _ second: String) -> Bool {
        let fast = first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b -> Bool in
                let shared = min(a.count, b.count)
                if shared > 0 {
                    let comparison = memcmp(a.baseAddress!, b.baseAddress!, shared)
                    if comparison != 0 { return comparison < 0 }
                }
                return a.count < b.count
            }
        }
        return (fast ?? nil) ?? first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    private static func splitType(_ type: String) -> (Substring, Substring) {
        guard let slash = type.firstIndex(of: "/") else { return (Substring(type), "") }
        return (type[..<slash], type[type.index(after: slash)...])
    }

    private static func splitNamespaceKey(_ key: String) -> (String, String) {
        guard let space = key.firstIndex(of: " ") else { return (key, "") }
        return (String(key[..<space]), String(key[key.index(after: space)...]))
    }

    /// Appends big-endian CARD32s.
    private struct Writer {
        var bytes: [UInt8] = []

        mutating func card32(_ value: Int) {
            let value = UInt32(truncatingIfNeeded: value)
            bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }

        mutating func patch(_ offset: Int, _ value: Int) {
            let value = UInt32(truncatingIfNeeded: value)
            bytes[offset] = UInt8(value >> 24)
            bytes[offset + 1] = UInt8(value >> 16 & 0xFF)
            bytes[offset + 2] = UInt8(value >> 8 & 0xFF)
            bytes[offset + 3] = UInt8(value & 0xFF)
        }

        mutating func align() {
            while bytes.count % 4 != 0 { bytes.append(0) }
        }
    }
}
