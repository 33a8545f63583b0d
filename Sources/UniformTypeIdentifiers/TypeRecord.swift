// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// Everything the registry knows about one type. Immutable (but for a memo of its merged
/// tags) and shared by every `UTType` value of that type, so copying a `UTType` costs a
/// reference count.
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
    /// The tags the declaration itself gives.
    let declaredTags: [UTTagClass: [String]]
    let declaredDescription: String?
    let referenceURL: URL?
    let version: Int?
    /// The canonical MIME type whose database comment describes this type, when the
    /// description comes from shared-mime-info (read lazily: it lives in a file a type).
    let mimeTypeForComment: String?
    /// A number unique to this record in the process, so conformance is a set lookup.
    let ordinal: Int
    /// The ordinals of every type this one conforms to, directly or not (not itself), in
    /// increasing order. A handful at most, so a scan beats hashing.
    let ancestors: [Int]
    /// Whether some parent was not known when the record was made (an app type
    /// conforming to a desktop type, say): conformance then also walks identifiers.
    let hasUnresolvedParents: Bool
    /// The declared tags merged with the desktop database's, computed on first use.
    let mergedTags = Mutex<[UTTagClass: [String]]?>(nil)

    private static let nextOrdinal = Atomic<Int>(0)

    init(
        identifier: String,
        kind: Kind,
        conformsTo: [String],
        parents: [TypeRecord],
        tags: [UTTagClass: [String]],
        declaredDescription: String? = nil,
        referenceURL: URL? = nil,
        version: Int? = nil,
        mimeTypeForComment: String? = nil
    ) {
        self.identifier = identifier
        self.key = TypeIdentifierSyntax.lowercased(identifier)
        self.kind = kind
        self.conformsTo = conformsTo
        self.declaredTags = tags
        self.declaredDescription = declaredDescription
        self.referenceURL = referenceURL
        self.version = version
        self.mimeTypeForComment = mimeTypeForComment
        self.ordinal = Self.nextOrdinal.wrappingAdd(1, ordering: .relaxed).oldValue
        var ancestors: Set<Int> = []
        for parent in parents {
            ancestors.insert(parent.ordinal)
            ancestors.formUnion(parent.ancestors)
        }
        self.ancestors = ancestors.sorted()
        self.hasUnresolvedParents = parents.count < conformsTo.count || parents.contains { $0.hasUnresolvedParents }
    }

    /// Whether the record with ordinal `ordinal` is among this one's ancestors.
    @inline(__always)
    func hasAncestor(_ ordinal: Int) -> Bool {
        ancestors.withUnsafeBufferPointer { ordinals in
            var low = 0
            var high = ordinals.count
            while low < high {
                let middle = (low &+ high) &>> 1
                if ordinals[middle] < ordinal { low = middle &+ 1 } else { high = middle }
            }
            return low < ordinals.count && ordinals[low] == ordinal
        }
    }

    convenience init(declaration: TypeDeclaration, parents: [TypeRecord]) {
        self.init(
            identifier: declaration.identifier,
            kind: .declared(declaration.origin),
            conformsTo: declaration.conformsTo,
            parents: parents,
            tags: declaration.tags,
            declaredDescription: declaration.description,
            referenceURL: declaration.referenceURL,
            version: declaration.version
        )
    }
}
