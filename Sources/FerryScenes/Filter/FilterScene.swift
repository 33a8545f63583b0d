// SPDX-License-Identifier: Apache-2.0
import StableCollections

/// SPEC scene 3 ("Filter")'s constants: what the seed says about the motion, the words on
/// screen, and the limits that keep the 100,000-record mode fast. StableCollections'
/// mechanisms take these values; they know nothing of the scene.
public enum FilterScene {
    /// Membership changes: ease-in-out over 0.22 s; entering rows fade in from 8 points
    /// below their place (the seed's `.asymmetric(insertion: .offset(x: 0, y: 8)
    /// .combined(with: .opacity), removal: .opacity)`).
    nonisolated public static let animation = RowAnimation(curve: .easeInOut, duration: 0.22, insertionRise: 8)
    /// The page's title (seed 004's `Text("Label Collection").font(.title2)`).
    nonisolated public static var title: String { tr("Label Collection") }
    /// Seed 004's layout, in points: the window's padding and the spacing of its column, the
    /// padding around the rows and the spacing between them, each row's padding and its
    /// background's corner radius, and the background's tint (the accent blue at 10 %).
    nonisolated public static let windowPadding = 20
    /// The spacing between the page's title, field, switch, caption and rows.
    nonisolated public static let columnSpacing = 12
    /// The padding around the stack of rows.
    nonisolated public static let rowsPadding = 12
    /// The spacing between rows.
    nonisolated public static let rowSpacing = 8
    /// A row's padding, and the "No matching labels" row's.
    nonisolated public static let rowPadding = 12
    /// The corner radius of a row's tinted background.
    nonisolated public static let rowCornerRadius = 8
    /// The opacity of a row's tint (`Color.blue.opacity(0.10)`).
    nonisolated public static let rowTintOpacity = 0.10
    /// The height of the scrolling area holding the rows (`.frame(height: 300)`).
    nonisolated public static let rowsAreaHeight = 300
    /// The field's placeholder.
    nonisolated public static var queryPlaceholder: String { tr("Filter labels") }
    /// The row shown when nothing matches, inside the animated stack.
    nonisolated public static var emptyTitle: String { tr("No matching labels") }
    /// How many records the large-collection mode shows.
    nonisolated public static let largeCount = 100_000
    /// Changes of more rows than this show at once: a window shows a few dozen rows, and
    /// fading thousands of rows that are mostly off screen would only cost time.
    nonisolated public static let maximumAnimatedChanges = 400
    /// Rows above and below the view that still animate: the rows in view are estimated
    /// from the average row height, and rows with a note are taller.
    nonisolated public static let rowsAnimatedBeyondView = 4

    /// "N of M labels" for `filter`.
    public static func caption<Element, ID>(_ filter: CollectionFilter<Element, ID>) -> String {
        // Plural by the total: "1 of 4 labels" counts labels as "4 labels" does.
        trn("%1$d of %2$d labels", "%1$d of %2$d labels", count: filter.totalCount, filter.visibleIDs.count, filter.totalCount)
    }
}
