// SPDX-License-Identifier: Apache-2.0
/// A point in a widget's coordinates, in logical pixels.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The distance from the leading edge.
    public var x: Double
    /// The distance from the top edge.
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public var description: String { "(\(x), \(y))" }
}

/// A rectangle in logical pixels.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The origin's coordinates and the size.
    public var x: Double, y: Double, width: Double, height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The centre point.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
