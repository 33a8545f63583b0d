// SPDX-License-Identifier: Apache-2.0
import Foundation

extension Transferable {
    /// The content types the type exports to `visibility`'s audience, most preferred
    /// first, without duplicates.
    ///
    /// A representation is listed when its visibility admits the audience (see
    /// ``TransferRepresentationVisibility``): `.ownProcess` lists everything the own
    /// process may take; `.all` only what any process may take. Exporting conditions are
    /// per value and not considered here; see ``exportableContentTypes(visibility:)``.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        unique(ResolvedRepresentationCache.representations(of: Self.self).compactMap { entry in
            entry.exporter != nil && entry.visibility.isVisible(to: visibility) ? entry.exportedContentType : nil
        })
    }

    /// The content types the type imports, most preferred first, without duplicates.
    public static func importedContentTypes() -> [UTType] {
        unique(ResolvedRepresentationCache.representations(of: Self.self).compactMap { entry in
            entry.importer != nil ? entry.importedContentType : nil
        })
    }

    /// The content types this value can be exported as right now to `visibility`'s
    /// audience: ``exportedContentTypes(visibility:)`` with each representation's
    /// exporting conditions evaluated for this value. Beyond Apple's API.
    @inlinable
    public func exportableContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        var types: [UTType] = []
        // Reads the small export routes in place (a type has a handful: a linear search
        // beats hashing), rather than copying whole entries with all their closures.
        let routes = ResolvedRepresentationCache.resolved(Self.self).exportRoutes
        for index in routes.indices where routes[index].visibility.isVisible(to: visibility) && !types.contains(routes[index].contentType) {
            if routes[index].conditions.allSatisfy({ $0(self) }) { types.append(routes[index].contentType) }
        }
        return types
    }

    /// For item providers (TransferSessions), in one pass: the content types this value
    /// can be exported as right now to its own process (``exportableContentTypes(visibility:)``
    /// with `.ownProcess`, in order), each with whether any process may take it (whether
    /// it is also among the `.all` ones).
    @inlinable
    package func exportableContentTypesByAudience() -> [(contentType: UTType, visibleToAll: Bool)] {
        var types: [(contentType: UTType, visibleToAll: Bool)] = []
        let routes = ResolvedRepresentationCache.resolved(Self.self).exportRoutes
        for index in routes.indices where routes[index].conditions.allSatisfy({ $0(self) }) {
            let type = routes[index].contentType, visibleToAll = routes[index].visibility.isVisible(to: .all)
            if let known = types.firstIndex(where: { $0.contentType == type }) {
                types[known].visibleToAll = types[known].visibleToAll || visibleToAll
            } else {
                types.append((type, visibleToAll))
            }
        }
        return types
    }

    /// The bytes of this value as `contentType`, or, when `contentType` is `nil`, as the
    /// first representation that supports export.
    ///
    /// Uses the first representation whose content type conforms to `contentType` and
    /// whose exporting condition holds. A file representation is read (streamed) into
    /// memory only because bytes were asked for.
    @inlinable
    public func exported(as contentType: UTType?) async throws -> Data {
        try TransferFileIO.checkCancellation()
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        let index = try exportRouteIndex(in: resolved, for: contentType, visibility: .ownProcess)
        let sent: SentTransferredFile
        do {
            switch resolved.exportRoutes[index].exporter {
            case .encode(let export):
                return try export(self)
            case .data(let export):
                return try await export(self)
            case .file(let export):
                sent = try Self.checkSentFile(await export(self))
            }
        } catch {
            throw Self.wrap(error, contentType: resolved.exportRoutes[index].contentType, direction: .export)
        }
        return try TransferFileIO.read(sent.file)
    }

    /// Writes this value into `destinationDirectory` as `contentType` (the first
    /// representation that supports export when `nil`) and returns the file it created.
    ///
    /// The file is named by the representation's suggested file name, else by the
    /// exported file's own name (file representations) or the type's name, with the
    /// content type's preferred extension added when the name lacks a fitting one (the
    /// requested type's, when the exported type has none). When
    /// that name is taken, a unique variant is used; nothing is ever overwritten. The
    /// file appears complete or not at all. Not flushed to disk, as on Apple platforms;
    /// see ``export(to:contentType:durability:)``.
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        try await export(to: destinationDirectory, contentType: contentType, durability: .atomic)
    }

    /// ``export(to:contentType:)`` with `durability`: ``TransferFileIO/Durability/flushed``
    /// also makes the file survive a power cut once this returns. Beyond Apple's API.
    public func export(to destinationDirectory: URL, contentType: UTType?, durability: TransferFileIO.Durability) async throws -> URL {
        let (content, type) = try await exportedContent(as: contentType, visibility: .ownProcess)
        var name = suggestedFileName(for: contentType)
        if name == nil, case .file(let sent) = content { name = sent.file.lastPathComponent }
        // A type without an extension of its own (public.utf8-plain-text) takes the
        // requested one's (public.plain-text: .txt).
        let namingType = type.preferredFilenameExtension == nil ? contentType ?? type : type
        let fileName = URL.fileName(TransferFileIO.sanitizedFileName(name ?? "\(Self.self)"), conformingTo: namingType)
        let candidates = TransferFileIO.candidateNames(for: fileName)
        switch content {
        case .data(let data):
            return try TransferFileIO.createFile(in: destinationDirectory, names: candidates, durability: durability) { descriptor in
                try TransferFileIO.writeAll(data, to: descriptor, path: destinationDirectory.appendingPathComponent(fileName).path)
            }
        case .file(let sent):
            return try TransferFileIO.copyIntoFolder(sent.file, folder: destinationDirectory, preferredName: fileName, durability: durability)
        }
    }

    /// Writes this value to disk as `contentType` (the first representation that supports
    /// export when `nil`), in a private temporary folder under its suggested file name
    /// (as ``export(to:contentType:)`` names it), runs `fileHandler` with the file, and
    /// removes the file when `fileHandler` returns or throws.
    ///
    /// A file representation's file is copied first: the sender's original is never
    /// handed out, so removing the export never touches it.
    public func withExportedFile<Result>(contentType: UTType?, fileHandler: (URL) async throws -> Result) async throws -> Result {
        let folder = try TransferFileIO.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try await export(to: folder, contentType: contentType)
        return try await fileHandler(file)
    }

    /// Writes this value to `file` as `contentType` (the first exportable representation
    /// when `nil`), replacing what is there. The file appears complete or not at all: it
    /// is written under a temporary name and renamed over `file`. With
    /// ``TransferFileIO/Durability/flushed`` it also survives a power cut once this
    /// returns. Beyond Apple's API, whose ``export(to:contentType:)`` takes a folder.
    public func export(toFile file: URL, contentType: UTType? = nil, durability: TransferFileIO.Durability = .atomic) async throws {
        let (content, _) = try await exportedContent(as: contentType, visibility: .ownProcess)
        switch content {
        case .data(let data):
            try TransferFileIO.write(data, to: file, existing: .replace, durability: durability)
        case .file(let sent):
            guard sent.file.standardizedFileURL != file.standardizedFileURL else { return }
            try TransferFileIO.copyFile(from: sent.file, to: file, existing: .replace, durability: durability)
        }
    }

    /// Exports this value for `visibility`'s audience as `contentType`, or as its first
    /// exportable representation when `contentType` is `nil`. Beyond Apple's API: what
    /// pasteboards and drag sessions use. Files stay files.
    ///
    /// Inlinable, so that it is specialised for each transferable type (see
    /// `ResolvedRepresentation`).
    ///
    /// - Returns: The content and the content type it was exported as.
    @inlinable
    public func exportedContent(as contentType: UTType?, visibility: TransferRepresentationVisibility) async throws -> (content: TransferredContent, contentType: UTType) {
        try TransferFileIO.checkCancellation()
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        let index = try exportRouteIndex(in: resolved, for: contentType, visibility: visibility)
        let type = resolved.exportRoutes[index].contentType
        do {
            switch resolved.exportRoutes[index].exporter {
            case .encode(let export):
                return (.data(try export(self)), type)
            case .data(let export):
                return (.data(try await export(self)), type)
            case .file(let export):
                return (.file(try Self.checkSentFile(await export(self))), type)
            }
        } catch {
            throw Self.wrap(error, contentType: type, direction: .export)
        }
    }

    /// For batches (TransferSessions' drops): this value's bytes as `contentType` for
    /// `visibility`'s audience, with the content type they are, when the representation
    /// ``exportedContent(as:visibility:)`` would choose encodes synchronously (a
    /// `CodableRepresentation`): the same choice and the same errors, without an async
    /// frame. `nil` when that representation exports asynchronously or as a file.
    @inlinable
    package func synchronouslyExportedData(as contentType: UTType?, visibility: TransferRepresentationVisibility) throws -> (data: Data, contentType: UTType)? {
        let resolved = ResolvedRepresentationCache.resolved(Self.self)
        let index = try exportRouteIndex(in: resolved, for: contentType, visibility: visibility)
        guard case .encode(let export) = resolved.exportRoutes[index].exporter else { return nil }
        let type = resolved.exportRoutes[index].contentType
        do {
            return (try export(self), type)
        } catch {
            throw Self.wrap(error, contentType: type, direction: .export)
        }
    }

    /// A suggested file name for this value: the `suggestedFileName` of the first
    /// representation that exports this value (its exporting conditions hold) and
    /// suggests one, in preference order.
    public var suggestedFilename: String? {
        for entry in ResolvedRepresentationCache.representations(of: Self.self)
        where entry.exporter != nil && entry.exportingConditions.allSatisfy({ $0(self) }) {
            if let name = entry.suggestedFileName?(self) { return name }
        }
        return nil
    }

    /// The content types this value can be exported as right now to `visibility`'s
    /// audience, most preferred first: each representation's exporting conditions are
    /// evaluated for this value (see ``exportableContentTypes(visibility:)``).
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        exportableContentTypes(visibility: visibility)
    }

    /// The content types this value's type imports, most preferred first (the same as
    /// the type's ``importedContentTypes()``: importing never depends on a value).
    public func importedContentTypes() -> [UTType] {
        Self.importedContentTypes()
    }

    /// The file name a receiver should use for this value exported as `contentType`,
    /// from the chosen representation's `suggestedFileName`, when it has one. Beyond
    /// Apple's API (``suggestedFilename`` is Apple's, for no particular content type).
    public func suggestedFileName(for contentType: UTType? = nil) -> String? {
        let entries = ResolvedRepresentationCache.representations(of: Self.self)
        guard let index = try? exportIndex(in: entries, for: contentType, visibility: .ownProcess) else { return nil }
        return entries[index].suggestedFileName?(self)
    }

    /// The position in `resolved.exportRoutes` of the representation that exports this
    /// value as `contentType` to `audience`: the first that exports a conforming type, is
    /// visible to the audience and whose exporting conditions hold for this value.
    @inlinable
    func exportRouteIndex(in resolved: ResolvedRepresentations<Self>, for contentType: UTType?,
                          visibility audience: TransferRepresentationVisibility) throws -> Int {
        var blockedByCondition: UTType?
        for index in resolved.exportRoutes.indices
        where resolved.exportRoutes[index].visibility.isVisible(to: audience) && resolved.exportRoutes[index].exports(conformingTo: contentType) {
            if resolved.exportRoutes[index].conditions.allSatisfy({ $0(self) }) { return index }
            blockedByCondition = blockedByCondition ?? resolved.exportRoutes[index].contentType
        }
        throw Self.exportFailure(contentType: contentType, blockedByCondition: blockedByCondition)
    }

    /// The position in `entries` of the representation used to export this value as
    /// `contentType` to `audience`; the same choice as ``exportRouteIndex(in:for:visibility:)``.
    func exportIndex(in entries: [ResolvedRepresentation<Self>], for contentType: UTType?,
                     visibility audience: TransferRepresentationVisibility) throws -> Int {
        var blockedByCondition: UTType?
        for index in entries.indices
        where entries[index].exporter != nil && entries[index].exports(conformingTo: contentType) && entries[index].visibility.isVisible(to: audience) {
            if entries[index].exportingConditions.allSatisfy({ $0(self) }) { return index }
            blockedByCondition = blockedByCondition ?? entries[index].exportedContentType
        }
        throw Self.exportFailure(contentType: contentType, blockedByCondition: blockedByCondition)
    }

    /// Why no representation exports this type as `contentType`.
    @usableFromInline
    static func exportFailure(contentType: UTType?, blockedByCondition: UTType?) -> TransferError {
        if let blocked = blockedByCondition {
            return .exportingConditionFalse(type: "\(Self.self)", contentType: blocked.identifier)
        }
        return .noRepresentation(type: "\(Self.self)", contentType: contentType?.identifier, direction: .export)
    }

    /// `sent`, after checking that its file exists.
    @usableFromInline
    static func checkSentFile(_ sent: SentTransferredFile) throws -> SentTransferredFile {
        guard FileManager.default.fileExists(atPath: sent.file.path) else {
            throw TransferError.fileMissing(path: sent.file.path)
        }
        return sent
    }

    static func unique(_ types: [UTType]) -> [UTType] {
        var seen: Set<UTType> = []
        return types.filter { seen.insert($0).inserted }
    }

    /// Keeps Ferry's own errors and cancellation; wraps anything else with context.
    @usableFromInline
    static func wrap(_ error: any Error, contentType: UTType, direction: TransferError.Direction) -> any Error {
        if error is TransferError || error is CancellationError { return error }
        return TransferError.representationFailed(type: "\(Self.self)", contentType: contentType.identifier,
                                                  direction: direction, reason: .error(error))
    }
}
