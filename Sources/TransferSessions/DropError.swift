// SPDX-License-Identifier: Apache-2.0
/// Why a drop failed before any model changed.
public enum DropError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Item `index` (zero-based) of the `count` dropped items could not be loaded or
    /// decoded.
    case itemFailed(index: Int, count: Int, error: ItemProviderError)

    /// The index of the failing item.
    public var index: Int {
        switch self {
        case .itemFailed(let index, _, _): index
        }
    }

    public var description: String {
        switch self {
        case let .itemFailed(index, count, error):
            "dropped item \(index) of \(count) (zero-based) failed: \(error)"
        }
    }
}
