// SPDX-License-Identifier: Apache-2.0

/// An environment-dependent font: each text style maps to libadwaita's typography
/// (its `title-1` … `caption` style classes).
public struct Font: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case system(size: Double, weight: Weight?)
    }
    let style: Style
    var weight: Weight?
    var isItalic = false
    var isMonospaced = false

    /// A font with the large title text style.
    public static let largeTitle = Font(style: .largeTitle)
    /// A font with the title text style.
    public static let title = Font(style: .title)
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font(style: .title2)
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font(style: .title3)
    /// A font with the headline text style.
    public static let headline = Font(style: .headline)
    /// A font with the subheadline text style.
    public static let subheadline = Font(style: .subheadline)
    /// A font with the body text style.
    public static let body = Font(style: .body)
    /// A font with the callout text style.
    public static let callout = Font(style: .callout)
    /// A font with the footnote text style.
    public static let footnote = Font(style: .footnote)
    /// A font with the caption text style.
    public static let caption = Font(style: .caption)
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font(style: .caption2)

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
        Font(style: .system(size: Double(size), weight: weight))
    }

    /// Adds bold styling to the font.
    public func bold() -> Font { var copy = self; copy.weight = .bold; return copy }
    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    /// Adds italics to the font.
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { var copy = self; copy.isMonospaced = true; return copy }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// The ultra-light (100) font weight.
        public static let ultraLight = Weight(value: 100)
        /// The thin (200) font weight.
        public static let thin = Weight(value: 200)
        /// The light (300) font weight.
        public static let light = Weight(value: 300)
        /// The regular (400) font weight.
        public static let regular = Weight(value: 400)
        /// The medium (500) font weight.
        public static let medium = Weight(value: 500)
        /// The semibold (600) font weight.
        public static let semibold = Weight(value: 600)
        /// The bold (700) font weight.
        public static let bold = Weight(value: 700)
        /// The heavy (800) font weight.
        public static let heavy = Weight(value: 800)
        /// The black (900) font weight.
        public static let black = Weight(value: 900)
    }

    /// The libadwaita style class of the text style, if it has one.
    var styleClass: String? {
        switch style {
        case .largeTitle: return "title-1"
        case .title: return "title-1"
        case .title2: return "title-2"
        case .title3: return "title-3"
        case .headline: return "heading"
        case .subheadline: return "caption-heading"
        case .body, .callout: return "body"
        case .footnote, .caption, .caption2: return "caption"
        case .system: return nil
        }
    }

    /// CSS for what the style class does not say (a point size, a weight, italics).
    var extraCSS: String {
        var rules: [String] = []
        if case .system(let size, let weight) = style {
            rules.append("font-size: \(Int(size.rounded()))px;")
            if let weight { rules.append("font-weight: \(weight.value);") }
        }
        if let weight { rules.append("font-weight: \(weight.value);") }
        if isItalic { rules.append("font-style: italic;") }
        if isMonospaced { rules.append("font-family: monospace;") }
        return rules.joined(separator: " ")
    }
}

import Foundation

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = AnyShapeStyle(style) })
    }

    /// Sets the color of the foreground elements displayed by this view.
    @available(*, deprecated, renamed: "foregroundStyle(_:)", message: "Apple deprecated foregroundColor(_:); use foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }
}
