// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CGtkKitSupport
import Foundation

/// Carries a continuation through a C callback's user data.
final class ContinuationBox<Value: Sendable>: @unchecked Sendable {
    let continuation: CheckedContinuation<Value, any Error>
    init(_ continuation: CheckedContinuation<Value, any Error>) { self.continuation = continuation }
}

/// Turns a GIO `*_finish` call's outcome into a value, or fills the error and returns nil.
typealias GIOFinish<Value> = @Sendable (_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?,
                                        _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Value?

/// What to do when one GIO asynchronous operation is ready: not generic, so that the C
/// callback (which cannot capture a generic context) can call it.
private final class GIOReady: @unchecked Sendable {
    let complete: (_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?) -> Void
    init(_ complete: @escaping (UnsafeMutablePointer<GObject>?, OpaquePointer?) -> Void) { self.complete = complete }
}

/// Awaits one GIO-style asynchronous call: `start` begins it with the ready callback and
/// user data it is given; `finish` is its `*_finish` function, whose error becomes a
/// ``GIOError``.
@MainActor
func gioCall<Value: Sendable>(start: (GAsyncReadyCallback, UnsafeMutableRawPointer) -> Void,
                              finish: @escaping GIOFinish<Value>) async throws -> Value {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        let ready = GIOReady { source, result in
            var error: UnsafeMutablePointer<GError>?
            if let value = finish(source, result, &error) {
                continuation.resume(returning: value)
            } else {
                continuation.resume(throwing: GIOError(message: takeErrorMessage(&error)))
            }
        }
        start({ source, result, ready in
            Unmanaged<GIOReady>.fromOpaque(ready!).takeRetainedValue().complete(source, result)
        }, Unmanaged.passRetained(ready).toOpaque())
    }
}

/// A GIO error turned into a Swift error.
struct GIOError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// How much a drop or a paste reads into memory.
public enum ReceiveLimits {
    /// The most bytes read into memory for one received value (a data representation:
    /// text, JSON, an image): 256 MiB. Larger content fails with
    /// `ReceiveError.tooLarge(mimeType:limit:)` (TransferSessions) once one byte more has
    /// come, instead of filling memory. Files (file representations) are not read into
    /// memory and have no such limit.
    public static let inMemoryBytes = 256 << 20
}

/// The content offered held more than `limit` bytes; nothing of it was kept.
struct ReadLimitExceeded: Error, CustomStringConvertible {
    let limit: Int
    var description: String { "more than \(limit) bytes" }
}

/// Reads a whole input stream (taking over the reference) into memory; throws
/// ``ReadLimitExceeded`` once more than `limit` bytes have come. On the main actor: the
/// read's callbacks come on the main loop that it is started from.
@MainActor
func readAll(_ stream: UnsafeMutableRawPointer, limit: Int = ReceiveLimits.inMemoryBytes) async throws -> Data {
    /// The continuation, and the limit the C callback (which captures nothing) reports.
    final class ReadAllBox: @unchecked Sendable {
        let continuation: CheckedContinuation<Data, any Error>
        let limit: Int
        init(_ continuation: CheckedContinuation<Data, any Error>, limit: Int) { self.continuation = continuation; self.limit = limit }
    }
    let owned = ObjectReference(taking: stream)
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
        let box = Unmanaged.passRetained(ReadAllBox(continuation, limit: limit)).toOpaque()
        gtkkit_read_all_async(GObjectHandle<GioClass.InputStream>(owned.raw).pointer, gsize(max(limit, 0)), nil, { context, bytes, message, tooLarge in
            let box = Unmanaged<ReadAllBox>.fromOpaque(context!).takeRetainedValue()
            if let bytes {
                let result = data(of: bytes)
                g_bytes_unref(bytes)
                box.continuation.resume(returning: result)
            } else if tooLarge != 0 {
                box.continuation.resume(throwing: ReadLimitExceeded(limit: box.limit))
            } else {
                box.continuation.resume(throwing: GIOError(message: message.map { String(cString: $0) } ?? "read failed"))
            }
        }, box)
    }
}

/// The local paths in a `GdkFileList` value (a GSList of GFile).
func filePaths(inFileList value: UnsafePointer<GValue>) -> [URL] {
    var urls: [URL] = []
    var node = g_value_get_boxed(value)?.assumingMemoryBound(to: GSList.self)
    while let current = node {
        if let file = current.pointee.data, let path = g_file_get_path(GObjectHandle<GioClass.File>(file).pointer) {
            urls.append(URL(fileURLWithPath: String(cString: path)))
            g_free(path)
        }
        node = current.pointee.next
    }
    return urls
}

/// The MIME types of a `GdkContentFormats`.
func mimeTypes(of formats: OpaquePointer?) -> [String] {
    guard let formats else { return [] }
    var count: gsize = 0
    guard let list = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
    return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
}
