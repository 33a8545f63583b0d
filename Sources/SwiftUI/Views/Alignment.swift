// SPDX-License-Identifier: Apache-2.0

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    /// 0 leading, 0.5 centre, 1 trailing (mirrored right to left).
    let fraction: Double
    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    /// 0 top, 0.5 centre, 1 bottom.
    let fraction: Double
    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(fraction: 0)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// A guide that marks the top-most text baseline in a view (drawn as `.top`).
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// A guide that marks the bottom-most text baseline in a view (drawn as `.bottom`).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates a custom alignment value with the specified horizontal and vertical alignment guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A guide that marks the center of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the leading edge of the view.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// A guide that marks the top edge of the view.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates edge insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Creates edge insets of zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension Edge {
    /// An efficient set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    }
}

import Foundation
