// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import TransferSessions

extension ToolkitDragEnd {
    /// How a drag ended when GTK cancelled it for `reason`.
    init(cancelledFor reason: GdkDragCancelReason) {
        switch reason {
        case GDK_DRAG_CANCEL_USER_CANCELLED: self = .cancelledByUser
        case GDK_DRAG_CANCEL_NO_TARGET: self = .noTarget
        default: self = .failed
        }
    }
}
