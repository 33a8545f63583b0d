// SPDX-License-Identifier: Apache-2.0
/// What a drop destination did with a drop.
public enum DropResult: Sendable, Hashable, CustomStringConvertible {
    /// The destination applied `count` items. `failures` lists items that failed and
    /// were left out, which only a contract that does not require every item allows;
    /// they are reported, never silently dropped.
    case succeeded(count: Int, failures: [DropError])
    /// The destination's action returned `false`.
    case declined
    /// The acceptance contract rejected the batch; `reason` is for the user.
    case rejected(reason: String, violation: AcceptanceViolation)
    /// Loading or decoding failed; nothing was applied.
    case failed(DropError)

    /// Whether the drop succeeded.
    public var isSuccess: Bool {
        if case .succeeded = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case let .succeeded(count, failures):
            "succeeded with \(count) item\(count == 1 ? "" : "s")" + (failures.isEmpty ? "" : ", \(failures.count) failed: \(failures.map(\.description).joined(separator: "; "))")
        case .declined:
            "declined by the destination"
        case let .rejected(reason, violation):
            "rejected (\(violation)): \(reason)"
        case let .failed(error):
            "failed: \(error)"
        }
    }
}
