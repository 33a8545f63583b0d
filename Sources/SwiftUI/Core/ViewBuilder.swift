// SPDX-License-Identifier: Apache-2.0

/// A custom parameter attribute that constructs views from closures.
@resultBuilder @MainActor
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into a ``TupleView``.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// Builds an expression within the builder.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces an optional view for conditional statements in multi-statement closures
    /// that's only visible when the condition evaluates to `true`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs
    /// an availability check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view created from a swift tuple of view values.
public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    /// The same views, in order, as the framework walks them.
    let children: [any View]

    /// Creates a tuple view. Views made this way have no children the framework can see;
    /// use ``ViewBuilder`` to combine views.
    public init(_ value: T) {
        self.value = value
        self.children = []
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// Content representing one of two views, chosen by a condition in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    /// Creates an empty view.
    @inlinable public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

/// A type-erased view.
public struct AnyView: View {
    let view: any View

    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
    }

    /// Creates a type-erased view from a type-erased value if that value is also a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A type that collects multiple instances of a content type (views, scenes) into a single unit.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
}
