// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// Why a URI could not be opened.
public struct URILaunchError: Error, Sendable, CustomStringConvertible {
    /// The URI that was to be opened.
    public let uri: String
    /// GIO's reason (no application handles the URI's scheme or content type, or the
    /// application failed to start).
    public let reason: String

    /// The URI and the reason, for logs and messages.
    public var description: String { "cannot open \(uri): \(reason)" }
}

/// Opens URIs (web pages, local files) in the desktop's default application for their
/// scheme or, for `file:` URIs, their content type.
@MainActor
public enum URILauncher {
    /// Opens `uri` with the default application, passing the display's launch context so
    /// the launched window gets focus (startup notification / XDG activation).
    public static func open(_ uri: String) throws(URILaunchError) {
        let context = gdk_display_get_app_launch_context(gdk_display_get_default())
        defer { if let context { g_object_unref(raw(context)) } }
        var error: UnsafeMutablePointer<GError>?
        let launchContext = context.map { GObjectHandle<GioClass.AppLaunchContext>(raw($0)).pointer }
        guard g_app_info_launch_default_for_uri(uri, launchContext, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw URILaunchError(uri: uri, reason: reason)
        }
    }
}
