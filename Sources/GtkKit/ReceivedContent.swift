// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import CoreTransferable
import Foundation

/// Content offered to this process by a drop or by the clipboard, read asynchronously.
@MainActor
protocol ReceivedContent: AnyObject {
    /// The MIME types offered, in the sender's priority order.
    var offeredMIMETypes: [String] { get }
    /// The sender's value itself, when it is in this process.
    var inProcessTransfer: InProcessTransfer? { get }
    /// Whether files are offered (`text/uri-list` or GDK's file list).
    var offersFiles: Bool { get }
    /// The bytes offered as `mimeType`.
    func read(mimeType: String) async throws -> Data
    /// The local files offered.
    func readFiles() async throws -> [URL]
}
