import StableCollections

/// SPEC scene 3 ("Filter")'s constants: what the seed says about the motion, the words on
/// screen, and the limits that keep the 100,000-record mode fast. StableCollections'
/// mechanisms take these values; they know nothing of the scene.
public enum FilterScene {
    /// Membership changes: ease-in-out over 0.22 s; entering rows fade in from 8 points
    /// below their place (the seed's `.asymmetric(insertion: .offset(x: 0, y: 8)
    /// .combined(with: .opacity), removal: .opacity)`).
    nonisolated public static let animation = RowAnimation(curve: .easeInOut, duration: 0.22, insertionRise: 8)
    /// What the caption counts: "N of M labels".
    nonisolated public static let captionNoun = "labels"
    /// The field's placeholder.
    nonisolated public static let queryPlaceholder = "Filter labels"
    /// The empty state's title, when nothing matches.
    nonisolated public static let emptyTitle = "No matching labels"
    /// The empty state's hint.
    nonisolated public static let emptyHint = "Try another search, or turn off Tiles only."
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
        filter.caption(noun: captionNoun)
    }
}
