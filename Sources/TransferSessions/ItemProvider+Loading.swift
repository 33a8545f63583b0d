// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

extension ItemProvider {
    // MARK: Starting loads (synchronous start, asynchronous finish)

    /// Starts loading a value of `type` from the first representation (in fidelity
    /// order) that `type` imports. Returns at once; the export and import run detached,
    /// never on the main actor.
    ///
    /// Inside a drop handler, use this (or a completion-handler form) to start every
    /// load before the handler returns.
    public func startLoadingTransferable<T: Transferable>(_ type: T.Type) -> ItemLoad<T> {
        switch planTransferableLoad(type) {
        case .success(let plan): ItemLoad { _ in await Self.performLoad(plan, as: type) }
        case .failure(let error): ItemLoad(failure: error)
        }
    }

    /// Starts loading the bytes of the first representation that is, or conforms to,
    /// `contentType`. A file representation is read (streamed) into memory because bytes
    /// were asked for.
    public func startLoadingDataRepresentation(for contentType: UTType) -> ItemLoad<Data> {
        if let error = checkAccess(contentType) { return ItemLoad(failure: error) }
        guard let representation = representation(conformingTo: contentType) else {
            return ItemLoad(failure: notOffered(contentType))
        }
        let audience = audience
        return ItemLoad { _ in
            switch await Self.content(of: representation, for: audience) {
            case .failure(let error):
                return .failure(error)
            case .success((.data(let data), _)):
                return .success(data)
            case .success((.file(let sent), let type)):
                do { return .success(try TransferFileIO.read(sent.file)) } catch {
                    return .failure(Self.mapFileError(error, contentType: type))
                }
            }
        }
    }

    // MARK: Async loads

    /// Loads a value of `type` from the first representation `type` imports.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws(ItemProviderError) -> T {
        try await startLoadingTransferable(type).value
    }

    /// Loads the bytes of the first representation conforming to `contentType`.
    public func loadDataRepresentation(for contentType: UTType) async throws(ItemProviderError) -> Data {
        try await startLoadingDataRepresentation(for: contentType).value
    }

    /// Loads the first representation conforming to `contentType` as a file and runs
    /// `body` with it.
    ///
    /// The file is a temporary copy, streamed from the source's file (or written from its
    /// bytes), and deleted when `body` returns or throws: keep it by copying or moving
    /// it. With `openInPlace`, a source that allows it hands over its original file
    /// instead (`ReceivedTransferredFile.isOriginalFile` is then `true`; it is not
    /// deleted). `body` runs detached from the caller's actor.
    ///
    /// - Throws: ``ItemProviderError`` when loading fails, or what `body` throws.
    public func loadFileRepresentation<R: Sendable>(for contentType: UTType, openInPlace: Bool = false,
                                                    _ body: @escaping @Sendable (ReceivedTransferredFile) async throws -> R) async throws -> R {
        if let error = checkAccess(contentType) { throw error }
        guard let representation = representation(conformingTo: contentType) else { throw notOffered(contentType) }
        let audience = audience, name = suggestedName
        let load = ItemLoad<FileLoadOutcome<R>> { progress in
            switch await Self.content(of: representation, for: audience) {
            case .failure(let error):
                return .failure(error)
            case .success(let (content, type)):
                return await Self.withReceivedFile(content, contentType: type, openInPlace: openInPlace,
                                                   suggestedName: name, progress: progress, body)
            }
        }
        let outcome = try await load.value
        switch outcome {
        case .success(let value): return value
        case .failure(let failure): throw failure.error
        }
    }

    // MARK: Completion-handler loads (NSItemProvider's shape)

    /// Loads a value of `type` and calls `completionHandler` once with the result, off
    /// the main actor. Cancel with the returned `Progress`.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let load = startLoadingTransferable(type)
        Task.detached { completionHandler(await load.result.mapError { $0 }) }
        return load.progress
    }

    /// Loads the bytes of the first representation conforming to `contentType` and calls
    /// `completionHandler` once, off the main actor. Cancel with the returned `Progress`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let load = startLoadingDataRepresentation(for: contentType)
        Task.detached {
            switch await load.result {
            case .success(let data): completionHandler(data, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
        return load.progress
    }

    /// Loads the first representation conforming to `contentType` as a temporary file
    /// and calls `completionHandler` with its URL; the file is deleted when the handler
    /// returns. Cancel with the returned `Progress`.
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        fileRepresentationLoad(for: contentType, completionHandler: completionHandler).progress
    }

    /// The load behind ``loadFileRepresentation(for:completionHandler:)``: it ends once the
    /// handler has returned and the temporary copy is gone.
    func fileRepresentationLoad(for contentType: UTType,
                                completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> ItemLoad<FileLoadOutcome<Void>> {
        if let error = checkAccess(contentType) ?? (representation(conformingTo: contentType) == nil ? notOffered(contentType) : nil) {
            let load = ItemLoad<FileLoadOutcome<Void>>(failure: error)
            Task.detached { completionHandler(nil, error) }
            return load
        }
        let representation = representation(conformingTo: contentType)!
        let audience = audience, name = suggestedName
        let load = ItemLoad<FileLoadOutcome<Void>> { progress in
            switch await Self.content(of: representation, for: audience) {
            case .failure(let error):
                return .failure(error)
            case .success(let (content, type)):
                return await Self.withReceivedFile(content, contentType: type, openInPlace: false,
                                                   suggestedName: name, progress: progress) { completionHandler($0.file, nil) }
            }
        }
        Task.detached {
            if case .failure(let error) = await load.result { completionHandler(nil, error) }
        }
        return load
    }

    // MARK: Internals

    /// A load checked now and run later: which representation to load, for whom.
    @usableFromInline
    struct PlannedLoad: Sendable {
        let representation: Representation
        let audience: TransferAudience

        @usableFromInline init(representation: Representation, audience: TransferAudience) {
            self.representation = representation
            self.audience = audience
        }
    }

    /// The load of a value of `type`, checked and planned now (access, and which
    /// representation), run later with ``performLoad(_:as:)``.
    func planTransferableLoad<T: Transferable>(_ type: T.Type) -> Result<PlannedLoad, ItemProviderError> {
        if let error = checkAccess(nil) { return .failure(error) }
        return plannedLoad(type, importedTypes: T.importedContentTypes(), for: audience)
    }

    /// The load of a value of `type` by `audience` (the reader of a view of this provider
    /// for that audience), from the first representation it may see that `type` imports.
    /// Access is the caller's business (a ``DropBatch`` checks it once for a whole drop
    /// and plans each item in its worker, without one task, closure or `Progress` per
    /// item).
    func plannedLoad<T: Transferable>(_ type: T.Type, importedTypes: [UTType], for audience: TransferAudience) -> Result<PlannedLoad, ItemProviderError> {
        guard let representation = representation(importing: importedTypes, for: audience) else {
            return .failure(noImportableRepresentation(type, for: audience))
        }
        return .success(PlannedLoad(representation: representation, audience: audience))
    }

    /// The failure of a load of `type` by `audience` when no representation it may see
    /// is one `type` imports.
    @usableFromInline
    func noImportableRepresentation<T: Transferable>(_ type: T.Type, for audience: TransferAudience) -> ItemProviderError {
        .noImportableRepresentation(type: "\(T.self)", offered: registeredContentTypes(for: audience).map(\.identifier), audience: audience)
    }

    /// Runs a planned load: the source's export for the reader, then the import as `type`.
    @inline(__always)
    @usableFromInline
    static func performLoad<T: Transferable>(_ plan: PlannedLoad, as type: T.Type) async -> Result<T, ItemProviderError> {
        switch await content(of: plan.representation, for: plan.audience) {
        case .success(let loaded): await importLoaded(loaded.0, contentType: loaded.1, as: type)
        case .failure(let error): .failure(error)
        }
    }

    /// Imports loaded content as `type`, with a load's errors.
    @usableFromInline
    static func importLoaded<T: Transferable>(_ content: TransferredContent, contentType: UTType, as type: T.Type) async -> Result<T, ItemProviderError> {
        do {
            return .success(try await T.importContent(content, contentType: contentType))
        } catch is CancellationError {
            return .failure(.cancelled(contentType: contentType.identifier))
        } catch {
            return .failure(.decodeFailed(type: "\(T.self)", contentType: contentType.identifier, reason: .error(error)))
        }
    }

    /// The first representation this reader may see that is, or conforms to, `contentType`.
    func representation(conformingTo contentType: UTType) -> Representation? {
        visibleRepresentations.first { $0.contentType.conforms(to: contentType) }
    }

    private func checkAccess(_ contentType: UTType?) -> ItemProviderError? {
        if let accessWindow, !accessWindow.isOpen { return .accessExpired(contentType: contentType?.identifier) }
        return nil
    }

    private func notOffered(_ contentType: UTType) -> ItemProviderError {
        .notOffered(contentType: contentType.identifier, offered: registeredContentTypes.map(\.identifier), audience: audience)
    }

    /// Runs the source's load handler for `audience`, mapping its failures.
    @inline(__always)
    static func content(of representation: Representation, for audience: TransferAudience) async -> Result<(TransferredContent, UTType), ItemProviderError> {
        do {
            try Task.checkCancellation()
            switch representation.source {
            case .bytes(let handler):
                return .success((.data(try await handler()), representation.contentType))
            case .content(let load), .value(let load, _):
                let loaded = try await load(audience)
                return .success((loaded.content, loaded.contentType))
            }
        } catch {
            return .failure(loadFailure(error, contentType: representation.contentType))
        }
    }

    /// What a source's failed load of `contentType` is reported as.
    @usableFromInline
    static func loadFailure(_ error: any Error, contentType: UTType) -> ItemProviderError {
        switch error {
        case is CancellationError: .cancelled(contentType: contentType.identifier)
        case let error as ItemProviderError: error
        default: .loadFailed(contentType: contentType.identifier, reason: .error(error))
        }
    }

    /// What a file load produced: the body's result, or the body's own error (kept apart
    /// from loading failures so it is rethrown unchanged).
    typealias FileLoadOutcome<R> = Result<R, BodyError>

    /// An error thrown by a caller's body, carried through a typed-throws load.
    struct BodyError: Error, @unchecked Sendable {
        let error: any Error
    }

    /// Makes `content` a received file and runs `body` with it, removing any temporary
    /// copy afterwards.
    static func withReceivedFile<R>(_ content: TransferredContent, contentType: UTType, openInPlace: Bool, suggestedName: String?,
                                    progress: Progress,
                                    _ body: @Sendable (ReceivedTransferredFile) async throws -> R) async -> Result<FileLoadOutcome<R>, ItemProviderError> {
        if case .file(let sent) = content, openInPlace, sent.allowAccessingOriginalFile {
            return .success(await runBody(body, ReceivedTransferredFile(file: sent.file, isOriginalFile: true)))
        }
        let folder: URL
        do { folder = try TransferFileIO.makeTemporaryFolder() } catch { return .failure(mapFileError(error, contentType: contentType)) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy: URL
        do {
            switch content {
            case .file(let sent):
                copy = folder.appendingPathComponent(TransferFileIO.sanitizedFileName(sent.file.lastPathComponent))
                if let size = try? FileManager.default.attributesOfItem(atPath: sent.file.path)[.size] as? NSNumber {
                    progress.totalUnitCount = max(1, size.int64Value)
                }
                // A private scratch copy, deleted when `body` returns: no need to flush it.
                try TransferFileIO.copyFile(from: sent.file, to: copy, durability: .atomic) { copied in progress.completedUnitCount = copied }
            case .data(let data):
                let name = (suggestedName ?? "item") + (contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
                copy = folder.appendingPathComponent(TransferFileIO.sanitizedFileName(name))
                progress.totalUnitCount = Int64(max(1, data.count))
                try TransferFileIO.write(data, to: copy, existing: .fail, durability: .atomic)
            }
        } catch is CancellationError {
            return .failure(.cancelled(contentType: contentType.identifier))
        } catch {
            return .failure(mapFileError(error, contentType: contentType))
        }
        return .success(await runBody(body, ReceivedTransferredFile(file: copy, isOriginalFile: false)))
    }

    private static func runBody<R>(_ body: @Sendable (ReceivedTransferredFile) async throws -> R, _ file: ReceivedTransferredFile) async -> FileLoadOutcome<R> {
        do { return .success(try await body(file)) } catch { return .failure(BodyError(error: error)) }
    }

    static func mapFileError(_ error: any Error, contentType: UTType) -> ItemProviderError {
        if error is CancellationError { return .cancelled(contentType: contentType.identifier) }
        return .fileFailed(contentType: contentType.identifier, reason: .error(error))
    }
}

