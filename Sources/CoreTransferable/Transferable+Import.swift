// SPDX-License-Identifier: Apache-2.0
import Foundation

extension Transferable {
    /// Creates a value from bytes of `contentType`.
    ///
    /// With a content type, the first representation that imports it (the content type
    /// conforms to the representation's) is used. With `nil`, each importing
    /// representation is tried in order until one succeeds; if all fail, the first
    /// failure is thrown. A file representation receives the bytes as a temporary file,
    /// deleted when its importer returns.
    @inlinable
    public init(importing data: Data, contentType: UTType?) async throws {
        if let contentType {
            try TransferFileIO.checkCancellation()
            let resolved = ResolvedRepresentationCache.resolved(Self.self)
            let index = try Self.importRouteIndex(in: resolved, for: contentType)
            do {
                switch resolved.importRoutes[index].importer {
                case .decode(let decode):
                    self = try decode(data)
                    return
                case .data(let load):
                    self = try await load(data)
                    return
                case .file:
                    break
                }
            } catch {
                throw Self.wrap(error, contentType: resolved.importRoutes[index].contentType, direction: .import)
            }
        }
        self = try await Self.importContent(.data(data), contentType: contentType)
    }

    /// Creates a value from a file on disk.
    ///
    /// Without a content type, the type is inferred from the file's name and contents
    /// (`UTType(contentsOf:)`); if no representation imports
    /// it, each representation is tried in turn. File representations receive a
    /// temporary copy (the original, if they attempt to open in place).
    public init(importing file: URL, contentType: UTType?) async throws {
        guard FileManager.default.fileExists(atPath: file.path) else { throw TransferError.fileMissing(path: file.path) }
        var type = contentType
        if type == nil, let inferred = try? UTType(contentsOf: file),
           ResolvedRepresentationCache.representations(of: Self.self).contains(where: { $0.imports(inferred) }) {
            type = inferred
        }
        self = try await Self.importContent(.file(SentTransferredFile(file, allowAccessingOriginalFile: true)), contentType: type)
    }

    /// Creates a value from transferred content. Beyond Apple's API: what pasteboards and
    /// drop destinations use.
    ///
    /// A file reaches a file importer as the original only when the sender allows it and
    /// the importer attempts to open in place; otherwise as a temporary copy that is
    /// removed after the importer returns. Bytes reach a file importer as a temporary
    /// file; a file reaches a data importer as its bytes.
    ///
    /// Inlinable, so that bytes reaching a data importer take a path specialised for the
    /// type (see `ResolvedRepresentation`).
    @inlinable
    public static func importContent(_ content: TransferredContent, contentType: UTType?) async throws -> Self {
        try TransferFileIO.checkCancellation()
        guard let contentType else {
            return try await importTryingEach(content, entries: ResolvedRepresentationCache.representations(of: Self.self))
        }
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        let index = try importRouteIndex(in: resolved, for: contentType)
        if case .data(let data) = content {
            do {
                switch resolved.importRoutes[index].importer {
                case .decode(let decode): return try decode(data)
                case .data(let load): return try await load(data)
                case .file: break
                }
            } catch {
                throw wrap(error, contentType: resolved.importRoutes[index].contentType, direction: .import)
            }
        }
        return try await importContent(content, with: resolved.all[resolved.importRoutes[index].index])
    }

    /// The position in `resolved.importRoutes` of the first representation that imports
    /// `contentType`.
    @inlinable
    static func importRouteIndex(in resolved: ResolvedRepresentations<Self>, for contentType: UTType) throws -> Int {
        for index in resolved.importRoutes.indices where resolved.importRoutes[index].imports(contentType) {
            return index
        }
        throw TransferError.noRepresentation(type: "\(Self.self)", contentType: contentType.identifier, direction: .import)
    }

    /// Without a content type: each importing representation in turn until one succeeds;
    /// if all fail, the first failure.
    @usableFromInline
    static func importTryingEach(_ content: TransferredContent, entries: [ResolvedRepresentation<Self>]) async throws -> Self {
        let candidates = entries.filter { $0.importer != nil }
        guard !candidates.isEmpty else {
            throw TransferError.noRepresentation(type: "\(Self.self)", contentType: nil, direction: .import)
        }
        var firstError: (any Error)?
        for entry in candidates {
            do {
                return try await importContent(content, with: entry)
            } catch let error as CancellationError {
                throw error
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError!
    }

    /// Imports `content` with one representation (any content and importer).
    @usableFromInline
    static func importContent(_ content: TransferredContent, with entry: ResolvedRepresentation<Self>) async throws -> Self {
        let type = entry.importedContentType!
        do {
            switch (entry.importer!, content) {
            case (.decode(let decode), .data(let data)):
                return try decode(data)
            case (.decode(let decode), .file(let sent)):
                return try decode(TransferFileIO.read(sent.file))
            case (.data(let load), .data(let data)):
                return try await load(data)
            case (.data(let load), .file(let sent)):
                return try await load(TransferFileIO.read(sent.file))
            case (.file(let load), .file(let sent)):
                if sent.allowAccessingOriginalFile && entry.attemptsOpenInPlace {
                    return try await load(ReceivedTransferredFile(file: sent.file, isOriginalFile: true))
                }
                return try await withTemporaryCopy(named: sent.file.lastPathComponent) { copy in
                    // A private scratch copy, removed when the importer returns: atomic is plenty.
                    try TransferFileIO.copyFile(from: sent.file, to: copy, durability: .atomic)
                    return try await load(ReceivedTransferredFile(file: copy, isOriginalFile: false))
                }
            case (.file(let load), .data(let data)):
                let name = "received" + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
                return try await withTemporaryCopy(named: name) { copy in
                    try TransferFileIO.write(data, to: copy, existing: .fail, durability: .atomic)
                    return try await load(ReceivedTransferredFile(file: copy, isOriginalFile: false))
                }
            }
        } catch {
            throw wrap(error, contentType: type, direction: .import)
        }
    }

    /// Runs `body` with a path in a fresh private folder, and removes the folder when
    /// `body` returns or throws: received files never outlive their importer.
    private static func withTemporaryCopy(named name: String, _ body: (URL) async throws -> Self) async throws -> Self {
        let folder = try TransferFileIO.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.appendingPathComponent(TransferFileIO.sanitizedFileName(name)))
    }
}

extension Transferable {
    /// For batches of bytes (TransferSessions' drops): the importer of bytes of
    /// `contentType` when it decodes synchronously (a `CodableRepresentation`), with the
    /// same choice of representation and the same errors as
    /// ``importContent(_:contentType:)``, minus its cancellation check (the caller
    /// checks). `nil` when no representation imports the type or its importer is
    /// asynchronous or takes files: import those one at a time.
    @usableFromInline
    package static func synchronousImporter(for contentType: UTType) -> SynchronousImporter<Self>? {
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        guard let index = try? importRouteIndex(in: resolved, for: contentType),
              case .decode(let decode) = resolved.importRoutes[index].importer else { return nil }
        let route = resolved.importRoutes[index]
        return SynchronousImporter(resolved.all[route.index].rawDecoder ?? .init(decode: decode, mapError: { $0 }), contentType: route.contentType)
    }
}
