// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

extension View {
    /// Adds a different padding amount to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(FrameModifier { $0.insets = insets })
    }

    /// Adds an equal padding amount to specific edges of this view (the system's 16 points by default).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        return modifier(FrameModifier { spec in
            if edges.contains(.top) { spec.insets.top = amount }
            if edges.contains(.leading) { spec.insets.leading = amount }
            if edges.contains(.bottom) { spec.insets.bottom = amount }
            if edges.contains(.trailing) { spec.insets.trailing = amount }
        })
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier { spec in
            if let width { spec.idealWidth = Double(width) }
            if let height { spec.idealHeight = Double(height) }
            spec.horizontalAlignment = alignment.horizontal.fraction
            spec.verticalAlignment = alignment.vertical.fraction
        })
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FrameModifier { spec in
            if let minWidth { spec.minWidth = Double(minWidth) }
            if let idealWidth { spec.idealWidth = Double(idealWidth) }
            if let maxWidth { spec.maxWidth = Double(maxWidth) }
            if let minHeight { spec.minHeight = Double(minHeight) }
            if let idealHeight { spec.idealHeight = Double(idealHeight) }
            if let maxHeight { spec.maxHeight = Double(maxHeight) }
            spec.horizontalAlignment = alignment.horizontal.fraction
            spec.verticalAlignment = alignment.vertical.fraction
        })
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        modifier(FrameModifier { $0.offsetX = Double(offset.width); $0.offsetY = Double(offset.height) })
    }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(FrameModifier { $0.offsetX = Double(x); $0.offsetY = Double(y) })
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(FrameModifier { $0.cornerRadius = Double(radius) })
    }

    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(BackgroundModifier(background: content(), isOverlay: false))
    }

    /// Layers the given view behind this view. (A colour matches this and the shape-style
    /// overload; as in Apple's SDK, the shape style wins.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(BackgroundModifier(background: background, isOverlay: false))
    }

    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundModifier(background: ShapeView(shape: .rectangle, style: AnyShapeStyle(style)), isOverlay: false))
    }

    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(BackgroundModifier(background: content(), isOverlay: true))
    }

    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(opacity: opacity))
    }
}

/// Puts its content in a frame widget with a spec the modifier sets.
struct FrameModifier: ViewModifier, PrimitiveModifier {
    let configure: (inout FrameSpec) -> Void
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        FrameNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
class FrameNode: ModifierNode {
    let frame = FrameWidget()
    let wrapper = ContentWrapper()

    override var widgets: [Widget] { [frame] }
    override var transitionFrame: FrameWidget? { nil }

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        var spec = FrameSpec()
        (modifier as! FrameModifier).configure(&spec)
        frame.spec = spec
        updateContent(content, environment: environment, transaction: transaction)
        frame.setContent(wrapper.widget(for: self.content?.widgets ?? []))
    }

    override func contentWidgetsChanged(transaction: Transaction) {
        frame.setContent(wrapper.widget(for: content?.widgets ?? []))
    }
}

/// Draws a view behind (or in front of) its content, sized to it.
struct BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    let background: Background
    let isOverlay: Bool
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        BackgroundNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor protocol BackgroundParts { var parts: (any View, Bool) { get } }
extension BackgroundModifier: BackgroundParts { var parts: (any View, Bool) { (background, isOverlay) } }

@MainActor
final class BackgroundNode: ModifierNode {
    let frame = FrameWidget()
    private let wrapper = ContentWrapper()
    private let backgroundWrapper = ContentWrapper()
    private var backgroundNode: Node?
    private var isOverlay = false

    override var widgets: [Widget] { [frame] }
    override var children: [Node] { (content.map { [$0] } ?? []) + (backgroundNode.map { [$0] } ?? []) }

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let (background, isOverlay) = (modifier as! any BackgroundParts).parts
        updateContent(content, environment: environment, transaction: transaction)
        backgroundNode = reconcile(backgroundNode, with: background, parent: self, environment: environment, transaction: transaction)
        if isOverlay != self.isOverlay {
            frame.setBackground(nil)
            frame.setOverlay(nil)
            self.isOverlay = isOverlay
        }
        place()
    }

    private func place() {
        frame.setContent(wrapper.widget(for: content?.widgets ?? []))
        let background = backgroundWrapper.widget(for: backgroundNode?.widgets ?? [])
        if isOverlay { frame.setOverlay(background) } else { frame.setBackground(background) }
    }

    override func childWidgetsChanged(transaction: Transaction) { place() }
    override func contentWidgetsChanged(transaction: Transaction) { place() }
}

/// Sets its content's opacity (on a frame of its own, so transitions do not clash with it).
struct OpacityModifier: ViewModifier, PrimitiveModifier {
    let opacity: Double
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        OpacityNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
final class OpacityNode: ModifierNode {
    let frame = FrameWidget()
    private let wrapper = ContentWrapper()
    override var widgets: [Widget] { [frame] }

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let opacity = min(max((modifier as! OpacityModifier).opacity, 0), 1)
        if frame.opacity != opacity {
            SwiftUIMetrics.wrote()
            frame.opacity = opacity
        }
        updateContent(content, environment: environment, transaction: transaction)
        frame.setContent(wrapper.widget(for: self.content?.widgets ?? []))
    }

    override func contentWidgetsChanged(transaction: Transaction) {
        frame.setContent(wrapper.widget(for: content?.widgets ?? []))
    }
}

extension View {
    /// Binds a view's identity to the given proxy value: a different value is a different
    /// view (its state starts afresh, and transitions run).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: AnyHashable(id)))
    }
}

struct IDModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        IDNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
final class IDNode: ModifierNode {
    private var currentID: AnyHashable?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let id = (modifier as! IDModifier).id
        if let currentID, currentID != id, let old = self.content {
            old.tearDown()
            self.content = nil
        }
        currentID = id
        updateContent(content, environment: environment, transaction: transaction)
    }
}
