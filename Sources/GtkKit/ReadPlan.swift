// SPDX-License-Identifier: Apache-2.0
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
    /// nothing offered can be imported. The first of ``candidates(offered:inProcess:offersFiles:importable:)``.
    static func make(offered: [String], inProcess: InProcessTransfer?, offersFiles: Bool, importable: [UTType]) -> ReadPlan? {
        candidates(offered: offered, inProcess: inProcess, offersFiles: offersFiles, importable: importable).first
    }

    /// Every plan that may work, in the sender's order: the in-process value first, then
    /// each offered format the importer takes, files where the sender lists them (or last,
    /// when files are offered without a URI list).
    ///
    /// Whether files can be imported is known only once their names are read: a file
    /// manager's copy offers the file first and its path as text after it, and a `String`
    /// receiver must get the text when the file is a CSV it does not import. A reader
    /// tries the next plan when the files turn out not to be importable.
    static func candidates(offered: [String], inProcess: InProcessTransfer?, offersFiles: Bool, importable: [UTType]) -> [ReadPlan] {
        var plans: [ReadPlan] = []
        if let inProcess, inProcess.importChoice(importable: importable) != nil { plans.append(.inProcess) }
        let takesFiles = ExchangeFormat.importsFiles(importable)
        for mime in offered {
            if mime == ExchangeFormat.uriList && takesFiles {
                if !plans.contains(.files) { plans.append(.files) }
            } else if let choice = ExchangeFormat.importChoice(offered: [mime], importable: importable) {
                let plan = ReadPlan.bytes(mimeType: choice.mimeType, contentType: choice.contentType)
                if !plans.contains(plan) { plans.append(plan) }
            }
        }
        if offersFiles && takesFiles && !plans.contains(.files) { plans.append(.files) }
        return plans
    }
}
