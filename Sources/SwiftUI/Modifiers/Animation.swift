// SPDX-License-Identifier: Apache-2.0
import GtkKit

/// The way a view changes over time to create a smooth visual transition from one state to another.
public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case linear, easeIn, easeOut, easeInOut, spring
    }

    let curve: Curve
    /// The duration in seconds, before `speed` is applied.
    let duration: Double
    var delay: Double = 0
    var speedFactor: Double = 1

    /// A default animation: ease in and out over 0.35 seconds.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)

    /// An animation with a specified duration that combines the behaviors of in and out easing animations.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// An animation that combines the behaviors of in and out easing animations.
    public static var easeInOut: Animation { Animation(curve: .easeInOut, duration: 0.35) }
    /// An animation with a specified duration that starts slowly and then increases speed towards the end of the movement.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// An animation that starts slowly and then increases speed towards the end of the movement.
    public static var easeIn: Animation { Animation(curve: .easeIn, duration: 0.35) }
    /// An animation with a specified duration that starts quickly and then slows towards the end of the movement.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// An animation that starts quickly and then slows towards the end of the movement.
    public static var easeOut: Animation { Animation(curve: .easeOut, duration: 0.35) }
    /// An animation that moves at a constant speed during a specified duration.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// An animation that moves at a constant speed.
    public static var linear: Animation { Animation(curve: .linear, duration: 0.35) }
    /// A smooth spring animation with a predefined duration and no bounce (drawn as ease-out).
    public static var spring: Animation { Animation(curve: .spring, duration: 0.5) }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay = delay; return copy }
    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speedFactor = speed > 0 ? speed : 1; return copy }

    /// The length in seconds with `speed` applied.
    var seconds: Double { duration / speedFactor }

    /// The eased progress at `t` (0…1 of the duration).
    func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch curve {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut, .spring: return 1 - pow3(1 - t)
        case .easeInOut: return AnimationCurve.easeInOut.value(at: t)
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}

extension View {
    /// Applies the given animation to this view when the specified value changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
}

/// Runs the updates of its content with `animation` whenever `value` changed since the last update.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public var animation: Animation?
    public var value: Value

    public init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    public typealias Body = Never
}

extension _AnimationModifier: PrimitiveModifier {
    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        AnimationModifierNode<Value>(viewType: viewType, parent: parent, environment: environment)
    }
}

@MainActor
final class AnimationModifierNode<Value: Equatable>: ModifierNode {
    private var lastValue: Value?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let modifier = modifier as! _AnimationModifier<Value>
        var transaction = transaction
        if let last = lastValue, last != modifier.value {
            transaction.animation = modifier.animation
        }
        lastValue = modifier.value
        updateContent(content, environment: environment, transaction: transaction)
    }
}
