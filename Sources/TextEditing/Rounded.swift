// SPDX-License-Identifier: Apache-2.0
/// A value produced by a conversion together with the report of every position that had
/// to be moved to a boundary to produce it.
///
/// Rounding is never silent: when `adjustments` is empty the value is exact.
public struct Rounded<Value> {
    /// The converted value.
    public let value: Value
    /// Every position that was moved, in the order they were met.
    public let adjustments: [RoundingAdjustment]

    /// Creates a result with its adjustments.
    public init(_ value: Value, adjustments: [RoundingAdjustment] = []) {
        self.value = value
        self.adjustments = adjustments
    }

    /// True when at least one position was moved.
    public var wasRounded: Bool { !adjustments.isEmpty }

    /// Transforms the value, keeping the report.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Rounded<T> {
        Rounded<T>(try transform(value), adjustments: adjustments)
    }
}

extension Rounded: Sendable where Value: Sendable {}
extension Rounded: Equatable where Value: Equatable {}
