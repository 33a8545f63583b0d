// SPDX-License-Identifier: Apache-2.0
/// Why reading a ``Pasteboard`` failed.
public enum PasteboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Item `index` offers what was asked for but failed to load or decode.
    case itemFailed(index: Int, error: ItemProviderError)
    /// There is no item `index`; the pasteboard holds `count` items.
    case noSuchItem(index: Int, count: Int)

    public var description: String {
        switch self {
        case let .itemFailed(index, error):
            "pasteboard item \(index): \(error)"
        case let .noSuchItem(index, count):
            "pasteboard item \(index) does not exist (the pasteboard holds \(count) item\(count == 1 ? "" : "s"))"
        }
    }
}
