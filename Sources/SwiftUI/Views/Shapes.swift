// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import Foundation
import GtkKit

/// A 2D shape that you can use when drawing a view: it fills the space it is offered.
public protocol Shape: View, Sendable {
    /// The shape's outline, as the framework draws it.
    var _outline: ShapeOutline { get }
}

/// The outlines the framework draws.
public enum ShapeOutline: Sendable, Equatable {
    /// A rectangle filling the frame.
    case rectangle
    /// A rectangle with corners of the given radius.
    case roundedRectangle(cornerRadius: Double)
    /// The largest circle centred in the frame.
    case circle
}

extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: _outline, style: AnyShapeStyle(content))
    }

    /// The shape filled with the environment's foreground style.
    public var body: some View { ShapeView(shape: _outline, style: nil) }
}

/// The foreground style of the environment.
public struct ForegroundStyle: ShapeStyle {
    /// Creates a foreground style instance.
    public init() {}
}
extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool
    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    /// Creates a new rectangle shape.
    public init() {}
    public var _outline: ShapeOutline { .rectangle }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: Shape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize

    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    public var _outline: ShapeOutline { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Sendable, Equatable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners (drawn as circular).
    case continuous
}

/// A circle centered on the frame of the view containing it.
public struct Circle: Shape {
    /// Creates a new circle shape.
    public init() {}
    public var _outline: ShapeOutline { .circle }
}

/// A shape filled with a style (nil: the environment's foreground style).
struct ShapeView: View {
    let shape: ShapeOutline
    let style: AnyShapeStyle?
    var body: Never { primitiveBody(Self.self) }
}

@MainActor
final class ShapeNode: Node {
    let widget = Widget(retaining: UnsafeMutableRawPointer(gtkkit_shape_new()!))
    private var shown: (ShapeOutline, AnyShapeStyle.Kind)?
    override var widgets: [Widget] { [widget] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let shape = view as! ShapeView
        let style = shape.style.flatMap { $0.isForeground ? nil : $0 } ?? environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        if let shown, shown.0 == shape.shape, shown.1 == style.kind { return }
        shown = (shape.shape, style.kind)
        SwiftUIMetrics.wrote()
        let (top, bottom) = style.fill
        var start = GdkRGBA(red: Float(top.red), green: Float(top.green), blue: Float(top.blue), alpha: Float(top.alpha))
        var end = GdkRGBA(red: Float(bottom.red), green: Float(bottom.green), blue: Float(bottom.blue), alpha: Float(bottom.alpha))
        let (kind, radius): (Int32, Double)
        switch shape.shape {
        case .rectangle: (kind, radius) = (Int32(GTKKIT_SHAPE_RECTANGLE), 0)
        case .roundedRectangle(let r): (kind, radius) = (Int32(GTKKIT_SHAPE_ROUNDED_RECTANGLE), r)
        case .circle: (kind, radius) = (Int32(GTKKIT_SHAPE_CIRCLE), 0)
        }
        gtkkit_shape_set(widget.gtk, kind, radius, 1, &start, &end)
    }
}

extension AnyShapeStyle {
    /// Whether this stands for the environment's foreground style.
    var isForeground: Bool { kind == .foreground }
}

extension ShapeView: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ShapeNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

extension Color: View {
    public var body: some View { ShapeView(shape: .rectangle, style: AnyShapeStyle(self)) }
}
