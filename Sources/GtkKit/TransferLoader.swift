import CoreTransferable
import Foundation

/// Turns received content into values through CoreTransferable.
@MainActor
enum TransferLoader {
    static func plan<T: Transferable>(_ content: ReceivedContent, for type: T.Type) -> ReadPlan? {
        ReadPlan.make(offered: content.offeredMIMETypes, inProcess: content.inProcessTransfer,
                      offersFiles: content.offersFiles, importable: T.importedContentTypes())
    }

    /// Loads the values `content` offers as `T`: one, or one per file.
    static func load<T: Transferable>(_ type: T.Type, from content: ReceivedContent, progress: ImportProgress?) async throws(ReceiveError) -> [T] {
        guard let plan = plan(content, for: type) else {
            throw .noImportableFormat(type: "\(T.self)", offered: content.offeredMIMETypes)
        }
        do {
            switch plan {
            case .inProcess:
                guard let transfer = content.inProcessTransfer else { throw ReceiveError.noImportableFormat(type: "\(T.self)", offered: []) }
                return [try await transfer.load(T.self)]
            case let .bytes(mimeType, contentType):
                let data: Data
                do {
                    data = try await content.read(mimeType: mimeType)
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
            throw .importFailed(type: "\(T.self)", reason: "\(error)")
        }
    }
}
