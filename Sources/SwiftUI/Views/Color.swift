// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A type that converts to a color or pattern for filling shapes and drawing text.
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context: libadwaita's palette for
/// the named colors.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    let red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a constant color from red, green, and blue component values (0…1).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = opacity
    }

    /// Creates a constant grayscale color.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255)
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * min(max(opacity, 0), 1))
    }

    /// A context-dependent blue color: libadwaita's blue.
    public static let blue = Color(hex: 0x3584e4)
    /// A context-dependent red color: libadwaita's red.
    public static let red = Color(hex: 0xe01b24)
    /// A context-dependent green color: libadwaita's green.
    public static let green = Color(hex: 0x2ec27e)
    /// A context-dependent yellow color: libadwaita's yellow.
    public static let yellow = Color(hex: 0xf6d32d)
    /// A context-dependent orange color: libadwaita's orange.
    public static let orange = Color(hex: 0xff7800)
    /// A context-dependent purple color: libadwaita's purple.
    public static let purple = Color(hex: 0x9141ac)
    /// A context-dependent pink color: libadwaita's pink.
    public static let pink = Color(hex: 0xdc8add)
    /// A context-dependent brown color: libadwaita's brown.
    public static let brown = Color(hex: 0x986a44)
    /// A context-dependent teal color: libadwaita's teal.
    public static let teal = Color(hex: 0x2190a4)
    /// A context-dependent cyan color: libadwaita's cyan.
    public static let cyan = Color(hex: 0x33c7de)
    /// A context-dependent mint color: libadwaita's mint.
    public static let mint = Color(hex: 0x57e389)
    /// A context-dependent indigo color: libadwaita's indigo.
    public static let indigo = Color(hex: 0x1c71d8)
    /// A context-dependent gray color: libadwaita's gray.
    public static let gray = Color(hex: 0x9a9996)
    /// A black color suitable for use in UI elements.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// A white color suitable for use in UI elements.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// A clear color suitable for use in UI elements.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The color to use for primary content: libadwaita's window text colour.
    public static let primary = Color(hex: 0x1e1e1e)
    /// The color to use for secondary content.
    public static let secondary = Color(hex: 0x1e1e1e).opacity(0.55)
    /// A color that reflects the accent color of the system.
    public static let accentColor = Color(hex: 0x3584e4)

    /// A CSS `rgba()` of the colour.
    var css: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(String(format: "%.3f", alpha)))"
    }

    /// A name for CSS classes made for this colour.
    var token: String {
        func byte(_ v: Double) -> String { String(format: "%02x", Int((min(max(v, 0), 1) * 255).rounded())) }
        return byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    public var description: String { css }

    /// A gradient of this color, from a lighter tone at the top to the color at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(top: Color(red: min(1, red + (1 - red) * 0.3), green: min(1, green + (1 - green) * 0.3),
                               blue: min(1, blue + (1 - blue) * 0.3), opacity: alpha), bottom: self)
    }
}

extension ShapeStyle where Self == Color {
    /// A context-dependent blue color suitable for use in UI elements.
    public static var blue: Color { Color.blue }
    /// A context-dependent red color suitable for use in UI elements.
    public static var red: Color { Color.red }
    /// A context-dependent green color suitable for use in UI elements.
    public static var green: Color { Color.green }
    /// A context-dependent yellow color suitable for use in UI elements.
    public static var yellow: Color { Color.yellow }
    /// A context-dependent orange color suitable for use in UI elements.
    public static var orange: Color { Color.orange }
    /// A context-dependent purple color suitable for use in UI elements.
    public static var purple: Color { Color.purple }
    /// A context-dependent pink color suitable for use in UI elements.
    public static var pink: Color { Color.pink }
    /// A context-dependent gray color suitable for use in UI elements.
    public static var gray: Color { Color.gray }
    /// A black color suitable for use in UI elements.
    public static var black: Color { Color.black }
    /// A white color suitable for use in UI elements.
    public static var white: Color { Color.white }
    /// A clear color suitable for use in UI elements.
    public static var clear: Color { Color.clear }
    /// A context-dependent teal color suitable for use in UI elements.
    public static var teal: Color { Color.teal }
    /// A context-dependent mint color suitable for use in UI elements.
    public static var mint: Color { Color.mint }
    /// A context-dependent cyan color suitable for use in UI elements.
    public static var cyan: Color { Color.cyan }
    /// A context-dependent indigo color suitable for use in UI elements.
    public static var indigo: Color { Color.indigo }
    /// A context-dependent brown color suitable for use in UI elements.
    public static var brown: Color { Color.brown }
}

/// A shape style that maps to one of the numbered content styles.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A color gradient: a colour from a lighter tone at the top to itself at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let top: Color
    let bottom: Color
}

/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle {
    enum Kind: Hashable, Sendable {
        case color(Color)
        case hierarchical(Int)
        case gradient(Color, Color)
        /// The environment's foreground style (`.foreground`).
        case foreground
    }
    let kind: Kind

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        switch style {
        case let color as Color: kind = .color(color)
        case let level as HierarchicalShapeStyle: kind = .hierarchical(level.level)
        case let gradient as AnyGradient: kind = .gradient(gradient.top, gradient.bottom)
        case let erased as AnyShapeStyle: kind = erased.kind
        case is ForegroundStyle: kind = .foreground
        default: kind = .hierarchical(0)
        }
    }

    /// The colours a shape is filled with (top and bottom), in light style.
    var fill: (Color, Color) {
        switch kind {
        case .color(let color): return (color, color)
        case .foreground: return (Color.primary, Color.primary)
        case .hierarchical(let level):
            let color = Color.primary.opacity([1, 0.55, 0.35, 0.2][min(level, 3)])
            return (color, color)
        case .gradient(let top, let bottom): return (top, bottom)
        }
    }
}
