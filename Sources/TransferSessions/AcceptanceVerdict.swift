// SPDX-License-Identifier: Apache-2.0
/// The verdict of an ``AcceptanceContract`` on a batch.
public enum AcceptanceVerdict: Sendable, Hashable {
    /// Every rule holds: apply the whole batch.
    case accepted
    /// A rule is violated: apply nothing and tell the user `reason`.
    case rejected(reason: String, violation: AcceptanceViolation)
}
