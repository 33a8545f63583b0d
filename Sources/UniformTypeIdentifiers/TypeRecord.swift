import Foundation

/// Everything the registry knows about one type. Immutable and shared by every
/// `UTType` value of that type, so copying a `UTType` costs a reference count.
final class TypeRecord: Sendable {
    enum Kind: Sendable, Equatable {
        /// Declared by one of the registry's sources.
        case declared(TypeDeclaration.Origin)
        /// Made up for an unknown tag; its identifier encodes the tag.
        case dynamic
        /// An identifier with no declaration (`UTType(exportedAs:)` of an undeclared
        /// identifier, or a decoded identifier this machine does not know).
        case undeclared
    }

    /// The identifier as declared.
    let identifier: String
    /// The identifier folded for comparison: identifiers are case-insensitive.
    let key: String
    let kind: Kind
    /// Direct parents, as identifiers.
    let conformsTo: [String]
    let tags: [UTTagClass: [String]]
    let declaredDescription: String?
    let referenceURL: URL?
    let version: Int?
    /// The canonical MIME type whose database comment describes this type, when the
    /// description comes from shared-mime-info (read lazily: it lives in a file a type).
    let mimeTypeForComment: String?

    init(
        identifier: String,
        kind: Kind,
        conformsTo: [String],
        tags: [UTTagClass: [String]],
        declaredDescription: String? = nil,
        referenceURL: URL? = nil,
        version: Int? = nil,
        mimeTypeForComment: String? = nil
    ) {
        self.identifier = identifier
        self.key = identifier.lowercased()
        self.kind = kind
        self.conformsTo = conformsTo
        self.tags = tags
        self.declaredDescription = declaredDescription
        self.referenceURL = referenceURL
        self.version = version
        self.mimeTypeForComment = mimeTypeForComment
    }

    convenience init(declaration: TypeDeclaration, mimeTypeForComment: String? = nil) {
        self.init(
            identifier: declaration.identifier,
            kind: .declared(declaration.origin),
            conformsTo: declaration.conformsTo,
            tags: declaration.tags,
            declaredDescription: declaration.description,
            referenceURL: declaration.referenceURL,
            version: declaration.version,
            mimeTypeForComment: mimeTypeForComment
        )
    }
}
