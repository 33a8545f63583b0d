// SPDX-License-Identifier: Apache-2.0
import CoreTransferable

/// Who reads an item in transit: code in the process that offered it, or another
/// process (another app, reached through the desktop's clipboard or drag and drop).
///
/// Every reader-facing API of this module is scoped to an audience. A representation
/// whose visibility does not admit the audience is neither listed nor served: for
/// another process, `.ownProcess` representations do not exist.
public enum TransferAudience: Sendable, Hashable, CustomStringConvertible {
    /// Code in the process that offered the item.
    case ownProcess
    /// Any other process.
    case anotherProcess

    /// The visibility audience CoreTransferable uses for this reader: `.ownProcess`
    /// sees every representation, another process only those visible to `.all`.
    public var visibility: TransferRepresentationVisibility {
        switch self {
        case .ownProcess: .ownProcess
        case .anotherProcess: .all
        }
    }

    /// Whether a representation with `visibility` may be listed for or served to this
    /// reader.
    public func admits(_ visibility: TransferRepresentationVisibility) -> Bool {
        visibility.isVisible(to: self.visibility)
    }

    /// The narrower of two audiences: a view of a view never sees more than either.
    func narrowed(to other: TransferAudience) -> TransferAudience {
        self == .anotherProcess || other == .anotherProcess ? .anotherProcess : .ownProcess
    }

    public var description: String {
        switch self {
        case .ownProcess: "own process"
        case .anotherProcess: "another process"
        }
    }
}
