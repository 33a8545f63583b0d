// SPDX-License-Identifier: Apache-2.0
/// A transferable type's resolved representations, made once and cached (see
/// ``ResolvedRepresentationCache``), with the few fields each transfer reads laid out
/// apart: choosing a representation then reads small routes in place instead of copying
/// whole entries, whose many closures would each be retained and released.
@usableFromInline
final class ResolvedRepresentations<Item: Transferable>: Sendable {
    /// What exporting through one representation needs.
    @usableFromInline
    struct ExportRoute: Sendable {
        @usableFromInline let contentType: UTType
        @usableFromInline let visibility: TransferRepresentationVisibility
        @usableFromInline let exporter: ResolvedRepresentation<Item>.Exporter
        /// Empty for most representations.
        @usableFromInline let conditions: [@Sendable (Item) -> Bool]

        /// Whether the exported content type is, or conforms to, `requested`.
        @inlinable
        func exports(conformingTo requested: UTType?) -> Bool {
            guard let requested else { return true }
            return contentType == requested || contentType.conforms(to: requested)
        }
    }

    /// What importing through one representation needs.
    @usableFromInline
    struct ImportRoute: Sendable {
        @usableFromInline let contentType: UTType
        @usableFromInline let importer: ResolvedRepresentation<Item>.Importer
        /// The representation's position in ``all``.
        @usableFromInline let index: Int

        /// Whether this representation imports content of type `offered`.
        @inlinable
        func imports(_ offered: UTType) -> Bool {
            offered == contentType || offered.conforms(to: contentType)
        }
    }

    /// Every representation, in declaration (preference) order.
    @usableFromInline let all: [ResolvedRepresentation<Item>]
    /// The representations that export, in order.
    @usableFromInline let exportRoutes: [ExportRoute]
    /// The representations that import, in order.
    @usableFromInline let importRoutes: [ImportRoute]

    init(_ all: [ResolvedRepresentation<Item>]) {
        self.all = all
        exportRoutes = all.compactMap { entry in
            guard let exporter = entry.exporter, let type = entry.exportedContentType else { return nil }
            return ExportRoute(contentType: type, visibility: entry.visibility, exporter: exporter, conditions: entry.exportingConditions)
        }
        importRoutes = all.indices.compactMap { index in
            guard let importer = all[index].importer, let type = all[index].importedContentType else { return nil }
            return ImportRoute(contentType: type, importer: importer, index: index)
        }
    }
}
