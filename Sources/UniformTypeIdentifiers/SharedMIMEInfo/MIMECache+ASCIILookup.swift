// SPDX-License-Identifier: Apache-2.0
extension MIMECache {
    // MARK: File names as ASCII bytes (the fast path of `mimeTypes(forFileName:)`)

    /// The walk of ``lookupSuffix(_:caseSensitiveCheck:limit:excluding:into:)`` for a
    /// name made of ASCII bytes, which are their own code points: descends the reverse
    /// suffix tree from the name's last byte as deep as it matches (the first step through
    /// ``asciiSuffixRoots``) and records, shallowest first, the matched nodes that have
    /// type leaves. `path` must hold `name.count` entries. Returns how many it recorded.
    /// The walk does not depend on case rules, so one walk serves both passes of a name
    /// without upper case.
    func walkSuffixTree(ascii name: UnsafeBufferPointer<UInt8>, path: UnsafeMutableBufferPointer<Int>) -> Int {
        precondition(path.count >= name.count)
        guard let last = name.last, last < 0x80 else { return 0 }
        return bytes.withUnsafeBytes { cache in
            var node = asciiSuffixRoots[Int(last)]
            if node == 0 { return 0 }
            var remaining = name.count - 1
            var depth = 0
            while true {
                let block = Self.card32(at: node + 8, in: cache)
                let count = Self.card32(at: node + 4, in: cache)
                // Leaves (character 0) sort first: only such nodes can answer.
                if count > 0 && Self.card32(at: block, in: cache) == 0 {
                    path[depth] = node
                    depth += 1
                }
                guard remaining > 0 else { return depth }
                let character = Int(name[remaining - 1])
                var low = 0
                var high = count - 1
                var found = 0
                while high >= low {
                    let middle = (low + high) / 2
                    let candidate = block + 12 * middle
                    let stored = Self.card32(at: candidate, in: cache)
                    if stored < character {
                        low = middle + 1
                    } else if stored > character {
                        high = middle - 1
                    } else {
                        found = candidate
                        break
                    }
                }
                if found == 0 { return depth }
                node = found
                remaining -= 1
            }
        }
    }

    /// The answer of ``lookupSuffix(_:caseSensitiveCheck:limit:excluding:into:)`` from
    /// the nodes ``walkSuffixTree(ascii:path:)`` recorded: the type leaves of the deepest
    /// node that has acceptable ones (so the longest suffix wins), written as candidates of
    /// directory `source`. `results` must hold `limit` entries. Returns how many it wrote.
    func suffixLeaves(
        path: UnsafeBufferPointer<Int>, caseSensitiveCheck: Bool, limit: Int,
        excluding excluded: Set<String>, source: Int, into results: UnsafeMutableBufferPointer<MIMENameCandidate>
    ) -> Int {
        precondition(results.count >= limit)
        return bytes.withUnsafeBytes { cache in
            for node in path.reversed() {
                let children = Self.card32(at: node + 8, in: cache)
                let childCount = Self.card32(at: node + 4, in: cache)
                var appended = 0
                var index = 0
                while appended < limit && index < childCount {
                    let leaf = children + 12 * index
                    if Self.card32(at: leaf, in: cache) != 0 { break }
                    let flags = Self.card32(at: leaf + 8, in: cache)
                    if caseSensitiveCheck || flags & 0x100 == 0 {
                        let typeOffset = Self.card32(at: leaf + 4, in: cache)
                        if excluded.isEmpty || !excluded.contains(string(at: typeOffset)) {
                            results[appended] = MIMENameCandidate(source: source, typeOffset: typeOffset, weight: flags & 0xFF)
                            appended += 1
                        }
                    }
                    index += 1
                }
                if appended > 0 { return appended }
            }
            return 0
        }
    }

    /// ``lookupFullGlobs(_:caseSensitiveCheck:limit:excluding:into:)`` for a name made of
    /// ASCII bytes, writing candidates; `results` must hold at least `limit`. Returns how
    /// many it wrote.
    func lookupFullGlobs(
        ascii name: UnsafeBufferPointer<UInt8>, caseSensitiveCheck: Bool, limit: Int,
        excluding excluded: Set<String>, source: Int, into results: UnsafeMutableBufferPointer<MIMENameCandidate>
    ) -> Int {
        precondition(results.count >= limit)
        let scalars = name.lazy.map { Unicode.Scalar($0) }
        return fullGlobs.withUnsafeBufferPointer { globs in
            fullGlobPatterns.withUnsafeBufferPointer { patterns in
                var appended = 0
                for index in globs.indices where appended < limit {
                    guard caseSensitiveCheck || !globs[index].caseSensitive,
                          excluded.isEmpty || !excluded.contains(globs[index].type) else { continue }
                    let pattern = UnsafeBufferPointer(rebasing: patterns[fullGlobPatternRanges[index]])
                    if MIMEFileNamePattern.matches(pattern, scalars) {
                        results[appended] = MIMENameCandidate(source: source, typeOffset: globs[index].typeOffset, weight: globs[index].weight)
                        appended += 1
                    }
                }
                return appended
            }
        }
    }

    /// Whether the type names at `first` and `second` are equal as Swift strings (as the
    /// general path compares them): byte for byte when both are ASCII, otherwise by
    /// canonical equivalence.
    func typeNamesEqual(at first: Int, _ second: Int) -> Bool {
        if first == second { return true }
        let asciiEqual: Bool? = bytes.withUnsafeBytes { cache in
            precondition(first >= 0 && second >= 0)
            var index = 0
            while true {
                precondition(first + index < cache.count && second + index < cache.count, "mime.cache read outside the file")
                let a = cache[first + index], b = cache[second + index]
                if a | b >= 0x80 { return nil }
                if a != b { return isASCII(at: first + index, cache) && isASCII(at: second + index, cache) ? false : nil }
                if a == 0 { return true }
                index += 1
            }
        }
        return asciiEqual ?? (string(at: first) == string(at: second))
    }

    /// Whether the string of `cache` from `offset` to its NUL is ASCII.
    private func isASCII(at offset: Int, _ cache: UnsafeRawBufferPointer) -> Bool {
        var index = offset
        while true {
            precondition(index < cache.count, "mime.cache read outside the file")
            let byte = cache[index]
            if byte == 0 { return true }
            if byte >= 0x80 { return false }
            index += 1
        }
    }
}
