internal import CGtk
internal import CGtkKitSupport
import Foundation



/// Carries a continuation through a C callback's user data.
final class ContinuationBox<Value: Sendable>: @unchecked Sendable {
    let continuation: CheckedContinuation<Value, any Error>
    init(_ continuation: CheckedContinuation<Value, any Error>) { self.continuation = continuation }
}

/// A GIO error turned into a Swift error.
struct GIOError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Reads a whole input stream (taking over the reference) into memory.
@MainActor
func readAll(_ stream: UnsafeMutableRawPointer) async throws -> Data {
    let owned = ObjectReference(taking: stream)
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
        let box = Unmanaged.passRetained(ContinuationBox(continuation)).toOpaque()
        gtkkit_read_all_async(owned.raw.ptr(), nil, { context, bytes, message in
            let box = Unmanaged<ContinuationBox<Data>>.fromOpaque(context!).takeRetainedValue()
            if let bytes {
                let result = data(of: bytes)
                g_bytes_unref(bytes)
                box.continuation.resume(returning: result)
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
        if let file = current.pointee.data, let path = g_file_get_path(file.ptr()) {
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
