// SPDX-License-Identifier: Apache-2.0
/// How many of a keyed list's keys to hand GTK now, so that a list that grows never makes
/// one frame build more than a budget of row widgets.
///
/// GTK 4.8's list view builds a row widget for every item within ``trackedRows``
/// positions of the rows it holds, all in the frame after the change: a filter that
/// widens from a handful of rows to hundreds builds some 200 rows at once, at about
/// 0.1 ms each. Handing the keys over in steps, those in view first, keeps every frame
/// within budget. Keys beyond GTK's tracked window get no widget, so they go at once.
struct ListGrowth: Equatable, Sendable {
    /// Rows GTK 4.8 keeps alive around those in view (its `GTK_LIST_VIEW_MAX_LIST_ITEMS`).
    static let trackedRows = 200

    /// New rows GTK may build in one frame.
    var rowsPerFrame: Int

    /// How many of `count` keys to hand GTK now.
    ///
    /// - Parameters:
    ///   - shown: How many keys GTK has now.
    ///   - trackedStart: The position of the first row GTK holds (0 when it holds none).
    ///   - needed: How many leading keys must be there in this frame whatever the cost:
    ///     those of the rows in view and of the focused row.
    func exposure(of count: Int, shown: Int, trackedStart: Int, needed: Int) -> Int {
        let (allowance, overflow) = max(shown, needed).addingReportingOverflow(max(rowsPerFrame, 1))
        if overflow || allowance >= trackedStart + Self.trackedRows { return count }
        return min(count, allowance)
    }
}
