// SPDX-License-Identifier: Apache-2.0
/// What a drop does with the dragged items. The source proposes the operations it
/// allows; the destination picks one of them.
public enum DragOperation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The destination adds copies (new items with new ids); the source keeps its items.
    case copy
    /// The items leave the source and arrive at the destination; exactly one party
    /// removes them (see ``CollectionStore``'s move strategies).
    case move

    public var description: String { rawValue }
}
