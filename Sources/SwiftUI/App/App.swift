// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Mark your app's type with `@main`: its `main()` starts a libadwaita application whose
/// windows show your scenes' views.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app: returns when its last window closes, then exits.
    @MainActor @preconcurrency
    public static func main() {
        exit(AppRunner.run(Self.init()))
    }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Builds an expression within the builder.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows: here one libadwaita
/// application window, as GNOME apps have (a second launch presents it again).
public struct WindowGroup<Content: View>: Scene {
    let title: String?
    let content: () -> Content

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.content = content
    }

    /// Creates a window group with a localized text view for its title bar.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.title = titleKey.resolved
        self.content = content
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.content = content
    }

    public var body: Never { fatalError("SwiftUI: WindowGroup is a scene the framework shows itself") }
}

/// A scene the framework shows as a window.
@MainActor protocol WindowScene {
    var windowTitle: String? { get }
    func makeRootView() -> any View
}

extension WindowGroup: WindowScene {
    var windowTitle: String? { title }
    func makeRootView() -> any View { content() }
}
