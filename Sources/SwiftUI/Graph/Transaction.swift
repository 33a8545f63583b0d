// SPDX-License-Identifier: Apache-2.0

/// The context of the current state-processing update: the animation changes made in it run with.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool = false

    /// Creates a transaction.
    @inlinable public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction `withAnimation` or `withTransaction` runs its body in.
    @MainActor static var current: Transaction?

    /// The animation changes in this transaction run with, or nil when none should animate.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }
}

/// Returns the result of recomputing the view's body with the provided animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Executes a closure with the specified transaction and returns the result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}
