// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// The spacing between views when none is given: GNOME's 6 pixel unit, doubled less one
/// step, close to the Mac's default 8 points.
let defaultSpacing = 8

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A view that arranges its children in a line that grows vertically, creating items only
/// as needed (here: a `VStack`; rows are cheap GTK widgets made as the data arrives).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The footer view.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The node of a stack: its GTK stack widget holds the widgets of its content.
@MainActor
final class StackNode: Node {
    let stack: StackWidget
    private var content: Node?

    init(axis: StackWidget.Axis, viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        stack = StackWidget(axis)
        super.init(viewType: viewType, parent: parent, environment: environment)
    }

    override var widgets: [Widget] { [stack] }
    override var children: [Node] { content.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        (view as! any StackView).updateStack(self, environment: environment, transaction: transaction)
    }

    func update(axis: StackWidget.Axis, spacing: CGFloat?, horizontal: Double, vertical: Double, content view: any View,
                environment: EnvironmentValues, transaction: Transaction) {
        stack.configure(axis: axis, spacing: Int((spacing ?? CGFloat(defaultSpacing)).rounded()), horizontal: horizontal, vertical: vertical)
        content = reconcile(content, with: view, parent: self, environment: environment, transaction: transaction)
        stack.setItems(content?.widgets ?? [])
    }

    override func childWidgetsChanged(transaction: Transaction) {
        stack.setItems(content?.widgets ?? [])
    }
}

@MainActor protocol StackView { func updateStack(_ node: StackNode, environment: EnvironmentValues, transaction: Transaction) }

extension VStack: PrimitiveView, StackView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        StackNode(axis: .vertical, viewType: Self.self, parent: parent, environment: environment)
    }
    func updateStack(_ node: StackNode, environment: EnvironmentValues, transaction: Transaction) {
        node.update(axis: .vertical, spacing: spacing, horizontal: alignment.fraction, vertical: 0.5, content: content,
                    environment: environment, transaction: transaction)
    }
}

extension LazyVStack: PrimitiveView, StackView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        StackNode(axis: .vertical, viewType: Self.self, parent: parent, environment: environment)
    }
    func updateStack(_ node: StackNode, environment: EnvironmentValues, transaction: Transaction) {
        node.update(axis: .vertical, spacing: spacing, horizontal: alignment.fraction, vertical: 0.5, content: content,
                    environment: environment, transaction: transaction)
    }
}

extension HStack: PrimitiveView, StackView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        StackNode(axis: .horizontal, viewType: Self.self, parent: parent, environment: environment)
    }
    func updateStack(_ node: StackNode, environment: EnvironmentValues, transaction: Transaction) {
        node.update(axis: .horizontal, spacing: spacing, horizontal: 0.5, vertical: alignment.fraction, content: content,
                    environment: environment, transaction: transaction)
    }
}

extension ZStack: PrimitiveView, StackView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        StackNode(axis: .depth, viewType: Self.self, parent: parent, environment: environment)
    }
    func updateStack(_ node: StackNode, environment: EnvironmentValues, transaction: Transaction) {
        node.update(axis: .depth, spacing: 0, horizontal: alignment.horizontal.fraction, vertical: alignment.vertical.fraction,
                    content: content, environment: environment, transaction: transaction)
    }
}
