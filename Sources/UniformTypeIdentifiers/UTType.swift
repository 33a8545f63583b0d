// SPDX-License-Identifier: Apache-2.0
internal import FerryLogging
import Foundation
import Synchronization

/// A type in a type hierarchy: a file format, a pasteboard flavour or an abstract
/// category such as `public.image`, identified by a uniform type identifier.
///
/// This is Ferry's Linux counterpart of Apple's `UTType`, with Apple's names, labels,
/// defaults and semantics. Types come from Apple's system declarations, the app's own
/// declarations (an Info.plist's `UTExportedTypeDeclarations` and
/// `UTImportedTypeDeclarations`) and the desktop's shared-mime-info database.
///
/// Two types are equal when their identifiers are equal, ignoring case.
public struct UTType: Sendable {
    let record: TypeRecord

    init(record: TypeRecord) {
        self.record = record
    }

    /// A system constant. The identifier is in `SystemTypes`, so the lookup cannot fail.
    init(systemIdentifier: String) {
        guard let record = TypeRegistry.shared.record(forIdentifier: systemIdentifier) else {
            preconditionFailure("\(systemIdentifier) is missing from SystemTypes")
        }
        self.record = record
    }

    static var registry: TypeRegistry { TypeRegistry.shared }

    // MARK: Creating types

    /// Creates a type from a type identifier.
    ///
    /// Returns `nil` when the identifier is not well formed or no type with that
    /// identifier is known. Dynamic identifiers made by Ferry (`dyn.ah…`) give back the
    /// dynamic type they stand for.
    public init?(_ identifier: String) {
        guard TypeIdentifierSyntax.isValidIdentifier(identifier) else { return nil }
        if let record = Self.registry.record(forIdentifier: identifier) {
            self.record = record
        } else if let payload = DynamicTypeIdentifier.decode(identifier) {
            self.record = Self.dynamicRecord(payload)
        } else {
            return nil
        }
    }

    /// Creates a type from an identifier, optionally keeping an identifier no
    /// declaration knows.
    ///
    /// With `allowUndeclared`, an unknown but well-formed identifier gives a type that is
    /// neither declared nor dynamic and conforms to nothing but itself. Returns `nil`
    /// when the identifier is not well formed.
    public init?(identifier: String, allowUndeclared: Bool) {
        if let known = UTType(identifier) {
            self = known
        } else if allowUndeclared, TypeIdentifierSyntax.isValidIdentifier(identifier) {
            self.record = TypeRecord(identifier: identifier, kind: .undeclared, conformsTo: [], parents: [], tags: [:])
        } else {
            return nil
        }
    }

    /// Creates a type from a filename extension.
    ///
    /// Equivalent to `UTType(tag: filenameExtension, tagClass: .filenameExtension,
    /// conformingTo: supertype)`: a declared type when one carries the extension and
    /// conforms to `supertype`, otherwise a dynamic type; `nil` when the extension is not
    /// valid (empty, contains `/` or a control character, or is absurdly long).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        switch Self.registry.fastRecord(filenameExtension: filenameExtension, conformingTo: supertype.record) {
        case .found(let record): self.init(record: record)
        case .invalid: return nil
        case .unanswered: self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
        }
    }

    /// Creates a type from a MIME type.
    ///
    /// Equivalent to `UTType(tag: mimeType, tagClass: .mimeType, conformingTo:
    /// supertype)`. MIME aliases known to the desktop database resolve to their type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        switch Self.registry.fastRecord(mimeType: mimeType, conformingTo: supertype.record) {
        case .found(let record): self.init(record: record)
        case .invalid: return nil
        case .unanswered: self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
        }
    }

    /// Creates a type from a tag of a given class.
    ///
    /// - Returns: The preferred declared type carrying the tag and conforming to
    ///   `supertype` (any type when `supertype` is `nil`); a dynamic type when none does
    ///   but the input is valid; `nil` when the tag is not valid for its class.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let key = TypeIdentifierSyntax.lookupKey(forTag: tag, tagClass: tagClass) else { return nil }
        if let found = Self.registry.firstRecord(key: key, tag: tag, tagClass: tagClass, conformingTo: supertype?.record) {
            self.record = found
        } else {
            self.record = Self.dynamicRecord(tag: tag, tagClass: tagClass, supertype: supertype)
        }
    }

    /// All types carrying a tag and conforming to a supertype, preferred first.
    ///
    /// Returns the declared types in precedence order; when none matches but the input is
    /// valid, a one-element array with a dynamic type; for invalid input, an empty array.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard let key = TypeIdentifierSyntax.lookupKey(forTag: tag, tagClass: tagClass) else { return [] }
        let registry = Self.registry
        let matches = registry.records(key: key, tag: tag, tagClass: tagClass)
            .filter { record in supertype.map { registry.conforms(record, to: $0.record) } ?? true }
            .map(UTType.init(record:))
        if !matches.isEmpty { return matches }
        return [UTType(record: dynamicRecord(tag: tag, tagClass: tagClass, supertype: supertype))]
    }

    /// Gets the type the app exports with this identifier.
    ///
    /// When the app's declarations export (or import) the identifier, that declaration is
    /// returned. Otherwise the result is still usable (its identifier is `identifier`
    /// and it conforms to `parentType`, or to `.data` when `parentType` is `nil`) but
    /// `isDeclared` is `false`, and Ferry prints one warning for that identifier, the
    /// counterpart of the console message Apple's platforms log.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.appType(identifier, conformingTo: parentType, role: "exported")
    }

    /// Gets a type the app uses but does not own.
    ///
    /// As on Apple platforms, when the declared type has a preferred filename extension
    /// and another type is the preferred type for that extension, the other type is
    /// returned. An undeclared identifier behaves as with ``init(exportedAs:conformingTo:)``.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        var type = Self.appType(identifier, conformingTo: parentType, role: "imported")
        if type.isDeclared, let ext = type.preferredFilenameExtension,
           let preferred = Self.registry.firstRecord(key: TypeIdentifierSyntax.lowercased(ext), tag: ext, tagClass: .filenameExtension, conformingTo: nil),
           preferred !== type.record {
            type = UTType(record: preferred)
        }
        self = type
    }

    /// Where this module reports what an app's author should fix: GLib's structured log
    /// (the journal), each diagnostic once.
    static let diagnostics = Logger(domain: "UniformTypeIdentifiers")

    /// The key under which the warning about an undeclared `identifier` is logged once.
    static func undeclaredWarningKey(for identifier: String) -> String {
        "undeclared:" + identifier.lowercased()
    }

    private static func appType(_ identifier: String, conformingTo parentType: UTType?, role: String) -> UTType {
        if let record = registry.record(forIdentifier: identifier) {
            return UTType(record: record)
        }
        diagnostics.warning(
            "type \"\(identifier)\" was used as \(role) but the app declares no such type; "
                + "add it to UTExportedTypeDeclarations or UTImportedTypeDeclarations in the app's Info.plist.",
            once: undeclaredWarningKey(for: identifier))
        let parent = parentType ?? UTType.data
        return UTType(record: TypeRecord(identifier: identifier, kind: .undeclared, conformsTo: [parent.identifier], parents: [parent.record], tags: [:]))
    }

    static func dynamicRecord(tag: String, tagClass: UTTagClass, supertype: UTType?) -> TypeRecord {
        let parent = supertype ?? UTType.data
        let payload = DynamicTypeIdentifier.Payload(tagClass: tagClass, tag: tag, supertype: parent.identifier)
        return TypeRecord(
            identifier: DynamicTypeIdentifier.encode(payload),
            kind: .dynamic,
            conformsTo: [parent.identifier],
            parents: [parent.record],
            tags: [tagClass: [tag]]
        )
    }

    static func dynamicRecord(_ payload: DynamicTypeIdentifier.Payload) -> TypeRecord {
        let parent = registry.record(forIdentifier: payload.supertype)
        return TypeRecord(
            identifier: DynamicTypeIdentifier.encode(payload),
            kind: .dynamic,
            conformsTo: [payload.supertype],
            parents: parent.map { [$0] } ?? [],
            tags: [payload.tagClass: [payload.tag]]
        )
    }

    // MARK: Properties

    /// The type's identifier, such as `"public.png"`.
    public var identifier: String { record.identifier }

    /// The first filename extension of the type, if it has any.
    public var preferredFilenameExtension: String? {
        record.declaredTags[.filenameExtension]?.first ?? tags[.filenameExtension]?.first
    }

    /// The first MIME type of the type, if it has any.
    public var preferredMIMEType: String? {
        record.declaredTags[.mimeType]?.first ?? tags[.mimeType]?.first
    }

    /// The type's tags by class, preferred first within each class.
    public var tags: [UTTagClass: [String]] { Self.registry.tags(of: record) }

    /// A human-readable description of the type.
    ///
    /// The declaration's description, or the desktop database's comment in the user's
    /// language (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`); if the type has none, the
    /// first description among its supertypes. Dynamic types never have one.
    public var localizedDescription: String? {
        if record.kind == .dynamic { return nil }
        if let own = Self.ownDescription(of: record) { return own }
        for identifier in Self.registry.supertypeIdentifiers(of: record) {
            if let parent = Self.registry.record(forIdentifier: identifier), let text = Self.ownDescription(of: parent) {
                return text
            }
        }
        return nil
    }

    private static func ownDescription(of record: TypeRecord) -> String? {
        if let text = record.declaredDescription { return text }
        if let mime = registry.commentSource(of: record), let database = registry.database {
            return database.mimeComment(for: mime, language: UserLanguage.current)
        }
        return nil
    }

    /// The type's version, when its declaration gives one (`UTTypeVersion`).
    public var version: Int? { record.version }

    /// A document describing the type (`UTTypeReferenceURL`), when declared. Not checked.
    public var referenceURL: URL? { record.referenceURL }

    /// Whether the type was made up for a tag no declaration claims.
    public var isDynamic: Bool { record.kind == .dynamic }

    /// Whether a declaration (system, app or desktop database) defines the type.
    public var isDeclared: Bool {
        if case .declared = record.kind { return true }
        return false
    }

    /// Whether the identifier is in the public domain (starts with `public.`).
    public var isPublic: Bool { record.key.hasPrefix("public.") }

    // MARK: Conformance

    /// Whether this type is `type` or conforms to it, directly or indirectly.
    public func conforms(to type: UTType) -> Bool {
        Self.registry.conforms(record, to: type.record)
    }

    /// Whether `type` conforms to this type and is not equal to it.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not equal to it.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    /// Every type this type conforms to, directly or indirectly, not including itself.
    public var supertypes: Set<UTType> {
        Set(Self.registry.supertypeIdentifiers(of: record).map { identifier in
            UTType(identifier) ?? UTType(record: TypeRecord(identifier: identifier, kind: .undeclared, conformsTo: [], parents: [], tags: [:]))
        })
    }
}

extension UTType: Hashable {
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.record === rhs.record || lhs.record.key == rhs.record.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(record.key)
    }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier, as Apple's `UTType` describes itself.
    public var description: String { identifier }

    public var debugDescription: String {
        let kind = switch record.kind {
        case .declared(let origin): "declared (\(origin))"
        case .dynamic: "dynamic"
        case .undeclared: "undeclared"
        }
        return "UTType(\(identifier), \(kind))"
    }
}

extension UTType: Codable {
    /// Decodes a type from its identifier. An identifier this machine does not declare
    /// still decodes, as an undeclared type with that identifier, so a value written by
    /// another app survives a round trip; a malformed identifier is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier: identifier, allowUndeclared: true) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(identifier.prefix(80))\" is not a uniform type identifier"
            )
        }
        self = type
    }

    /// Encodes the type as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
