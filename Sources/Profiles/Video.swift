// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A profile's video: a file that travels as a file (`public.mpeg-4`) and is never read
/// into memory, with the file's URL as a fallback representation.
///
/// Export sends the existing file. Import copies the received file into the videos
/// folder, ``Video/library`` (by default `$XDG_VIDEOS_DIR/Ferry`; see
/// ``ProfilesDirectories``), streamed, under the received name sanitised, or
/// `name_UUID.ext` when that name is taken; nothing is ever overwritten. Set
/// ``Video/importProgress`` (a task-local) to follow or cancel an import:
///
/// ```swift
/// let progress = Progress()
/// let video = try await Video.$importProgress.withValue(progress) {
///     try await Video(importing: droppedFile, contentType: .mpeg4Movie)
/// }
/// ```
public struct Video: Hashable, Sendable {
    /// Where the video file is.
    public var url: URL

    /// A video at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The folder imports copy into (task-local, so tests and windows can choose).
    @TaskLocal public static var library: MediaFolder = .videos

    /// The progress imports report to and honour cancellation of, if any (task-local).
    @TaskLocal public static var importProgress: Progress?
}

extension Video: Transferable {
    /// A file of `public.mpeg-4` both ways, then the file's URL (`public.file-url`,
    /// `public.url`) for export. The importer asks for the sender's original when the
    /// sender allows it: it copies the file into the library anyway, so an extra
    /// temporary copy would only cost time.
    public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie, shouldAttemptToOpenInPlace: true) { video in
            SentTransferredFile(video.url)
        } importing: { received in
            let copy = try await library.importFile(at: received.file, preferredName: received.file.lastPathComponent,
                                                    progress: importProgress)
            return Video(url: copy)
        }
        .suggestedFileName { $0.url.lastPathComponent }
        ProxyRepresentation(exporting: \.url)
    }
}
