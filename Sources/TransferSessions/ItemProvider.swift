// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Synchronization

/// An item in transit (being dragged, or on a pasteboard), described by the
/// representations its source can produce, in the spirit of `NSItemProvider`.
///
/// The source registers representations in fidelity order, best first: a
/// `Transferable` value with ``register(_:)``, or single representations with
/// `registerDataRepresentation(for:visibility:loadHandler:)` and
/// `registerFileRepresentation(for:visibility:openInPlace:loadHandler:)` (each in an
/// async form and in `NSItemProvider`'s completion-handler form).
/// Nothing is exported when registering: each load handler runs only when a reader asks
/// for its representation, and then off the main actor.
///
/// Readers never get the source's provider itself but a *view* scoped to who they are
/// (``restricted(to:)``): a view for another process does not list or serve
/// representations registered with `.ownProcess` visibility. Drop destinations receive
/// views that may only start loading while their drop handler runs (see
/// ``ProviderDropDestination``).
///
/// Loading (`ItemProvider+Loading.swift`) is asynchronous, cancellable and reports
/// `Progress`; files arrive as streamed temporary copies.
public final class ItemProvider: Sendable {
    /// One registered representation.
    @usableFromInline
    struct Representation: Sendable {
        /// The content type the representation produces.
        @usableFromInline let contentType: UTType
        /// Who may see it.
        let visibility: TransferRepresentationVisibility
        /// How the content is produced.
        @usableFromInline let source: Source

        /// Where a representation's content comes from.
        @usableFromInline
        enum Source: Sendable {
            /// The source's own bytes handler, called as is: bytes of `contentType`.
            case bytes(@Sendable () async throws -> Data)
            /// Content for a reader, with the exact content type produced (the
            /// registered type or one conforming to it).
            case content(@Sendable (TransferAudience) async throws -> (content: TransferredContent, contentType: UTType))
            /// A registered `Transferable` value: `load` exports it like `.content`;
            /// `encodeNow` gives the same bytes without an async frame when the
            /// representation chosen for the reader encodes synchronously (`nil`
            /// otherwise), for batches that load many values.
            case value(load: @Sendable (TransferAudience) async throws -> (content: TransferredContent, contentType: UTType),
                       encodeNow: @Sendable (TransferAudience) throws -> (data: Data, contentType: UTType)?)
        }

        init(contentType: UTType, visibility: TransferRepresentationVisibility, source: Source) {
            self.contentType = contentType
            self.visibility = visibility
            self.source = source
        }

        init(contentType: UTType, visibility: TransferRepresentationVisibility,
             load: @escaping @Sendable (TransferAudience) async throws -> (content: TransferredContent, contentType: UTType)) {
            self.init(contentType: contentType, visibility: visibility, source: .content(load))
        }
    }

    private struct State: Sendable {
        var representations = RepresentationList()
        var suggestedName: String?
    }

    private let state: Mutex<State>

    /// Who reads through this provider. The source's own provider is `.ownProcess`;
    /// views made with ``restricted(to:)`` may be narrower.
    public let audience: TransferAudience

    /// When set, loads may only be started while the window is open (a drop handler).
    let accessWindow: DropAccessWindow?

    /// Creates an empty provider; register representations before handing it over.
    public init() {
        state = Mutex(State())
        audience = .ownProcess
        accessWindow = nil
    }

    /// Creates a provider offering every exportable representation of `value`.
    @inlinable
    public convenience init<T: Transferable>(_ value: T) {
        self.init()
        register(value)
    }

    private init(representations: RepresentationList, suggestedName: String?, audience: TransferAudience, accessWindow: DropAccessWindow?) {
        state = Mutex(State(representations: representations, suggestedName: suggestedName))
        self.audience = audience
        self.accessWindow = accessWindow
    }

    /// A name for the item, for example to name a file a receiver writes.
    public var suggestedName: String? {
        get { state.withLock { $0.suggestedName } }
        set { state.withLock { $0.suggestedName = newValue } }
    }

    // MARK: Registering

    /// Registers every representation `value` can be exported as right now, in its
    /// type's preference order. Exporting happens later, when a reader loads one.
    ///
    /// A content type that only `.ownProcess` (or `.team`/`.group`) representations
    /// export is registered as own-process: another process never sees it. A content
    /// type some representation exports to `.all` is visible to every reader, and each
    /// reader gets the first representation its audience may see.
    ///
    /// Inlinable, so the export closures are specialised for `T` where a drag source
    /// registers its values (generic code would look up `T`'s metadata on every export
    /// of a large drag).
    @inlinable
    public func register<T: Transferable>(_ value: T) {
        appendValueRepresentations(value.exportableContentTypesByAudience().map { type, visibleToAll in
            ValueRepresentation(contentType: type, visibleToAll: visibleToAll,
                                load: { audience in try await value.exportedContent(as: type, visibility: audience.visibility) },
                                encodeNow: { audience in try value.synchronouslyExportedData(as: type, visibility: audience.visibility) })
        })
    }

    /// One content type a registered value exports, as ``register(_:)`` made it.
    @usableFromInline
    struct ValueRepresentation: Sendable {
        let contentType: UTType
        let visibleToAll: Bool
        let load: @Sendable (TransferAudience) async throws -> (content: TransferredContent, contentType: UTType)
        let encodeNow: @Sendable (TransferAudience) throws -> (data: Data, contentType: UTType)?

        @usableFromInline
        init(contentType: UTType, visibleToAll: Bool,
             load: @escaping @Sendable (TransferAudience) async throws -> (content: TransferredContent, contentType: UTType),
             encodeNow: @escaping @Sendable (TransferAudience) throws -> (data: Data, contentType: UTType)?) {
            self.contentType = contentType
            self.visibleToAll = visibleToAll
            self.load = load
            self.encodeNow = encodeNow
        }
    }

    /// Registers a value's representations: a content type only `.ownProcess` (or
    /// `.team`/`.group`) representations export stays own-process.
    @usableFromInline
    func appendValueRepresentations(_ values: [ValueRepresentation]) {
        let added = values.map { value in
            Representation(contentType: value.contentType, visibility: value.visibleToAll ? .all : .ownProcess,
                           source: .value(load: value.load, encodeNow: value.encodeNow))
        }
        state.withLock { $0.representations.append(contentsOf: added) }
    }

    /// Registers a representation whose bytes `loadHandler` produces when a reader asks.
    ///
    /// The handler runs off the main actor, at most once per load, and may be cancelled
    /// (check `Task.isCancelled`). It must not wait for the main actor to do its work.
    public func registerDataRepresentation(for contentType: UTType,
                                           visibility: TransferRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable () async throws -> Data) {
        // Kept as the handler itself: loading calls it with no wrapper (one async frame
        // less per item of a large drop).
        append(Representation(contentType: contentType, visibility: visibility, source: .bytes(loadHandler)))
    }

    /// Registers a representation in `NSItemProvider`'s completion-handler form: the
    /// handler calls `completion` once with the bytes or an error, and may return a
    /// `Progress` that is cancelled when the load is.
    public func registerDataRepresentation(for contentType: UTType,
                                           visibility: TransferRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        append(Representation(contentType: contentType, visibility: visibility) { _ in
            let data = try await CompletionBridge.run { (finish: @escaping @Sendable (Result<Data, any Error>) -> Void) in
                loadHandler { data, error in
                    if let data { finish(.success(data)) } else { finish(.failure(error ?? ItemProviderError.handlerReturnedNothing(contentType: contentType.identifier))) }
                }
            }
            return (.data(data), contentType)
        })
    }

    /// Registers a representation that is a file on disk, produced by `loadHandler` when
    /// a reader asks. Readers receive a streamed copy unless `openInPlace` is `true` and
    /// they ask to open the original.
    public func registerFileRepresentation(for contentType: UTType,
                                           visibility: TransferRepresentationVisibility = .all,
                                           openInPlace: Bool = false,
                                           loadHandler: @escaping @Sendable () async throws -> URL) {
        append(Representation(contentType: contentType, visibility: visibility) { _ in
            let url = try await loadHandler()
            return (.file(SentTransferredFile(url, allowAccessingOriginalFile: openInPlace)), contentType)
        })
    }

    /// Registers a file representation in `NSItemProvider`'s completion-handler form:
    /// `completion(url, coordinated, error)`; `coordinated` is ignored on Linux.
    public func registerFileRepresentation(for contentType: UTType,
                                           visibility: TransferRepresentationVisibility = .all,
                                           openInPlace: Bool = false,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        append(Representation(contentType: contentType, visibility: visibility) { _ in
            let url = try await CompletionBridge.run { (finish: @escaping @Sendable (Result<URL, any Error>) -> Void) in
                loadHandler { url, _, error in
                    if let url { finish(.success(url)) } else { finish(.failure(error ?? ItemProviderError.handlerReturnedNothing(contentType: contentType.identifier))) }
                }
            }
            return (.file(SentTransferredFile(url, allowAccessingOriginalFile: openInPlace)), contentType)
        })
    }

    private func append(_ representation: Representation) {
        state.withLock { $0.representations.append(representation) }
    }

    // MARK: Describing

    /// The representations this provider's reader may see, in fidelity order.
    var visibleRepresentations: [Representation] {
        visibleRepresentations(for: audience)
    }

    /// The representations `audience` may see, in fidelity order.
    func visibleRepresentations(for audience: TransferAudience) -> [Representation] {
        state.withLock { $0.representations.filter { audience.admits($0.visibility) } }
    }

    /// The content types this provider's reader may load, in registration (fidelity)
    /// order, without duplicates.
    public var registeredContentTypes: [UTType] {
        registeredContentTypes(for: audience)
    }

    /// The content types `audience` may load, in registration order, without duplicates.
    func registeredContentTypes(for audience: TransferAudience) -> [UTType] {
        var seen: Set<UTType> = []
        return visibleRepresentations(for: audience).map(\.contentType).filter { seen.insert($0).inserted }
    }

    /// The registered content types that are, or conform to, `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Whether some representation this reader may load is, or conforms to, `contentType`.
    public func hasRepresentationConforming(to contentType: UTType) -> Bool {
        visibleRepresentations.contains { $0.contentType.conforms(to: contentType) }
    }

    /// Whether a value of `type` can be made from one of this reader's representations.
    public func canLoadTransferable<T: Transferable>(_ type: T.Type) -> Bool {
        representation(importableAs: type) != nil
    }

    /// The first representation (in fidelity order) that `type` imports.
    func representation<T: Transferable>(importableAs type: T.Type) -> Representation? {
        representation(importing: T.importedContentTypes())
    }

    /// The first representation `audience` (this provider's reader unless told) may see
    /// whose content type conforms to one of `importedTypes` (a type's imported content
    /// types, computed once per batch).
    @usableFromInline
    func representation(importing importedTypes: [UTType], for audience: TransferAudience? = nil) -> Representation? {
        let audience = audience ?? self.audience
        return state.withLock { state in
            state.representations.first { representation in
                audience.admits(representation.visibility) && importedTypes.contains { representation.contentType.conforms(to: $0) }
            }
        }
    }

    // MARK: Views

    /// A view of this provider for `audience`: only representations that audience may
    /// see are listed or served, and loads export for that audience. Representations
    /// registered on this provider later are not part of the view.
    public func restricted(to audience: TransferAudience) -> ItemProvider {
        scoped(to: audience, accessWindow: accessWindow)
    }

    /// A view for `audience` whose loads must start while `window` is open.
    func scoped(to audience: TransferAudience, accessWindow window: DropAccessWindow?) -> ItemProvider {
        let narrowed = self.audience.narrowed(to: audience)
        let snapshot = state.withLock { $0 }
        // Sharing the array when nothing is hidden keeps views cheap for large drags; the
        // own process sees every representation, so its views never filter.
        let visible = narrowed == .ownProcess || snapshot.representations.allSatisfy({ narrowed.admits($0.visibility) })
            ? snapshot.representations : RepresentationList(snapshot.representations.filter { narrowed.admits($0.visibility) })
        return ItemProvider(representations: visible, suggestedName: snapshot.suggestedName,
                            audience: narrowed, accessWindow: window ?? accessWindow)
    }
}
