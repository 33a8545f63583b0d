// SPDX-License-Identifier: Apache-2.0
/// An app-initiated rewrite of an item's text (trim, uppercase, a replacement from code),
/// with the caret policy it is applied under.
///
/// Transformations are functions rather than finished texts so that one deferred while an
/// input method composes runs on the text as it is when composition ends.
public struct TextTransformation: Sendable, CustomStringConvertible {
    /// A name for logs and tests.
    public let name: String
    /// How the selection follows the rewrite.
    public let policy: CaretPolicy
    private let transform: @Sendable (String) -> String

    /// A transformation named `name` applying `transform` under `policy`.
    public init(name: String, policy: CaretPolicy = .keepLogicalPosition, _ transform: @escaping @Sendable (String) -> String) {
        self.name = name
        self.policy = policy
        self.transform = transform
    }

    /// The rewritten text.
    public func callAsFunction(_ text: String) -> String { transform(text) }

    /// Removes white space and newlines at both ends (the usual "on submit" cleanup).
    public static let trimWhitespace = TextTransformation(name: "trim") { text in
        var scalars = Substring(text)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// Uppercases the text.
    public static let uppercase = TextTransformation(name: "uppercase") { $0.uppercased() }

    /// Replaces the whole text with `text` under `policy`.
    public static func replace(with text: String, policy: CaretPolicy) -> TextTransformation {
        TextTransformation(name: "replace with \(String(reflecting: text))", policy: policy) { _ in text }
    }

    public var description: String { "\(name) (\(policy))" }
}
