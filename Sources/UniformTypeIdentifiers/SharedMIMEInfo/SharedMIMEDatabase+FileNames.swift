// SPDX-License-Identifier: Apache-2.0
extension SharedMIMEDatabase {
    /// GIO keeps at most this many glob candidates for a file name.
    static let maximumNameCandidates = 10

    /// The MIME types the name `fileName` (a file name, not a path) suggests, best first,
    /// by GIO's rules (`xdg_mime_get_mime_types_from_file_name` over `mime.cache`):
    ///
    /// 1. Literal names (`Makefile`) win outright: first case-insensitively (the name
    ///    lower-cased against case-insensitive literals), then exactly; the first directory
    ///    with the literal decides, and only one type is returned.
    /// 2. Otherwise suffix patterns (`*.tar.gz`), through the reverse suffix tree: the
    ///    longest matching suffix wins within a directory; matches from all directories are
    ///    collected, first case-insensitively, then (if fewer than two were found)
    ///    case-sensitively, where case-sensitive patterns such as `*.C` also count.
    /// 3. Other globs (`*.so.[0-9]*`, `README*`) with `fnmatch` rules: case-insensitively
    ///    only if nothing matched so far, case-sensitively if fewer than two did.
    /// 4. Duplicates are merged keeping the highest weight, and the candidates (at most
    ///    ten) are ordered by weight, highest first, ties in GIO's order.
    ///
    /// More than one result means the name is ambiguous (`*.ogg`); the first one is what
    /// GIO's `g_content_type_guess` picks without data. Case folding is ASCII-only, as in
    /// GIO. Suffixes are compared by Unicode scalar (GIO compares bytes, so it never
    /// matches a suffix pattern ending in a non-ASCII character; the two agree otherwise).
    /// A name is cut at its first NUL, as the C API would see it.
    public func mimeTypes(forFileName fileName: String) -> [String] {
        asciiMIMETypes(forFileName: fileName) ?? scalarMIMETypes(forFileName: fileName)
    }

    /// ``mimeTypes(forFileName:)`` for any name, over its Unicode scalars. Names of ASCII
    /// characters take the faster ``asciiMIMETypes(forFileName:)``, which must answer the
    /// same.
    func scalarMIMETypes(forFileName fileName: String) -> [String] {
        var name = fileName
        if name.utf8.contains(0) { name = String(decoding: name.utf8.prefix { $0 != 0 }, as: UTF8.self) }
        guard !name.isEmpty else { return [] }
        var lowered = MIMEPackageParser.asciiLowercased(name)
        let sources = storage.sources

        // 1. Literals (the cache stores case-insensitive ones in lower case).
        if case .found(let type) = lowered.withUTF8({ lookupLiteral($0, caseSensitiveCheck: false) }) { return [type] }
        if case .found(let type) = name.withUTF8({ lookupLiteral($0, caseSensitiveCheck: true) }) { return [type] }

        // 2. Suffixes.
        let limit = Self.maximumNameCandidates
        var candidates: [MIMEWeightedType] = []
        let characters = Array(name.unicodeScalars)
        let loweredCharacters = characters.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }
        var count = 0
        for source in sources where count < limit {
            count += source.cache.lookupSuffix(loweredCharacters, caseSensitiveCheck: false, limit: limit - count,
                                               excluding: source.globsDeletedAbove, into: &candidates)
        }
        if count < 2 {
            for source in sources where count < limit {
                count += source.cache.lookupSuffix(characters, caseSensitiveCheck: true, limit: limit - count,
                                                   excluding: source.globsDeletedAbove, into: &candidates)
            }
        }

        // 3. Full globs.
        if count == 0 {
            for source in sources where count < limit {
                count += source.cache.lookupFullGlobs(loweredCharacters, caseSensitiveCheck: false, limit: limit - count,
                                                      excluding: source.globsDeletedAbove, into: &candidates)
            }
        }
        if count < 2 {
            for source in sources where count < limit {
                count += source.cache.lookupFullGlobs(characters, caseSensitiveCheck: true, limit: limit - count,
                                                      excluding: source.globsDeletedAbove, into: &candidates)
            }
        }

        // 4. GIO's filter_out_dupes (which moves the last candidate into a duplicate's
        //    place), then a stable sort by weight (glibc's qsort is a merge sort here).
        var last = candidates.count
        var first = 0
        while first < last {
            var other = first + 1
            while other < last {
                if candidates[first].type == candidates[other].type {
                    candidates[first].weight = max(candidates[first].weight, candidates[other].weight)
                    last -= 1
                    candidates[other] = candidates[last]
                } else {
                    other += 1
                }
            }
            first += 1
        }
        if last == 1 { return [candidates[0].type] }
        return candidates[..<last].enumerated()
            .sorted { $0.element.weight != $1.element.weight ? $0.element.weight > $1.element.weight : $0.offset < $1.offset }
            .map(\.element.type)
    }

    /// GIO's `cache_glob_lookup_literal`: the first directory holding the literal
    /// decides; a case-sensitive literal met by a case-insensitive lookup ends the search
    /// (`.rejected`).
    func lookupLiteral(_ name: UnsafeBufferPointer<UInt8>, caseSensitiveCheck: Bool) -> MIMELiteralLookup {
        storage.sources.withUnsafeBufferPointer { sources in
            for index in sources.indices {
                switch sources[index].cache.lookupLiteral(name, caseSensitiveCheck: caseSensitiveCheck) {
                case .notFound:
                    continue
                case .rejected:
                    return .rejected
                case .found(let type):
                    // `<glob-deleteall/>` markers are not file names.
                    if sources[index].globsDeletedAbove.contains(type) { continue }
                    if name.elementsEqual(MIMECache.noGlobsMarker.utf8) { continue }
                    return .found(type)
                }
            }
            return .notFound
        }
    }

    // MARK: Globs of a type

    /// The globs of `mimeType` (after resolving aliases) from every directory, without
    /// reading any extra file: highest weight first, then by pattern. Case-insensitive
    /// patterns are in lower case. Use ``declaredGlobs(of:)`` when the order matters
    /// (the first declared glob is the type's main extension).
    public func globs(of mimeType: String) -> [MIMEGlob] {
        let type = canonicalName(for: mimeType) ?? mimeType
        if let index = storage.lazy.withLock({ $0.globsByType }) { return index[type] ?? [] }
        var grouped: [String: [MIMEGlob]] = [:]
        grouped.reserveCapacity(1024)
        for (owner, glob) in allGlobs() { grouped[owner, default: []].append(glob) }
        let index = grouped.mapValues { globs -> [MIMEGlob] in
            guard globs.count > 1 else { return globs }
            var unique: [MIMEGlob] = []
            // The same glob from two directories (or declared twice) counts once.
            for glob in globs.sorted(by: { $0.weight != $1.weight ? $0.weight > $1.weight : MIMECacheBuilder.byteOrder($0.pattern, $1.pattern) })
            where !unique.contains(glob) {
                unique.append(glob)
            }
            return unique
        }
        storage.lazy.withLock { $0.globsByType = index }
        return index[type] ?? []
    }

    /// The globs of `mimeType` in declaration order, so the first one is the type's main
    /// extension (`*.jpg` for `image/jpeg`), with the patterns' original spelling
    /// (`GNUmakefile`, which the cache stores as `gnumakefile`). The order comes from the type's XML file (`<dir>/<media>/<subtype>.xml`,
    /// read on first use and cached) or the XML packages; globs it does not list follow in
    /// ``globs(of:)`` order, and without any XML the result is ``globs(of:)``.
    public func declaredGlobs(of mimeType: String) -> [MIMEGlob] {
        guard let type = canonicalName(for: mimeType) else { return [] }
        var remaining = globs(of: type)
        let declared = details(of: type).globs
        guard !declared.isEmpty else { return remaining }
        var ordered: [MIMEGlob] = []
        for glob in declared {
            let stored = glob.caseSensitive ? glob.pattern : MIMEPackageParser.asciiLowercased(glob.pattern)
            if let index = remaining.firstIndex(where: { $0.pattern == stored && $0.caseSensitive == glob.caseSensitive }) {
                ordered.append(MIMEGlob(pattern: glob.pattern, weight: remaining[index].weight, caseSensitive: glob.caseSensitive))
                remaining.remove(at: index)
            }
        }
        return ordered + remaining
    }

    /// Every glob of every directory with the type it belongs to, in cache order
    /// (literals, suffix patterns, then full globs). Globs hidden by a
    /// `<glob-deleteall/>` of a higher-priority directory are left out.
    public func allGlobs() -> [(mimeType: String, glob: MIMEGlob)] {
        if storage.sources.count == 1 && storage.sources[0].globsDeletedAbove.isEmpty {
            return storage.sources[0].cache.allGlobs()
        }
        return storage.sources.flatMap { source in
            source.cache.allGlobs().filter { !source.globsDeletedAbove.contains($0.mimeType) }
        }
    }
}
