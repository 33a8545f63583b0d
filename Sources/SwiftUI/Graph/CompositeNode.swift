// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit
import Observation

/// The node of a view written with a `body`: it keeps the view's `@State`, evaluates its
/// body (recording the `@Observable` properties it reads) and keeps one child node for
/// what the body returns.
@MainActor
final class CompositeNode: Node {
    private var view: (any View)?
    /// The storage of the view's dynamic properties (`@State`, `@FocusState`), by their
    /// order in the view's type; it outlives the view values, which are made anew each time.
    var storage: [AnyObject] = []
    private var child: Node?
    private var lastWidgets: [Widget] = []
    /// Set while the node waits for the graph to evaluate it again.
    var isDirty = false
    /// Whether the view reads the environment (`@Environment`): it is evaluated again when
    /// a value the whole window sees changes (reduce motion, the color scheme).
    var readsEnvironment = false
    /// Bumped on every evaluation: an observation made by an earlier one is stale.
    private var generation = 0

    override var widgets: [Widget] { child?.widgets ?? [] }
    override var children: [Node] { child.map { [$0] } ?? [] }
    override var transition: AnyTransition? { child?.transition }
    override var transitionFrame: FrameWidget? { child?.transitionFrame }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        self.view = view
        evaluate(transaction: transaction)
    }

    /// Evaluates the body again (after its state or an observed property changed).
    func evaluate(transaction: Transaction) {
        guard let view else { return }
        isDirty = false
        generation &+= 1
        DynamicProperties.install(in: view, node: self)
        let body = observingReads(generation: generation) { evaluateBody(of: view) }
        let before = lastWidgets
        child = reconcile(child, with: body, parent: self, environment: environment, transaction: transaction)
        lastWidgets = child?.widgets ?? []
        if !sameWidgets(before, lastWidgets) { parent?.childWidgetsChanged(transaction: transaction) }
    }

    override func childWidgetsChanged(transaction: Transaction) {
        let now = child?.widgets ?? []
        guard !sameWidgets(now, lastWidgets) else { return }
        lastWidgets = now
        parent?.childWidgetsChanged(transaction: transaction)
    }

    /// Marks the node for evaluation on the graph's next update.
    func invalidate() {
        guard !isDirty else { return }
        isDirty = true
        ViewGraph.shared.schedule(self)
    }

    override func tearDown() {
        generation &+= 1  // observations still pending fire into nothing
        view = nil
        super.tearDown()
    }

    /// Runs `body`, and invalidates this node once any `@Observable` property it read changes.
    private func observingReads<T>(generation: Int, _ body: () -> T) -> T {
        let reference = WeakNode(self)
        return withObservationTracking(body, onChange: {
            // Called on the thread that changed the property, before the change: the node
            // is invalidated on the main actor, and evaluated once the change is made.
            let invalidate: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard let node = reference.node, node.generation == generation else { return }
                    node.invalidate()
                }
            }
            if Thread.isMainThread { invalidate() } else { DispatchQueue.main.async(execute: invalidate) }
        })
    }
}

/// Calls a view's `body` through its concrete type; a trap names the view's type.
@MainActor
func evaluateBody<V: View>(of view: V) -> any View {
    ViewGraph.shared.evaluating.append(String(reflecting: V.self))
    defer { ViewGraph.shared.evaluating.removeLast() }
    return view.body
}

/// A weak reference to a node that can cross into an observation's `@Sendable` callback.
final class WeakNode: @unchecked Sendable {
    weak var node: CompositeNode?
    init(_ node: CompositeNode) { self.node = node }
}
