// SPDX-License-Identifier: Apache-2.0
extension SharedMIMEDatabase {
    /// GIO's name for "no idea": the type of arbitrary bytes.
    static let unknownType = "application/octet-stream"
    /// GIO's type for zero bytes.
    static let emptyType = "application/x-zerosize"
    static let plainTextType = "text/plain"

    /// The types whose magic rules match `bytes`, most likely first: by priority, then
    /// directory order, then the database's order. The first element is the type GIO's
    /// magic lookup reports. Empty when no rule matches (rules of priority 0, which GIO
    /// never lets win, are not used).
    ///
    /// Rules apply their masks, ranges (every offset from start to end inclusive), word
    /// sizes (`host16`/`host32` values compared in this machine's byte order) and nested
    /// matchlets (a rule matches when it and, if it has any, one of its children match).
    /// Pass at least ``maxMagicExtent`` bytes (or the whole file) for full accuracy.
    public func sniff(_ bytes: UnsafeRawBufferPointer) -> [String] {
        var ranked: [(match: MIMEWeightedType, order: Int)] = []
        var order = 0
        for source in storage.sources {
            for match in source.cache.magicMatches(in: bytes, excluding: source.magicDeletedAbove, firstOnly: false) {
                ranked.append((match, order))
                order += 1
            }
        }
        ranked.sort { $0.match.weight != $1.match.weight ? $0.match.weight > $1.match.weight : $0.order < $1.order }
        var seen = Set<String>()
        return ranked.map(\.match.type).filter { seen.insert($0).inserted }
    }

    /// The types whose magic rules match `bytes`; see ``sniff(_:)-(UnsafeRawBufferPointer)``.
    public func sniff(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBytes { sniff($0) }
    }

    /// GIO's `xdg_mime_get_mime_type_for_data`: the best magic match and its priority;
    /// for no bytes `application/x-zerosize` at priority 100; for no match
    /// `text/plain` or `application/octet-stream` by the first 128 bytes, at priority 0.
    func magicType(for bytes: UnsafeRawBufferPointer) -> MIMEWeightedType {
        if bytes.isEmpty { return MIMEWeightedType(type: Self.emptyType, weight: 100) }
        var best: MIMEWeightedType?
        for source in storage.sources {
            // Within a directory GIO takes the first match; across directories a later one
            // must have a strictly higher priority.
            if let match = source.cache.magicMatches(in: bytes, excluding: source.magicDeletedAbove, firstOnly: true).first,
               match.weight > (best?.weight ?? 0) {
                best = match
            }
        }
        if let best { return best }
        // _xdg_binary_or_text_fallback: control characters other than tab, newline and
        // carriage return in the first 128 bytes mean binary.
        let binary = bytes.prefix(128).contains { $0 < 32 && $0 != 9 && $0 != 10 && $0 != 13 }
        return MIMEWeightedType(type: binary ? Self.unknownType : Self.plainTextType, weight: 0)
    }

    /// The content type of a file from its name and/or its first bytes, exactly as GIO's
    /// `g_content_type_guess(filename, data, size, &uncertain)`:
    ///
    /// - a name ending in `/` is `inode/directory` (uncertain);
    /// - a base name with exactly one ``mimeTypes(forFileName:)`` candidate decides;
    /// - otherwise the data is sniffed (``maxMagicExtent`` bytes are enough): magic rules,
    ///   else `text/plain` when no byte is a control character other than backspace,
    ///   tab, newline, form feed and carriage return, else `application/octet-stream`; a sniffed `application/x-desktop` is
    ///   demoted to `text/plain` when a name is given (a launcher must not hide behind
    ///   another name);
    /// - with several name candidates, a sniffed type of priority ≥ 80 wins, else the
    ///   first candidate that is a subclass of the sniffed type, else the first candidate
    ///   (uncertain);
    /// - with no name candidate, the sniffed type (uncertain if it is
    ///   `application/octet-stream`).
    ///
    /// - Parameters:
    ///   - fileName: a file name or path (only its last component counts), or `nil`.
    ///   - data: the file's first bytes, or `nil` when unknown (an empty array means an
    ///     empty file: `application/x-zerosize`).
    /// - Returns: the MIME type and whether GIO would flag the guess as uncertain.
    public func guessContentType(fileName: String?, data: [UInt8]?) -> (mime: String, uncertain: Bool) {
        guard let data else { return guess(fileName: fileName, data: nil) }
        return data.withUnsafeBytes { guess(fileName: fileName, data: $0) }
    }

    /// ``guessContentType(fileName:data:)`` with the file's first bytes in a buffer.
    public func guessContentType(fileName: String?, bytes: UnsafeRawBufferPointer) -> (mime: String, uncertain: Bool) {
        guess(fileName: fileName, data: bytes)
    }

    private func guess(fileName: String?, data: UnsafeRawBufferPointer?) -> (mime: String, uncertain: Bool) {
        var uncertain = false
        var candidates: [String] = []
        if let fileName {
            if fileName.hasSuffix("/") {
                candidates = ["inode/directory"]
                uncertain = true
            } else {
                candidates = mimeTypes(forFileName: Self.baseName(fileName))
            }
        }
        if candidates.count == 1 { return (candidates[0], uncertain) }

        var sniffed = Self.unknownType
        var priority = 0
        if let data {
            let magic = magicType(for: data)
            sniffed = magic.type
            priority = magic.weight
            if sniffed == Self.unknownType && Self.looksLikeText(data) { sniffed = Self.plainTextType }
            if fileName != nil && sniffed == "application/x-desktop" { sniffed = Self.plainTextType }
        }

        guard !candidates.isEmpty else {
            return (sniffed, uncertain || sniffed == Self.unknownType)
        }
        if sniffed != Self.unknownType {
            if priority >= 80 { return (sniffed, uncertain) }
            if let candidate = candidates.first(where: { isSubclass($0, of: sniffed) }) { return (candidate, uncertain) }
        }
        return (candidates[0], true)
    }

    /// GIO's `looks_like_text`: no ASCII control character (below 32, or 127) other than
    /// backspace, tab, newline, form feed and carriage return (`g_ascii_isspace` does not
    /// count vertical tab).
    static func looksLikeText(_ data: UnsafeRawBufferPointer) -> Bool {
        !data.contains { ($0 < 32 || $0 == 127) && $0 != 8 && $0 != 9 && $0 != 10 && $0 != 12 && $0 != 13 }
    }

    /// `g_path_get_basename` for a name that does not end in `/`: the text after the
    /// last `/`, or `.` for an empty name.
    static func baseName(_ path: String) -> String {
        if path.isEmpty { return "." }
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
