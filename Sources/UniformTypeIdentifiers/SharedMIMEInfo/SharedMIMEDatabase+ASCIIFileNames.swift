extension SharedMIMEDatabase {
    /// ``mimeTypes(forFileName:)`` for the usual name: non-empty, ASCII, without NUL. It
    /// works on the name's UTF-8 bytes (which are its code points) in place: no scalar
    /// arrays, the reverse suffix tree walked over bytes, candidates kept as offsets into
    /// the caches on the stack, and only the answer decoded. Every step is the one
    /// ``scalarMIMETypes(forFileName:)`` takes, in the same order, so the answers are the
    /// same. Returns `nil` for any other name (the caller takes the general path).
    func asciiMIMETypes(forFileName fileName: String) -> [String]? {
        let answer = fileName.utf8.withContiguousStorageIfAvailable { name -> [String]? in
            guard !name.isEmpty else { return nil }
            var hasUppercase = false
            for byte in name {
                if byte == 0 || byte >= 0x80 { return nil }
                if byte &- 0x41 < 26 { hasUppercase = true }
            }
            guard hasUppercase else { return asciiMIMETypes(name: name, lowered: name, hasUppercase: false) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count) { lowered in
                for index in name.indices {
                    let byte = name[index]
                    lowered[index] = byte &- 0x41 < 26 ? byte + 32 : byte
                }
                return asciiMIMETypes(name: name, lowered: UnsafeBufferPointer(lowered), hasUppercase: true)
            }
        }
        return answer ?? nil
    }

    /// The steps of ``scalarMIMETypes(forFileName:)`` over the bytes of an ASCII name and
    /// of its lower-case form.
    private func asciiMIMETypes(name: UnsafeBufferPointer<UInt8>, lowered: UnsafeBufferPointer<UInt8>, hasUppercase: Bool) -> [String] {
        // 1. Literals. Without upper case the exact lookup repeats the case-insensitive one
        //    and can only add something when that one was cut short by a case-sensitive
        //    literal.
        switch lookupLiteral(lowered, caseSensitiveCheck: false) {
        case .found(let type):
            return [type]
        case .rejected:
            if case .found(let type) = lookupLiteral(name, caseSensitiveCheck: true) { return [type] }
        case .notFound:
            if hasUppercase, case .found(let type) = lookupLiteral(name, caseSensitiveCheck: true) { return [type] }
        }

        let limit = Self.maximumNameCandidates
        return storage.sources.withUnsafeBufferPointer { sources in
            withUnsafeTemporaryAllocation(of: MIMENameCandidate.self, capacity: limit) { candidates in
                // One path of matched suffix-tree nodes per directory and case; without
                // upper case both passes walk the same path.
                let pathCount = hasUppercase ? 2 * sources.count : sources.count
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: pathCount * name.count) { paths in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: pathCount) { depths in
                        depths.initialize(repeating: -1)
                        func suffixes(_ bytes: UnsafeBufferPointer<UInt8>, caseSensitiveCheck: Bool, count: inout Int) {
                            for index in sources.indices where count < limit {
                                let slot = hasUppercase && caseSensitiveCheck ? sources.count + index : index
                                let path = UnsafeMutableBufferPointer(rebasing: paths[(slot * name.count)..<((slot + 1) * name.count)])
                                if depths[slot] < 0 { depths[slot] = sources[index].cache.walkSuffixTree(ascii: bytes, path: path) }
                                count += sources[index].cache.suffixLeaves(
                                    path: UnsafeBufferPointer(rebasing: path[..<depths[slot]]), caseSensitiveCheck: caseSensitiveCheck,
                                    limit: limit - count, excluding: sources[index].globsDeletedAbove, source: index,
                                    into: UnsafeMutableBufferPointer(rebasing: candidates[count...]))
                            }
                        }
                        func fullGlobs(_ bytes: UnsafeBufferPointer<UInt8>, caseSensitiveCheck: Bool, count: inout Int) {
                            for index in sources.indices where count < limit {
                                count += sources[index].cache.lookupFullGlobs(
                                    ascii: bytes, caseSensitiveCheck: caseSensitiveCheck, limit: limit - count,
                                    excluding: sources[index].globsDeletedAbove, source: index,
                                    into: UnsafeMutableBufferPointer(rebasing: candidates[count...]))
                            }
                        }
                        var count = 0
                        // 2. Suffixes.
                        suffixes(lowered, caseSensitiveCheck: false, count: &count)
                        if count < 2 { suffixes(name, caseSensitiveCheck: true, count: &count) }
                        // 3. Full globs.
                        if count == 0 { fullGlobs(lowered, caseSensitiveCheck: false, count: &count) }
                        if count < 2 { fullGlobs(name, caseSensitiveCheck: true, count: &count) }
                        return rankedTypes(candidates, count: count, sources: sources)
                    }
                }
            }
        }
    }

    /// Step 4 of ``scalarMIMETypes(forFileName:)`` on candidates: GIO's
    /// `filter_out_dupes`, then a stable sort by weight, then decoding.
    private func rankedTypes(
        _ candidates: UnsafeMutableBufferPointer<MIMENameCandidate>, count: Int, sources: UnsafeBufferPointer<MIMESource>
    ) -> [String] {
        func sameType(_ a: MIMENameCandidate, _ b: MIMENameCandidate) -> Bool {
            if a.source == b.source { return sources[a.source].cache.typeNamesEqual(at: a.typeOffset, b.typeOffset) }
            return sources[a.source].cache.string(at: a.typeOffset) == sources[b.source].cache.string(at: b.typeOffset)
        }
        var last = count
        var first = 0
        while first < last {
            var other = first + 1
            while other < last {
                if sameType(candidates[first], candidates[other]) {
                    candidates[first].weight = max(candidates[first].weight, candidates[other].weight)
                    last -= 1
                    candidates[other] = candidates[last]
                } else {
                    other += 1
                }
            }
            first += 1
        }
        // Insertion sort: stable, and there are at most ten.
        if last > 1 {
            for index in 1..<last {
                let moving = candidates[index]
                var slot = index
                while slot > 0 && candidates[slot - 1].weight < moving.weight {
                    candidates[slot] = candidates[slot - 1]
                    slot -= 1
                }
                candidates[slot] = moving
            }
        }
        return (0..<last).map { sources[candidates[$0].source].cache.string(at: candidates[$0].typeOffset) }
    }
}
