// SPDX-License-Identifier: Apache-2.0
import GtkKit

/// The node of a view made of several views side by side (a tuple, a group): one child
/// node per position, each keeping its identity by its position.
@MainActor
final class ListNode: Node {
    private var items: [Node] = []
    override var widgets: [Widget] { items.flatMap(\.widgets) }
    override var children: [Node] { items }

    func updateChildren(_ views: [any View], environment: EnvironmentValues, transaction: Transaction) {
        let before = widgets
        var next: [Node] = []
        for (index, view) in views.enumerated() {
            next.append(reconcile(index < items.count ? items[index] : nil, with: view, parent: self,
                                  environment: environment, transaction: transaction))
        }
        for stale in items.dropFirst(views.count) { stale.tearDown() }
        items = next
        if !sameWidgets(before, widgets) { parent?.childWidgetsChanged(transaction: transaction) }
    }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let views: [any View]
        switch view {
        case let tuple as any TupleChildren: views = tuple.childViews
        case let group as any GroupContent: views = [group.groupContent]
        default: views = []
        }
        updateChildren(views, environment: environment, transaction: transaction)
    }
}

@MainActor protocol TupleChildren { var childViews: [any View] { get } }
extension TupleView: TupleChildren { var childViews: [any View] { children } }
extension TupleView: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ListNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

@MainActor protocol GroupContent { var groupContent: any View { get } }
extension Group: GroupContent where Content: View { var groupContent: any View { content } }
extension Group: PrimitiveView where Content: View {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ListNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

extension EmptyView: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        Node(viewType: Self.self, parent: parent, environment: environment)
    }
}

/// The node of a view that may or may not be there, or be one of two (an `if` in a view
/// builder): its content comes and goes with a transition, and the two branches of an
/// `if`/`else` are two identities even when they are views of the same type.
@MainActor
final class BranchNode: Node {
    private var child: Node?
    private var branch: Int = -1
    /// Content on its way out, kept while its removal transition runs.
    private var leaving: [Node] = []

    override var widgets: [Widget] { (child?.widgets ?? []) + leaving.flatMap(\.widgets) }
    override var children: [Node] { (child.map { [$0] } ?? []) + leaving }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        guard let (newBranch, content) = (view as! any BranchingView).branchContent else {
            show(nil, branch: -1, environment: environment, transaction: transaction)
            return
        }
        show(content, branch: newBranch, environment: environment, transaction: transaction)
    }

    private func show(_ content: (any View)?, branch newBranch: Int, environment: EnvironmentValues, transaction: Transaction) {
        let before = widgets
        if newBranch == branch, let content, let child {
            self.child = reconcile(child, with: content, parent: self, environment: environment, transaction: transaction)
        } else {
            if let old = child {
                let animating = Transitions.remove(old, transaction: transaction) { [weak self] in
                    guard let self else { return }
                    self.leaving.removeAll { $0 === old }
                    old.tearDown()
                    self.parent?.childWidgetsChanged(transaction: Transaction())
                }
                if animating { leaving.append(old) } else { old.tearDown() }
            }
            child = content.map { makeNode(for: $0, parent: self, environment: environment, transaction: transaction) }
            if let child { Transitions.insert(child, transaction: transaction) }
            branch = newBranch
        }
        if !sameWidgets(before, widgets) { parent?.childWidgetsChanged(transaction: transaction) }
    }
}

@MainActor protocol BranchingView { var branchContent: (Int, any View)? { get } }

extension Optional: BranchingView where Wrapped: View {
    var branchContent: (Int, any View)? { map { (0, $0) } }
}
extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        BranchNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

extension _ConditionalContent: BranchingView {
    var branchContent: (Int, any View)? {
        switch storage {
        case .trueContent(let view): return (0, view)
        case .falseContent(let view): return (1, view)
        }
    }
}
extension _ConditionalContent: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        BranchNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

/// An `AnyView` shows its erased view as it is: the erased view's type is its identity.
extension AnyView: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        PassThroughNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
