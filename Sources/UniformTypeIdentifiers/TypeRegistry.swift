import Foundation

/// The one table of types Ferry answers every `UTType` question from: Apple's system
/// types, the app's declarations and the desktop's MIME database, merged once into
/// immutable dictionaries, so any thread may read it without locks.
///
/// Precedence, documented because two sources can claim the same thing:
/// - an identifier declared twice keeps the first of system, exported, imported,
///   shared-mime-info;
/// - a tag (extension or MIME type) claimed by several types resolves to the first of
///   exported, system, imported, shared-mime-info: the app's own exported types win for
///   their tags, as an app's exported declaration does on Apple platforms.
/// - A MIME type of the desktop database that a declared type already lists (by its
///   canonical name or an alias) is that type: `video/mp4` is `public.mpeg-4`. Its
///   database names and `*.ext` globs are appended to that type's tags. Other MIME types
///   become types named `org.freedesktop.mime.<media>.<subtype>` (see
///   ``TypeRegistry/identifier(forUnmappedMIMEType:)``).
final class TypeRegistry: Sendable {
    let recordsByKey: [String: TypeRecord]
    let recordsByExtension: [String: [TypeRecord]]
    let recordsByMIMEType: [String: [TypeRecord]]
    let database: (any DesktopMIMEDatabase)?

    /// The registry of this process, built on first use from the system table, the app's
    /// declarations (see ``AppTypeDeclarations``) and the desktop database.
    static let shared: TypeRegistry = TypeRegistry.loadShared()

    init(declarations: [TypeDeclaration], database: (any DesktopMIMEDatabase)?) {
        self.database = database
        var byKey: [String: TypeDeclaration] = [:]
        var ordered: [String] = []
        for declaration in declarations.sorted(by: { $0.origin < $1.origin }) {
            let key = declaration.identifier.lowercased()
            guard byKey[key] == nil else { continue }
            byKey[key] = declaration
            ordered.append(key)
        }

        var commentSource: [String: String] = [:]
        if let database {
            // Which declared type each MIME name already belongs to.
            var declaredOwner: [String: String] = [:]
            for origin in [TypeDeclaration.Origin.exported, .system, .imported] {
                for key in ordered where byKey[key]!.origin == origin {
                    for mime in byKey[key]!.mimeTypes {
                        let lookup = TypeIdentifierSyntax.mimeLookupKey(mime)
                        if declaredOwner[lookup] == nil { declaredOwner[lookup] = key }
                    }
                }
            }
            let mimeTypes = database.allMIMETypes
            var identifierOfMIME: [String: String] = [:]
            identifierOfMIME.reserveCapacity(mimeTypes.count)
            var aliasesOfMIME: [String: [String]] = [:]
            for mime in mimeTypes {
                let aliases = database.mimeAliases(of: mime)
                aliasesOfMIME[mime] = aliases
                let owner = ([mime] + aliases).lazy.compactMap { declaredOwner[$0.lowercased()] }.first
                identifierOfMIME[mime] = owner ?? Self.identifier(forUnmappedMIMEType: mime)
            }
            for mime in mimeTypes {
                let key = identifierOfMIME[mime]!.lowercased()
                let names = [mime] + (aliasesOfMIME[mime] ?? [])
                let extensions = database.filenameExtensions(of: mime)
                if var existing = byKey[key] {
                    // A declared type: keep its own tags first, add the database's.
                    let knownMIME = Set(existing.mimeTypes.map { TypeIdentifierSyntax.mimeLookupKey($0) })
                    existing.mimeTypes += names.filter { !knownMIME.contains($0.lowercased()) }
                    let knownExtensions = Set(existing.filenameExtensions.map { $0.lowercased() })
                    existing.filenameExtensions += extensions.filter { !knownExtensions.contains($0.lowercased()) }
                    if existing.description == nil { commentSource[key] = mime }
                    byKey[key] = existing
                } else {
                    var parents = database.mimeParents(of: mime).compactMap { parent -> String? in
                        let canonical = database.canonicalMIMEType(for: parent) ?? parent
                        return identifierOfMIME[canonical] ?? Self.systemParent(forMIMEType: canonical)
                    }
                    if let media = Self.mediaParent(forMIMEType: mime), !parents.contains(media) {
                        parents.append(media)
                    }
                    if parents.isEmpty { parents = ["public.data"] }
                    byKey[key] = TypeDeclaration(
                        identifier: identifierOfMIME[mime]!,
                        conformsTo: parents,
                        filenameExtensions: extensions,
                        mimeTypes: names,
                        origin: .sharedMIMEInfo
                    )
                    ordered.append(key)
                    commentSource[key] = mime
                }
            }
        }

        var records: [String: TypeRecord] = [:]
        records.reserveCapacity(byKey.count)
        for key in ordered {
            records[key] = TypeRecord(declaration: byKey[key]!, mimeTypeForComment: commentSource[key])
        }
        var byExtension: [String: [TypeRecord]] = [:]
        var byMIME: [String: [TypeRecord]] = [:]
        for origin in [TypeDeclaration.Origin.exported, .system, .imported, .sharedMIMEInfo] {
            for key in ordered {
                let declaration = byKey[key]!
                guard declaration.origin == origin, let record = records[key] else { continue }
                for tag in declaration.filenameExtensions {
                    byExtension[tag.lowercased(), default: []].appendIfAbsent(record)
                }
                for tag in declaration.mimeTypes {
                    byMIME[TypeIdentifierSyntax.mimeLookupKey(tag), default: []].appendIfAbsent(record)
                }
            }
        }
        recordsByKey = records
        recordsByExtension = byExtension
        recordsByMIMEType = byMIME
    }

    /// The identifier Ferry gives a MIME type that no declared type claims:
    /// `org.freedesktop.mime.` + the media type + `.` + the subtype, where every character
    /// that an identifier cannot hold (anything but ASCII letters, digits, `-` and `.`) is
    /// written as `-x` + its code point in hex + `-`. `application/vnd.ms-excel` becomes
    /// `org.freedesktop.mime.application.vnd.ms-excel`, `image/svg+xml-compressed`
    /// becomes `org.freedesktop.mime.image.svg-x2b-xml-compressed`.
    static func identifier(forUnmappedMIMEType mimeType: String) -> String {
        var result = "org.freedesktop.mime."
        for scalar in mimeType.lowercased().unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "-", ".": result.unicodeScalars.append(scalar)
            case "/": result += "."
            default: result += "-x" + String(scalar.value, radix: 16) + "-"
            }
        }
        return result
    }

    /// Parents the database names that no database type stands for.
    private static func systemParent(forMIMEType mimeType: String) -> String? {
        switch mimeType {
        case "application/octet-stream": "public.data"
        case "text/plain": "public.plain-text"
        case "inode/directory": "public.folder"
        default: nil
        }
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

    // MARK: Lookup

    func record(forIdentifier identifier: String) -> TypeRecord? {
        recordsByKey[identifier.lowercased()]
    }

    /// Declared types carrying `tag`, in precedence order.
    func declaredRecords(tag: String, tagClass: UTTagClass) -> [TypeRecord] {
        switch tagClass {
        case .filenameExtension:
            return recordsByExtension[tag.lowercased()] ?? []
        case .mimeType:
            let key = TypeIdentifierSyntax.mimeLookupKey(tag)
            if let found = recordsByMIMEType[key] { return found }
            if let database, let canonical = database.canonicalMIMEType(for: key), canonical != key {
                return recordsByMIMEType[canonical] ?? []
            }
            return []
        default:
            return []
        }
    }

    /// Whether the type with key `key` conforms to the type with key `target`, directly
    /// or through its parents (reflexive).
    func conforms(_ record: TypeRecord, to targetKey: String) -> Bool {
        if record.key == targetKey { return true }
        var visited: Set<String> = [record.key]
        var pending = record.conformsTo.map { $0.lowercased() }
        while let key = pending.popLast() {
            if key == targetKey { return true }
            guard visited.insert(key).inserted else { continue }
            if let parent = recordsByKey[key] {
                pending.append(contentsOf: parent.conformsTo.map { $0.lowercased() })
            } else if let dynamic = DynamicTypeIdentifier.decode(key) {
                pending.append(dynamic.supertype.lowercased())
            }
        }
        return false
    }

    /// Every identifier `record` conforms to, directly or indirectly, excluding itself.
    func supertypeIdentifiers(of record: TypeRecord) -> [String] {
        var visited: Set<String> = [record.key]
        var result: [String] = []
        var pending = Array(record.conformsTo.reversed())
        while let identifier = pending.popLast() {
            guard visited.insert(identifier.lowercased()).inserted else { continue }
            result.append(recordsByKey[identifier.lowercased()]?.identifier ?? identifier)
            if let parent = recordsByKey[identifier.lowercased()] {
                pending.append(contentsOf: parent.conformsTo.reversed())
            }
        }
        return result
    }
}

private extension Array where Element == TypeRecord {
    mutating func appendIfAbsent(_ record: TypeRecord) {
        if !contains(where: { $0 === record }) { append(record) }
    }
}
