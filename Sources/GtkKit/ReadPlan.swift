import CoreTransferable

/// What a receiver will read from a sender for an importer of some types.
enum ReadPlan: Equatable {
    /// The sender is in this process: import its value directly.
    case inProcess
    /// Read these bytes and import them as this content type.
    case bytes(mimeType: String, contentType: UTType)
    /// Import the offered files.
    case files

    /// The plan for content offering `offered` MIME types (sender's order), optionally an
    /// in-process value and files, to an importer of `importable` types; `nil` when
    /// nothing offered can be imported.
    static func make(offered: [String], inProcess: InProcessTransfer?, offersFiles: Bool, importable: [UTType]) -> ReadPlan? {
        if let inProcess, inProcess.importChoice(importable: importable) != nil { return .inProcess }
        let takesFiles = ExchangeFormat.importsFiles(importable)
        for mime in offered {
            if mime == ExchangeFormat.uriList && takesFiles { return .files }
            if let choice = ExchangeFormat.importChoice(offered: [mime], importable: importable) {
                return .bytes(mimeType: choice.mimeType, contentType: choice.contentType)
            }
        }
        return offersFiles && takesFiles ? .files : nil
    }
}
