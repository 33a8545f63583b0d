// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// The one table of types Ferry answers every `UTType` question from: Apple's system
/// types, the app's declarations and the desktop's MIME database.
///
/// The declared part (Apple's and the app's types) is built once into immutable
/// dictionaries. The desktop database is consulted lazily, as GIO does: its ~900 types
/// become records the first time something asks for them, and answers are memoised, so
/// the first lookup stays cheap and later ones are dictionary hits. Any thread may read.
///
/// Precedence, documented because two sources can claim the same thing:
/// - an identifier declared twice keeps the first of system, exported, imported;
/// - a tag (extension or MIME type) claimed by several types resolves to the first of
///   exported, system, imported, then the desktop database: the app's own exported types
///   win for their tags, as an app's exported declaration does on Apple platforms;
/// - a MIME type of the desktop database that a declared type already lists (by its
///   canonical name or an alias) is that type: `video/mp4` is `public.mpeg-4`, and its
///   database names and `*.ext` globs are appended to that type's tags. Other MIME types
///   become types named `org.freedesktop.mime.<media>.<subtype>` (see
///   ``TypeRegistry/identifier(forUnmappedMIMEType:)``).
final class TypeRegistry: Sendable {
    let database: (any DesktopMIMEDatabase)?
    /// The same database when it is shared-mime-info's, whose caches the fast file-name
    /// lookups read in place.
    let sharedMIMEDatabase: SharedMIMEDatabase?
    let declaredByKey: [String: TypeRecord]
    let declaredByExtension: [String: [TypeRecord]]
    let declaredByMIME: [String: [TypeRecord]]
    /// The app's exported types by lower-case extension: they win over the desktop's globs.
    let exportedByExtension: [String: TypeRecord]

    /// Every MIME type the registry can answer for without asking the database: declared
    /// MIME lookup keys (their types in `declaredMIMERecords`) and every name the desktop
    /// database knows, canonical or alias (`Entry.desktop` indexes `desktopNames`).
    /// Immutable, so MIME lookups take no lock.
    let mimeTable: TagTable
    /// The declared types of each MIME lookup key, key after key, in precedence order.
    let declaredMIMERecords: [TypeRecord]
    /// Declared extensions, their types in `declaredExtensionRecords`.
    let extensionTable: TagTable
    let declaredExtensionRecords: [TypeRecord]
    /// Whether the app exports any type with an extension (file names check those first).
    let hasExportedExtensions: Bool
    /// Whether there is a desktop database (read without copying the existential).
    let hasDatabase: Bool
    /// The database's canonical MIME types (those it lists, then alias targets it does not).
    let desktopNames: [String]
    /// The record of `desktopNames[i]`, made on first use and then read without a lock.
    let desktopSlots: TypeRecordSlots
    private let memo = Mutex(Memo())

    /// What the registry has learnt from the desktop database so far, beyond the slots.
    private struct Memo {
        /// Desktop-only types by identifier key.
        var desktopByKey: [String: TypeRecord] = [:]
        /// Records of canonical MIME types missing from `desktopNames` (none in a
        /// consistent database).
        var byCanonicalMIME: [String: TypeRecord] = [:]
        /// Extension tag (as given) → the desktop database's types for it.
        var byExtension: [String: [TypeRecord]] = [:]
    }

    /// The most tag answers remembered; hostile input cannot grow memory without bound.
    static let memoLimit = 16_384

    /// The registry of this process, built on first use from the system table, the app's
    /// declarations and the desktop database.
    static let shared: TypeRegistry = TypeRegistry.loadShared()

    init(declarations: [TypeDeclaration], database: (any DesktopMIMEDatabase)?) {
        self.database = database
        var byKey: [String: TypeDeclaration] = [:]
        var ordered: [String] = []
        for declaration in declarations.sorted(by: { $0.origin < $1.origin }) {
            let key = TypeIdentifierSyntax.lowercased(declaration.identifier)
            guard byKey[key] == nil else { continue }
            byKey[key] = declaration
            ordered.append(key)
        }
        // Records are made parents first, so each knows all its ancestors.
        var records: [String: TypeRecord] = [:]
        records.reserveCapacity(byKey.count)
        func build(_ key: String, visiting: inout Set<String>) -> TypeRecord? {
            if let done = records[key] { return done }
            guard let declaration = byKey[key], visiting.insert(key).inserted else { return nil }
            let parents = declaration.conformsTo.compactMap { build(TypeIdentifierSyntax.lowercased($0), visiting: &visiting) }
            let record = TypeRecord(declaration: declaration, parents: parents)
            records[key] = record
            return record
        }
        for key in ordered {
            var visiting: Set<String> = []
            _ = build(key, visiting: &visiting)
        }
        var byExtension: [String: [TypeRecord]] = [:]
        var byMIME: [String: [TypeRecord]] = [:]
        for origin in [TypeDeclaration.Origin.exported, .system, .imported] {
            for key in ordered where byKey[key]!.origin == origin {
                let declaration = byKey[key]!, record = records[key]!
                for tag in declaration.filenameExtensions {
                    byExtension[TypeIdentifierSyntax.lowercased(tag), default: []].appendIfAbsent(record)
                }
                for tag in declaration.mimeTypes {
                    byMIME[TypeIdentifierSyntax.mimeLookupKey(tag), default: []].appendIfAbsent(record)
                }
            }
        }
        for (mime, identifier) in SystemTypes.lookupOnlyMIMETypes {
            let key = TypeIdentifierSyntax.mimeLookupKey(mime)
            if byMIME[key] == nil, let record = records[identifier] { byMIME[key] = [record] }
        }
        declaredByKey = records
        declaredByExtension = byExtension
        exportedByExtension = byExtension.compactMapValues { $0.first { $0.kind == .declared(.exported) } }
        declaredByMIME = byMIME
        sharedMIMEDatabase = database as? SharedMIMEDatabase

        var extensionRecords: [TypeRecord] = []
        var extensionPairs: [(key: String, entry: TagTable.Entry)] = []
        for (key, list) in byExtension {
            extensionPairs.append((key, TagTable.Entry(declared: Int32(extensionRecords.count), declaredCount: Int32(list.count))))
            extensionRecords += list
        }
        extensionTable = TagTable(extensionPairs)
        declaredExtensionRecords = extensionRecords
        hasExportedExtensions = !exportedByExtension.isEmpty
        hasDatabase = database != nil

        // Declared keys first, then the database's names: canonical names before aliases,
        // as the database resolves a name.
        var mimeRecords: [TypeRecord] = []
        var mimePairs: [(key: String, entry: TagTable.Entry)] = []
        for (key, list) in byMIME {
            mimePairs.append((key, TagTable.Entry(declared: Int32(mimeRecords.count), declaredCount: Int32(list.count))))
            mimeRecords += list
        }
        var names: [String] = []
        if let database {
            names = database.allMIMETypes
            var indexByName = [String: Int](minimumCapacity: names.count)
            for (index, name) in names.enumerated() {
                indexByName[name] = index
                mimePairs.append((name, TagTable.Entry(desktop: Int32(index))))
            }
            for (alias, target) in database.allMIMEAliases {
                let index: Int
                if let known = indexByName[target] {
                    index = known
                } else {
                    index = names.count
                    names.append(target)
                    indexByName[target] = index
                }
                mimePairs.append((alias, TagTable.Entry(desktop: Int32(index))))
            }
        }
        mimeTable = TagTable(mimePairs)
        declaredMIMERecords = mimeRecords
        desktopNames = names
        desktopSlots = TypeRecordSlots(count: names.count)
    }

    /// The identifier Ferry gives a MIME type that no declared type claims:
    /// `org.freedesktop.mime.` + the media type + `.` + the subtype, in lower case, where
    /// every character an identifier cannot hold (anything but ASCII letters, digits, `-`
    /// and `.`) is written as `-x` + its code point in hex + `-`.
    /// `application/vnd.ms-excel` becomes `org.freedesktop.mime.application.vnd.ms-excel`,
    /// `image/svg+xml-compressed` becomes `org.freedesktop.mime.image.svg-x2b-xml-compressed`.
    static func identifier(forUnmappedMIMEType mimeType: String) -> String {
        var result = identifierPrefix
        for scalar in mimeType.lowercased().unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "-", ".": result.unicodeScalars.append(scalar)
            case "/": result += "."
            default: result += "-x" + String(scalar.value, radix: 16) + "-"
            }
        }
        return result
    }

    static let identifierPrefix = "org.freedesktop.mime."

    /// The MIME type (lower case) a desktop identifier was made from, or `nil`.
    static func mimeType(forDesktopIdentifier key: String) -> String? {
        guard key.hasPrefix(identifierPrefix) else { return nil }
        let rest = key.dropFirst(identifierPrefix.count)
        guard let dot = rest.firstIndex(of: ".") else { return nil }
        var subtype = ""
        var scalars = Substring(rest[rest.index(after: dot)...]).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "-", scalars.first == "x", let end = scalars.dropFirst().firstIndex(of: "-"),
               let value = UInt32(String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<end])), radix: 16),
               let decoded = Unicode.Scalar(value) {
                subtype.unicodeScalars.append(decoded)
                scalars = scalars[scalars.index(after: end)...]
            } else {
                subtype.unicodeScalars.append(scalar)
            }
        }
        return "\(rest[..<dot])/\(subtype)"
    }

    /// The Apple base type a MIME media type implies, so that every `image/…` type
    /// conforms to `public.image` even when the database names no parent.
    private static func mediaParent(forMIMEType mimeType: String) -> String? {
        guard let slash = mimeType.firstIndex(of: "/") else { return nil }
        switch mimeType[..<slash] {
        case "text": return "public.text"
        case "image": return "public.image"
        case "audio": return "public.audio"
        case "video": return "public.movie"
        case "font": return "public.font"
        case "model": return "public.3d-content"
        case "message": return "public.message"
        case "inode": return mimeType == "inode/directory" ? "public.folder" : "public.item"
        default: return nil
        }
    }

    // MARK: Lookup by identifier

    func record(forIdentifier identifier: String) -> TypeRecord? {
        let key = TypeIdentifierSyntax.lowercased(identifier)
        if let declared = declaredByKey[key] { return declared }
        guard hasDatabase, key.hasPrefix(Self.identifierPrefix) else { return nil }
        if let known = memo.withLock({ $0.desktopByKey[key] }) { return known }
        guard let lowered = Self.mimeType(forDesktopIdentifier: key),
              let index = mimeTable.entry(for: lowered)?.desktop, index >= 0 else {
            return nil
        }
        let record = desktopRecord(at: Int(index))
        return record.key == key ? record : nil
    }

    // MARK: Lookup by tag

    /// The types carrying `tag` (whose lookup key is `key`), in precedence order.
    func records(key: String, tag: String, tagClass: UTTagClass) -> [TypeRecord] {
        var result = declaredRecords(key: key, tagClass: tagClass)
        for record in desktopRecords(key: key, tag: tag, tagClass: tagClass) where !result.contains(where: { $0 === record }) {
            result.append(record)
        }
        return result
    }

    /// The first type carrying `tag` that conforms to `supertype`, consulting the desktop
    /// database only when no declared type answers.
    func firstRecord(key: String, tag: String, tagClass: UTTagClass, conformingTo supertype: TypeRecord?) -> TypeRecord? {
        let matches = { (record: TypeRecord) in supertype.map { self.conforms(record, to: $0) } ?? true }
        if tagClass == .mimeType {
            // A declared MIME type is answered by its declarations alone.
            if let entry = mimeTable.entry(for: key), entry.declaredCount > 0 {
                return declaredMIMERecords[Int(entry.declared)..<Int(entry.declared + entry.declaredCount)].first(where: matches)
            }
            // One record at most: skip building an array on this hot path.
            return record(forMIMEType: tag, key: key).flatMap { matches($0) ? $0 : nil }
        }
        if let declared = declaredRecords(key: key, tagClass: tagClass).first(where: matches) { return declared }
        return desktopRecords(key: key, tag: tag, tagClass: tagClass).first(where: matches)
    }

    /// Declared types for a tag's lookup key, in precedence order.
    func declaredRecords(key: String, tagClass: UTTagClass) -> [TypeRecord] {
        switch tagClass {
        case .filenameExtension: declaredByExtension[key] ?? []
        case .mimeType: declaredByMIME[key] ?? []
        default: []
        }
    }

    /// The desktop database's types for a tag (declared owners included), memoised.
    func desktopRecords(key: String, tag: String, tagClass: UTTagClass) -> [TypeRecord] {
        guard let database else { return [] }
        switch tagClass {
        case .filenameExtension:
            // Keyed by the tag as given: the database's globs can tell case apart (`*.C`).
            if let known = memo.withLock({ $0.byExtension[tag] }) { return known }
            // The database's globs decide, by GIO's rules, for a name with this extension.
            let found = unique(database.mimeTypes(matchingFileName: "x." + tag).compactMap { self.record(forMIMEType: $0) })
            memo.withLock { memo in
                if memo.byExtension.count < Self.memoLimit { memo.byExtension[tag] = found }
            }
            return found
        case .mimeType:
            return record(forMIMEType: tag, key: key).map { [$0] } ?? []
        default:
            return []
        }
    }

    /// The record for a MIME type the desktop database knows (by any of its names). A MIME
    /// type that is also declared gives its first declared type.
    func record(forMIMEType mimeType: String, key: String? = nil) -> TypeRecord? {
        guard hasDatabase else { return nil }
        let key = key ?? TypeIdentifierSyntax.mimeLookupKey(mimeType)
        // The table holds every name the database knows, so a name missing from it under
        // both spellings is unknown (the database matches names exactly or ASCII-lowercased).
        guard let entry = mimeTable.entry(for: key) ?? (key == mimeType ? nil : mimeTable.entry(for: mimeType)) else {
            return nil
        }
        if entry.declaredCount > 0 { return declaredMIMERecords[Int(entry.declared)] }
        return entry.desktop >= 0 ? desktopRecord(at: Int(entry.desktop)) : nil
    }

    /// The record of `desktopNames[index]`, made on first use.
    @inline(__always)
    func desktopRecord(at index: Int) -> TypeRecord {
        desktopSlots[index] ?? desktopRecord(forCanonicalMIME: desktopNames[index])
    }

    /// The index of a canonical MIME type in `desktopNames`, if it has one.
    private func desktopIndex(ofCanonicalMIME mime: String) -> Int? {
        guard let index = mimeTable.entry(for: mime)?.desktop, index >= 0, desktopNames[Int(index)] == mime else { return nil }
        return Int(index)
    }

    /// The type standing for a canonical MIME type of the database: the declared type
    /// that lists one of its names, or a desktop type made (once) from the database.
    func desktopRecord(forCanonicalMIME mime: String, depth: Int = 0) -> TypeRecord {
        let slot = desktopIndex(ofCanonicalMIME: mime)
        if let slot {
            if let known = desktopSlots[slot] { return known }
        } else if let known = memo.withLock({ $0.byCanonicalMIME[mime] }) {
            return known
        }
        let database = database!
        let names = [mime] + database.mimeAliases(of: mime)
        let record: TypeRecord
        if let owner = names.lazy.compactMap({ self.declaredByMIME[TypeIdentifierSyntax.mimeLookupKey($0)]?.first }).first {
            record = owner
        } else {
            var parents: [TypeRecord] = []
            if depth < 32 {
                for parent in database.mimeParents(of: mime) {
                    let canonical = database.canonicalMIMEType(for: parent) ?? parent
                    if canonical == mime { continue }
                    if canonical == "application/octet-stream" || database.canonicalMIMEType(for: canonical) == nil {
                        parents.append(declaredByKey["public.data"]!)
                    } else {
                        parents.append(desktopRecord(forCanonicalMIME: canonical, depth: depth + 1))
                    }
                }
            }
            if let media = Self.mediaParent(forMIMEType: mime), let base = declaredByKey[media], !parents.contains(where: { $0 === base }) {
                parents.append(base)
            }
            if parents.isEmpty, let data = declaredByKey["public.data"] { parents = [data] }
            var tags: [UTTagClass: [String]] = [.mimeType: names]
            let extensions = database.filenameExtensions(of: mime)
            if !extensions.isEmpty { tags[.filenameExtension] = extensions }
            record = TypeRecord(
                identifier: Self.identifier(forUnmappedMIMEType: mime),
                kind: .declared(.sharedMIMEInfo),
                conformsTo: parents.map(\.identifier),
                parents: parents,
                tags: tags,
                mimeTypeForComment: mime
            )
        }
        if let slot {
            // Another thread may have published first; everyone keeps the first record.
            let published = desktopSlots.publish(record, at: slot)
            if published === record, case .declared(.sharedMIMEInfo) = record.kind {
                memo.withLock { $0.desktopByKey[record.key] = record }
            }
            return published
        }
        return memo.withLock { memo in
            if let raced = memo.byCanonicalMIME[mime] { return raced }
            memo.byCanonicalMIME[mime] = record
            if case .declared(.sharedMIMEInfo) = record.kind { memo.desktopByKey[record.key] = record }
            return record
        }
    }

    // MARK: Tags and conformance

    /// A record's tags: its declaration's, followed for declared types by what the
    /// desktop database adds for the same MIME types (aliases, more `*.ext` globs).
    func tags(of record: TypeRecord) -> [UTTagClass: [String]] {
        guard let database, record.kind == .declared(.system) || record.kind == .declared(.exported) || record.kind == .declared(.imported) else {
            return record.declaredTags
        }
        if let merged = record.mergedTags.withLock({ $0 }) { return merged }
        var mimeTypes = record.declaredTags[.mimeType] ?? []
        var extensions = record.declaredTags[.filenameExtension] ?? []
        var knownMIME = Set(mimeTypes.map(TypeIdentifierSyntax.mimeLookupKey))
        var knownExtensions = Set(extensions.map { $0.lowercased() })
        for declared in record.declaredTags[.mimeType] ?? [] {
            guard let canonical = database.canonicalMIMEType(for: TypeIdentifierSyntax.mimeLookupKey(declared)),
                  desktopRecord(forCanonicalMIME: canonical) === record else { continue }
            // An alias Apple gives another type stays that type's (image/heic is an alias
            // of image/heif for the desktop, but Apple's public.heic).
            for name in [canonical] + database.mimeAliases(of: canonical)
            where declaredByMIME[TypeIdentifierSyntax.mimeLookupKey(name)]?.first.map({ $0 === record }) ?? true
                && knownMIME.insert(name.lowercased()).inserted {
                mimeTypes.append(name)
            }
            for ext in database.filenameExtensions(of: canonical) where knownExtensions.insert(ext.lowercased()).inserted {
                extensions.append(ext)
            }
        }
        var merged: [UTTagClass: [String]] = [:]
        if !mimeTypes.isEmpty { merged[.mimeType] = mimeTypes }
        if !extensions.isEmpty { merged[.filenameExtension] = extensions }
        record.mergedTags.withLock { $0 = merged }
        return merged
    }

    /// The canonical MIME type whose database comment describes a declared type without a
    /// description of its own.
    func commentSource(of record: TypeRecord) -> String? {
        if let source = record.mimeTypeForComment { return source }
        guard let database, let first = record.declaredTags[.mimeType]?.first else { return nil }
        return database.canonicalMIMEType(for: TypeIdentifierSyntax.mimeLookupKey(first))
    }

    /// Whether `record` is `target` or conforms to it, directly or indirectly.
    func conforms(_ record: TypeRecord, to target: TypeRecord) -> Bool {
        if quicklyConforms(record, to: target) || record.key == target.key { return true }
        guard record.hasUnresolvedParents else { return false }
        return supertypeIdentifiers(of: record).contains { TypeIdentifierSyntax.lowercased($0) == target.key }
    }

    /// Whether `record` is `target` or has it among its known ancestors: the usual answer,
    /// without calls.
    @inline(__always)
    func quicklyConforms(_ record: TypeRecord, to target: TypeRecord) -> Bool {
        record === target || record.hasAncestor(target.ordinal)
    }

    /// Every identifier `record` conforms to, directly or indirectly, excluding itself.
    func supertypeIdentifiers(of record: TypeRecord) -> [String] {
        var visited: Set<String> = [record.key]
        var result: [String] = []
        var pending = Array(record.conformsTo.reversed())
        while let identifier = pending.popLast() {
            let key = TypeIdentifierSyntax.lowercased(identifier)
            guard visited.insert(key).inserted else { continue }
            let parent = self.record(forIdentifier: key) ?? DynamicTypeIdentifier.decode(key).map(UTType.dynamicRecord)
            result.append(parent?.identifier ?? identifier)
            if let parent { pending.append(contentsOf: parent.conformsTo.reversed()) }
        }
        return result
    }

    private func unique(_ records: [TypeRecord]) -> [TypeRecord] {
        var result: [TypeRecord] = []
        for record in records where !result.contains(where: { $0 === record }) { result.append(record) }
        return result
    }
}

private extension Array where Element == TypeRecord {
    mutating func appendIfAbsent(_ record: TypeRecord) {
        if !contains(where: { $0 === record }) { append(record) }
    }
}
