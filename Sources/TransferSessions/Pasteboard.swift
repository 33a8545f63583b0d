// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Synchronization

/// A clipboard: an ordered list of items, each an ``ItemProvider`` whose representations
/// are exported lazily, and a change count that increases with every write.
///
/// Readers say who they are (``TransferAudience``). Code in this process reads as
/// `.ownProcess`; the desktop bridge (GtkKit) serves other processes as
/// `.anotherProcess`, and representations registered with `.ownProcess` visibility are
/// then neither listed nor served.
///
/// Thread-safe; loads run off the main actor.
public final class Pasteboard: Sendable {
    private struct State: Sendable {
        var changeCount = 0
        var items: [ItemProvider] = []
    }

    private let state = Mutex(State())

    /// Creates an empty pasteboard with change count 0.
    public init() {}

    /// The app's clipboard.
    public static let general = Pasteboard()

    /// Increases by one with every write (``clearContents()``, ``setItems(_:)``,
    /// ``write(_:)``); a reader compares it to know whether what it saw is still there.
    public var changeCount: Int {
        state.withLock { $0.changeCount }
    }

    /// Removes every item.
    ///
    /// - Returns: The new change count.
    @discardableResult
    public func clearContents() -> Int {
        setItems([])
    }

    /// Replaces the contents with `items`.
    ///
    /// - Returns: The new change count.
    @discardableResult
    public func setItems(_ items: [ItemProvider]) -> Int {
        state.withLock { state in
            state.items = items
            state.changeCount += 1
            return state.changeCount
        }
    }

    /// Replaces the contents with one item per value, each offering the value's
    /// representations (exported only when a reader loads them).
    ///
    /// - Returns: The new change count.
    @discardableResult
    public func write<T: Transferable>(_ values: [T]) -> Int {
        setItems(values.map { ItemProvider($0) })
    }

    /// The items as `reader` sees them, in order: views that list and serve only the
    /// representations `reader` may see. An item with none left is still listed (with
    /// no content types), so indexes match for every reader.
    public func items(for reader: TransferAudience) -> [ItemProvider] {
        state.withLock { $0.items }.map { $0.restricted(to: reader) }
    }

    /// Each item's content types, in fidelity order, as `reader` sees them: what a
    /// clipboard advertises.
    public func contentTypes(for reader: TransferAudience) -> [[UTType]] {
        items(for: reader).map(\.registeredContentTypes)
    }

    /// Whether some item can be loaded as `type` by `reader`: what a paste button needs
    /// to be enabled. No load handler runs.
    public func canLoad<T: Transferable>(_ type: T.Type, reader: TransferAudience = .ownProcess) -> Bool {
        items(for: reader).contains { $0.canLoadTransferable(type) }
    }

    /// Loads every item that offers `type` to `reader`, in order: what a paste does.
    ///
    /// Items that offer no representation of `type` are other content (an image next to
    /// text) and are not part of the result. An item that offers `type` but fails to
    /// load or decode fails the whole paste, reported with its index. The contents are
    /// read as they were when `load` was called, even if the pasteboard changes meanwhile.
    public func load<T: Transferable>(_ type: T.Type, reader: TransferAudience = .ownProcess) async throws(PasteboardError) -> [T] {
        let loads = items(for: reader).enumerated().compactMap { index, item in
            item.canLoadTransferable(type) ? (index, item.startLoadingTransferable(type)) : nil
        }
        var values: [T] = []
        values.reserveCapacity(loads.count)
        for (index, load) in loads {
            switch await load.result {
            case .success(let value): values.append(value)
            case .failure(let error):
                loads.forEach { $0.1.cancel() }
                throw .itemFailed(index: index, error: error)
            }
        }
        return values
    }

    /// The bytes of item `index` as `contentType` (or a type conforming to it), for
    /// `reader`: what the desktop bridge serves when another process pastes.
    public func loadData(itemAt index: Int, contentType: UTType, reader: TransferAudience) async throws(PasteboardError) -> Data {
        let items = items(for: reader)
        guard items.indices.contains(index) else { throw .noSuchItem(index: index, count: items.count) }
        do {
            return try await items[index].loadDataRepresentation(for: contentType)
        } catch {
            throw .itemFailed(index: index, error: error)
        }
    }
}
