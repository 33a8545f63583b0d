// SPDX-License-Identifier: Apache-2.0

/// A type that represents part of your app's user interface and provides modifiers that
/// you use to configure views: Apple's `View`, drawn with GTK 4 widgets.
///
/// Declare a `body` made of other views. Ferry keeps the GTK widgets a body produces and,
/// when the body is evaluated again, changes only those whose values changed.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body: it is the `Body` of views drawn directly with GTK widgets.
    public typealias Body = Never

    /// Traps: a view whose body is `Never` is drawn by the framework.
    public var body: Never { fatalError("SwiftUI: Never has no body") }
}

/// Traps with the view's type: the body of a view the framework draws itself was asked for.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("SwiftUI: \(type) is drawn by the framework and has no body")
}
