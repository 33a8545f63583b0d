// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

/// Turns received content into values through CoreTransferable.
@MainActor
enum TransferLoader {
    static func plan<T: Transferable>(_ content: ReceivedContent, for type: T.Type) -> ReadPlan? {
        ReadPlan.make(offered: content.offeredMIMETypes, inProcess: content.inProcessTransfer,
                      offersFiles: content.offersFiles, importable: T.importedContentTypes())
    }

    /// Loads the values `content` offers as `T`: one, or one per file.
    ///
    /// Plans are tried in the sender's order (``ReadPlan/candidates(offered:inProcess:offersFiles:importable:)``):
    /// offered files that `T` does not import give way to the next format `T` does, so a
    /// file does not hide the text offered beside it.
    static func load<T: Transferable>(_ type: T.Type, from content: ReceivedContent, progress: ImportProgress?) async throws(ReceiveError) -> [T] {
        let plans = ReadPlan.candidates(offered: content.offeredMIMETypes, inProcess: content.inProcessTransfer,
                                        offersFiles: content.offersFiles, importable: T.importedContentTypes())
        guard !plans.isEmpty else { throw .noImportableFormat(type: "\(T.self)", offered: content.offeredMIMETypes) }
        for plan in plans.dropLast() {
            do {
                return try await load(type, from: content, following: plan, progress: progress)
            } catch .fileNotImportable {
                continue  // found before anything was copied or imported: try the next format
            }
        }
        return try await load(type, from: content, following: plans[plans.count - 1], progress: progress)
    }

    /// Loads the values `content` offers as `T` by one plan.
    private static func load<T: Transferable>(_ type: T.Type, from content: ReceivedContent, following plan: ReadPlan,
                                              progress: ImportProgress?) async throws(ReceiveError) -> [T] {
        do {
            switch plan {
            case .inProcess:
                guard let transfer = content.inProcessTransfer else { throw ReceiveError.noImportableFormat(type: "\(T.self)", offered: []) }
                return [try await transfer.load(T.self)]
            case let .bytes(mimeType, contentType):
                let data: Data
                do {
                    data = try await content.read(mimeType: mimeType)
                } catch let tooLarge as ReadLimitExceeded {
                    throw ReceiveError.tooLarge(mimeType: mimeType, limit: tooLarge.limit)
                } catch {
                    throw ReceiveError.readFailed(mimeType: mimeType, reason: "\(error)")
                }
                return [try await T.importContent(.data(data), contentType: contentType)]
            case .files:
                let files: [URL]
                do {
                    files = try await content.readFiles()
                } catch {
                    throw ReceiveError.readFailed(mimeType: ExchangeFormat.uriList, reason: "\(error)")
                }
                return try await FileImport.importFiles(files, as: T.self, progress: progress)
            }
        } catch let error as ReceiveError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .importFailed(type: "\(T.self)", underlying: error)
        }
    }
}
