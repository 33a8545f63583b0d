// SPDX-License-Identifier: Apache-2.0
/// The name of a collection in a ``CollectionStore`` (for example "Collection").
public struct CollectionName: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as shown to the user.
    public let rawValue: String

    /// Creates a name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public var description: String { rawValue }
}
