// SPDX-License-Identifier: Apache-2.0
extension SharedMIMEDatabase {
    // MARK: Aliases

    /// The canonical name of `mimeType`: the type an alias stands for, the name itself
    /// for a declared type, `nil` for a name the database does not know.
    ///
    /// The first directory that lists the name as an alias wins (as in GIO). Names are
    /// compared exactly first; failing that, in lower case (MIME types are
    /// case-insensitive, and the database spells them in lower case).
    public func canonicalName(for mimeType: String) -> String? {
        // The usual question is about a declared name, which is nobody's alias: one
        // search answers it.
        var key = mimeType
        if key.withUTF8({ isDeclared(bytes: $0) }) { return mimeType }
        if let target = aliasTarget(of: mimeType) { return target }
        if isDeclared(mimeType) { return mimeType }
        let lowered = MIMEPackageParser.asciiLowercased(mimeType)
        guard lowered != mimeType else { return nil }
        if let target = aliasTarget(of: lowered) { return target }
        return isDeclared(lowered) ? lowered : nil
    }

    /// The aliases of `mimeType` (after resolving it), in byte order; empty if none.
    public func aliases(of mimeType: String) -> [String] {
        let type = canonicalName(for: mimeType) ?? mimeType
        if let cached = storage.lazy.withLock({ $0.aliasesByType }) { return cached[type] ?? [] }
        var index: [String: [String]] = [:]
        var seen = Set<String>()
        for source in storage.sources {
            // The first directory listing an alias decides what it means.
            for (alias, target) in source.cache.allAliases() where seen.insert(alias).inserted {
                index[target, default: []].append(alias)
            }
        }
        index = index.mapValues { $0.count > 1 ? $0.sorted(by: MIMECacheBuilder.byteOrder) : $0 }
        storage.lazy.withLock { $0.aliasesByType = index }
        return index[type] ?? []
    }

    /// Every alias with the type it stands for, the first directory listing an alias
    /// deciding what it means (as ``canonicalName(for:)`` decides), directory by directory
    /// in table order.
    func allAliases() -> [(alias: String, type: String)] {
        var seen = Set<String>()
        var result: [(alias: String, type: String)] = []
        for source in storage.sources {
            for pair in source.cache.allAliases() where seen.insert(pair.alias).inserted {
                result.append(pair)
            }
        }
        return result
    }

    /// What the first directory that lists `name` as an alias maps it to.
    func aliasTarget(of name: String) -> String? {
        var name = name
        return name.withUTF8 { key in
            guard !key.contains(0) else { return nil }
            for source in storage.sources {
                if let target = source.cache.canonicalType(forAlias: key) { return target }
            }
            return nil
        }
    }

    /// GIO's `unalias`: the alias target, or the name itself.
    func unalias(_ name: String) -> String {
        aliasTarget(of: name) ?? name
    }

    // MARK: Parents

    /// The direct supertypes of `mimeType` (after resolving aliases): its `sub-class-of`
    /// parents from every directory (first occurrence first, aliases resolved), followed by
    /// the specification's implicit parents when nothing else already leads to them:
    ///
    /// - every `text/*` type other than `text/plain` is a `text/plain`;
    /// - every type except `inode/*` types and `application/octet-stream` itself is an
    ///   `application/octet-stream` (so are `x-content/*`, `x-scheme-handler/*` and
    ///   `all/*`, as GIO's subclass test says).
    ///
    /// A name the database does not know gets only the implicit parents.
    ///
    /// An implicit parent is left out when an explicit ancestor already implies it (a
    /// `text/*` ancestor for `text/plain`, any non-`inode/*` ancestor for
    /// `application/octet-stream`), so the result has no redundant edges:
    /// `image/svg+xml` gives `application/xml`, not also `application/octet-stream`.
    public func directParents(of mimeType: String) -> [String] {
        let type = canonicalName(for: mimeType) ?? mimeType
        var parents = explicitParents(of: type)
        // Every explicit ancestor (excluding the type itself, which a cycle could reach).
        var ancestors = Set<String>()
        var pending = parents
        while let next = pending.popLast() {
            guard next != type, ancestors.insert(next).inserted else { continue }
            pending += explicitParents(of: next)
        }
        if type.hasPrefix("text/"), type != "text/plain", !ancestors.contains(where: { $0.hasPrefix("text/") }) {
            parents.append("text/plain")
        }
        if !type.hasPrefix("inode/"), type != "application/octet-stream",
           !ancestors.contains(where: { !$0.hasPrefix("inode/") }), !(type.hasPrefix("text/") && type != "text/plain") {
            parents.append("application/octet-stream")
        }
        return parents
    }

    /// The `sub-class-of` parents of the canonical `type` from every directory, aliases
    /// resolved, duplicates and the type itself left out.
    func explicitParents(of type: String) -> [String] {
        var key = type
        return key.withUTF8 { key in
            guard !key.contains(0) else { return [] }
            var result: [String] = []
            for source in storage.sources {
                for parent in source.cache.parents(of: key) {
                    let resolved = unalias(parent)
                    if resolved != type, !result.contains(resolved) { result.append(resolved) }
                }
            }
            return result
        }
    }

    /// Whether data of type `mimeType` is also of type `base`, by GIO's rule
    /// (`xdg_mime_mime_type_subclass`): equal after resolving aliases; `base` is a
    /// `media/*` wildcard of the same media type; `base` is `text/plain` and `mimeType` is
    /// `text/*`; `base` is `application/octet-stream` and `mimeType` is not `inode/*`; or
    /// a `sub-class-of` parent is (recursively; cycles are cut).
    public func isSubclass(_ mimeType: String, of base: String) -> Bool {
        let base = unalias(base)
        let baseMedia = base.hasSuffix("/*") ? base.dropLast(2) : nil
        // Depth-first over the parents, iteratively so that a hostile database with a long
        // parent chain cannot exhaust the stack.
        var pending = [mimeType]
        var visited = Set<String>()
        while let current = pending.popLast() {
            let type = unalias(current)
            if type == base { return true }
            if let baseMedia, let slash = type.firstIndex(of: "/"), type[..<slash] == baseMedia { return true }
            if base == "text/plain" && type.hasPrefix("text/") { return true }
            if base == "application/octet-stream" && !type.hasPrefix("inode/") { return true }
            var key = type
            let parents: [String] = key.withUTF8 { bytes in
                guard !bytes.contains(0) else { return [] }
                return storage.sources.flatMap { $0.cache.parents(of: bytes) }
            }
            for parent in parents where parent != current && parent != type && visited.insert(parent).inserted {
                pending.append(parent)
            }
        }
        return false
    }
}
