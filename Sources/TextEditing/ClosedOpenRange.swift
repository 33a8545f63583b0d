// SPDX-License-Identifier: Apache-2.0
/// A half-open range of integer offsets that prints as `from..<to` and, unlike
/// `Range<Int>`, can describe a malformed range in an error without trapping.
public struct ClosedOpenRange: Hashable, Sendable, CustomStringConvertible {
    /// The first offset.
    public let from: Int
    /// The offset just past the end.
    public let to: Int

    /// Creates the pair as given, without validation.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    public var description: String { "\(from)..<\(to)" }
}
