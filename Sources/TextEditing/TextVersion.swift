// SPDX-License-Identifier: Apache-2.0
/// The version of one item's text: it increases by one with every change, so a saved
/// selection can say which text it describes.
public struct TextVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The version number.
    public let rawValue: Int

    /// A version with the given number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The version of a text that has not changed yet.
    public static let initial = TextVersion(0)

    /// The version after one more change.
    public var next: TextVersion { TextVersion(rawValue + 1) }

    public static func < (lhs: TextVersion, rhs: TextVersion) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "v\(rawValue)" }
}
