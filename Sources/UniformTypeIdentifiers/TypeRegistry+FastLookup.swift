// SPDX-License-Identifier: Apache-2.0
/// The lookups `UTType` makes most often, answered for ordinary input (ASCII tags and
/// file names) straight from the registry's immutable tables and the database's caches:
/// no lock, no string made, nothing allocated once a type's record exists.
///
/// Each gives the answer the general path would give, or leaves the input to it
/// (`.unanswered`) when anything is out of the ordinary: non-ASCII, MIME parameters, a
/// type that does not conform to the requested supertype, a tag nothing declares.
extension TypeRegistry {
    /// What a fast lookup found.
    enum FastAnswer {
        /// The type, the same record the general path would give.
        case found(TypeRecord)
        /// The input is not valid for its kind: the general path would give `nil` too.
        case invalid
        /// The general path must decide.
        case unanswered
    }

    /// What a tag's table lookup found, before any record is touched.
    private enum TagLookup {
        case entry(TagTable.Entry)
        case invalid
        case unanswered
    }

    /// `UTType(mimeType:conformingTo:)` for an ASCII MIME type without parameters.
    func fastRecord(mimeType: String, conformingTo supertype: TypeRecord?) -> FastAnswer {
        let table = mimeTable
        let lookup = mimeType.utf8.withContiguousStorageIfAvailable { bytes -> TagLookup in
            guard !bytes.isEmpty, bytes.count <= TypeIdentifierSyntax.maximumLength else { return .invalid }
            let scan = TagScan(bytes)
            if scan.hasControl { return .invalid }
            if scan.needsGeneralPath { return .unanswered }
            let slash = UInt8(ascii: "/")
            guard scan.slashes == 1, bytes[0] != slash, bytes[bytes.count &- 1] != slash else { return .invalid }
            guard let entry = table.entry(for: bytes, hash: scan.hash) else { return .unanswered }
            return .entry(entry)
        } ?? .unanswered
        let entry: TagTable.Entry
        switch lookup {
        case .entry(let found): entry = found
        case .invalid: return .invalid
        case .unanswered: return .unanswered
        }
        if entry.declaredCount > 0 {
            // A declared MIME type is answered by its declarations alone.
            return firstMatch(declaredMIMERecords, entry, supertype)
        }
        guard entry.desktop >= 0, hasDatabase else { return .unanswered }
        return match(desktopRecord(at: Int(entry.desktop)), supertype)
    }

    /// `UTType(filenameExtension:conformingTo:)` for an ASCII extension.
    func fastRecord(filenameExtension tag: String, conformingTo supertype: TypeRecord?) -> FastAnswer {
        let table = extensionTable
        var hasUppercase = false
        let lookup = tag.utf8.withContiguousStorageIfAvailable { bytes -> TagLookup in
            guard !bytes.isEmpty, bytes.count <= TypeIdentifierSyntax.maximumLength else { return .invalid }
            let scan = TagScan(bytes)
            if scan.hasControl { return .invalid }
            if scan.needsGeneralPath { return .unanswered }
            guard scan.slashes == 0 else { return .invalid }
            hasUppercase = scan.hasUppercase
            return .entry(table.entry(for: bytes, hash: scan.hash) ?? TagTable.Entry())
        } ?? .unanswered
        let entry: TagTable.Entry
        switch lookup {
        case .entry(let found): entry = found
        case .invalid: return .invalid
        case .unanswered: return .unanswered
        }
        if entry.declaredCount > 0, case .found(let record) = firstMatch(declaredExtensionRecords, entry, supertype) {
            return .found(record)
        }
        guard let database = sharedMIMEDatabase else { return .unanswered }
        // What the database's globs say about a file named "x.<tag>", as the general path
        // asks, but over bytes on the stack.
        let best = tag.utf8.withContiguousStorageIfAvailable { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 2) { name -> TypeRecord? in
                name[0] = UInt8(ascii: "x")
                name[1] = UInt8(ascii: ".")
                _ = UnsafeMutableBufferPointer(rebasing: name[2...]).initialize(fromContentsOf: bytes)
                let answer = database.withBestMIMEType(forASCIIName: UnsafeBufferPointer(name), hasUppercase: hasUppercase) {
                    self.record(forDatabaseAnswer: $0)
                }
                return answer ?? nil
            }
        }
        guard let best = best ?? nil else { return .unanswered }
        return match(best, supertype)
    }

    /// `UTType(fileName:)` for an ASCII name: the app's exported type for its extension,
    /// else the database's best glob match.
    func fastRecord(fileName: String) -> FastAnswer {
        enum NameScan {
            case ascii(lastDot: Int, hasUppercase: Bool)
            case invalid
            case unanswered
        }
        let scan = fileName.utf8.withContiguousStorageIfAvailable { bytes -> NameScan in
            guard !bytes.isEmpty, bytes.count <= 4096 else { return .invalid }
            var lastDot = -1
            var nonASCII: UInt8 = 0
            var hasUppercase = false
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") || byte == 0 { return .invalid }
                if byte == UInt8(ascii: ".") { lastDot = index }
                nonASCII |= byte
                if byte &- 0x41 < 26 { hasUppercase = true }
            }
            return nonASCII >= 0x80 ? .unanswered : .ascii(lastDot: lastDot, hasUppercase: hasUppercase)
        } ?? .unanswered
        let lastDot: Int
        let hasUppercase: Bool
        switch scan {
        case .ascii(let dot, let uppercase): (lastDot, hasUppercase) = (dot, uppercase)
        case .invalid: return .invalid
        case .unanswered: return .unanswered
        }
        if hasExportedExtensions, let exported = exportedRecord(forExtensionOf: fileName, lastDot: lastDot) {
            return .found(exported)
        }
        guard let database = sharedMIMEDatabase else { return .unanswered }
        let answer = fileName.utf8.withContiguousStorageIfAvailable { bytes in
            database.withBestMIMEType(forASCIIName: bytes, hasUppercase: hasUppercase) { self.record(forDatabaseAnswer: $0) }
        }
        guard let record = (answer ?? nil) ?? nil else { return .unanswered }
        return .found(record)
    }

    /// The app's exported type for the extension of an ASCII file name whose last period
    /// is at `lastDot` (-1: none), if any.
    private func exportedRecord(forExtensionOf fileName: String, lastDot: Int) -> TypeRecord? {
        let entry = fileName.utf8.withContiguousStorageIfAvailable { bytes -> TagTable.Entry? in
            guard lastDot > 0, lastDot < bytes.count - 1 else { return nil }
            let ext = UnsafeBufferPointer(rebasing: bytes[(lastDot + 1)...])
            return extensionTable.entry(for: ext, hash: TagTable.hash(ext))
        }
        guard let entry = entry ?? nil else { return nil }
        let start = Int(entry.declared)
        return declaredExtensionRecords[start..<start + Int(entry.declaredCount)].first { $0.kind == .declared(.exported) }
    }

    /// The record for a MIME type the database gave as an answer (a canonical name), as
    /// `record(forMIMEType:)` finds it; `nil` when the table does not know the name.
    @inline(__always)
    private func record(forDatabaseAnswer name: UnsafeBufferPointer<UInt8>) -> TypeRecord? {
        guard !name.isEmpty, let entry = mimeTable.entry(for: name, hash: TagTable.hash(name)) else { return nil }
        if entry.declaredCount > 0 { return declaredMIMERecords[Int(entry.declared)] }
        return entry.desktop >= 0 ? desktopRecord(at: Int(entry.desktop)) : nil
    }

    /// The first of an entry's declared records that conforms to `supertype`.
    @inline(__always)
    private func firstMatch(_ records: [TypeRecord], _ entry: TagTable.Entry, _ supertype: TypeRecord?) -> FastAnswer {
        var index = Int(entry.declared)
        let end = index + Int(entry.declaredCount)
        while index < end {
            if case .found(let record) = match(records[index], supertype) { return .found(record) }
            index += 1
        }
        return .unanswered
    }

    /// `.found(record)` when it conforms to `supertype` (or there is none).
    @inline(__always)
    private func match(_ record: TypeRecord, _ supertype: TypeRecord?) -> FastAnswer {
        guard let supertype else { return .found(record) }
        return quicklyConforms(record, to: supertype) || conforms(record, to: supertype) ? .found(record) : .unanswered
    }
}
