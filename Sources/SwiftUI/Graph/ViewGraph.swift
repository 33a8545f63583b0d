// SPDX-License-Identifier: Apache-2.0
import Foundation
import GtkKit

/// Evaluates invalidated views again, together, once the current event has been handled:
/// a burst of state changes costs one update.
@MainActor
final class ViewGraph {
    static let shared = ViewGraph()

    private var dirty: [CompositeNode] = []
    private var isScheduled = false
    /// The transaction state changes were made in since the last update (`withAnimation`).
    private var pendingTransaction = Transaction()
    /// The types of the views whose bodies are being evaluated, innermost last: named when a body traps.
    var evaluating: [String] = [] {
        didSet { BodyTrapReport.current = evaluating.last }
    }

    private init() {
        BodyTrapReport.install()
    }

    /// Evaluates `node` again on the next update, in the current transaction.
    func schedule(_ node: CompositeNode) {
        dirty.append(node)
        if let animation = Transaction.current?.animation, pendingTransaction.animation == nil {
            pendingTransaction.animation = animation
        }
        guard !isScheduled else { return }
        isScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.update() } }
    }

    /// Evaluates every dirty node, outermost first.
    func update() {
        isScheduled = false
        let transaction = pendingTransaction
        pendingTransaction = Transaction()
        while !dirty.isEmpty {
            let nodes = dirty.sorted { $0.depth < $1.depth }
            dirty = []
            for node in nodes where node.isDirty {
                node.evaluate(transaction: transaction)
            }
        }
        SwiftUIMetrics.onUpdateApplied?()
    }

}
