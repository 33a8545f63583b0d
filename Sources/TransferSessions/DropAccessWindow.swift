// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// The span during which providers handed to a drop may start loading: open while the
/// destination's drop handler runs, closed for good when it returns. Loads started while
/// it is open run to completion; loads started later fail with
/// ``ItemProviderError/accessExpired(contentType:)``. This makes "loading of every item
/// starts inside the drop handler" a checked rule rather than a convention, as on Apple
/// platforms, where a drop's providers stop delivering once the drop is over.
final class DropAccessWindow: Sendable {
    private let open = Atomic<Bool>(true)

    /// Whether loads may still be started.
    var isOpen: Bool { open.load(ordering: .acquiring) }

    /// Closes the window; it never reopens.
    func close() { open.store(false, ordering: .releasing) }
}
