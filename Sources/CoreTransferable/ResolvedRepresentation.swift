// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// One representation, resolved to what the engine needs: content types, how to export
/// and import, and the modifiers that apply. Built once per type and cached.
///
/// `@usableFromInline` so the engine's per-transfer paths can be inlined into, and
/// specialised for, each concrete transferable type: unspecialised generic code looks up
/// the metadata of `ResolvedRepresentation<Item>` and its closure types on every call,
/// which cost more than the engine's own work.
@usableFromInline
struct ResolvedRepresentation<Item: Transferable>: Sendable {
    @usableFromInline
    enum Exporter: Sendable {
        /// Bytes made synchronously (`CodableRepresentation`): no async frame per export.
        case encode(@Sendable (Item) throws -> Data)
        case data(@Sendable (Item) async throws -> Data)
        case file(@Sendable (Item) async throws -> SentTransferredFile)
    }

    @usableFromInline
    enum Importer: Sendable {
        /// A value made synchronously from bytes (`CodableRepresentation`).
        case decode(@Sendable (Data) throws -> Item)
        case data(@Sendable (Data) async throws -> Item)
        case file(@Sendable (ReceivedTransferredFile) async throws -> Item)
    }

    /// The content type offered to receivers, when this representation exports.
    @usableFromInline var exportedContentType: UTType?
    /// The content type accepted from senders, when this representation imports.
    @usableFromInline var importedContentType: UTType?
    @usableFromInline var exporter: Exporter?
    @usableFromInline var importer: Importer?
    /// Who may see this representation in transit.
    @usableFromInline var visibility: TransferRepresentationVisibility = .all
    /// Conditions that must all hold for a value to be exported this way.
    @usableFromInline var exportingConditions: [@Sendable (Item) -> Bool] = []
    /// The file name a receiver should use when it writes the value to disk.
    @usableFromInline var suggestedFileName: (@Sendable (Item) -> String?)?
    /// For file representations: the sender lets receivers open the original in place.
    @usableFromInline var allowsOpenInPlace = false
    /// For file representations: the receiver would like to open the original in place.
    @usableFromInline var attemptsOpenInPlace = false
    /// For `CodableRepresentation`: its coder's call without the error mapping `importer`
    /// applies, so a loop over many items calls the coder directly and maps only the
    /// failures (see ``SynchronousImporter``).
    @usableFromInline var rawDecoder: RawDecoder?

    /// A coder's decoding call and the mapping of its errors, kept apart.
    @usableFromInline
    struct RawDecoder: @unchecked Sendable {
        /// The coder's call (a `CodableCoders` closure: the configured coder is only read,
        /// which is why this may cross threads, as `CodableCoders` does).
        @usableFromInline let decode: (Data) throws -> Item
        /// What `importer` throws in place of an error `decode` threw.
        @usableFromInline let mapError: @Sendable (any Error) -> any Error
    }

    @usableFromInline
    init() {}

    /// Whether `value` may be exported through this representation to `audience`.
    @inlinable
    func canExport(_ value: Item, to audience: TransferRepresentationVisibility) -> Bool {
        exporter != nil && visibility.isVisible(to: audience) && exportingConditions.allSatisfy { $0(value) }
    }

    /// Whether the exported content type is, or conforms to, `requested`.
    @inlinable
    func exports(conformingTo requested: UTType?) -> Bool {
        guard let exportedContentType else { return false }
        return requested.map(exportedContentType.conforms(to:)) ?? true
    }

    /// Whether this representation imports content of type `offered`.
    @inlinable
    func imports(_ offered: UTType) -> Bool {
        guard importer != nil, let importedContentType else { return false }
        return offered.conforms(to: importedContentType)
    }

    /// A copy with every closure applied to `Proxy` values reached from `Item` values, so
    /// a proxy's representations become the item's own.
    func mapped<Outer: Transferable>(
        export toProxy: (@Sendable (Outer) async throws -> Item)?,
        exportNow: (@Sendable (Outer) throws -> Item)?,
        import fromProxy: (@Sendable (Item) async throws -> Outer)?
    ) -> ResolvedRepresentation<Outer> {
        var result = ResolvedRepresentation<Outer>()
        result.visibility = visibility
        result.allowsOpenInPlace = allowsOpenInPlace
        result.attemptsOpenInPlace = attemptsOpenInPlace
        if let toProxy, let exporter {
            result.exportedContentType = exportedContentType
            switch (exporter, exportNow) {
            case (.encode(let export), let exportNow?): result.exporter = .encode { try export(exportNow($0)) }
            case (.encode(let export), nil): result.exporter = .data { try export(await toProxy($0)) }
            case (.data(let export), _): result.exporter = .data { try await export(toProxy($0)) }
            case (.file(let export), _): result.exporter = .file { try await export(toProxy($0)) }
            }
            let conditions = exportingConditions
            if !conditions.isEmpty {
                // Conditions judge the proxy value. With a synchronous proxy they are judged
                // when exports are listed; with an asynchronous one, when the export runs.
                if let exportNow {
                    result.exportingConditions = [{ outer in
                        guard let proxy = try? exportNow(outer) else { return true }
                        return conditions.allSatisfy { $0(proxy) }
                    }]
                } else {
                    let type = Outer.self
                    let contentType = exportedContentType
                    switch result.exporter {
                    case .encode(let export)?:
                        // Not made without a synchronous proxy (see above); kept correct anyway.
                        result.exporter = .data { outer in
                            let proxy = try await toProxy(outer)
                            guard conditions.allSatisfy({ $0(proxy) }) else {
                                throw TransferError.exportingConditionFalse(type: "\(type)", contentType: contentType?.identifier ?? "?")
                            }
                            return try export(outer)
                        }
                    case .data(let export)?:
                        result.exporter = .data { outer in
                            let proxy = try await toProxy(outer)
                            guard conditions.allSatisfy({ $0(proxy) }) else {
                                throw TransferError.exportingConditionFalse(type: "\(type)", contentType: contentType?.identifier ?? "?")
                            }
                            return try await export(outer)
                        }
                    case .file(let export)?:
                        result.exporter = .file { outer in
                            let proxy = try await toProxy(outer)
                            guard conditions.allSatisfy({ $0(proxy) }) else {
                                throw TransferError.exportingConditionFalse(type: "\(type)", contentType: contentType?.identifier ?? "?")
                            }
                            return try await export(outer)
                        }
                    case nil: break
                    }
                }
            }
            if let name = suggestedFileName {
                if let exportNow {
                    result.suggestedFileName = { outer in (try? exportNow(outer)).flatMap(name) }
                }
            }
        }
        if let fromProxy, let importer {
            result.importedContentType = importedContentType
            switch importer {
            case .decode(let load): result.importer = .data { try await fromProxy(load($0)) }
            case .data(let load): result.importer = .data { try await fromProxy(load($0)) }
            case .file(let load): result.importer = .file { try await fromProxy(load($0)) }
            }
        }
        return result
    }
}
