// SPDX-License-Identifier: Apache-2.0
/// The items of a drag as one reader sees them, in order: what a ``DropTarget`` is
/// shown while the pointer hovers and what its drop handler receives in ``DropInfo``.
///
/// Each element is a view of the source's provider scoped to the reader (see
/// ``ItemProvider/restricted(to:)``): representations the reader may not see are neither
/// listed nor served, and loads must start while the drop's access window is open
/// (inside the drop handler). Views are made only for the elements a reader asks for,
/// so a target that looks at the first item of a 10,000-item drag makes one view, not
/// 10,000; each access makes a fresh view with the same rules. ``DropBatch`` loads
/// every item without making views at all.
public struct DropItems: RandomAccessCollection, Sendable {
    /// The source's providers, or (for items given as they are) the readers' providers.
    let sources: [ItemProvider]
    /// Who reads the items; `nil` when `sources` are handed out as they are.
    let audience: TransferAudience?
    /// The window loads must start in (closed for hovering); `nil` when `sources` are
    /// handed out as they are.
    let accessWindow: DropAccessWindow?

    /// Items given as they are: each element is the provider itself (toolkit bridges
    /// and tests that build a ``DropInfo`` by hand).
    public init(_ providers: [ItemProvider]) {
        sources = providers
        audience = nil
        accessWindow = nil
    }

    /// The source's `providers` as `audience` sees them, loadable while `accessWindow`
    /// is open.
    init(scoping providers: [ItemProvider], to audience: TransferAudience, accessWindow: DropAccessWindow) {
        sources = providers
        self.audience = audience
        self.accessWindow = accessWindow
    }

    /// The position of the first item.
    public var startIndex: Int { 0 }
    /// The position after the last item.
    public var endIndex: Int { sources.count }

    /// The item at `position`, as this reader sees it.
    public subscript(position: Int) -> ItemProvider {
        guard let audience else { return sources[position] }
        return sources[position].scoped(to: audience, accessWindow: accessWindow)
    }

    /// The provider behind item `index` and who reads it through this collection,
    /// worked out without making a view (the audience ``subscript(_:)``'s view would
    /// have). Which items may still load is the window's business (``DropBatchPlan``).
    @usableFromInline
    func reader(at index: Int) -> (provider: ItemProvider, audience: TransferAudience) {
        let source = sources[index]
        guard let audience else { return (source, source.audience) }
        return (source, source.audience.narrowed(to: audience))
    }
}
