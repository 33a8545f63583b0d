// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// What a ``DropBatch`` fixes synchronously in the drop handler: the items as their
/// readers see them, the content types `Item` imports, and which items may no longer be
/// loaded because their access window had closed.
///
/// Everything else (which representation each item loads from, the source's handler,
/// the import) happens per item in the batch's worker, off the main actor, so a large
/// drop touches each provider once, on the thread that loads it.
@usableFromInline
struct DropBatchPlan<Item: Transferable>: Sendable {
    /// Which items had lost access when the batch was made.
    @usableFromInline
    enum ExpiredAccess: Sendable {
        /// Every item may be loaded.
        case none
        /// No item may be loaded (the drop's window had closed).
        case all
        /// The items at these indexes may not be loaded (providers given as they are,
        /// each with its own window).
        case some(Set<Int>)
    }

    /// The dropped items.
    @usableFromInline let items: DropItems
    /// `Item`'s imported content types, looked up once.
    @usableFromInline let importedTypes: [UTType]
    /// Which items had lost access.
    @usableFromInline let expiredAccess: ExpiredAccess

    @inlinable var count: Int { items.count }

    /// Plans a batch over `items`: checks their access now.
    @usableFromInline init(items: DropItems) {
        self.items = items
        importedTypes = Item.importedContentTypes()
        if let window = items.accessWindow {
            // One window for the whole drop: one check.
            expiredAccess = window.isOpen ? .none : .all
        } else {
            let expired = Set(items.sources.indices.filter { items.sources[$0].accessWindow?.isOpen == false })
            expiredAccess = expired.isEmpty ? .none : .some(expired)
        }
    }

    /// Whether item `index` had lost access when the batch was made.
    @inlinable func hasExpiredAccess(_ index: Int) -> Bool {
        switch expiredAccess {
        case .none: false
        case .all: true
        case .some(let indexes): indexes.contains(index)
        }
    }
}
