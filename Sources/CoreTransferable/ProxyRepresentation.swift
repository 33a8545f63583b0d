// SPDX-License-Identifier: Apache-2.0
/// A representation that transfers an item through another transferable type's
/// representations: a `Note` can travel as its `String` body, so any text receiver
/// takes it.
///
/// Every representation of the proxy type becomes a representation of the item, in the
/// proxy's order, with its content types, visibility and conditions.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: PrimitiveTransferRepresentation {
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never

    let exportNow: (@Sendable (Item) throws -> ProxyRepresentation)?
    let exportLater: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Creates a representation that exports the item through a proxy value.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        exportNow = exporting
        exportLater = { try exporting($0) }
        importing = nil
    }

    /// Creates a representation that imports the item from a proxy value.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exportNow = nil
        exportLater = nil
        self.importing = { try importing($0) }
    }

    /// Creates a representation that imports the item from a proxy value asynchronously
    /// (the iOS 16.1 form).
    @_disfavoredOverload
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exportNow = nil
        exportLater = nil
        self.importing = importing
    }

    /// Creates a representation that exports and imports the item through a proxy value.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exportNow = exporting
        exportLater = { try exporting($0) }
        self.importing = { try importing($0) }
    }

    /// Creates a representation that exports the item through a proxy value made
    /// asynchronously (the iOS 16.1 form).
    @_disfavoredOverload
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        exportNow = nil
        exportLater = exporting
        importing = nil
    }

    /// Creates a representation that exports and imports through proxy values made
    /// asynchronously (the iOS 16.1 form).
    @_disfavoredOverload
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exportNow = nil
        exportLater = exporting
        self.importing = importing
    }

    /// Creates a representation that exports through a proxy value made synchronously and
    /// imports from one asynchronously (the iOS 17.2 form).
    @_disfavoredOverload
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exportNow = exporting
        exportLater = { try exporting($0) }
        self.importing = importing
    }

    func resolve() -> [ResolvedRepresentation<Item>] {
        ResolvedRepresentationCache.representations(of: ProxyRepresentation.self).compactMap { proxied in
            let entry = proxied.mapped(export: exportLater, exportNow: exportNow, import: importing)
            return entry.exporter == nil && entry.importer == nil ? nil : entry
        }
    }
}
