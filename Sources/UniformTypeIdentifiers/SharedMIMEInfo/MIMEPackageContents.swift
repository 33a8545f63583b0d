// SPDX-License-Identifier: Apache-2.0
/// What a set of shared-mime-info source XML files declares, merged in reading order
/// the way `update-mime-database` merges a `packages` directory: later aliases and
/// comments (per language) replace earlier ones; globs, magic and parents accumulate.
struct MIMEPackageContents: Sendable {
    /// A `<glob>` or `<glob-deleteall/>`.
    struct Glob: Sendable, Equatable {
        var type: String
        /// Lower-cased (ASCII) unless case-sensitive, as the cache stores it.
        var pattern: String
        var weight: Int
        var caseSensitive: Bool
        /// A `<glob-deleteall/>` marker rather than a pattern.
        var isDeleteAll = false
    }

    /// A `<match>` element and its nested alternatives.
    struct Match: Sendable, Equatable {
        var rangeStart: Int
        var rangeLength: Int
        /// 2 or 4 for `host16`/`host32` (value stored big-endian, swapped on
        /// little-endian machines), else 1.
        var wordSize: Int
        var value: [UInt8]
        var mask: [UInt8]?
        var children: [Match]
    }

    /// A `<magic>` element or a `<magic-deleteall/>` marker.
    struct Magic: Sendable, Equatable {
        var type: String
        var priority: Int
        var matches: [Match]
        var isDeleteAll = false
    }

    /// Every `<mime-type>` declared, in first-seen order.
    var types: [String] = []
    var globs: [Glob] = []
    var magic: [Magic] = []
    /// Alias → canonical type.
    var aliases: [String: String] = [:]
    /// Type → `sub-class-of` parents, in declaration order.
    var parents: [String: [String]] = [:]
    /// Type → icon name.
    var icons: [String: String] = [:]
    /// Type → generic icon name.
    var genericIcons: [String: String] = [:]
    /// "namespaceURI localName" → type, from `<root-XML>`.
    var namespaces: [String: String] = [:]
    /// Type → comments, acronyms and globs in declaration order.
    var details: [String: MIMETypeDetails] = [:]

    private var knownTypes = Set<String>()

    /// Records that `type` is declared.
    mutating func declare(_ type: String) {
        if knownTypes.insert(type).inserted { types.append(type) }
    }
}
