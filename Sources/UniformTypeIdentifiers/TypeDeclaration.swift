// SPDX-License-Identifier: Apache-2.0
import Foundation

/// One type declaration: what an `UTExportedTypeDeclarations` or
/// `UTImportedTypeDeclarations` entry of an Info.plist says about a type.
///
/// Ferry builds its registry from three kinds of declarations: Apple's system types,
/// the app's own declarations and the desktop's shared-mime-info database.
public struct TypeDeclaration: Hashable, Sendable {
    /// Where a declaration comes from. Earlier cases win when two sources declare the
    /// same identifier.
    public enum Origin: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// One of Apple's system-declared types.
        case system
        /// An `UTExportedTypeDeclarations` entry of the app: a type the app owns.
        case exported
        /// An `UTImportedTypeDeclarations` entry of the app: a type the app uses.
        case imported
        /// A MIME type of the desktop's shared-mime-info database.
        case sharedMIMEInfo

        public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .system: "system"
            case .exported: "exported"
            case .imported: "imported"
            case .sharedMIMEInfo: "shared-mime-info"
            }
        }
    }

    /// The type identifier, such as `"com.example.profile"`.
    public var identifier: String
    /// The identifiers of the types this type conforms to directly, in declaration order.
    public var conformsTo: [String]
    /// Filename extensions, preferred first, without the leading period.
    public var filenameExtensions: [String]
    /// MIME types, preferred first.
    public var mimeTypes: [String]
    /// A human-readable description (`UTTypeDescription`).
    public var description: String?
    /// A document that describes the type (`UTTypeReferenceURL`).
    public var referenceURL: URL?
    /// The declaration's version (`UTTypeVersion`), when it has one.
    public var version: Int?
    /// Where the declaration comes from.
    public var origin: Origin

    /// Creates a declaration.
    public init(
        identifier: String,
        conformsTo: [String] = [],
        filenameExtensions: [String] = [],
        mimeTypes: [String] = [],
        description: String? = nil,
        referenceURL: URL? = nil,
        version: Int? = nil,
        origin: Origin
    ) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
        self.description = description
        self.referenceURL = referenceURL
        self.version = version
        self.origin = origin
    }

    /// The declaration's tags by class, as `UTType.tags` reports them.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !filenameExtensions.isEmpty { tags[.filenameExtension] = filenameExtensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }
}
