// SPDX-License-Identifier: Apache-2.0
import Foundation

/// What the pointer carries while dragging: a description the toolkit draws (for
/// example a 300×300 rounded rectangle saying "Drop Circle"). Showing it never changes
/// a model.
public struct DragPreview: Sendable, Hashable {
    /// The text drawn in the preview.
    public var title: String
    /// The preview's size in points.
    public var size: CGSize
    /// The corner radius of the preview's rounded rectangle (0: square corners).
    public var cornerRadius: Double

    /// Creates a preview description.
    public init(title: String, size: CGSize = CGSize(width: 300, height: 300), cornerRadius: Double = 16) {
        self.title = title
        self.size = size
        self.cornerRadius = cornerRadius
    }
}
