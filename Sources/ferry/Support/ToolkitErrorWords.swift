// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import GtkKit

// GtkKit's errors that reach the user, worded in the user's language: each case is mapped
// to FerryScenes' ToolkitImageError with the same facts, which holds the words (where a
// headless test checks them).

extension TransferableImage.ImageError: UserWordedError {
    public var userWording: String {
        switch self {
        case let .undecodable(source, reason): ToolkitImageError.undecodable(source: source, reason: reason).userWording
        case let .unencodable(reason): ToolkitImageError.unencodable(reason: reason).userWording
        }
    }
}

extension Picture.LoadError: UserWordedError {
    public var userWording: String {
        switch self {
        case let .undecodable(count, reason): ToolkitImageError.notShown(byteCount: count, reason: reason).userWording
        }
    }
}
