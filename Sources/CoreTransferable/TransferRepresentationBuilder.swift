// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Composes transfer representations, in order, into one.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Builds a representation from an expression.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }

    /// Builds a codable representation from an expression, so that
    /// `CodableRepresentation(contentType:)` needs no item type spelled out.
    public static func buildExpression<Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>(
        _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder> where Item: Codable, Encoder.Output == Data, Decoder.Input == Data {
        content
    }

    /// An empty block: a type with no representation (nothing to export or import).
    public static func buildBlock() -> TupleTransferRepresentation<Item, ()> {
        TupleTransferRepresentation(entries: [])
    }

    /// Passes a single representation through unchanged.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    /// Combines representations, keeping their order, for any number of them.
    public static func buildBlock<each Content: TransferRepresentation>(
        _ content: repeat each Content
    ) -> TupleTransferRepresentation<Item, (repeat each Content)> {
        var entries: [ResolvedRepresentation<Item>] = []
        for representation in repeat each content {
            entries += resolveChecked(representation)
        }
        return TupleTransferRepresentation(entries: entries)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: TransferRepresentation>(
        first component: Content
    ) -> TransferRepresentationBranch<Item> where Content.Item == Item {
        TransferRepresentationBranch(entries: resolveRepresentation(component))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: TransferRepresentation>(
        second component: Content
    ) -> TransferRepresentationBranch<Item> where Content.Item == Item {
        TransferRepresentationBranch(entries: resolveRepresentation(component))
    }

    /// An `if` without `else`: no representation when the condition is false.
    public static func buildOptional<Content: TransferRepresentation>(_ component: Content?) -> TransferRepresentationBranch<Item> where Content.Item == Item {
        TransferRepresentationBranch(entries: component.map(resolveRepresentation) ?? [])
    }

    /// A representation behind an availability check.
    public static func buildLimitedAvailability<Content: TransferRepresentation>(_ component: Content) -> TransferRepresentationBranch<Item> where Content.Item == Item {
        TransferRepresentationBranch(entries: resolveRepresentation(component))
    }

    private static func resolveChecked<R: TransferRepresentation>(_ representation: R) -> [ResolvedRepresentation<Item>] {
        guard let entries = resolveRepresentation(representation) as? [ResolvedRepresentation<Item>] else {
            preconditionFailure("\(R.self) transfers \(R.Item.self), but this builder builds representations of \(Item.self)")
        }
        return entries
    }
}

/// Several representations combined by ``TransferRepresentationBuilder``, in order.
public struct TupleTransferRepresentation<Item: Transferable, Value>: PrimitiveTransferRepresentation {
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never
    let entries: [ResolvedRepresentation<Item>]

    func resolve() -> [ResolvedRepresentation<Item>] { entries }
}


/// The result of an `if`, `switch`, optional or availability check in a
/// ``TransferRepresentationBuilder``: the representations of the branch taken. Beyond
/// Apple's builder, whose declarations have no `buildEither` or `buildOptional`
/// (docs/api-parity.md), so a conditional representation list may not compile on a Mac.
public struct TransferRepresentationBranch<Item: Transferable>: PrimitiveTransferRepresentation {
    /// `Never`: a built-in representation has no body; Ferry resolves it directly.
    public typealias Body = Never
    let entries: [ResolvedRepresentation<Item>]

    func resolve() -> [ResolvedRepresentation<Item>] { entries }
}
