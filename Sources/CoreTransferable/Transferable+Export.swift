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
    public func exportableContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        Self.unique(ResolvedRepresentationCache.representations(of: Self.self).compactMap { entry in
            entry.canExport(self, to: visibility) ? entry.exportedContentType : nil
        })
    }

    /// The bytes of this value as `contentType`.
    ///
    /// Uses the first representation whose content type conforms to `contentType` and
    /// whose exporting condition holds. A file representation is read (streamed) into
    /// memory only because bytes were asked for.
    public func exported(as contentType: UTType) async throws -> Data {
        let (content, _) = try await exportedContent(as: contentType, visibility: .ownProcess)
        switch content {
        case .data(let data):
            return data
        case .file(let sent):
            return try TransferFileIO.read(sent.file)
        }
    }

    /// Writes this value to `file` as `contentType` (the first exportable representation
    /// when `nil`). The file appears complete or not at all: it is written under a
    /// temporary name and renamed over `file`.
    public func export(to file: URL, contentType: UTType? = nil) async throws {
        let (content, _) = try await exportedContent(as: contentType, visibility: .ownProcess)
        switch content {
        case .data(let data):
            try TransferFileIO.write(data, to: file, existing: .replace)
        case .file(let sent):
            guard sent.file.standardizedFileURL != file.standardizedFileURL else { return }
            try TransferFileIO.copyFile(from: sent.file, to: file, existing: .replace)
        }
    }

    /// Exports this value for `visibility`'s audience as `contentType`, or as its first
    /// exportable representation when `contentType` is `nil`. Beyond Apple's API: what
    /// pasteboards and drag sessions use. Files stay files.
    ///
    /// - Returns: The content and the content type it was exported as.
    public func exportedContent(as contentType: UTType?, visibility: TransferRepresentationVisibility) async throws -> (content: TransferredContent, contentType: UTType) {
        try TransferFileIO.checkCancellation()
        let entry = try exportRepresentation(for: contentType, visibility: visibility)
        let type = entry.exportedContentType!
        do {
            switch entry.exporter! {
            case .data(let export):
                return (.data(try await export(self)), type)
            case .file(let export):
                let sent = try await export(self)
                guard FileManager.default.fileExists(atPath: sent.file.path) else {
                    throw TransferError.fileMissing(path: sent.file.path)
                }
                return (.file(sent), type)
            }
        } catch {
            throw Self.wrap(error, contentType: type, direction: .export)
        }
    }

    /// The file name a receiver should use for this value exported as `contentType`,
    /// from the representation's `suggestedFileName`, when it has one.
    public func suggestedFileName(for contentType: UTType? = nil) -> String? {
        guard let entry = try? exportRepresentation(for: contentType, visibility: .ownProcess) else { return nil }
        return entry.suggestedFileName?(self)
    }

    /// The representation used to export this value as `contentType` to `audience`.
    func exportRepresentation(for contentType: UTType?, visibility audience: TransferRepresentationVisibility) throws -> ResolvedRepresentation<Self> {
        var blockedByCondition: UTType?
        for entry in ResolvedRepresentationCache.representations(of: Self.self)
        where entry.exporter != nil && entry.exports(conformingTo: contentType) && entry.visibility.isVisible(to: audience) {
            if entry.exportingConditions.allSatisfy({ $0(self) }) { return entry }
            blockedByCondition = blockedByCondition ?? entry.exportedContentType
        }
        if let blocked = blockedByCondition {
            throw TransferError.exportingConditionFalse(type: "\(Self.self)", contentType: blocked.identifier)
        }
        throw TransferError.noRepresentation(type: "\(Self.self)", contentType: contentType?.identifier, direction: .export)
    }

    static func unique(_ types: [UTType]) -> [UTType] {
        var seen: Set<UTType> = []
        return types.filter { seen.insert($0).inserted }
    }

    /// Keeps Ferry's own errors and cancellation; wraps anything else with context.
    static func wrap(_ error: any Error, contentType: UTType, direction: TransferError.Direction) -> any Error {
        if error is TransferError || error is CancellationError { return error }
        return TransferError.representationFailed(type: "\(Self.self)", contentType: contentType.identifier,
                                                  direction: direction, reason: TransferError.describe(error))
    }
}
