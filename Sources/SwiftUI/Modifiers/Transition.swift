// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// A type-erased transition: how a view looks just before it is inserted and just after
/// it is removed, when the change that inserts or removes it is animated.
public struct AnyTransition: Sendable {
    /// The look a transition gives a view at its far end (fully out).
    struct Look: Sendable, Equatable {
        var opacity: Double?
        var offsetX = 0.0, offsetY = 0.0
        /// Offsets by the view's own size (`.move(edge:)`), as fractions of its width and height.
        var moveX = 0.0, moveY = 0.0
    }

    let insertion: Look
    let removal: Look

    init(insertion: Look, removal: Look) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ look: Look) { self.init(insertion: look, removal: look) }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static let opacity = AnyTransition(Look(opacity: 0))

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(Look())

    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(Look(offsetX: Double(offset.width), offsetY: Double(offset.height)))
    }

    /// Returns a transition that offsets the view by the specified `x` and `y` values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(Look(offsetX: Double(x), offsetY: Double(y)))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition {
        switch edge {
        case .top: return AnyTransition(Look(moveY: -1))
        case .bottom: return AnyTransition(Look(moveY: 1))
        case .leading: return AnyTransition(Look(moveX: -1))
        case .trailing: return AnyTransition(Look(moveX: 1))
        }
    }

    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static var slide: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Combines this transition with another, returning a new transition that is the
    /// result of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    var animation: Animation?
}

extension AnyTransition.Look {
    func combined(with other: Self) -> Self {
        Self(opacity: opacity.map { a in other.opacity.map { a * $0 } ?? a } ?? other.opacity,
             offsetX: offsetX + other.offsetX, offsetY: offsetY + other.offsetY,
             moveX: moveX + other.moveX, moveY: moveY + other.moveY)
    }
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (the left, or the right in a right-to-left layout).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
}

extension View {
    /// Associates a transition with the view.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }
}

/// Gives its content a transition, run when an animated change inserts or removes it.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        TransitionNode(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Wraps its content in a frame that the transition animates (its opacity, offset and
/// the share of its height it takes, so the views around it glide).
@MainActor
final class TransitionNode: ModifierNode {
    private let frame = FrameWidget()
    private let wrapper = ContentWrapper()
    private var current: AnyTransition = .opacity

    override var widgets: [Widget] { [frame] }
    override var transition: AnyTransition? { current }
    override var transitionFrame: FrameWidget? { frame }

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        current = (modifier as! TransitionModifier).transition
        updateContent(content, environment: environment, transaction: transaction)
        frame.setContent(wrapper.widget(for: self.content?.widgets ?? []))
    }

    override func contentWidgetsChanged(transaction: Transaction) {
        frame.setContent(wrapper.widget(for: content?.widgets ?? []))
    }
}

/// Runs the transitions of nodes inserted or removed by an animated change.
@MainActor
enum Transitions {
    /// Animates `node` in when `transaction` animates and the node has a transition frame.
    static func insert(_ node: Node, transaction: Transaction) {
        guard let animation = transaction.effectiveAnimation, let frame = node.transitionFrame else { return }
        let look = (node.transition ?? .opacity).insertion
        let (width, height) = naturalSize(of: frame)
        apply(look, progress: 0, to: frame, width: width, height: height)
        run(animation, on: frame, { progress in apply(look, progress: progress, to: frame, width: width, height: height) })
    }

    /// Animates `node` out when `transaction` animates, calling `completion` once it is
    /// out. Returns false, without calling `completion`, when nothing animates: the caller
    /// removes the node at once.
    static func remove(_ node: Node, transaction: Transaction, completion: @escaping @MainActor () -> Void) -> Bool {
        guard let animation = transaction.effectiveAnimation, let frame = node.transitionFrame, frame.isMapped,
              !ReducedMotion.isEnabled else { return false }
        let look = (node.transition ?? .opacity).removal
        let width = Double(frame.size.width), height = Double(frame.size.height)
        return run(animation, on: frame, { progress in apply(look, progress: 1 - progress, to: frame, width: width, height: height) },
                   completion: completion)
    }

    /// Sets the frame `progress` of the way from `look` (0) to its identity (1).
    private static func apply(_ look: AnyTransition.Look, progress: Double, to frame: FrameWidget, width: Double, height: Double) {
        let away = 1 - progress
        frame.opacity = look.opacity.map { $0 + (1 - $0) * progress } ?? 1
        var spec = frame.spec
        spec.offsetX = (look.offsetX + look.moveX * width) * away
        spec.offsetY = (look.offsetY + look.moveY * height) * away
        spec.heightFraction = progress
        frame.spec = spec
    }

    @discardableResult
    private static func run(_ animation: Animation, on frame: FrameWidget, _ step: @escaping @MainActor (Double) -> Void,
                            completion: (@MainActor () -> Void)? = nil) -> Bool {
        frame.animate(duration: .milliseconds(Int((animation.seconds * 1000).rounded())), curve: .linear,
                      { step(animation.value(at: $0)) }, completion: completion)
        return true
    }

    private static func naturalSize(of frame: FrameWidget) -> (Double, Double) {
        (Double(frame.size.width), Double(frame.size.height))
    }
}
