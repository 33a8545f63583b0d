// SPDX-License-Identifier: Apache-2.0
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
            return withASCIIMatches(name: name, hasUppercase: hasUppercase) { match, sources in
                switch match {
                case .literal(let type):
                    return [type]
                case .ranked(let candidates):
                    return candidates.map { sources[$0.source].cache.string(at: $0.typeOffset) }
                }
            }
        }
        return answer ?? nil
    }

    /// The first answer of ``mimeTypes(forFileName:)`` for `name`, the bytes of a non-empty
    /// ASCII name without NUL, handed to `body` as the bytes of its canonical name (no
    /// string is made); `nil` when no glob matches. `hasUppercase` says whether `name`
    /// holds an ASCII capital.
    func withBestMIMEType<Result>(
        forASCIIName name: UnsafeBufferPointer<UInt8>, hasUppercase: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        withASCIIMatches(name: name, hasUppercase: hasUppercase) { match, sources -> Result? in
            switch match {
            case .literal(var type):
                return type.withUTF8(body)
            case .ranked(let candidates):
                guard let best = candidates.first else { return nil }
                return sources[best.source].cache.withString(at: best.typeOffset, body)
            }
        }
    }

    /// What the ASCII steps found: a literal name's type, or the glob candidates ranked.
    private enum ASCIIMatch {
        case literal(String)
        case ranked(UnsafeMutableBufferPointer<MIMENameCandidate>)
    }

    /// Runs the ASCII steps for `name` (non-empty, ASCII, no NUL) and its lower-case form,
    /// and calls `body` with what they found while the candidates are still on the stack.
    private func withASCIIMatches<Result>(
        name: UnsafeBufferPointer<UInt8>, hasUppercase: Bool, _ body: (ASCIIMatch, UnsafeBufferPointer<MIMESource>) -> Result
    ) -> Result {
        guard hasUppercase else { return asciiMatches(name: name, lowered: name, hasUppercase: false, body) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count) { lowered in
            for index in name.indices {
                let byte = name[index]
                lowered[index] = byte &- 0x41 < 26 ? byte + 32 : byte
            }
            return asciiMatches(name: name, lowered: UnsafeBufferPointer(lowered), hasUppercase: true, body)
        }
    }

    /// The steps of ``scalarMIMETypes(forFileName:)`` over the bytes of an ASCII name and
    /// of its lower-case form.
    private func asciiMatches<Result>(
        name: UnsafeBufferPointer<UInt8>, lowered: UnsafeBufferPointer<UInt8>, hasUppercase: Bool,
        _ body: (ASCIIMatch, UnsafeBufferPointer<MIMESource>) -> Result
    ) -> Result {
        // 1. Literals. Without upper case the exact lookup repeats the case-insensitive one
        //    and can only add something when that one was cut short by a case-sensitive
        //    literal.
        var literal: String?
        switch lookupLiteral(lowered, caseSensitiveCheck: false) {
        case .found(let type):
            literal = type
        case .rejected:
            if case .found(let type) = lookupLiteral(name, caseSensitiveCheck: true) { literal = type }
        case .notFound:
            if hasUppercase, case .found(let type) = lookupLiteral(name, caseSensitiveCheck: true) { literal = type }
        }
        if let literal {
            return storage.sources.withUnsafeBufferPointer { body(.literal(literal), $0) }
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
                        let ranked = rank(candidates, count: count, sources: sources)
                        return body(.ranked(UnsafeMutableBufferPointer(rebasing: candidates[..<ranked])), sources)
                    }
                }
            }
        }
    }

    /// Step 4 of ``scalarMIMETypes(forFileName:)`` on candidates, in place: GIO's
    /// `filter_out_dupes`, then a stable sort by weight. Returns how many are left.
    private func rank(
        _ candidates: UnsafeMutableBufferPointer<MIMENameCandidate>, count: Int, sources: UnsafeBufferPointer<MIMESource>
    ) -> Int {
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
        return last
    }
}
