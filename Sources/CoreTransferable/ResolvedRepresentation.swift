import Foundation
import Synchronization

/// One representation, resolved to what the engine needs: content types, how to export
/// and import, and the modifiers that apply. Built once per type and cached.
struct ResolvedRepresentation<Item: Transferable>: Sendable {
    enum Exporter: Sendable {
        case data(@Sendable (Item) async throws -> Data)
        case file(@Sendable (Item) async throws -> SentTransferredFile)
    }

    enum Importer: Sendable {
        case data(@Sendable (Data) async throws -> Item)
        case file(@Sendable (ReceivedTransferredFile) async throws -> Item)
    }

    /// The content type offered to receivers, when this representation exports.
    var exportedContentType: UTType?
    /// The content type accepted from senders, when this representation imports.
    var importedContentType: UTType?
    var exporter: Exporter?
    var importer: Importer?
    /// Who may see this representation in transit.
    var visibility: TransferRepresentationVisibility = .all
    /// Conditions that must all hold for a value to be exported this way.
    var exportingConditions: [@Sendable (Item) -> Bool] = []
    /// The file name a receiver should use when it writes the value to disk.
    var suggestedFileName: (@Sendable (Item) -> String?)?
    /// For file representations: the sender lets receivers open the original in place.
    var allowsOpenInPlace = false
    /// For file representations: the receiver would like to open the original in place.
    var attemptsOpenInPlace = false

    /// Whether `value` may be exported through this representation to `audience`.
    func canExport(_ value: Item, to audience: TransferRepresentationVisibility) -> Bool {
        exporter != nil && visibility.isVisible(to: audience) && exportingConditions.allSatisfy { $0(value) }
    }

    /// Whether the exported content type is, or conforms to, `requested`.
    func exports(conformingTo requested: UTType?) -> Bool {
        guard let exportedContentType else { return false }
        return requested.map(exportedContentType.conforms(to:)) ?? true
    }

    /// Whether this representation imports content of type `offered`.
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
            switch exporter {
            case .data(let export): result.exporter = .data { try await export(toProxy($0)) }
            case .file(let export): result.exporter = .file { try await export(toProxy($0)) }
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
            case .data(let load): result.importer = .data { try await fromProxy(load($0)) }
            case .file(let load): result.importer = .file { try await fromProxy(load($0)) }
            }
        }
        return result
    }
}

/// The resolved representations of each transferable type, computed once: evaluating a
/// `transferRepresentation` builds closures, and transfers ask for them all the time.
enum ResolvedRepresentationCache {
    private final class Entries<T: Transferable>: Sendable {
        let value: [ResolvedRepresentation<T>]
        init(_ value: [ResolvedRepresentation<T>]) { self.value = value }
    }

    private static let storage = Mutex<[ObjectIdentifier: AnyObject & Sendable]>([:])

    static func representations<T: Transferable>(of type: T.Type) -> [ResolvedRepresentation<T>] {
        let key = ObjectIdentifier(type)
        if let cached = storage.withLock({ $0[key] }) {
            // Stored under T's own identifier, so it is an Entries<T>.
            return unsafeDowncast(cached, to: Entries<T>.self).value
        }
        let resolved = resolveRepresentation(T.transferRepresentation) as? [ResolvedRepresentation<T>] ?? []
        storage.withLock { $0[key] = $0[key] ?? Entries(resolved) }
        return resolved
    }
}
