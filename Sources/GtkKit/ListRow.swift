// SPDX-License-Identifier: Apache-2.0
/// A row of a ``ListView`` or a ``KeyedListView``: a Swift object that owns the row's root
/// widget and the parts it shows an element with (labels, images, state such as the
/// element it shows).
///
/// Both lists take rows the same way: `makeRow` makes an empty row (about once per row GTK
/// keeps alive, a few hundred at most), and `bind` shows an element (or key) in a row,
/// again whenever GTK reuses the row for another one. A row therefore holds nothing about
/// its element beyond what `bind` last gave it. A plain widget is its own row.
@MainActor
public protocol ListRow: AnyObject {
    /// The row's root widget, handed to the list.
    var widget: Widget { get }
}

extension Widget: ListRow {
    /// The widget itself: a widget is its own ``ListRow``.
    public var widget: Widget { self }
}
