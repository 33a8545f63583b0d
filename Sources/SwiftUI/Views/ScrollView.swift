// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import GtkKit

/// A scrollable view: a GTK scrolled window, its content laid out as a vertical stack.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can
    /// show indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Axis {
    /// An efficient set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

@MainActor
final class ScrollViewNode: Node {
    let scrolled: Widget
    private let stack = StackWidget(.vertical)
    private var content: Node?

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        scrolled = Widget(retaining: UnsafeMutableRawPointer(gtk_scrolled_window_new()!))
        super.init(viewType: viewType, parent: parent, environment: environment)
        stack.configure(axis: .vertical, spacing: defaultSpacing, horizontal: 0.5, vertical: 0)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled.widgetPointer), stack.gtk)
        gtk_widget_set_hexpand(scrolled.gtk, 1)
        gtk_widget_set_vexpand(scrolled.gtk, 1)
    }

    override var widgets: [Widget] { [scrolled] }
    override var children: [Node] { content.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let (body, axes, indicators) = (view as! any ScrollViewParts).parts
        let horizontal: GtkPolicyType = axes.contains(.horizontal) ? (indicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL) : GTK_POLICY_NEVER
        let vertical: GtkPolicyType = axes.contains(.vertical) ? (indicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL) : GTK_POLICY_NEVER
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled.widgetPointer), horizontal, vertical)
        content = reconcile(content, with: body, parent: self, environment: environment, transaction: transaction)
        stack.setItems(content?.widgets ?? [])
    }

    override func childWidgetsChanged(transaction: Transaction) {
        stack.setItems(content?.widgets ?? [])
    }
}

@MainActor protocol ScrollViewParts { var parts: (any View, Axis.Set, Bool) { get } }
extension ScrollView: ScrollViewParts { var parts: (any View, Axis.Set, Bool) { (content, axes, showsIndicators) } }
extension ScrollView: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ScrollViewNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
