// SPDX-License-Identifier: Apache-2.0
/// A declarative description of how a transferable item is exported and imported.
///
/// Compose representations in a ``Transferable/transferRepresentation`` or in the
/// ``body`` of your own representation type. Order is preference: the first
/// representation a receiver accepts is the one it gets.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item being transferred.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations that make up this one.
    @TransferRepresentationBuilder<Item>
    var body: Body { get }
}

/// Representations the engine resolves directly (Ferry's own building blocks). Their
/// `body` is never evaluated.
protocol PrimitiveTransferRepresentation<Item>: TransferRepresentation {
    /// The resolved entries of this representation, in preference order.
    func resolve() -> [ResolvedRepresentation<Item>]
}

extension TransferRepresentation where Body == Never {
    /// Representations made of no other representation have no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive transfer representation and has no body")
    }
}

extension Never: Transferable {
    public static var transferRepresentation: Never {
        fatalError("Never has no transfer representation")
    }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    /// `Never`, which no representation's body can reach.
    public typealias Body = Never
}

/// The resolved entries of any representation: primitives resolve themselves, composed
/// representations resolve their body.
func resolveRepresentation<R: TransferRepresentation>(_ representation: R) -> [ResolvedRepresentation<R.Item>] {
    if let primitive = representation as? any PrimitiveTransferRepresentation<R.Item> {
        return primitive.resolve()
    }
    if R.Body.self == Never.self { return [] }
    let body = resolveRepresentation(representation.body)
    guard let entries = body as? [ResolvedRepresentation<R.Item>] else {
        preconditionFailure("the body of \(R.self) transfers \(R.Body.Item.self), not \(R.Item.self)")
    }
    return entries
}
