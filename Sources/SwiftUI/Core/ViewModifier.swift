// SPDX-License-Identifier: Apache-2.0
import GtkKit

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// Traps: the framework applies modifiers whose body is `Never` itself.
    public func body(content: Self.Content) -> Never { primitiveBody(Self.self) }
}

/// The view a custom modifier's `body(content:)` gets: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let view: any View
    public var body: Never { primitiveBody(Self.self) }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view
    /// or view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The framework applies the modifier itself.
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The framework applies the two modifiers itself.
    public typealias Body = Never
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the framework applies itself (its `Body` is `Never`).
@MainActor
protocol PrimitiveModifier {
    /// Makes the node that applies modifiers of this type to views of type `viewType`.
    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode
}

/// The node of a modified view: it applies its modifier to the node of its content.
/// The base passes everything through; each modifier overrides what it changes.
@MainActor
class ModifierNode: Node {
    var content: Node?

    override var widgets: [Widget] { content?.widgets ?? [] }
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var transition: AnyTransition? { content?.transition }
    override var transitionFrame: FrameWidget? { content?.transitionFrame }

    /// The modified view this node shows.
    var modifiedView: (any View)?

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        modifiedView = view
        let (content, modifier) = (view as! any ModifiedView).parts
        updateModifier(modifier, content: content, environment: environment, transaction: transaction)
    }

    /// Applies `modifier` and updates the content. The base updates the content unchanged.
    func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                        transaction: Transaction) {
        updateContent(content, environment: environment, transaction: transaction)
    }

    /// Updates (or replaces) the content node; returns whether its widgets changed.
    @discardableResult
    func updateContent(_ view: any View, environment: EnvironmentValues, transaction: Transaction) -> Bool {
        let before = content?.widgets ?? []
        content = reconcile(content, with: view, parent: self, environment: environment, transaction: transaction)
        let changed = !sameWidgets(before, content?.widgets ?? [])
        if changed { contentWidgetsChanged(transaction: transaction) }
        return changed
    }

    /// The content's widgets changed. The base tells the parent.
    func contentWidgetsChanged(transaction: Transaction) {
        parent?.childWidgetsChanged(transaction: transaction)
    }

    override func childWidgetsChanged(transaction: Transaction) {
        contentWidgetsChanged(transaction: transaction)
    }

    /// The single widget of the content, wrapped in a vertical stack when it has several
    /// (or none): what a modifier that needs one widget applies to.
    var contentWidget: Widget? {
        let widgets = content?.widgets ?? []
        return widgets.count == 1 ? widgets[0] : nil
    }
}

/// A modified view's content and modifier, seen through the existential.
@MainActor
protocol ModifiedView {
    var parts: (any View, any ViewModifier) { get }
    /// The custom modifier's body for the content, made on demand.
    var customBody: @MainActor () -> any View { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
    var parts: (any View, any ViewModifier) { (content, modifier) }
    var customBody: @MainActor () -> any View {
        let (modifier, content) = (self.modifier, self.content)
        return { modifier.body(content: _ViewModifier_Content<Modifier>(view: content)) }
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeModifierNode(viewType: Self.self, parent: parent, environment: environment)
        }
        return CustomModifierNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

/// The node of a view modified by a custom `ViewModifier`: it evaluates the modifier's
/// `body(content:)` as a composite view's body.
@MainActor
final class CustomModifierNode: ModifierNode {
    private var composite: CompositeNode?

    override var widgets: [Widget] { composite?.widgets ?? [] }
    override var children: [Node] { composite.map { [$0] } ?? [] }

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let view = ModifierBodyView(makeBody: (self.modifiedView as! any ModifiedView).customBody)
        let before = widgets
        composite = reconcile(composite, with: view, parent: self, environment: environment, transaction: transaction) as? CompositeNode
        if !sameWidgets(before, widgets) { parent?.childWidgetsChanged(transaction: transaction) }
    }

    override func childWidgetsChanged(transaction: Transaction) {
        parent?.childWidgetsChanged(transaction: transaction)
    }
}

/// A custom modifier applied to its content, as a view whose body is the modifier's body.
struct ModifierBodyView: View {
    let makeBody: @MainActor () -> any View

    var body: some View { AnyView(erasing: makeBody()) }
}

extension AnyView {
    init(erasing view: any View) { self.view = view }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        PassThroughNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

/// A node showing another view as it is (a custom modifier's content, an `AnyView`'s view).
@MainActor
final class PassThroughNode: Node {
    private var child: Node?
    override var widgets: [Widget] { child?.widgets ?? [] }
    override var children: [Node] { child.map { [$0] } ?? [] }
    override var transition: AnyTransition? { child?.transition }
    override var transitionFrame: FrameWidget? { child?.transitionFrame }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let inner: any View
        if let content = view as? any ModifierContentView { inner = content.wrapped } else { inner = (view as! AnyView).view }
        let before = widgets
        child = reconcile(child, with: inner, parent: self, environment: environment, transaction: transaction)
        if !sameWidgets(before, widgets) { parent?.childWidgetsChanged(transaction: transaction) }
    }
}

@MainActor
protocol ModifierContentView { var wrapped: any View { get } }
extension _ViewModifier_Content: ModifierContentView { var wrapped: any View { view } }
