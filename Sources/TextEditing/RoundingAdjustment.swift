// SPDX-License-Identifier: Apache-2.0
/// One offset that was moved to a boundary, as reported by a conversion or a snap.
public struct RoundingAdjustment: Hashable, Sendable, CustomStringConvertible {
    /// Why the requested position was not usable.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The position was between two scalars of one grapheme cluster.
        case insideGraphemeCluster
        /// The position was between the two code units of a UTF-16 surrogate pair.
        case insideSurrogatePair
        /// The position was between two bytes of one UTF-8 encoded scalar.
        case insideUTF8Sequence

        public var description: String {
            switch self {
            case .insideGraphemeCluster: "inside a grapheme cluster"
            case .insideSurrogatePair: "inside a surrogate pair"
            case .insideUTF8Sequence: "inside a UTF-8 sequence"
            }
        }
    }

    /// The position that was asked for, in `unit`.
    public let requested: Int
    /// The position actually used, in `unit`.
    public let result: Int
    /// The unit both positions count in.
    public let unit: TextUnit
    /// Why the position moved.
    public let reason: Reason

    /// Creates a report of one moved position.
    public init(requested: Int, result: Int, unit: TextUnit, reason: Reason) {
        self.requested = requested
        self.result = result
        self.unit = unit
        self.reason = reason
    }

    public var description: String {
        "\(unit) offset \(requested) was \(reason); moved to \(result)"
    }
}
