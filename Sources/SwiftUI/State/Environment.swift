// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes with every write: two environments with the same version hold the same
    /// values, so a view whose value and environment are both unchanged is not updated.
    private(set) var version = 0
    nonisolated(unsafe) private static var lastVersion = 0

    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            Self.lastVersion &+= 1
            version = Self.lastVersion
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation()

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The current value of the environment property.
    public var wrappedValue: Value { (location.environment ?? EnvironmentValues())[keyPath: keyPath] }
}

/// The environment an `Environment` property reads: its node's, connected before each evaluation.
final class EnvironmentLocation {
    var environment: EnvironmentValues?
}

extension Environment: NodeInstallable {
    func install(in node: CompositeNode, slot: inout Int) {
        location.environment = node.environment
        node.readsEnvironment = true
    }
}

// MARK: Built-in values

struct AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }

extension EnvironmentValues {
    /// Whether the user prefers reduced motion: GTK's `gtk-enable-animations` turned off.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// The layout direction associated with the current environment: right to left in
    /// Arabic and other languages written that way.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The current locale that views should use.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The color scheme of this environment: libadwaita's dark or light style.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment
    /// allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}

/// Changes the environment its content sees.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        EnvironmentModifierNode(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
final class EnvironmentModifierNode: ModifierNode {
    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        var changed = environment
        (modifier as! EnvironmentModifier).change(&changed)
        updateContent(content, environment: changed, transaction: transaction)
    }
}
