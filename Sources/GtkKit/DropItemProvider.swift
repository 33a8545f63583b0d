// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

/// One dropped item, loaded on request as any `Transferable` type it supports: the
/// counterpart of `NSItemProvider` for ``Widget/dropDestination(of:preferredOperation:action:isTargeted:)``.
@MainActor
public final class DropItemProvider {
    private enum Source {
        case content(ReceivedContent)
        case file(URL)
    }
    private let source: Source
    private weak var session: DropSession?

    /// The content types the item is offered as, in the sender's priority order.
    public let registeredContentTypes: [UTType]

    init(content: ReceivedContent, session: DropSession?) {
        source = .content(content)
        self.session = session
        var types = content.inProcessTransfer?.contentTypes ?? []
        for mime in content.offeredMIMETypes {
            if let type = ExchangeFormat.contentType(forMIMEType: mime), !types.contains(type) { types.append(type) }
        }
        registeredContentTypes = types
    }

    init(file: URL, session: DropSession) {
        source = .file(file)
        self.session = session
        registeredContentTypes = [(try? UTType(contentsOf: file)) ?? .data]
    }

    /// Whether the item is offered as `type` or a subtype.
    public func hasItemConforming(to type: UTType) -> Bool {
        registeredContentTypes.contains { $0.conforms(to: type) }
    }

    /// Loads the item as a `T`, calling `completionHandler` on the main actor. The load
    /// starts now, so a drop handler can start all its loads before it returns.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @MainActor (Result<T, ReceiveError>) -> Void) -> Task<Void, Never> {
        let load = Task { @MainActor () -> Bool in
            do throws(ReceiveError) {
                completionHandler(.success(try await self.load(type)))
                return true
            } catch {
                completionHandler(.failure(error))
                return false
            }
        }
        session?.track(load)
        return Task { _ = await load.value }
    }

    /// Loads the item as a `T`.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws(ReceiveError) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, ReceiveError>, Never>) in
            loadTransferable(type: type) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    private func load<T: Transferable>(_ type: T.Type) async throws(ReceiveError) -> T {
        switch source {
        case .content(let content):
            let values = try await TransferLoader.load(type, from: content, progress: nil)
            guard let first = values.first else { throw .noImportableFormat(type: "\(T.self)", offered: content.offeredMIMETypes) }
            return first
        case .file(let url):
            do {
                return try await FileImport.importFiles([url], as: type, progress: nil)[0]
            } catch let error as ReceiveError {
                throw error
            } catch is CancellationError {
                throw .cancelled
            } catch {
                throw .importFailed(type: "\(T.self)", underlying: error)
            }
        }
    }
}
