// SPDX-License-Identifier: Apache-2.0
import GtkKit

/// One view of the live view tree: what the framework keeps of a view between two
/// evaluations of its parent's body (its state, its GTK widgets, its children).
///
/// A node lives as long as its view keeps its identity: the same type at the same place
/// in its parent's body (and the same `id`, in a `ForEach` or under `.id(_:)`). A new
/// value of the view updates the node in place; another identity replaces it.
@MainActor
class Node {
    /// The node whose body or content holds this one.
    weak var parent: Node?
    /// The environment this node's view sees.
    var environment: EnvironmentValues
    /// The type of the view this node shows: a value of another type replaces the node.
    let viewType: any Any.Type
    /// How deep in the tree the node is (the root is 0): dirty nodes are evaluated
    /// outermost first, so an inner one is evaluated once, by its parent, when both are.
    let depth: Int

    init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        self.viewType = viewType
        self.parent = parent
        self.environment = environment
        self.depth = (parent?.depth ?? -1) + 1
    }

    /// The GTK widgets this node shows, in order: one for most views, none for an empty
    /// one, several for a `ForEach`, a tuple or a group.
    var widgets: [Widget] { [] }

    /// Takes a new value of the same view type (and the environment and transaction of
    /// this update) and updates what it shows.
    func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        self.environment = environment
        lastView = view
    }

    /// The view value this node last showed, for skipping an update that would change nothing.
    private(set) var lastView: (any View)?

    /// Whether showing `view` in `environment` would change nothing: the view is
    /// `Equatable` and equal to the last one shown, in the same environment.
    func isUnchanged(by view: any View, in environment: EnvironmentValues) -> Bool {
        guard environment.version == self.environment.version, let last = lastView,
              let equatable = view as? any Equatable else { return false }
        return equalValues(equatable, last)
    }

    /// A descendant's widget list changed (a row came or went, a branch was taken): a node
    /// that owns a GTK container puts the new list in it; others pass it on.
    func childWidgetsChanged(transaction: Transaction) {
        parent?.childWidgetsChanged(transaction: transaction)
    }

    /// The node leaves the tree: let go of what it observes.
    func tearDown() {
        for child in children { child.tearDown() }
    }

    /// The node's child nodes, for walks of the tree (focus, transitions, tear-down).
    var children: [Node] { [] }

    /// The transition this node's view runs as it is inserted or removed: the nearest
    /// `.transition` at the top of its modifier chain; `.opacity` when there is none.
    var transition: AnyTransition? { nil }

    /// The widget a transition animates: the node's single widget, when it has one.
    var transitionFrame: FrameWidget? { nil }
}

/// Makes the node for `view`, already showing it.
@MainActor
func makeNode(for view: any View, parent: Node?, environment: EnvironmentValues, transaction: Transaction) -> Node {
    let node: Node
    if let primitive = view as? any PrimitiveView {
        node = primitive.makeNode(parent: parent, environment: environment)
    } else {
        node = CompositeNode(viewType: type(of: view), parent: parent, environment: environment)
    }
    node.update(view, environment: environment, transaction: transaction)
    return node
}

/// Updates `existing` with `view` when it has the same identity, or makes a node for it;
/// the node it replaces is torn down. Returns the node now showing `view`.
@MainActor
func reconcile(_ existing: Node?, with view: any View, parent: Node, environment: EnvironmentValues,
               transaction: Transaction) -> Node {
    if let existing, existing.viewType == type(of: view) {
        if !existing.isUnchanged(by: view, in: environment) {
            existing.update(view, environment: environment, transaction: transaction)
        }
        return existing
    }
    existing?.tearDown()
    return makeNode(for: view, parent: parent, environment: environment, transaction: transaction)
}

/// A view the framework draws itself with GTK widgets (its `Body` is `Never`).
@MainActor
protocol PrimitiveView {
    /// Makes the node that shows views of this type; the framework then updates it with the value.
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node
}

/// Whether two widget lists hold the same widgets in the same order.
func sameWidgets(_ a: [Widget], _ b: [Widget]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// Whether `a` equals `b` (of `a`'s type).
func equalValues<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
